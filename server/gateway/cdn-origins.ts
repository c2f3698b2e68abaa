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

export class CdnOrigins {
  private readonly image = new Set<string>();
  private readonly launch = new Set<string>();

  record(lists: { imageCDNs?: unknown; launchGameCDNs?: unknown; domainRoute?: unknown }): void {
    add(this.image, lists.imageCDNs);
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
