import { LOTTERY_MOUNTS } from './api/endpointWire';

/**
 * The path families the upstream platform answers: the gateway proxies them, and the site's
 * service worker never caches them. Everything else is the gateway's own. The lottery's are both
 * of its mounts, each answering every lottery call.
 */
export const UPSTREAM_PREFIXES = ['/wps', ...LOTTERY_MOUNTS] as const;

export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

export function isUpstreamPath(url: string): boolean {
  const path = pathOf(url);
  return UPSTREAM_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** Edge calls (answered by the gateway) live here; see shared/api/endpointWire.ts, CallKind. */
export const EDGE_PATHS = '/wps/edge/';
/** Sandbox-only calls live here: no platform generation answers this prefix. */
export const SANDBOX_PATHS = '/wps/gf/';

/**
 * The path as an upstream web server would resolve it: percent-escapes decoded, empty and `.`
 * segments dropped, `..` applied, lower-cased. Only for deciding what may be forwarded: the request
 * itself goes on as it came.
 */
export function resolvedPath(url: string): string {
  let path = pathOf(url);
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape stays as it is; the platform refuses it.
  }
  const segments: string[] = [];
  for (const segment of path.replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`.toLowerCase();
}

/**
 * What every spelling of a path of ours holds at least one of: an escape, a backslash, an empty or
 * dot segment, or the letters of a prefix of ours. A platform path holding none is let through
 * with this one test, so the forwarding path pays for the full resolution only on paths that may be ours.
 */
const MAYBE_OURS = /[%\\]|\/\/|\/\.|gf|edge/i;

/** A path of ours (edge, or sandbox-only unless the upstream is the full sandbox) never reaches an upstream. */
export function isOursPath(url: string, sandboxCalls: boolean): boolean {
  if (!MAYBE_OURS.test(pathOf(url))) return false;
  const path = `${resolvedPath(url)}/`;
  return path.startsWith(EDGE_PATHS) || (!sandboxCalls && path.startsWith(SANDBOX_PATHS));
}
