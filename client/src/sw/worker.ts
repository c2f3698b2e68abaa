import { cacheStrategy, mayKeep, SHELL_KEY, type RequestFacts } from './policy';

/** The page shown for a page request when the network is gone and no app shell is kept: HTML with its own CSP. */
export interface OfflineDocument {
  html: string;
  csp: string;
}

/** What the build writes into the worker (client/scripts/service-worker.ts). */
export interface WorkerConfig {
  /** The build's hash: names this version's cache. */
  version: string;
  /** Site paths kept at install besides the shell: the entry with what it imports, and what the offline page needs. */
  precache: readonly string[];
  offline: OfflineDocument;
}

/** Every cache of the site's worker starts so; a cache of another version is deleted on activation. */
export const CACHE_PREFIX = 'gamefront-';
export const cacheNameOf = (version: string): string => `${CACHE_PREFIX}${version}`;

/** What a page may ask of the worker: to take over now (the update prompt), or to keep assets it loaded before the worker ran. */
export type WorkerMessage = { type: 'SKIP_WAITING' } | { type: 'CACHE_URLS'; urls: string[] };

export function isWorkerMessage(data: unknown): data is WorkerMessage {
  if (typeof data !== 'object' || data === null || !('type' in data)) return false;
  if (data.type === 'SKIP_WAITING') return true;
  return data.type === 'CACHE_URLS' && 'urls' in data && Array.isArray(data.urls) && data.urls.every((url) => typeof url === 'string');
}

export interface WorkerEnvironment {
  caches: CacheStorage;
  fetch: (request: Request) => Promise<Response>;
  /** The site's origin (the worker's own). */
  origin: string;
}

/**
 * The worker's behaviour, apart from the worker's global so that tests can drive it: install keeps
 * the shell and the precache list, activation deletes other versions' caches, and each request is
 * answered as policy.ts's one rule says.
 */
export function workerLogic(config: WorkerConfig, env: WorkerEnvironment) {
  const name = cacheNameOf(config.version);
  const shellKey = new URL(SHELL_KEY, env.origin).href;
  const open = () => env.caches.open(name);

  /** Every write to the cache goes through here, so nothing the rule refuses is ever kept. */
  async function keep(cache: Cache, key: string, request: RequestFacts, response: Response): Promise<boolean> {
    if (!mayKeep(request, response, env.origin)) return false;
    await cache.put(key, response.clone());
    return true;
  }

  function offlineResponse(): Response {
    return new Response(config.offline.html, {
      status: 503,
      headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': config.offline.csp, 'cache-control': 'no-store' },
    });
  }

  async function page(request: Request): Promise<Response> {
    let response: Response;
    try {
      response = await env.fetch(request);
    } catch {
      // The network is gone: the kept shell starts the app, which says so itself (features/pwa).
      return (await (await open()).match(shellKey)) ?? offlineResponse();
    }
    await keep(await open(), shellKey, request, response);
    return response;
  }

  async function asset(request: Request): Promise<Response> {
    const cache = await open();
    // A hashed name never changes content; precompressed siblings vary only in encoding.
    const kept = await cache.match(request, { ignoreVary: true });
    if (kept) return kept;
    const response = await env.fetch(request);
    await keep(cache, request.url, request, response);
    return response;
  }

  return {
    cacheName: name,

    /** Keeps the shell and the precache list; any of them failing fails the install, which the browser retries later. */
    async install(): Promise<void> {
      const cache = await open();
      // The shell's address serves new versions: asked past the HTTP cache. A precached file is a
      // hashed asset whose content never changes under its name, so the copy the page has just
      // downloaded serves as well: a first visit does not download the app a second time.
      const shell = new Request(shellKey, { headers: { accept: 'text/html' }, cache: 'reload' });
      const files = config.precache.map((path) => new Request(new URL(path, env.origin).href));
      await Promise.all(
        [shell, ...files].map(async (request) => {
          const response = await env.fetch(request);
          if (!(await keep(cache, request.url, request, response)))
            throw new Error(`Not kept at install: ${request.url} (${response.status})`);
        }),
      );
    },

    /** Deletes the caches of every other version of the site's worker. */
    async activate(): Promise<void> {
      const names = await env.caches.keys();
      await Promise.all(names.filter((key) => key.startsWith(CACHE_PREFIX) && key !== name).map((key) => env.caches.delete(key)));
    },

    /** The answer to a request, or null when the worker leaves it to the browser. */
    respond(request: Request): Promise<Response> | null {
      const strategy = cacheStrategy(request, env.origin);
      if (strategy === 'asset') return asset(request);
      if (strategy === 'shell') return page(request);
      return null;
    },

    /** Keeps assets a page loaded before the worker controlled it (the rule decides, not the page). */
    async keepLoaded(urls: readonly string[]): Promise<void> {
      const cache = await open();
      await Promise.all(
        urls.map(async (url) => {
          let request: Request;
          try {
            request = new Request(new URL(url, env.origin).href);
          } catch {
            return;
          }
          if (cacheStrategy(request, env.origin) !== 'asset' || (await cache.match(request, { ignoreVary: true }))) return;
          try {
            await keep(cache, request.url, request, await env.fetch(request));
          } catch {
            // Offline again: it is fetched and kept the next time a page asks for it.
          }
        }),
      );
    },
  };
}
