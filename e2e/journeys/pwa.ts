import type { Page } from 'playwright-core';
import type { Journey } from '../harness';
import { closeNoticeIfOpen, expectEqual, expectTrue, openHome, signIn } from './steps';

/**
 * The installable app: the manifest and icons, the service worker taking control, what it keeps
 * (never a platform call, never a request with a session), the site opening with the network
 * gone, and a new version offered by the update prompt. Service workers need a secure context:
 * the harness serves the site on http://127.0.0.1, which browsers treat as one.
 */

/** The path families the gateway forwards to the platform (shared/upstreamPaths.ts). */
const PLATFORM_PATHS = ['/wps', '/lgw', '/lotto/lgw'];

interface KeptRequest {
  cache: string;
  url: string;
  authorization: boolean;
}

/** Every request held in the page's Cache Storage, read in the page. */
async function keptRequests(page: Page): Promise<KeptRequest[]> {
  return page.evaluate(async () => {
    const kept: { cache: string; url: string; authorization: boolean }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        kept.push({ cache: name, url: request.url, authorization: request.headers.has('authorization') });
      }
    }
    return kept;
  });
}

/** The shell's page area, on the desktop and on a phone: the site is there (not a status or offline page). */
const shellMain = (page: Page) => page.locator('#main-content');

async function waitForControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

export const journeys: Journey[] = [
  {
    name: 'pwa: the site is installable, its worker keeps no platform call, and it opens with the network gone',
    async run({ page, context, baseUrl }) {
      // The manifest from the brand, with icons that answer at their sizes.
      const manifest = (await (await fetch(`${baseUrl}/manifest.webmanifest`)).json()) as {
        name: string;
        start_url: string;
        display: string;
        icons: { src: string; sizes: string; type: string; purpose: string }[];
      };
      expectEqual([manifest.name, manifest.start_url, manifest.display], ['Gamefront', '/', 'standalone'], 'manifest');
      for (const icon of manifest.icons) {
        const answer = await fetch(`${baseUrl}${icon.src}`);
        expectEqual([answer.status, answer.headers.get('content-type')?.split(';')[0]], [200, icon.type], `icon ${icon.src}`);
      }
      expectTrue(
        manifest.icons.some((icon) => icon.purpose === 'maskable'),
        'a maskable icon',
      );

      await openHome(page, baseUrl);
      await closeNoticeIfOpen(page);
      expectEqual(await page.locator('link[rel="manifest"]').getAttribute('href'), '/manifest.webmanifest', 'manifest link');
      await waitForControl(page);

      // Chrome's own verdict on the manifest and the install criteria.
      const cdp = await context.newCDPSession(page);
      const appManifest = (await cdp.send('Page.getAppManifest')) as { errors: { message: string }[] };
      expectEqual(appManifest.errors, [], 'manifest errors Chrome reports');
      const installability = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
      expectEqual(
        // A test browser's context is a private profile, where Chrome never installs apps.
        installability.installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito'),
        [],
        'installability errors',
      );

      // Platform calls with a session: signed in, the header and the lobby call the platform.
      await signIn(page, baseUrl, 'player1', 'Play1234');
      await page.goto(`${baseUrl}/rng`);
      await page.getByRole('list', { name: 'Slots games' }).waitFor();
      await page.getByRole('banner').getByRole('button', { name: 'Account player1' }).waitFor();
      // The worker kept the assets this page loaded before it took over; its caches are named after the build.
      await page.waitForFunction(async () => {
        for (const name of await caches.keys()) {
          const cache = await caches.open(name);
          if ((await cache.keys()).some((request) => /\/assets\/HomePage-[^/]+\.js$/.test(request.url))) return true;
        }
        return false;
      });
      const kept = await keptRequests(page);
      expectTrue(kept.length > 0, 'the worker keeps the shell and the assets');
      for (const entry of kept) {
        const url = new URL(entry.url);
        expectTrue(entry.cache.startsWith('gamefront-'), `${entry.cache} is the site's versioned cache`);
        expectEqual(url.origin, baseUrl, `${entry.url} is on the site`);
        expectTrue(!PLATFORM_PATHS.some((p) => url.pathname === p || url.pathname.startsWith(`${p}/`)), `${entry.url} is no platform call`);
        expectTrue(url.pathname === '/' || url.pathname.startsWith('/assets/'), `${entry.url} is the shell or an asset`);
        expectTrue(!entry.authorization && !url.searchParams.has('token'), `${entry.url} carries no session`);
      }

      // The network goes while the page is open: the shell says so, until it is back.
      await context.setOffline(true);
      const notice = page.getByRole('status').filter({ hasText: "You're offline" });
      await notice.waitFor();
      await context.setOffline(false);
      await notice.waitFor({ state: 'detached' });

      // The network goes: a reload comes from the kept shell and says so, and so does a page never opened.
      await context.setOffline(true);
      await page.reload();
      const offline = page.getByRole('heading', { name: "You're offline" });
      await offline.waitFor();
      expectTrue(await page.evaluate(() => '__GAMEFRONT_BRAND__' in window), 'the kept shell carries the brand');
      await page.goto(`${baseUrl}/promotions`);
      await offline.waitFor();
      await page.getByRole('button', { name: 'Try again' }).click();
      await offline.waitFor();

      // The network comes back: the page tries again by itself. (Chromium's emulation tells a page
      // loaded with the network off that it is online, and reports a change only once the page has
      // seen the network go, so the network goes once more first.)
      await context.setOffline(false);
      await context.setOffline(true);
      await page.waitForFunction(() => !navigator.onLine);
      await context.setOffline(false);
      await shellMain(page).waitFor();
      expectEqual(await offline.count(), 0, 'the offline page is gone');

      // With nothing kept, the worker's own page says the network is gone; Try again loads the site once it is back.
      await page.evaluate(async () => {
        for (const name of await caches.keys()) await caches.delete(name);
      });
      await context.setOffline(true);
      await page.goto(`${baseUrl}/activities`);
      await offline.waitFor();
      await context.setOffline(false);
      await page.getByRole('button', { name: 'Try again' }).click();
      await shellMain(page).waitFor();
    },
  },
  {
    name: 'pwa: a new version waiting is offered, and takes over on Reload',
    async run({ page, baseUrl }) {
      await openHome(page, baseUrl);
      await closeNoticeIfOpen(page);
      await waitForControl(page);

      // A deployment gives the worker new bytes; a new script address makes the browser install it the same way.
      await page.evaluate(async () => {
        await navigator.serviceWorker.register('/sw.js?deploy=2', { scope: '/' });
      });
      const prompt = page.getByRole('region', { name: 'Site update' });
      await prompt.waitFor();
      expectEqual(await prompt.getByRole('status').innerText(), 'A new version is ready', 'update prompt');
      const reloaded = page.waitForEvent('load');
      await prompt.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await shellMain(page).waitFor();
      const script = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
      expectEqual(script, `${baseUrl}/sw.js?deploy=2`, 'the new version controls the page');
      expectEqual(await page.getByRole('region', { name: 'Site update' }).count(), 0, 'no prompt after the update');
    },
  },
];
