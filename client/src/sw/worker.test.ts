import { describe, expect, it } from 'vitest';
import { cacheNameOf, isWorkerMessage, workerLogic, type WorkerConfig } from './worker';

const ORIGIN = 'https://play.example';
const SHELL_HTML = '<!doctype html><title>Gamefront</title>';

/** Cache Storage in memory, keyed by URL as the browser's is (the worker asks with ignoreVary only). */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const keyOf = (request: RequestInfo | URL) =>
    typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;
  const cacheFor = (entries: Map<string, Response>) => ({
    async match(request: RequestInfo | URL) {
      return entries.get(keyOf(request))?.clone();
    },
    async put(request: RequestInfo | URL, response: Response) {
      entries.set(keyOf(request), response.clone());
    },
  });
  const storage = {
    async open(name: string) {
      if (!stores.has(name)) stores.set(name, new Map());
      return cacheFor(stores.get(name)!);
    },
    async keys() {
      return [...stores.keys()];
    },
    async delete(name: string) {
      return stores.delete(name);
    },
  };
  return { caches: storage as unknown as CacheStorage, stores };
}

interface FakeNetwork {
  online: boolean;
  seen: string[];
  /** The cache mode of each request, by URL. */
  modes: Map<string, RequestCache>;
  fetch(request: Request): Promise<Response>;
}

function network(files: Record<string, { body: string; status?: number; type?: string }>): FakeNetwork {
  const net: FakeNetwork = {
    online: true,
    seen: [],
    modes: new Map(),
    async fetch(request: Request) {
      net.seen.push(request.url);
      net.modes.set(request.url, request.cache);
      if (!net.online) throw new TypeError('Failed to fetch');
      const file = files[new URL(request.url).pathname];
      if (!file) return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain' } });
      return new Response(file.body, { status: file.status ?? 200, headers: { 'content-type': file.type ?? 'text/javascript' } });
    },
  };
  return net;
}

const CONFIG: WorkerConfig = {
  version: 'abc123',
  precache: ['/assets/index-1.js', '/assets/index-1.css'],
  offline: { html: '<h1>You are offline</h1>', csp: "default-src 'none'" },
};

const SITE = {
  '/': { body: SHELL_HTML, type: 'text/html; charset=utf-8' },
  '/home': { body: SHELL_HTML, type: 'text/html; charset=utf-8' },
  '/assets/index-1.js': { body: 'entry' },
  '/assets/index-1.css': { body: 'css', type: 'text/css' },
  '/assets/page-2.js': { body: 'page' },
  '/wps/system/status': { body: '{"success":true}', type: 'application/json' },
};

function setUp(config: WorkerConfig = CONFIG) {
  const { caches, stores } = memoryCaches();
  const net = network(SITE);
  const logic = workerLogic(config, { caches, fetch: (request) => net.fetch(request), origin: ORIGIN });
  const kept = () => [...(stores.get(cacheNameOf(config.version))?.keys() ?? [])].sort();
  return { logic, net, caches, stores, kept };
}

/** A navigation as the browser hands it to the worker (the constructor refuses the navigate mode). */
function navigation(path: string): Request {
  const request = new Request(new URL(path, ORIGIN), { headers: { accept: 'text/html' } });
  Object.defineProperty(request, 'mode', { value: 'navigate' });
  return request;
}

