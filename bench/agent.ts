import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../e2e/harness';
import { catalogue, type EndpointKey } from '../shared/api/catalogue';
import { readEnvelope } from '../shared/api/legacyEnvelope';
import { encryptRequest } from '../shared/crypto';
import { openDatabase } from '../server/sandbox/plugins/db';
import { migrate } from '../server/sandbox/db/migrate';
import { prepareSeed, seedDatabase } from '../server/sandbox/db/seed';
import { DEEP_TEAM_AGENT } from '../server/sandbox/areas/agent-seed/deep-team';

/**
 * The agent-centre benchmark: for deep teams of 1,000, 10,000 and 100,000 members below `bigagent`
 * (the seed's own generator: six levels, about five slot rounds per member over 30 days), the
 * sandbox and the gateway run as separate processes on 127.0.0.1 over the built database, and the
 * agent's report calls go through the gateway one at a time: p50 and p99 of each, and how they grow
 * from the smallest team to the largest. `npm run bench:agent [sizes…]`, e.g. `bench:agent 1000 10000`.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
/** A call stops after RUNS requests or this many seconds, whichever comes first, but never before MIN_RUNS. */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const MIN_RUNS = 10;
const WARM_UP = 5;
const DEFAULT_SIZES = [1_000, 10_000, 100_000];
const HEADERS = { Merchant: 'gamefront1', Device: 'web', Language: 'EN', 'X-Gateway-Version': '3' };
const DAY_MS = 86_400_000;
/** Team ranges are whole 5-minute slots (shared/domains/agent/schemas.ts). */
const SLOT_MS = 300_000;

/** The calls measured, each with the query the agent centre sends for a 30-day range's first page. */
export const CALLS: ReadonlyArray<{ key: EndpointKey; query: (range: { startTime: number; endTime: number }) => string }> = [
  { key: 'agent.teamOverview', query: (r) => `startTime=${r.startTime}&endTime=${r.endTime}` },
  { key: 'agent.downlines', query: () => 'pageNo=1&pageSize=20' },
  { key: 'agent.teamBetting', query: (r) => `startTime=${r.startTime}&endTime=${r.endTime}&pageNo=1&pageSize=20` },
  { key: 'agent.profitLoss', query: (r) => `startTime=${r.startTime}&endTime=${r.endTime}&pageNo=1&pageSize=20` },
  { key: 'agent.transactions', query: (r) => `startTime=${r.startTime}&endTime=${r.endTime}&pageNo=1&pageSize=20` },
];

/** The value at percentile `p` of ascending `sorted` (nearest rank: the smallest value with p % at or below it). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new RangeError('No samples');
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** The last `days` days up to `now`, as whole 5-minute slots: [start of the slot `days` before, end of the slot of now). */
export function slotRange(now: number, days: number): { startTime: number; endTime: number } {
  const endTime = Math.floor(now / SLOT_MS) * SLOT_MS + SLOT_MS;
  return { startTime: endTime - days * DAY_MS, endTime };
}

export interface Figure {
  p50: number;
  p99: number;
  /** Requests measured. */
  runs: number;
}

/**
 * The table printed at the end: one row per call, p50 / p99 per team size, and the growth of p99
 * from the first size to the last; a call a size could not answer shows its reason.
 */
export function figuresTable(
  sizes: readonly number[],
  rows: ReadonlyArray<{ call: string; figures: ReadonlyArray<Figure | string> }>,
): string {
  const cell = (f: Figure | string) => (typeof f === 'string' ? f : `${f.p50.toFixed(1)} / ${f.p99.toFixed(1)}`).padStart(16);
  const head = ['call'.padEnd(20), ...sizes.map((n) => `${n.toLocaleString('en-US')} p50/p99`.padStart(16)), '   p99 growth'].join(' ');
  const lines = rows.map(({ call, figures }) => {
    const first = figures[0];
    const last = figures[figures.length - 1];
    const growth =
      typeof first === 'object' && typeof last === 'object' && figures.length > 1 ? `${(last.p99 / first.p99).toFixed(1)}×` : '';
    return [call.padEnd(20), ...figures.map(cell), growth.padStart(13)].join(' ');
  });
  return [head, ...lines].join('\n');
}

