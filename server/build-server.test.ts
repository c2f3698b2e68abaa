import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../shared/api';
import { buildServer } from './build-server';

// Below the project's package.json, as dist/server is: main.ts finds the project from there.
const outdir = join('node_modules', '.cache', `gamefront-server-build-${process.pid}`);
const dataDir = mkdtempSync(join(tmpdir(), 'gamefront-build-'));

beforeAll(async () => {
  await buildServer(outdir);
}, 60_000);

afterAll(() => {
  rmSync(outdir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

const scripts = () => readdirSync(outdir).filter((name) => name.endsWith('.js'));

describe('the compiled server (the image runs dist/server/main.js)', () => {
  it('carries no TypeScript loader helper, and leaves the sandbox and its database driver out of the entry chunk', () => {
    for (const name of scripts()) expect(readFileSync(join(outdir, name), 'utf8')).not.toContain('__name(');
    const entry = readFileSync(join(outdir, 'main.js'), 'utf8');
    expect(entry).not.toContain('better-sqlite3');
    expect(scripts().some((name) => readFileSync(join(outdir, name), 'utf8').includes('better-sqlite3'))).toBe(true);
  });

  it('runs the sandbox role with its migrations and texts from beside the chunks', async () => {
    const sandboxPort = await freePort();
    const child = spawn(process.execPath, ['--enable-source-maps', join(outdir, 'main.js'), '--sandbox-only'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        SANDBOX_PORT: String(sandboxPort),
        PAYMENT_PORT: String(await freePort()),
        DATA_DIR: dataDir,
        SANDBOX_DEEP_TEAM: '0',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      await new Promise<void>((resolve, reject) => {
        child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
        child.stdout.on('data', () => {
          if (output.includes('Sandbox platform on')) resolve();
        });
      });
      const answer = await fetch(`http://127.0.0.1:${sandboxPort}${catalogue['identity.rsaKey'].path}`);
      expect(answer.status).toBe(200);
      // The sandbox answers only once its migrations have run at start.
      expect(await answer.text()).toMatch(/^[0-9a-f]{64,}$/);
      // Its help centre, seeded from the texts beside the chunks, in a language other than English.
      const help = await fetch(`http://127.0.0.1:${sandboxPort}${catalogue['system.helpCenter'].path}?lang=JA&device=WEB`);
      expect(((await help.json()) as { value: Array<{ lang: string }> }).value[0].lang).toBe('JA');
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('close', resolve));
    }
  }, 60_000);
});
