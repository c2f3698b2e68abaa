/**
 * The site's service worker: the build bundles this file into /sw.js with its configuration
 * (client/scripts/service-worker.ts); the gateway serves it uncached. What it keeps and what it
 * never keeps is policy.ts's rule; worker.ts does the work.
 */
import { isWorkerMessage, workerLogic, type WorkerConfig } from './worker';

declare const __SW_CONFIG__: WorkerConfig;

// The client project compiles with the DOM library, which lacks the worker's own events: these
// are the parts of them this worker uses (WebWorker library, ServiceWorkerGlobalScope).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}
interface ServiceWorkerScope {
  readonly location: Location;
  readonly caches: CacheStorage;
  readonly clients: { claim(): Promise<void> };
  fetch(request: Request): Promise<Response>;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

const scope = globalThis as unknown as ServiceWorkerScope;
const logic = workerLogic(__SW_CONFIG__, {
  caches: scope.caches,
  fetch: (request) => scope.fetch(request),
  origin: scope.location.origin,
});

// A new version waits until every tab of the old one is closed, or until the page's update prompt asks it to take over.
scope.addEventListener('install', (event) => event.waitUntil(logic.install()));

scope.addEventListener('activate', (event) => event.waitUntil(logic.activate().then(() => scope.clients.claim())));

scope.addEventListener('fetch', (event) => {
  const answer = logic.respond(event.request);
  if (answer) event.respondWith(answer);
});

scope.addEventListener('message', (event) => {
  if (!isWorkerMessage(event.data)) return;
  if (event.data.type === 'SKIP_WAITING') event.waitUntil(scope.skipWaiting());
  else event.waitUntil(logic.keepLoaded(event.data.urls));
});
