import { statusState } from '../lib/stores/status';
import { isPhone } from '../lib/phoneLayout';
import { BANNER_HEIGHT, BANNER_WIDTH } from '../features/banners/bannerGroup';

/**
 * On a phone, the page's first banner paints before the app's code downloads (docs/behaviour/first-load.md).
 * The banner is the largest thing the page paints; on a phone's connection the app's
 * libraries (about 85 KB) would share the line with it and its first render would come after them.
 * So the boot chunk lays out the shell's frame (header, categories row and banner, in the shell's
 * own classes, with the stylesheet index.html carries inline) around the banner's image as soon as
 * the status and the announcements name it, and the app's download starts once it has painted.
 * React's first render replaces the frame with the same banner at the same place and size.
 *
 * On a wider screen the app's code is preloaded by index.html (its preloads carry the desktop
 * media query) and the page renders in one go, as before.
 */

/** The longest the app's download waits for the banner, from the entry's start: a slow image never holds the page back for long. */
export const EARLY_BANNER_WAIT_MS = 3000;

/** Resolves once the browser has had a frame to paint what is on the page. */
function nextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** The frame around the banner: the phone shell's header, categories row and banner area, empty but for the image. */
export function earlyBannerFrame(src: string): HTMLElement {
  const el = (tag: string, className: string, ...children: Node[]) => {
    const node = document.createElement(tag);
    node.className = className;
    node.append(...children);
    return node;
  };
  const image = document.createElement('img');
  image.className = 'banner-carousel__image';
  // Decorative here: the app's banner, with its title, replaces it within moments.
  image.alt = '';
  image.width = BANNER_WIDTH;
  image.height = BANNER_HEIGHT;
  image.setAttribute('fetchpriority', 'high');
  image.src = src;
  const banner = el(
    'div',
    'banner-area',
    el('div', 'banner-carousel banner-carousel--still', el('div', 'banner-carousel__still-slide', image)),
  );
  const frame = el('div', 'shell', el('div', 'shell__column', el('div', 'site-header'), el('div', 'top-nav top-nav--pending'), banner));
  frame.setAttribute('aria-hidden', 'true');
  frame.dataset.earlyBanner = '';
  return frame;
}

/** Resolves when the image has loaded or failed, or at once when it already has. */
function imageSettled(image: HTMLImageElement): Promise<void> {
  if (image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  });
}

const timeout = (ms: number) => new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));

/**
 * When the entry may import the app: in a hidden tab at once (it paints nothing until shown); on a
 * wider screen after one painted frame (the spinner), so the libraries evaluate after the first
 * paint; on a phone once the early banner has painted in its frame, or when the page has no banner
 * to show (no group, none in it, a status that closes the site, a failed call), or after
 * EARLY_BANNER_WAIT_MS at most.
 *
 * `image` is the banner preload's address (features/banners/preloadBanner.ts), `booted` the boot.
 */
export async function appMayLoad(image: Promise<string | null>, booted: Promise<void>, root: HTMLElement): Promise<void> {
  if (document.visibilityState === 'hidden') return;
  if (!isPhone()) return nextPaint();
  const deadline = timeout(EARLY_BANNER_WAIT_MS);
  // The boot ends early when the status closes the site or fails; otherwise the announcements decide.
  const known = Promise.race([image, booted.then(() => (statusState.peek() === 0 ? image : null))]);
  const src = await Promise.race([known, deadline]);
  if (!src || statusState.peek() !== 0) return nextPaint();
  const frame = earlyBannerFrame(src);
  root.replaceChildren(frame);
  await Promise.race([imageSettled(frame.querySelector('img')!), deadline]);
  await nextPaint();
}
