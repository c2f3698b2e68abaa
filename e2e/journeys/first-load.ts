import type { Journey } from '../harness';
import { acceptDisclaimer, expectEqual, expectTrue } from './steps';

/**
 * A visitor's first load (docs/behaviour/first-load.md). On a phone the page's banner paints
 * in the shell's frame before the app's libraries are asked for, so the banner does not share the
 * line with them; the app then replaces the frame with the same banner. On the desktop the app is
 * preloaded while the page is parsed and no frame is drawn.
 */

/** What the page saw: its largest paints, and whether the early frame was ever in the page. */
interface Seen {
  largest: { url: string; inFrame: boolean }[];
  frameShown: boolean;
}

declare global {
  interface Window {
    __firstLoad?: Seen;
  }
}

export const journeys: Journey[] = [
  {
    name: 'first load: a phone paints the banner before the app downloads; a desktop preloads the app',
    async run({ page, context, baseUrl, phone }) {
      await page.addInitScript(() => {
        const seen: Seen = { largest: [], frameShown: false };
        window.__firstLoad = seen;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { url: string; element: Element | null })[]) {
            seen.largest.push({ url: entry.url, inFrame: Boolean(entry.element?.closest('[data-early-banner]')) });
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new MutationObserver(() => {
          if (document.querySelector('[data-early-banner]')) seen.frameShown = true;
        }).observe(document, { childList: true, subtree: true });
      });
      const started = new Map<string, number>();
      const finished = new Map<string, number>();
      // The context's events include the service worker's requests.
      context.on('request', (request) => {
        if (!started.has(request.url())) started.set(request.url(), performance.now());
      });
      context.on('requestfinished', (request) => {
        if (!finished.has(request.url())) finished.set(request.url(), performance.now());
      });

      await page.goto(`${baseUrl}/`);
      const banner = page.getByRole('region', { name: 'Featured' });
      const image = banner.getByRole('img').first();
      await image.waitFor();
      await acceptDisclaimer(page);
      // The app's banner, with its title, is what stays.
      expectTrue(((await image.getAttribute('alt')) ?? '') !== '', 'the banner has its title');
      expectEqual(await page.locator('[data-early-banner]').count(), 0, 'no early frame once the app has rendered');

      const bannerUrl = await image.evaluate((img) => (img as HTMLImageElement).currentSrc);
      const runtime = [...started.keys()].find((url) => /\/assets\/runtime-[^/]+\.js$/.test(url));
      const status = [...started.keys()].find((url) => url.includes('/wps/system/status'));
      expectTrue(runtime && status, 'the libraries and the status were asked for');
      if (!runtime || !status) return;
      const seen = (await page.evaluate(() => window.__firstLoad)) as Seen;

      // The worker registers once the app has started: its install keeps the files the page has just
      // downloaded (through the HTTP cache), rather than asking for them beside it.
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      const worker = started.get(`${baseUrl}/sw.js`);
      expectTrue(worker !== undefined, 'the service worker was registered');
      expectTrue(
        worker! >= (finished.get(runtime) ?? Number.POSITIVE_INFINITY),
        'the worker was registered only after the libraries had arrived',
      );

      if (phone) {
        expectTrue(seen.frameShown, 'the early frame was drawn');
        expectEqual(
          seen.largest.map(({ url, inFrame }) => [url, inFrame]),
          [[bannerUrl, true]],
          'the largest paint: the banner, in the early frame, and nothing larger after it',
        );
        const bannerLoaded = finished.get(bannerUrl) ?? Number.POSITIVE_INFINITY;
        expectTrue(started.get(runtime)! >= bannerLoaded, 'the libraries were asked for only after the banner had loaded');
      } else {
        expectEqual(seen.frameShown, false, 'no early frame on the desktop');
        expectTrue(
          started.get(runtime)! < (finished.get(status) ?? Number.POSITIVE_INFINITY),
          'the libraries were preloaded beside the status',
        );
      }
    },
  },
];
