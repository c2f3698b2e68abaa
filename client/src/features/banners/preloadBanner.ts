import type { SystemStatus } from '../../../../shared/domains/system/schemas';
import { announcements, announcementsState, ensureAnnouncements } from '../../lib/content';
import { imageUrl } from '../../lib/cdn';
import { bannerGroupFor, bannersOf } from './bannerGroup';

/** The page's first banner as the boot learns it: its status handler, and the image it preloads. */
export interface FirstBannerPreload {
  /** Handed to loadStatus (lib/stores/status.ts), which calls it before the page sees the status. */
  statusArrived: (status: SystemStatus) => void;
  /**
   * The preloaded image's address; null when the page has no banner group, its group no banner, or
   * the announcements fail. Pending for as long as the status has not arrived.
   */
  image: Promise<string | null>;
}

/**
 * Starts downloading the first banner of the page's group as soon as its address is known: the
 * announcements name it and the status names the image CDN. The banner is the largest thing most
 * pages paint, so it decides their Largest Contentful Paint; without this its download starts only
 * when the shell has rendered it, at the end of the long task in which the status opens the page.
 *
 * Asks for the announcements at once. The preload and the banner's <img> ask for the same address
 * (no CORS mode on either), so the browser fetches it once.
 */
export function preloadFirstBanner(pathname: string, language: string): FirstBannerPreload {
  const group = bannerGroupFor(pathname);
  if (!group) return { statusArrived: () => undefined, image: Promise.resolve(null) };
  let status: SystemStatus | null = null;
  let settle: (image: string | null) => void = () => undefined;
  const image = new Promise<string | null>((resolve) => (settle = resolve));
  const preloadWhenKnown = () => {
    const state = announcementsState.peek();
    if (state === 'failed') return settle(null);
    if (!status || state !== 'ready') return;
    const first = bannersOf(announcements.peek()?.banners ?? [], group)[0];
    const src = first ? imageUrl(first.url, status) : null;
    if (src) addImagePreload(src);
    settle(src);
  };
  ensureAnnouncements(language).then(preloadWhenKnown, () => settle(null));
  return {
    statusArrived: (answer) => {
      status = answer;
      preloadWhenKnown();
    },
    image,
  };
}

/** A `<link rel=preload as=image fetchpriority=high>` for the address, once. */
function addImagePreload(href: string): void {
  const preloaded = [...document.head.querySelectorAll('link[rel="preload"]')].some((link) => link.getAttribute('href') === href);
  if (preloaded) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  link.href = href;
  document.head.append(link);
}
