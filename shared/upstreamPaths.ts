/**
 * The path families the upstream platform answers: the gateway proxies them, and the site's
 * service worker never caches them. Everything else is the gateway's own.
 */
export const UPSTREAM_PREFIXES = ['/wps', '/lgw', '/lotto/lgw'] as const;

export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

export function isUpstreamPath(url: string): boolean {
  const path = pathOf(url);
  return UPSTREAM_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
