import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../e2e/harness';

/**
 * The proxy benchmark: the same small /wps call straight to the sandbox and through the gateway,
 * measured in one run on this machine, so the ratio — not a single time — is the figure.
 * The sandbox and the gateway run as separate processes, as they do in production.
 */
const PATH = '/wps/system/country';
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);

function start(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', ...args], {
    env: { ...process.env, LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitFor(url: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer`);
}

interface Figures { rps: number; p50: number; p99: number; errors: number }

async function measure(url: string): Promise<Figures> {
  const result = await autocannon({
    url, connections: CONNECTIONS, duration: DURATION,
    headers: { Merchant: 'gamefront1', Device: 'web', Language: 'EN', 'X-Gateway-Version': '3' },
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gamefront-bench-'));
  const sandboxPort = await freePort();
  const gatewayPort = await freePort();
  const sandbox = start(['--sandbox-only'], { SANDBOX_PORT: String(sandboxPort), DATA_DIR: dataDir });
  const gateway = start([], { PORT: String(gatewayPort), HOST: '127.0.0.1', UPSTREAM_URL: `http://127.0.0.1:${sandboxPort}` });
  try {
    const direct = `http://127.0.0.1:${sandboxPort}${PATH}`;
    const proxied = `http://127.0.0.1:${gatewayPort}${PATH}`;
    await waitFor(direct);
    await waitFor(`http://127.0.0.1:${gatewayPort}/readyz`);
    await autocannon({ url: direct, duration: 2, connections: 4 });
    await autocannon({ url: proxied, duration: 2, connections: 4 });
    const a = await measure(direct);
    const b = await measure(proxied);
    const row = (name: string, f: Figures) =>
      `${name.padEnd(16)} ${f.rps.toFixed(0).padStart(8)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(4)} ms   errors ${f.errors}`;
    console.log(`GET ${PATH}, ${CONNECTIONS} connections, ${DURATION} s each, one run:`);
    console.log(row('sandbox direct', a));
    console.log(row('through gateway', b));
    console.log(`ratio gateway/direct: throughput ${(b.rps / a.rps).toFixed(2)}×, p50 latency ${(b.p50 / Math.max(a.p50, 1)).toFixed(2)}×, p99 latency ${(b.p99 / Math.max(a.p99, 1)).toFixed(2)}×`);
    if (a.errors + b.errors > 0) process.exitCode = 1;
  } finally {
    gateway.kill('SIGTERM');
    sandbox.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
