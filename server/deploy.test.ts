import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const compose = readFileSync('docker-compose.yml', 'utf8');
const nginx = readFileSync('deploy/nginx.conf', 'utf8');
const dockerfile = readFileSync('Dockerfile', 'utf8');

/** A service's block of docker-compose.yml: from its name to the next service or top-level key. */
function service(name: string): string {
  const start = compose.indexOf(`\n  ${name}:\n`);
  if (start < 0) throw new Error(`no service ${name}`);
  const rest = compose.slice(start + 1);
  const end = rest.slice(1).search(/\n {2}[a-z-]+:\n|\n[a-z]/);
  return end < 0 ? rest : rest.slice(0, end + 1);
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  return typeof address === 'object' && address ? address.port : 0;
}

describe('deployment', () => {
  it('publishes only the site port; the sandbox is reached inside the compose network', () => {
    expect(compose.match(/^\s+ports:/gm)).toHaveLength(1);
    expect(service('lb')).toMatch(/ports:\n\s+- '3000:80'/);
    expect(service('sandbox')).not.toContain('ports:');
    expect(service('gateway')).toContain('UPSTREAM_URL: http://sandbox:3100');
    expect(compose).not.toMatch(/SANDBOX_DEV_HELPERS:/);
    expect(service('sandbox')).toContain('SANDBOX_PUBLIC_URL: http://localhost:3000');
    expect(dockerfile).toMatch(/SANDBOX_DEV_HELPERS=0/);
  });

  it("gives the sandbox's health check time for the deep demo team's seed on a first start", () => {
    const startPeriod = /start_period: (\d+)s/.exec(service('sandbox'));
    expect(startPeriod).not.toBeNull();
    expect(Number(startPeriod![1])).toBeGreaterThanOrEqual(60);
  });

  it('lets the load balancer pass browsers only the sandbox CDN paths and refuse /__dev', () => {
    expect(nginx).toMatch(/location \^~ \/__dev \{\s*return 404;/);
    const sandboxRoute = /location ~ (\S+) \{\s*set \$sandbox http:\/\/sandbox:3100;/.exec(nginx);
    expect(sandboxRoute).not.toBeNull();
    const pattern = new RegExp(sandboxRoute![1]);
    for (const path of ['/img/a.svg', '/play/slot/', '/download/android.apk', '/geetest/gt4.js', '/service/chat'])
      expect(path).toMatch(pattern);
    for (const path of ['/__dev/outbox', '/wps/session/key/rsa', '/', '/download', '/imgx']) expect(path).not.toMatch(pattern);
  });

  it("runs the compose sandbox's command with its settings: platform and CDN answer, /__dev is 404", async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'gamefront-deploy-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--sandbox-only'], {
      env: {
        ...process.env,
        // The image's ENV (Dockerfile) and the sandbox service's environment (docker-compose.yml).
        NODE_ENV: 'production',
        SANDBOX_DEV_HELPERS: '0',
        DATA_DIR: dataDir,
        SANDBOX_HOST: '127.0.0.1',
        SANDBOX_PORT: String(port),
        SANDBOX_PUBLIC_URL: 'http://localhost:3000',
        PORT: '3000',
        LOG_LEVEL: 'warn',
        // The compose file leaves the deep demo team at its default (10,000 members, some 15 s of seeding on
        // one core, more beside other tests). Its seed has its own test (server/sandbox/db/seed); this one
        // checks what the compose settings change, so it starts without it.
        SANDBOX_DEEP_TEAM: '0',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout?.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('Sandbox platform on')) resolve();
        });
        child.once('exit', (code) => reject(new Error(`sandbox exited with ${code}`)));
      });
      const base = `http://127.0.0.1:${port}`;
      // The compose health check's call.
      expect((await fetch(`${base}/wps/session/key/rsa`)).ok).toBe(true);
      expect((await fetch(`${base}/img/default-banner.svg`)).status).toBe(200);
      for (const path of ['/__dev/system', '/__dev/outbox?to=639171110001', '/__dev/captcha']) {
        expect((await fetch(`${base}${path}`)).status, path).toBe(404);
      }
    } finally {
      child.kill('SIGTERM');
      await once(child, 'exit');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