function start(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', ...args], {
    env: { ...process.env, LOG_LEVEL: 'error', REQUEST_CEILING_PER_MINUTE: '0', LOGIN_ATTEMPTS_PER_ADDRESS: '0', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitFor(url: string): Promise<void> {
  const deadline = Date.now() + 300_000;
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

/** The sandbox's database with the deep team, written here so its progress can be shown; the sandbox then opens it as seeded. */
async function buildDatabase(dataDir: string, members: number, now: number): Promise<void> {
  const db = openDatabase(join(dataDir, 'sandbox.db'));
  try {
    migrate(db, now);
    await prepareSeed(db, { deepTeamMembers: members });
    const started = performance.now();
    seedDatabase(db, now, {
      deepTeamMembers: members,
      progress: (_part, done, total) =>
        process.stdout.write(`\r  seeding ${members.toLocaleString('en-US')}: ${Math.round((100 * done) / total)} %`),
    });
    const rounds = db.prepare('SELECT COUNT(*) FROM game_rounds').pluck().get() as number;
    const rows = db.prepare('SELECT COUNT(*) FROM ledger').pluck().get() as number;
    process.stdout.write(
      `\r  wrote the seed with ${members.toLocaleString('en-US')} team members in ${((performance.now() - started) / 1000).toFixed(1)} s` +
        ` (${rounds.toLocaleString('en-US')} rounds, ${rows.toLocaleString('en-US')} ledger rows in the database)\n`,
    );
  } finally {
    db.close();
  }
}

async function signIn(base: string): Promise<string> {
  const modulus = await (await fetch(`${base}${catalogue['identity.rsaKey'].path}`, { headers: HEADERS })).text();
  const sealed = encryptRequest({ username: DEEP_TEAM_AGENT, password: 'Agent1234', type: 'username' }, modulus);
  const res = await fetch(`${base}${catalogue['identity.login'].path}`, {
    method: 'POST',
    headers: { ...HEADERS, ...sealed.headers, 'content-type': 'application/json' },
    body: JSON.stringify(sealed.body),
  });
  const body = (await res.json()) as { success: boolean; value?: { token: string } };
  if (!body.success || !body.value) throw new Error(`Sign-in of ${DEEP_TEAM_AGENT} failed: ${JSON.stringify(body)}`);
  return body.value.token;
}

/**
 * Up to RUNS requests of one call (SECONDS at most, MIN_RUNS at least), one at a time after a
 * warm-up; each must succeed. A call the sandbox does not answer yet gives its reason.
 */
async function measure(base: string, token: string, url: string): Promise<Figure | string> {
  const times: number[] = [];
  let deadline = Infinity;
  for (let i = 0; i < WARM_UP + RUNS && (times.length < MIN_RUNS || performance.now() < deadline); i++) {
    if (i === WARM_UP) deadline = performance.now() + SECONDS * 1000;
    const t = performance.now();
    const res = await fetch(`${base}${url}`, { headers: { ...HEADERS, Authorization: token } });
    // The team calls answer the older generation's envelope; read either as the same result.
    const body = readEnvelope(await res.json());
    if (body?.success !== true) return `${res.status} ${body?.errorCode ?? ''}`.trim();
    if (i >= WARM_UP) times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), runs: times.length };
}

async function measureSize(members: number): Promise<Array<Figure | string>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gamefront-bench-agent-'));
  const now = Date.now();
  const [sandboxPort, paymentPort, gatewayPort] = [await freePort(), await freePort(), await freePort()];
  let sandbox: ChildProcess | undefined;
  let gateway: ChildProcess | undefined;
  try {
    await buildDatabase(dataDir, members, now);
    sandbox = start(['--sandbox-only'], {
      SANDBOX_PORT: String(sandboxPort),
      PAYMENT_PORT: String(paymentPort),
      DATA_DIR: dataDir,
      SANDBOX_DEEP_TEAM: String(members),
    });
    gateway = start([], { PORT: String(gatewayPort), HOST: '127.0.0.1', UPSTREAM_URL: `http://127.0.0.1:${sandboxPort}` });
    await waitFor(`http://127.0.0.1:${sandboxPort}/wps/system/country`);
    const base = `http://127.0.0.1:${gatewayPort}`;
    await waitFor(`${base}/readyz`);
    const token = await signIn(base);
    const range = slotRange(Date.now(), 30);
    const figures: Array<Figure | string> = [];
    for (const call of CALLS) {
      const figure = await measure(base, token, `${catalogue[call.key].path}?${call.query(range)}`);
      console.log(
        `  ${call.key.padEnd(20)} ${typeof figure === 'string' ? figure : `p50 ${figure.p50.toFixed(2)} ms   p99 ${figure.p99.toFixed(2)} ms   (${figure.runs} requests)`}`,
      );
      figures.push(figure);
    }
    return figures;
  } finally {
    gateway?.kill('SIGTERM');
    sandbox?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const sizes = process.argv.slice(2).map(Number);
  const chosen = sizes.length > 0 && sizes.every((n) => Number.isInteger(n) && n >= 6) ? sizes : DEFAULT_SIZES;
  const results: Array<Array<Figure | string>> = [];
  for (const members of chosen) {
    console.log(`deep team of ${members.toLocaleString('en-US')} members below ${DEEP_TEAM_AGENT}:`);
    results.push(await measureSize(members));
  }
  console.log(
    `\nUp to ${RUNS} requests per call (${SECONDS} s at most, ${MIN_RUNS} at least) through the gateway, one at a time, 30-day range, first page of 20 (ms):`,
  );
  console.log(
    figuresTable(
      chosen,
      CALLS.map((call, i) => ({ call: call.key, figures: results.map((r) => r[i]!) })),
    ),
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
