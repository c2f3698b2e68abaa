import { signal } from '@preact/signals-core';

/**
 * The installable app's state, set up by the entry before anything else: the browser's install
 * offer, whether the network is there, and a new version of the site waiting to take over. Kept
 * tiny on purpose (it is in every first load); the worker's registration loads later (register.ts).
 */

/** Chrome's `beforeinstallprompt` event (not in the DOM library): prompt() shows the install dialog once. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const isInstallPrompt = (event: Event): event is InstallPromptEvent => 'prompt' in event && typeof event.prompt === 'function';

/** The browser's offer to install the site, kept until it is used or the app is installed; null where none is offered (iOS, Firefox). */
export const installPrompt = signal<InstallPromptEvent | null>(null);

/** False while the browser knows it has no network (navigator.onLine and its online/offline events). */
export const networkOnline = signal(true);

/** The new version's worker, installed and waiting for this page's consent (the update prompt). */
export const waitingWorker = signal<ServiceWorker | null>(null);

/** Listens from the start: the install offer may come before any page asks for it. */
export function startPwa(win: Window = window): void {
  win.addEventListener('beforeinstallprompt', (event) => {
    if (!isInstallPrompt(event)) return;
    // Keeps the browser's own mini-infobar away: the download page offers the install instead.
    event.preventDefault();
    installPrompt.value = event;
  });
  win.addEventListener('appinstalled', () => {
    installPrompt.value = null;
  });
  networkOnline.value = win.navigator.onLine;
  win.addEventListener('online', () => (networkOnline.value = true));
  win.addEventListener('offline', () => (networkOnline.value = false));
}

/**
 * Registers the service worker once the page has loaded and the browser is idle, in production
 * builds only (the gateway serves /sw.js; the Vite dev server and the tests have none). The entry
 * calls it once the app has started: the worker's install keeps the app's files, and on a phone's
 * first visit the page is still downloading them until then (src/app/earlyBanner.ts); installed
 * earlier, the worker would ask for them beside the page.
 */
export function registerWorkerWhenIdle(win: Window = window): void {
  if (!import.meta.env.PROD || !('serviceWorker' in win.navigator)) return;
  // A refused registration leaves the site as it was: it works without a worker.
  const register = () =>
    void import('./register').then((m) => m.registerServiceWorker(win.navigator.serviceWorker, win)).catch(() => undefined);
  const whenIdle = () => (win.requestIdleCallback ? win.requestIdleCallback(register) : win.setTimeout(register, 1));
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}
