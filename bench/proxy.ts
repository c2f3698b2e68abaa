import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../e2e/harness';
import { encryptRequest } from '../shared/crypto';
import { runWrk, WRK, writeReportScript } from './wrk';

/**
 * The proxy benchmark: the same small /wps call straight to the sandbox, through the gateway and,
 * when nginx is installed (`apt-get install nginx-light`), through nginx doing the same plain
 * proxying — measured in one run on this machine, so the ratios, not single times, are the figures.
 * The load comes from wrk (bench/wrk.ts says why), whose own CPU per request is printed beside.
 * The sandbox and the gateway run as separate processes, as they do in production, and the gateway
 * runs as the image runs it (compiled JavaScript, GATEWAY_COMMAND below).
 *
 * Throughput depends on what else the machine runs; CPU time per 10,000 requests of the proxying
 * process (utime + stime from /proc/<pid>/stat, nginx's master and workers summed) depends far less,
 * so the CPU ratio means the same on any machine. Each side proxies with one process: the gateway is
 * one Node process and nginx runs one worker (its master only supervises).
 */
const NGINX = '/usr/sbin/nginx';
const NGINX_WORKERS = 1;

/** How the image starts the server (Dockerfile CMD), after `npm run build:server`, which the bench runs first. */
const GATEWAY_COMMAND = ['--enable-source-maps', 'dist/server/main.js'];

