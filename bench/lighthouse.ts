import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH, freePort, startSite } from '../e2e/harness';

/**
 * Lighthouse (desktop preset) on pages of the real site in the system Chromium: performance,
 * accessibility, best practices and SEO scores. `npx tsx bench/lighthouse.ts / /rng` picks pages.
 * Lighthouse is not a project dependency (one of its own dependencies floats on a "latest" tag,
 * which would break `npm ci`); install it for the run: `npm install --no-save lighthouse@12.8.2`.
 */
const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/rng'];

interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  details?: unknown;
}
type LighthouseRun = (
  url: string,
  flags: object,
  config?: unknown,
) => Promise<
  | {
      lhr: { categories: Record<string, { score: number | null } | undefined>; audits: Record<string, Audit> };
    }
  | undefined
>;

async function main(): Promise<void> {
  let lighthouse: LighthouseRun;
  let desktopConfig: unknown;
  try {
    // Module names held in variables: the type check must pass where Lighthouse is not installed.
    const lighthouseModule = 'lighthouse';
    const desktopModule = 'lighthouse/core/config/desktop-config.js';
    lighthouse = ((await import(lighthouseModule)) as { default: LighthouseRun }).default;
    desktopConfig = ((await import(desktopModule)) as { default: unknown }).default;
  } catch {
    console.error('Lighthouse is not installed: npm install --no-save lighthouse@12.8.2');
    process.exit(1);
  }
  const site = await startSite({ LOG_LEVEL: 'error' });
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'gamefront-lh-'));
  const chromium = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  try {
    for (
      let i = 0;
      i < 50 &&
      !(await fetch(`http://127.0.0.1:${port}/json/version`).then(
        (r) => r.ok,
        () => false,
      ));
      i++
    ) {
      await new Promise((r) => setTimeout(r, 200));
    }
    for (const page of pages) {
      // Lighthouse's own desktop preset: desktop screen, 40 ms RTT, 10 Mbit/s, no CPU slowdown.
      const result = await lighthouse(
        `${site.baseUrl}${page}`,
        {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        },
        desktopConfig,
      );
      const categories = result?.lhr.categories ?? {};
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      console.log(
        `${page.padEnd(8)} performance ${score('performance')}  accessibility ${score('accessibility')}  best practices ${score('best-practices')}  SEO ${score('seo')}`,
      );
      const metric = (id: string) => result?.lhr.audits[id]?.displayValue ?? '?';
      console.log(
        `         FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}`,
      );
      if (process.env.LH_DEBUG) {
        for (const id of process.env.LH_DEBUG === '1'
          ? ['layout-shifts', 'color-contrast', 'label-content-name-mismatch', 'target-size', 'heading-order']
          : process.env.LH_DEBUG.split(',')) {
          const audit = result?.lhr.audits[id];
          console.log(
            `   ${id}: ${audit?.displayValue ?? ''} ${JSON.stringify((audit?.details as { items?: unknown[] })?.items?.slice(0, 6) ?? '').slice(0, 2500)}`,
          );
        }
      }
      const failing = Object.values(result?.lhr.audits ?? {}).filter(
        (a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary',
      );
      for (const audit of failing.slice(0, 8)) console.log(`         - ${audit.id}: ${audit.title}`);
    }
  } finally {
    chromium.kill('SIGTERM');
    await site.stop();
    rmSync(profile, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