describe('the service worker', () => {
  it('keeps the shell and the precache list at install, under a cache named after the build', async () => {
    const { logic, kept } = setUp();
    expect(logic.cacheName).toBe('gamefront-abc123');
    await logic.install();
    expect(kept()).toEqual([`${ORIGIN}/`, `${ORIGIN}/assets/index-1.css`, `${ORIGIN}/assets/index-1.js`]);
  });

  it('asks for the shell past the HTTP cache, and for the hashed files through it (the page has just downloaded them)', async () => {
    const { logic, net } = setUp();
    await logic.install();
    expect(Object.fromEntries(net.modes)).toEqual({
      [`${ORIGIN}/`]: 'reload',
      [`${ORIGIN}/assets/index-1.js`]: 'default',
      [`${ORIGIN}/assets/index-1.css`]: 'default',
    });
  });

  it('fails the install when a file of the list cannot be kept, so the browser tries again later', async () => {
    const { logic } = setUp({ ...CONFIG, precache: ['/assets/gone-9.js'] });
    await expect(logic.install()).rejects.toThrow(/gone-9\.js \(404\)/);
  });

  it('answers pages from the network, and with the kept shell once the network is gone', async () => {
    const { logic, net } = setUp();
    await logic.install();
    const online = await logic.respond(navigation('/home'));
    expect(await online?.text()).toBe(SHELL_HTML);
    expect(net.seen.at(-1)).toBe(`${ORIGIN}/home`);

    net.online = false;
    const offline = await logic.respond(navigation('/member/wallet'));
    expect(offline?.status).toBe(200);
    expect(await offline?.text()).toBe(SHELL_HTML);
  });

  it('answers a page with the offline document when the network is gone and no shell is kept', async () => {
    const { logic, net } = setUp();
    net.online = false;
    const answer = await logic.respond(navigation('/promotions'));
    expect(answer?.status).toBe(503);
    expect(answer?.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(answer?.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await answer?.text()).toBe('<h1>You are offline</h1>');
  });

  it('answers hashed assets from the cache first, keeping those fetched', async () => {
    const { logic, net, kept } = setUp();
    const first = await logic.respond(new Request(`${ORIGIN}/assets/page-2.js`));
    expect(await first?.text()).toBe('page');
    expect(kept()).toEqual([`${ORIGIN}/assets/page-2.js`]);
    net.online = false;
    const again = await logic.respond(new Request(`${ORIGIN}/assets/page-2.js`));
    expect(await again?.text()).toBe('page');
    expect(net.seen).toEqual([`${ORIGIN}/assets/page-2.js`]);
  });

  it('stays out of platform calls and requests with a session, and keeps none of them', async () => {
    const { logic, net, kept } = setUp();
    expect(logic.respond(new Request(`${ORIGIN}/wps/system/status`))).toBeNull();
    expect(logic.respond(new Request(`${ORIGIN}/assets/page-2.js`, { headers: { Authorization: 'token-1' } }))).toBeNull();
    expect(logic.respond(navigation('/home?token=abc'))).toBeNull();
    expect(logic.respond(new Request(`${ORIGIN}/assets/page-2.js`, { method: 'POST', body: 'x' }))).toBeNull();
    expect(net.seen).toEqual([]);
    expect(kept()).toEqual([]);
  });

  it('does not keep a page answer that is not the app as the shell', async () => {
    const { logic, kept } = setUp();
    const missing = await logic.respond(navigation('/no-such-file.txt'));
    expect(missing?.status).toBe(404);
    expect(kept()).toEqual([]);
  });

  it('deletes the caches of other versions on activation, and leaves other caches alone', async () => {
    const { logic, caches } = setUp();
    await caches.open('gamefront-old1');
    await caches.open('someone-else');
    await logic.install();
    await logic.activate();
    expect((await caches.keys()).sort()).toEqual(['gamefront-abc123', 'someone-else']);
  });

  it('keeps the assets a page loaded before it took over, and nothing else the page names', async () => {
    const { logic, kept } = setUp();
    await logic.keepLoaded([
      `${ORIGIN}/assets/page-2.js`,
      `${ORIGIN}/wps/system/status`,
      'https://cdn.example/assets/x.js',
      `${ORIGIN}/assets/page-2.js?token=abc`,
      'not a url ::',
    ]);
    expect(kept()).toEqual([`${ORIGIN}/assets/page-2.js`]);
  });

  it('reads only the messages it knows', () => {
    expect(isWorkerMessage({ type: 'SKIP_WAITING' })).toBe(true);
    expect(isWorkerMessage({ type: 'CACHE_URLS', urls: ['/assets/a.js'] })).toBe(true);
    expect(isWorkerMessage({ type: 'CACHE_URLS', urls: [1] })).toBe(false);
    expect(isWorkerMessage({ type: 'CLEAR' })).toBe(false);
    expect(isWorkerMessage('SKIP_WAITING')).toBe(false);
    expect(isWorkerMessage(null)).toBe(false);
  });
});
