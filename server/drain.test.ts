import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from './gateway/test-support/fake-upstream';
import { SAME_REQUEST_MS, signalMeaning } from './shutdown';

const DRAIN_MS = 1_500;

interface Replica {
  child: ChildProcess;
  port: number;
  agent: Agent;
  inRotation: boolean;
  exited: Promise<number | null>;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
}

function get(port: number, path: string, agent: Agent | false, timeoutMs = 5_000): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, agent, timeout: timeoutMs, headers: { merchant: 'gamefront1', device: 'WEB' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end();
  });
}

async function startReplica(upstream: string): Promise<Replica> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/drain.fixture.ts'], {
    env: { ...process.env, UPSTREAM_URL: upstream, DRAIN_MS: String(DRAIN_MS), NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /port (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    void exited.then((code) => reject(new Error(`replica exited with ${code} before listening`)));
  });
  // Keep-alive sockets, as a real load balancer keeps to its upstreams.
  return { child, port, agent: new Agent({ keepAlive: true, maxSockets: 8 }), inRotation: true, exited };
}

/**
 * A load balancer as small as a test allows: round robin over the replicas whose /readyz answers
 * 200 (checked every 100 ms), another replica on 503 or a refused connection, and Node's agent
 * drops a socket whose answer says `Connection: close`. Anything else is a lost request.
 */
function balancer(replicas: Replica[]) {
  let next = 0;
  let polling = true;
  const poll = async () => {
    while (polling) {
      await Promise.all(
        replicas.map(async (r) => {
          r.inRotation = await get(r.port, '/readyz', false, 500).then(
            (a) => a.status === 200,
            () => false,
          );
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  void poll();
  return {
    async send(path: string): Promise<'served' | 'lost'> {
      for (let attempt = 0; attempt < replicas.length * 3; attempt++) {
        const live = replicas.filter((r) => r.inRotation);
        if (live.length === 0) {
          // None ready at the last check: wait for the next one, as a balancer queues. Returning at
          // once would let the senders spin on resolved promises and starve the checks that could
          // put a replica back.
          await new Promise((resolve) => setTimeout(resolve, 50));
          continue;
        }
        const replica = live[next++ % live.length];
        try {
          const answer = await get(replica.port, path, replica.agent);
          if (answer.status === 503) continue;
          return answer.status < 500 ? 'served' : 'lost';
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ECONNREFUSED') continue;
          return 'lost';
        }
      }
      return 'lost';
    },
    stop() {
      polling = false;
    },
  };
}

let upstream: FakeUpstream | undefined;
const replicas: Replica[] = [];

afterEach(async () => {
  for (const r of replicas.splice(0)) {
    if (r.child.exitCode === null) r.child.kill('SIGKILL');
    r.agent.destroy();
  }
  await upstream?.close();
});

describe('SIGTERM drain', () => {
  it('loses no request under load while one of two replicas drains and stops', async () => {
    upstream = await startFakeUpstream();
    // Each platform answer takes a while, so requests are in flight when the replica stops.
    upstream.on('GET', '/wps/session/key/rsa', async (_req, res) => {
      await new Promise((resolve) => setTimeout(resolve, 15));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: true, value: 'key', message: null, errorCode: null }));
    });
    const url = upstream.url;
    replicas.push(...(await Promise.all([startReplica(url), startReplica(url)])));
    const [leaving] = replicas;
    const lb = balancer(replicas);

    let running = true;
    const counts = { served: 0, lost: 0 };
    const workers = Array.from({ length: 12 }, async () => {
      while (running) counts[await lb.send('/wps/session/key/rsa')]++;
    });

    // Whatever fails below, the senders and the checks stop, so a failure ends the test instead of hanging it.
    let servedBefore = 0;
    try {
      await new Promise((resolve) => setTimeout(resolve, 800));
      servedBefore = counts.served;
      leaving.child.kill('SIGTERM');

      // Right after the signal: not ready, yet an ordinary request is still answered, closing its connection.
      let readiness = 0;
      for (let i = 0; i < 50 && readiness !== 503; i++) {
        readiness = (await get(leaving.port, '/readyz', false)).status;
        if (readiness !== 503) await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(readiness).toBe(503);
      const during = await get(leaving.port, '/wps/session/key/rsa', false);
      expect(during.status).toBe(200);
      expect(during.headers.connection).toBe('close');

      expect(await leaving.exited).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 300));
      running = false;
      await Promise.all(workers);
    } finally {
      running = false;
      lb.stop();
    }
    expect(counts.lost).toBe(0);
    expect(servedBefore).toBeGreaterThan(50);
    expect(counts.served).toBeGreaterThan(servedBefore);
  }, 60_000);

  it("takes a signal repeated within a moment (a process group's Ctrl-C) as one request: the drain still runs", async () => {
    upstream = await startFakeUpstream();
    const replica = await startReplica(upstream.url);
    replicas.push(replica);
    replica.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 20));
    replica.child.kill('SIGTERM');
    // 300 ms later the replica still serves, draining (it used to have exited at once on the second signal).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await get(replica.port, '/readyz', false)).status).toBe(503);
    expect(replica.child.exitCode).toBeNull();
    expect(await replica.exited).toBe(0);
  }, 30_000);

  it('forces the exit on a signal that comes later than a moment after the first', async () => {
    upstream = await startFakeUpstream();
    const replica = await startReplica(upstream.url);
    replicas.push(replica);
    replica.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, SAME_REQUEST_MS + 100));
    expect(replica.child.exitCode).toBeNull();
    replica.child.kill('SIGTERM');
    expect(await replica.exited).toBe(1);
  }, 30_000);
});

describe('what a signal means', () => {
  it('stops on the first, is the same request within a moment, and forces the exit after', () => {
    let now = 1_000;
    const meaning = signalMeaning(() => now);
    expect(meaning()).toBe('stop');
    now += 5;
    expect(meaning()).toBe('same');
    now += SAME_REQUEST_MS - 10;
    expect(meaning()).toBe('same');
    now += 10;
    expect(meaning()).toBe('force');
  });
});
