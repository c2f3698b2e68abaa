/**
 * The CDN origins the content-security policy allows: the brand's lists plus those seen in status
 * answers. Bounded, because the lists come from the upstream and a faulty one must not grow memory.
 */
const MAX_ORIGINS_PER_KIND = 64;

export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** How many image CDNs a page preconnects to: a connection nobody uses costs the phone more than it saves. */
export const MAX_PRECONNECTS = 2;

export class CdnOrigins {
  private readonly image = new Set<string>();
  private readonly launch = new Set<string>();
  /** The origins of the latest image CDN list, in its order: the status picks one of them for each visitor. */
  private imageCdnList: string[] = [];

  record(lists: { imageCDNs?: unknown; launchGameCDNs?: unknown; domainRoute?: unknown }): void {
    add(this.image, lists.imageCDNs);
    if (Array.isArray(lists.imageCDNs)) {
      const origins = lists.imageCDNs.map((url: unknown) => (typeof url === 'string' ? originOf(url) : null));
      const listed = [...new Set(origins.filter((origin): origin is string => origin !== null))];
      if (listed.length > 0) this.imageCdnList = listed;
    }
    add(this.launch, lists.launchGameCDNs);
    // The speed test times an image from each domain route, so those origins are image sources too.
    if (Array.isArray(lists.domainRoute)) {
      add(
        this.image,
        lists.domainRoute.map((route: unknown) =>
          typeof route === 'object' && route !== null ? (route as { domain?: unknown }).domain : null,
        ),
      );
    }
  }

  /**
   * The `Link` header value that has a page open its connection to the image CDN while it loads its
   * scripts: the banner, the largest thing most pages paint, comes from there. Null when none is known.
   */
  preconnectLink(): string | null {
    const origins = this.imageCdnList.slice(0, MAX_PRECONNECTS);
    return origins.length > 0 ? origins.map((origin) => `<${origin}>; rel=preconnect`).join(', ') : null;
  }

  imageOrigins(): string[] {
    return [...this.image];
  }

  launchOrigins(): string[] {
    return [...this.launch];
  }
}

function add(into: Set<string>, list: unknown): void {
  if (!Array.isArray(list)) return;
  for (const url of list) {
    const origin = typeof url === 'string' ? originOf(url) : null;
    if (origin && (into.has(origin) || into.size < MAX_ORIGINS_PER_KIND)) into.add(origin);
  }
}
