import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect, createServer, type AddressInfo } from 'node:net';

export interface TestRedis {
  url: string;
  /** Stops a server this helper started (no-op for REDIS_URL). */
  stop(): Promise<void>;
}

const REDIS_SERVER = '/usr/bin/redis-server';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

async function spawnRedis(): Promise<TestRedis | null> {
  if (!existsSync(REDIS_SERVER)) return null;
  const port = await freePort();
  const child: ChildProcess = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  child.on('error', () => (exited = true));
  for (let i = 0; i < 50 && !exited; i += 1) {
    if (await accepts(port)) {
      return {
        url: `redis://127.0.0.1:${port}`,
        stop: () =>
          new Promise<void>((resolve) => {
            if (exited) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  return null;
}

/**
 * A real Redis for the store tests: REDIS_URL when set, else a redis-server started here on a free
 * port. Returns null when neither is possible, so the tests skip; under CI=true that is an error,
 * because a CI run must not pass without having tested the shared store.
 */
export async function testRedis(): Promise<TestRedis | null> {
  const fromEnv = process.env.REDIS_URL?.trim();
  const redis = fromEnv ? { url: fromEnv, stop: async () => {} } : await spawnRedis();
  if (!redis && process.env.CI === 'true') {
    throw new Error(`CI=true but no Redis is available: set REDIS_URL or install ${REDIS_SERVER}`);
  }
  return redis;
}
