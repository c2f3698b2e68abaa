import { waitingWorker } from './state';
import { language } from '../language';
import { COMMON_NAMESPACE, FALLBACK_LANGUAGE, namespaceAddress, shipsLanguage } from '../localeFiles';
import type { WorkerMessage } from '../../sw/worker';

/** Where the gateway serves the worker (server/gateway/brand-script.ts SERVICE_WORKER_PATH). */
export const SERVICE_WORKER_URL = '/sw.js';

/** How often an open page asks whether a new version was deployed (browsers also check on every page load). */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

function send(worker: ServiceWorker, message: WorkerMessage): void {
  worker.postMessage(message);
}

/** The site's assets this page loaded before the worker controlled it (the first visit): the worker keeps them. */
export function loadedAssets(win: Window = window): string[] {
  const origin = win.location.origin;
  return win.performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${origin}/assets/`));
}

/**
 * Registers the worker and watches for a new version: one that has installed while this page is
 * controlled by the old one waits, and the update prompt offers it (`waitingWorker`). A first
 * install has nothing to replace and takes over at once, keeping what this page already loaded.
 */
export async function registerServiceWorker(container: ServiceWorkerContainer, win: Window = window): Promise<void> {
  // A browser that refuses workers (a private window, a policy, an automation setting) may answer
  // nothing at all: the site then simply runs without one.
  const registration = (await container.register(SERVICE_WORKER_URL, { scope: '/' })) as ServiceWorkerRegistration | undefined;
  if (!registration) return;
  const offer = (worker: ServiceWorker | null) => {
    if (worker && container.controller) waitingWorker.value = worker;
  };
  offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(installing);
    });
  });
  win.setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);

  const ready = await container.ready;
  const active = ready.active;
  if (!active) return;
  send(active, { type: 'CACHE_URLS', urls: loadedAssets(win) });
  // The reader's offline text now, and again for a language chosen later.
  language.subscribe((code) => send(active, { type: 'CACHE_URLS', urls: offlineText(code) }));
}

/**
 * The reader's text the site needs offline: the shell's and the offline page's (`pwa`). The worker
 * keeps no language's text at install; each page hands it the one language its reader reads, so
 * a visitor downloads one language's text of 35.
 */
export function offlineText(code: string): string[] {
  const lng = shipsLanguage(code) ? code : FALLBACK_LANGUAGE;
  return [COMMON_NAMESPACE, 'pwa'].map((namespace) => namespaceAddress(lng, namespace));
}

/** Lets the waiting version take over, and reloads this page once it has. */
export function applyUpdate(
  worker: ServiceWorker,
  container: ServiceWorkerContainer,
  reload: () => void = () => window.location.reload(),
): void {
  container.addEventListener('controllerchange', () => reload(), { once: true });
  send(worker, { type: 'SKIP_WAITING' });
}
