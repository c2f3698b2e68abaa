import { Header } from '../../../shared/api/headers';
import { isClientPath } from '../../../shared/routes';
import { isUpstreamPath } from '../../../shared/upstreamPaths';

/**
 * How the service worker answers a request:
 * - `shell`: a page (a navigation, or a request for HTML): the network first, the cached app
 *   shell when the network is gone;
 * - `asset`: a content-hashed file under /assets/ (a new build gives it a new name): the cache first;
 * - `none`: the worker stays out of it and the browser fetches as if there were no worker.
 */
export type CacheStrategy = 'shell' | 'asset' | 'none';

/** What the rule reads of a request (a browser's Request, or a plain object in tests: a navigation's mode cannot be constructed). */
export type RequestFacts = Pick<Request, 'method' | 'url' | 'mode' | 'headers'>;

/** Query parameters that carry a session or a reset token (shared/routes.ts: `?token=`, `?resetToken=`). */
const TOKEN_PARAMS = ['token', 'resetToken'];

/** A request that carries a session: the platform's token header, a cookie, or a token in its address. */
function carriesSession(request: RequestFacts, url: URL): boolean {
  return (
    request.headers.has(Header.authorization) || request.headers.has('cookie') || TOKEN_PARAMS.some((name) => url.searchParams.has(name))
  );
}

/**
 * The one caching rule of the site. Never cached, whatever else holds: anything but a GET, another
 * origin, every path the gateway forwards to the platform (shared/upstreamPaths.ts: `/wps`, `/lgw`,
 * `/lotto/lgw`), and any request that carries a session token. Of the rest, only pages and the
 * hashed assets are the worker's business.
 */
export function cacheStrategy(request: RequestFacts, origin: string): CacheStrategy {
  if (request.method !== 'GET') return 'none';
  const url = new URL(request.url);
  if (url.origin !== origin || isUpstreamPath(url.pathname) || carriesSession(request, url)) return 'none';
  if (url.pathname.startsWith('/assets/')) return 'asset';
  if (request.mode === 'navigate' || (request.headers.get('accept') ?? '').includes('text/html')) return 'shell';
  return 'none';
}

/** The key the app shell is kept under: every page of the site is the same index.html. */
export const SHELL_KEY = '/';

/**
 * Whether an answer may be kept, for a request the rule lets through: a whole, direct, same-origin
 * 200 that sets no cookie and is not marked private; for a page, only the app's own HTML (a
 * client route, not the not-found page or a file opened as a page).
 */
export function mayKeep(request: RequestFacts, response: Response, origin: string): boolean {
  const strategy = cacheStrategy(request, origin);
  if (strategy === 'none') return false;
  if (response.status !== 200 || response.redirected || (response.type !== 'basic' && response.type !== 'default')) return false;
  if (response.headers.has('set-cookie') || /\bprivate\b/i.test(response.headers.get('cache-control') ?? '')) return false;
  if (strategy === 'asset') return true;
  return isClientPath(new URL(request.url).pathname) && (response.headers.get('content-type') ?? '').startsWith('text/html');
}