function startNginx(dir: string, port: number, upstreamPort: number): ChildProcess {
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `
daemon off; worker_processes ${NGINX_WORKERS}; pid ${join(dir, 'nginx.pid')}; error_log ${join(dir, 'nginx-error.log')} error;
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
/**
 * The call measured. `country` (the default) carries no session token. `BENCH_CALL=balance` measures
 * `GET /wps/v2/wallets/balance` as player1, signed in at the sandbox first: a call with a token,
 * which pays the edge's session check in the gateway (docs/gateway-profile.md, "The edge's checks").
 */
const CALL = process.env.BENCH_CALL === 'balance' ? 'balance' : 'country';
const PATH = CALL === 'balance' ? '/wps/v2/wallets/balance' : '/wps/system/country';
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
/**
 * Rounds of the three targets one after another (direct, gateway, nginx, then again): each target's
 * figures pool its rounds. Measured once each, one after the other, the ratios swung from 0.57× to
 * 0.71× between runs on the same machine, as its speed drifted between the first target's seconds
 * and the last's; alternating spreads that drift over all three. A target's p50 and p99 are its
 * median round's: with three rounds a single slow round in the middle of the sorted three set the
 * figure (the gateway's rounds' p99 ranged 3.7–7.2 ms in one run), so there are five.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

function start(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, args, {
    env: {
      ...process.env,
      // As the image sets it (Dockerfile): outside production the sandbox checks every answer it sends.
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      REQUEST_CEILING_PER_MINUTE: '0',
      // No deep demo team: these benches measure one account's calls, and writing the team costs seconds at start.
      SANDBOX_DEEP_TEAM: '0',
      DRAIN_MS: '0',
      ...env,
    },
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

/** The kernel's clock ticks per second, asked once when the bench first reads a CPU time (not when its test imports it). */
let ticksPerSecond: number | undefined;
function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** A process's /proc/<pid>/stat fields after the command name (which may hold spaces): field 3 is fields[0]. */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** User plus system CPU time of the processes, in ms (proc(5): utime and stime are fields 14 and 15). */
function cpuMs(pids: readonly number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    const fields = statFields(pid);
    if (fields) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / clockTicks();
}

/** The process and its direct children (nginx's workers), by the parent id in field 4. */
function withChildren(pid: number): number[] {
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((candidate) => statFields(candidate)?.[1] === String(pid));
  return [pid, ...children];
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU time of the measured process(es) per 10,000 requests, ms. */
  cpuPer10k: number;
  /** CPU time of the load generator per 10,000 requests, ms. */
  generatorPer10k: number;
}

/** One round against one target: its requests, errors, latency and the CPU its process(es) spent. */
interface Round {
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
  errors: number;
  cpuMs: number;
  generatorMs: number;
}

const HEADERS = { Merchant: 'gamefront1', Device: 'web', Language: 'EN', 'X-Gateway-Version': '3' };

/** player1's session token from the sandbox's own sign-in (RSA-sealed, as a browser sends it). */
async function signIn(sandbox: string): Promise<string> {
  const modulus = await (await fetch(`${sandbox}/wps/session/key/rsa`)).text();
  const sealed = encryptRequest({ username: 'player1', password: 'Play1234', type: 'username' }, modulus);
  const answer = (await (
    await fetch(`${sandbox}/wps/session/login`, {
      method: 'POST',
      headers: { ...HEADERS, ...sealed.headers, 'content-type': 'application/json' },
      body: JSON.stringify(sealed.body),
    })
  ).json()) as { success: boolean; value: { token: string } | null };
  if (!answer.success || !answer.value) throw new Error(`player1 could not sign in: ${JSON.stringify(answer)}`);
  return answer.value.token;
}

async function measureRound(url: string, pids: readonly number[], script: string, headers: Record<string, string>): Promise<Round> {
  const cpuBefore = cpuMs(pids);
  const result = await runWrk({ url, connections: CONNECTIONS, seconds: DURATION, headers, script });
  return { ...result, cpuMs: cpuMs(pids) - cpuBefore };
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** A target's rounds pooled: all its requests over all its seconds, the median round's latencies, CPU over all requests. */
export function pool(rounds: readonly Round[]): Figures {
  const requests = rounds.reduce((n, r) => n + r.requests, 0);
  return {
    rps:
      requests /
      Math.max(
        rounds.reduce((n, r) => n + r.seconds, 0),
        1e-9,
      ),
    p50: median(rounds.map((r) => r.p50)),
    p99: median(rounds.map((r) => r.p99)),
    errors: rounds.reduce((n, r) => n + r.errors, 0),
    cpuPer10k: (rounds.reduce((n, r) => n + r.cpuMs, 0) / Math.max(requests, 1)) * 10_000,
    generatorPer10k: (rounds.reduce((n, r) => n + r.generatorMs, 0) / Math.max(requests, 1)) * 10_000,
  };
}

async function main(): Promise<void> {
  if (!existsSync(WRK)) throw new Error(`The proxy benchmark's load generator is wrk: apt-get install wrk (${WRK} not found)`);
  execFileSync('npm', ['run', '--silent', 'build:server'], { stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'gamefront-bench-'));
  const script = writeReportScript(dataDir);
  const sandboxPort = await freePort();
  const gatewayPort = await freePort();
  const sandbox = start(['--import', 'tsx', 'server/main.ts', '--sandbox-only'], { SANDBOX_PORT: String(sandboxPort), DATA_DIR: dataDir });
  const gateway = start(GATEWAY_COMMAND, { PORT: String(gatewayPort), HOST: '127.0.0.1', UPSTREAM_URL: `http://127.0.0.1:${sandboxPort}` });
  const nginxPort = await freePort();
  const nginx = existsSync(NGINX) ? startNginx(dataDir, nginxPort, sandboxPort) : null;
  try {
    const direct = `http://127.0.0.1:${sandboxPort}${PATH}`;
    const proxied = `http://127.0.0.1:${gatewayPort}${PATH}`;
    await waitFor(`http://127.0.0.1:${sandboxPort}/wps/system/country`);
    const headers: Record<string, string> =
      CALL === 'balance' ? { ...HEADERS, Authorization: await signIn(`http://127.0.0.1:${sandboxPort}`) } : HEADERS;
    await waitFor(`http://127.0.0.1:${gatewayPort}/readyz`);
    const viaNginx = nginx ? `http://127.0.0.1:${nginxPort}${PATH}` : null;
    // Readiness on the call without a token: nginx passes a tokenless balance call through as 401.
    if (viaNginx) await waitFor(`http://127.0.0.1:${nginxPort}/wps/system/country`);
    for (const url of [direct, proxied, viaNginx]) if (url) await runWrk({ url, seconds: 2, connections: 4, headers, script });
    const rounds = { direct: [] as Round[], gateway: [] as Round[], nginx: [] as Round[] };
    for (let round = 1; round <= ROUNDS; round++) {
      rounds.direct.push(await measureRound(direct, [sandbox.pid!], script, headers));
      rounds.gateway.push(await measureRound(proxied, [gateway.pid!], script, headers));
      if (viaNginx) rounds.nginx.push(await measureRound(viaNginx, withChildren(nginx!.pid!), script, headers));
      const rate = (r: Round | undefined) => (r ? r.requests / r.seconds : 0);
      const [d, g, x] = [rounds.direct, rounds.gateway, rounds.nginx].map((list) => rate(list.at(-1)));
      const p99 = [rounds.direct, rounds.gateway, rounds.nginx].map((list) => list.at(-1)?.p99.toFixed(1));
      console.log(
        `round ${round}: direct ${d.toFixed(0)}, gateway ${g.toFixed(0)}${viaNginx ? `, nginx ${x.toFixed(0)}` : ''} req/s; gateway/direct ${(g / d).toFixed(2)}×${viaNginx ? `, gateway/nginx ${(g / x).toFixed(2)}×` : ''}; p99 ${p99.slice(0, viaNginx ? 3 : 2).join(' / ')} ms`,
      );
    }
    const a = pool(rounds.direct);
    const b = pool(rounds.gateway);
    const n = viaNginx ? pool(rounds.nginx) : null;
    const row = (name: string, f: Figures, cpuOf: string) =>
      `${name.padEnd(16)} ${f.rps.toFixed(0).padStart(8)} req/s   p50 ${f.p50.toFixed(1).padStart(5)} ms   p99 ${f.p99.toFixed(1).padStart(5)} ms   errors ${f.errors}   CPU ${f.cpuPer10k.toFixed(0).padStart(5)} ms per 10,000 (${cpuOf}; wrk ${f.generatorPer10k.toFixed(0)})`;
    console.log(
      `GET ${PATH}, wrk with ${CONNECTIONS} connections on one thread, ${ROUNDS} alternating rounds of ${DURATION} s per target, pooled; each proxy is one process (nginx: ${NGINX_WORKERS} worker);`,
    );
    console.log(`the gateway is the compiled build (npm run build:server) run as the image runs it: node ${GATEWAY_COMMAND.join(' ')}`);
    console.log(row('sandbox direct', a, 'sandbox'));
    console.log(row('through gateway', b, 'gateway'));
    if (n) console.log(row('through nginx', n, 'nginx master + worker'));
    console.log(
      `ratio gateway/direct: throughput ${(b.rps / a.rps).toFixed(2)}×, p50 latency ${(b.p50 / Math.max(a.p50, 0.001)).toFixed(2)}×, p99 latency ${(b.p99 / Math.max(a.p99, 0.001)).toFixed(2)}×`,
    );
    if (n) {
      console.log(
        `ratio nginx/direct: throughput ${(n.rps / a.rps).toFixed(2)}×; gateway/nginx: throughput ${(b.rps / n.rps).toFixed(2)}×, p99 ${b.p99 - n.p99 >= 0 ? '+' : ''}${(b.p99 - n.p99).toFixed(1)} ms, CPU per request ${(b.cpuPer10k / Math.max(n.cpuPer10k, 1)).toFixed(2)}×`,
      );
    } else console.log('(install nginx-light to compare with nginx doing the same proxying)');
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

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
