// The list is shared: the client's service worker keeps the same calls out of its caches.
export { isOursPath, isUpstreamPath, pathOf, UPSTREAM_PREFIXES } from '../../shared/upstreamPaths';
