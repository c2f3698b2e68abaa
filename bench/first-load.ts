import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchBrowser, startSite, type RunningSite } from '../e2e/harness';

/**
 * The home page's first-load JavaScript, gzip, measured in Chromium against the real site on a
 * fresh visit, in both layouts (a phone, 412×823, and a desktop, 1366×900): every script the
 * browser asked for before the page's largest paint (its LCP: the banner), which is what
 * bench/budget.ts counts from the build's manifest; then what arrives after it (the carousel, the
 * sections the visitor scrolls to) and everything else the visit fetched, for comparison.
 */
const LAYOUTS = [
  { name: 'phone', viewport: { width: 412, height: 823 }, isMobile: true },
  { name: 'desktop', viewport: { width: 1366, height: 900 }, isMobile: false },
] as const;

interface Fetched {
  url: string;
  type: string;
  start: number;
  gzip: number;
}

async function measure(browser: Browser, site: RunningSite, layout: (typeof LAYOUTS)[number]): Promise<void> {
  const context = await browser.newContext({ viewport: layout.viewport, isMobile: layout.isMobile, hasTouch: layout.isMobile });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const lcp: number[] = [];
    Object.assign(window, { __lcp: lcp });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) lcp.push(entry.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const fetched: Fetched[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== site.baseUrl) return;
    const type = response.request().resourceType();
    pending.push(
      response.body().then(
        (body) => {
          fetched.push({ url: url.pathname, type, start: 0, gzip: gzipSync(body).length });
        },
        () => undefined,
      ),
    );
  });
  await page.goto(`${site.baseUrl}/`, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  // Request start times on the page's own clock, the one LCP is reported in.
  const { lcp, starts } = await page.evaluate(() => ({
    lcp: (window as unknown as { __lcp: number[] }).__lcp.at(-1) ?? Number.POSITIVE_INFINITY,
    starts: performance.getEntriesByType('resource').map((e) => [new URL(e.name).pathname, e.startTime] as const),
  }));
  const startOf = new Map(starts);
  for (const f of fetched) f.start = startOf.get(f.url) ?? 0;
  await context.close();

  const scripts = fetched.filter((f) => f.type === 'script').sort((a, b) => a.start - b.start);
  const first = scripts.filter((s) => s.start <= lcp);
  const later = scripts.filter((s) => s.start > lcp);
  const kb = (files: readonly Fetched[]) => (files.reduce((n, f) => n + f.gzip, 0) / 1024).toFixed(1);
  console.log(`${layout.name} (LCP at ${Math.round(lcp)} ms):`);
  for (const s of first) console.log(`${(s.gzip / 1024).toFixed(1).padStart(7)} KB gzip  ${s.url}`);
  console.log(`home first-load JavaScript (${layout.name}): ${kb(first)} KB gzip in ${first.length} files`);
  console.log(
    `  after the largest paint: ${kb(later)} KB in ${later.length} files (${later.map((s) => s.url.replace(/^\/assets\//, '')).join(', ')})`,
  );
  const all = fetched.reduce((n, f) => n + f.gzip, 0);
  const css = fetched.filter((f) => f.type === 'stylesheet');
  console.log(`  CSS ${kb(css)} KB; all same-origin bytes of the visit ${(all / 1024).toFixed(1)} KB`);
}

async function main(): Promise<void> {
  const site = await startSite();
  const browser = await launchBrowser();
  try {
    for (const layout of LAYOUTS) await measure(browser, site, layout);
  } finally {
    await browser.close();
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
