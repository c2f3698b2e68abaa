import type { SystemStatus } from '../../../../shared/schemas/system';
import { announcements, announcementsState, ensureAnnouncements } from '../../lib/content';
import { imageUrl } from '../../lib/cdn';
import { bannerGroupFor, bannersOf } from './bannerGroup';

/**
 * Starts downloading the first banner of the page's group as soon as its address is known: the
 * announcements name it and the status names the image CDN. The banner is the largest thing most
 * pages paint, so it decides their Largest Contentful Paint; without this its download starts only
 * when the shell has rendered it, at the end of the long task in which the status opens the page.
 *
 * Asks for the announcements at once and answers the function the boot hands the status to before
 * the page sees it (lib/stores/status.ts loadStatus). The preload and the banner's <img> ask for the
 * same address (no CORS mode on either), so the browser fetches it once.
 */
export function preloadFirstBanner(pathname: string, language: string): (status: SystemStatus) => void {
  const group = bannerGroupFor(pathname);
  if (!group) return () => undefined;
  let status: SystemStatus | null = null;
  const preloadWhenKnown = () => {
    if (!status || announcementsState.peek() !== 'ready') return;
    const first = bannersOf(announcements.peek()?.banners ?? [], group)[0];
    if (first) addImagePreload(imageUrl(first.url, status));
  };
  ensureAnnouncements(language).then(preloadWhenKnown, () => undefined);
  return (answer) => {
    status = answer;
    preloadWhenKnown();
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
