import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../e2e/harness';

/**
 * The proxy benchmark: the same small /wps call straight to the sandbox, through the gateway and,
 * when nginx is installed (`apt-get install nginx-light`), through nginx doing the same plain
 * proxying — measured in one run on this machine, so the ratios, not single times, are the figures.
 * The sandbox and the gateway run as separate processes, as they do in production.
 */
const NGINX = '/usr/sbin/nginx';

function startNginx(dir: string, port: number, upstreamPort: number): ChildProcess {
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `
daemon off; worker_processes 1; pid ${join(dir, 'nginx.pid')}; error_log ${join(dir, 'nginx-error.log')} error;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  upstream sandbox { server 127.0.0.1:${upstreamPort}; keepalive 32; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://sandbox; proxy_http_version 1.1; proxy_set_header Connection "";
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for; proxy_set_header X-Real-IP $remote_addr;
    }
  }
}`,
  );
  return spawn(NGINX, ['-c', conf, '-p', dir], { stdio: ['ignore', 'ignore', 'inherit'] });
}
const PATH = '/wps/system/country';
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);

function start(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', ...args], {
    // No deep demo team: these benches measure one account's calls, and writing the team costs seconds at start.
    env: { ...process.env, LOG_LEVEL: 'error', REQUEST_CEILING_PER_MINUTE: '0', SANDBOX_DEEP_TEAM: '0', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitFor(url: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer`);
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(url: string): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
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
  const nginxPort = await freePort();
  // One nginx worker: the same one process per core the gateway gets.
  const nginx = existsSync(NGINX) ? startNginx(dataDir, nginxPort, sandboxPort) : null;
  try {
    const direct = `http://127.0.0.1:${sandboxPort}${PATH}`;
    const proxied = `http://127.0.0.1:${gatewayPort}${PATH}`;
    await waitFor(direct);
    await waitFor(`http://127.0.0.1:${gatewayPort}/readyz`);
    await autocannon({ url: direct, duration: 2, connections: 4 });
    await autocannon({ url: proxied, duration: 2, connections: 4 });
    const a = await measure(direct);
    const b = await measure(proxied);
    let n: Figures | null = null;
    if (nginx) {
      const viaNginx = `http://127.0.0.1:${nginxPort}${PATH}`;
      await waitFor(viaNginx);
      await autocannon({ url: viaNginx, duration: 2, connections: 4 });
      n = await measure(viaNginx);
    }
    const row = (name: string, f: Figures) =>
      `${name.padEnd(16)} ${f.rps.toFixed(0).padStart(8)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(4)} ms   errors ${f.errors}`;
    console.log(`GET ${PATH}, ${CONNECTIONS} connections, ${DURATION} s each, one run:`);
    console.log(row('sandbox direct', a));
    console.log(row('through gateway', b));
    if (n) console.log(row('through nginx', n));
    console.log(
      `ratio gateway/direct: throughput ${(b.rps / a.rps).toFixed(2)}×, p50 latency ${(b.p50 / Math.max(a.p50, 1)).toFixed(2)}×, p99 latency ${(b.p99 / Math.max(a.p99, 1)).toFixed(2)}×`,
    );
    if (n)
      console.log(
        `ratio nginx/direct: throughput ${(n.rps / a.rps).toFixed(2)}×; gateway/nginx: throughput ${(b.rps / n.rps).toFixed(2)}×, p99 latency ${(b.p99 / Math.max(n.p99, 1)).toFixed(2)}×`,
      );
    else console.log('(install nginx-light to compare with nginx doing the same proxying)');
    // nginx is only the yardstick: a socket it drops at the end of its run does not fail our benchmark.
    if (a.errors + b.errors > 0) process.exitCode = 1;
  } finally {
    nginx?.kill('SIGTERM');
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
