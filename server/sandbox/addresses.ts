/** Where browsers reach the sandbox (images, downloads, chat) and the site (the gateway). */
export interface Addresses {
  publicUrl: string;
  siteUrls: string[];
}

export function normaliseAddresses(publicUrl: string, siteUrls: string[]): Addresses {
  const trim = (url: string) => url.replace(/\/+$/, '');
  if (siteUrls.length === 0) throw new Error('siteUrls needs at least one address');
  return { publicUrl: trim(publicUrl), siteUrls: siteUrls.map(trim) };
}

/** Resolves a stored url against the address it is relative to. */
export function resolveUrl(addresses: Addresses, url: string, base: 'public' | 'site' | 'none'): string {
  if (base === 'public') return `${addresses.publicUrl}${url}`;
  if (base === 'site') return `${addresses.siteUrls[0]}${url}`;
  return url;
}
