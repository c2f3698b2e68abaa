import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** What a journey gets: a fresh browser context on a site started exactly as `npm start` starts it. */
export interface JourneyContext {
  page: Page;
  context: BrowserContext;
  baseUrl: string;
  sandboxUrl: string;
  /** POST to a sandbox development helper (/__dev/…), failing loudly when it refuses. */
  dev(path: string, body: unknown): Promise<unknown>;
  /** The size the journey runs at. */
  viewport: Viewport;
  /** The phone layout is on (below 768 px wide): the tab bar and menu drawer instead of the side menu. */
  phone: boolean;
  /**
   * SANDBOX_PROFILE of this run: `full`, or `reference` (the sandbox as a real platform behaves:
   * sandbox-only calls are missing and their features must step aside).
   */
  profile: SandboxProfile;
}

export type SandboxProfile = 'full' | 'reference';
/** The profile every site of this run starts with. */
export const PROFILE: SandboxProfile = process.env.SANDBOX_PROFILE === 'reference' ? 'reference' : 'full';

export interface Journey {
  name: string;
  /**
   * A journey that needs its own settings (a brand file naming the sandbox's address, say) gets a
   * fresh site of its own, started with the environment this answers.
   */
  site?(ports: SitePorts): Record<string, string>;
  run(ctx: JourneyContext): Promise<void>;
  /** The one size this journey is about (a phone's, or a desktop's); without it, every size of VIEWPORTS. */
  only?: 'phone' | 'desktop';
  /**
   * In the reference profile, for a journey whose feature rests on sandbox-only calls: what it
   * asserts instead (that the feature has stepped aside). Without it, `run` runs in both profiles.
   */
  reference?(ctx: JourneyContext): Promise<void>;
}

/** Where a site about to start will listen and keep its data. */
export interface SitePorts {
  port: number;
  sandboxPort: number;
  dataDir: string;
}

export interface Viewport {
  width: number;
  height: number;
  /** A phone's browser: touch, the page's viewport meta tag honoured, a high-density screen. */
  phone?: boolean;
}

/** Every journey runs on a common laptop and on a common phone (390×844 CSS pixels, the phone layout). */
export const VIEWPORTS: readonly Viewport[] = [
  { width: 1366, height: 900 },
  { width: 390, height: 844, phone: true },
];

/** Below this width the site has its phone layout (client/src/lib/hooks/useIsPhone.ts). */
export const PHONE_MAX_WIDTH = 767;

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-quic',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
];

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface RunningSite {
  baseUrl: string;
  sandboxUrl: string;
  stop(): Promise<void>;
}

/** Starts `server/main.ts` on free ports with fresh data, as a newcomer's `npm start` would. */
/** Sites started so far by this run: each gets its own Redis database. */
let sitesStarted = 0;

/**
 * With REDIS_URL (as in CI), each site gets a database of its own on that server, emptied first,
 * so one site's throttles and bot-check challenges never reach the next (every site starts fresh,
 * as its SQLite data does). Redis offers databases 0–15; 1–15 are used in turn.
 */
/**
 * With E2E_DATABASE_URL (a PostgreSQL, as in CI's second run), each site keeps the gateway's records
 * in a schema of its own there, created empty; without it, in the embedded store under its data dir.
 */
async function freshDatabaseUrl(base: string | undefined): Promise<string | undefined> {
  if (!base) return undefined;
  const { default: pg } = await import('pg');
  const schema = `e2e_${process.pid}_${sitesStarted}`;
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await client.end();
  }
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

async function freshRedisUrl(base: string | undefined): Promise<string | undefined> {
  if (!base) return undefined;
  const url = new URL(base);
  url.pathname = `/${(sitesStarted++ % 15) + 1}`;
  const { Redis } = await import('ioredis');
  const redis = new Redis(url.toString(), { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    await redis.flushdb();
  } finally {
    redis.disconnect();
  }
  return url.toString();
}

export async function startSite(extra: Record<string, string> | ((ports: SitePorts) => Record<string, string>) = {}): Promise<RunningSite> {
  const databaseUrl = await freshDatabaseUrl(process.env.E2E_DATABASE_URL);
  const redisUrl = await freshRedisUrl(process.env.REDIS_URL);
  const port = await freePort();
  const sandboxPort = await freePort();
  // The demo payment provider listens on a port of its own; sites started side by side must not share it.
  const paymentPort = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'gamefront-e2e-'));
  const extraEnv = typeof extra === 'function' ? extra({ port, sandboxPort, dataDir }) : extra;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SANDBOX_PORT: String(sandboxPort),
      PAYMENT_PORT: String(paymentPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every journey and benchmark request comes from 127.0.0.1; the per-address ceiling has its own tests.
      REQUEST_CEILING_PER_MINUTE: '0',
      // The journeys sign in dozens of times from that one address; the sign-in limit has its own tests.
      LOGIN_ATTEMPTS_PER_ADDRESS: '0',
      // The gateway's bot check does the same work at any difficulty; a light one keeps journeys quick.
      BOT_CHECK_DIFFICULTY: '8',
      // A journey's site is stopped when nothing is in flight; the drain before a stop has its own tests.
      DRAIN_MS: '0',
      // No journey uses bigagent's deep team, and writing it would add seconds to every site's start.
      SANDBOX_DEEP_TEAM: '0',
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The site exited with code ${child.exitCode} before it was ready`);
    if (Date.now() > deadline) throw new Error('The site did not become ready within 180 s');
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    baseUrl,
    sandboxUrl: `http://127.0.0.1:${sandboxPort}`,
    async stop() {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * Runs one journey in its own context; any uncaught page error fails it, because a journey that
 * passes while the page throws is not a passing journey.
 */
export async function runJourney(browser: Browser, site: RunningSite, journey: Journey, viewport: Viewport = VIEWPORTS[0]): Promise<void> {
  const { width, height, phone = false } = viewport;
  const context = await browser.newContext({
    viewport: { width, height },
    locale: 'en-US',
    ...(phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
  const dev = async (path: string, body: unknown) => {
    const answer = await fetch(`${site.sandboxUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await answer.json()) as { success?: boolean };
    if (!answer.ok || json.success !== true) throw new Error(`${path} refused: ${JSON.stringify(json)}`);
    return json;
  };
  try {
    const run = PROFILE === 'reference' && journey.reference ? journey.reference.bind(journey) : journey.run.bind(journey);
    await run({
      page,
      context,
      baseUrl: site.baseUrl,
      sandboxUrl: site.sandboxUrl,
      dev,
      viewport,
      phone: width <= PHONE_MAX_WIDTH,
      profile: PROFILE,
    });
    if (pageErrors.length > 0) throw new Error(`Uncaught page errors:\n${pageErrors.join('\n')}`);
  } catch (error) {
    await keepFailedPage(page, journey.name, viewport);
    throw error;
  } finally {
    await context.close();
  }
}

/**
 * With E2E_FAILURES=<folder>, a failed journey leaves its page there as it was at the failure: a
 * screenshot and the page's text, so a failure seen once in CI can be read afterwards.
 */
async function keepFailedPage(page: Page, name: string, viewport: Viewport): Promise<void> {
  const folder = process.env.E2E_FAILURES;
  if (!folder || page.isClosed()) return;
  const base = join(folder, `${name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}-${viewport.width}x${viewport.height}`);
  try {
    mkdirSync(folder, { recursive: true });
    await page.screenshot({ path: `${base}.png`, fullPage: true, timeout: 5_000 });
    writeFileSync(`${base}.txt`, `${page.url()}\n\n${await page.locator('body').innerText({ timeout: 5_000 })}`);
  } catch {
    // The journey's own error is the one to report.
  }
}
