import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemStatus } from '../lib/stores/status';
import { setWindowWidth } from '../test/phone';
import { statusWith } from '../test/status';
import { appMayLoad, EARLY_BANNER_WAIT_MS, earlyBannerFrame } from './earlyBanner';

const SRC = 'http://img.test/img/banner/w_home-1.svg';
const spinner = () => {
  const root = document.createElement('div');
  root.innerHTML = '<div class="gate-page"></div>';
  return root;
};
/** Whether the promise has settled by the time every queued callback has run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(50);
  return done;
}
const never = new Promise<never>(() => undefined);

describe('appMayLoad', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    systemStatus.value = statusWith();
  });
  afterEach(() => {
    vi.useRealTimers();
    systemStatus.value = null;
  });

  it('on a phone, paints the banner in the shell frame, and lets the app load once the image has loaded and painted', async () => {
    setWindowWidth(390);
    const root = spinner();
    const mayLoad = appMayLoad(Promise.resolve(SRC), never, root);
    await vi.advanceTimersByTimeAsync(0);
    const image = root.querySelector('img')!;
    expect(image.getAttribute('src')).toBe(SRC);
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect(root.querySelector('.gate-page')).toBeNull();
    // The image is still on its way: the app waits.
    Object.defineProperty(image, 'complete', { value: false });
    expect(await settled(mayLoad)).toBe(false);
    image.dispatchEvent(new Event('load'));
    expect(await settled(mayLoad)).toBe(true);
  });

  it("lays the frame out with the phone shell's own classes, hidden from assistive technology", () => {
    const frame = earlyBannerFrame(SRC);
    expect(frame.getAttribute('aria-hidden')).toBe('true');
    expect([...frame.querySelectorAll('*')].map((el) => el.className)).toEqual([
      'shell__column',
      'site-header',
      'top-nav top-nav--pending',
      'banner-area',
      'banner-carousel banner-carousel--still',
      'banner-carousel__still-slide',
      'banner-carousel__image',
    ]);
    const image = frame.querySelector('img')!;
    expect([image.alt, image.width, image.height]).toEqual(['', 1200, 400]);
  });

  it('goes on without the banner when its image fails', async () => {
    setWindowWidth(390);
    const root = spinner();
    const mayLoad = appMayLoad(Promise.resolve(SRC), never, root);
    await vi.advanceTimersByTimeAsync(0);
    const image = root.querySelector('img')!;
    Object.defineProperty(image, 'complete', { value: false });
    image.dispatchEvent(new Event('error'));
    expect(await settled(mayLoad)).toBe(true);
  });

  it('on a phone without a banner to show, leaves the spinner and lets the app load after a frame', async () => {
    setWindowWidth(390);
    const root = spinner();
    expect(await settled(appMayLoad(Promise.resolve(null), never, root))).toBe(true);
    expect(root.querySelector('.gate-page')).not.toBeNull();
  });

  it('paints no banner over a closed site: the boot ends and the status says maintenance', async () => {
    setWindowWidth(390);
    systemStatus.value = statusWith({ over: { maintenance: true } });
    const root = spinner();
    expect(await settled(appMayLoad(never, Promise.resolve(), root))).toBe(true);
    expect(root.querySelector('img')).toBeNull();
  });

  it('keeps waiting for the announcements when the boot ends on an open site', async () => {
    setWindowWidth(390);
    let announce: (src: string) => void = () => undefined;
    const image = new Promise<string>((resolve) => (announce = resolve));
    const root = spinner();
    const mayLoad = appMayLoad(image, Promise.resolve(), root);
    expect(await settled(mayLoad)).toBe(false);
    announce(SRC);
    await vi.advanceTimersByTimeAsync(0);
    expect(root.querySelector('img')?.getAttribute('src')).toBe(SRC);
  });

  it('never holds the app back longer than EARLY_BANNER_WAIT_MS, however slow the calls or the image', async () => {
    setWindowWidth(390);
    const root = spinner();
    const mayLoad = appMayLoad(never, never, root);
    await vi.advanceTimersByTimeAsync(EARLY_BANNER_WAIT_MS - 100);
    expect(await settled(mayLoad)).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(await settled(mayLoad)).toBe(true);
  });

  it('on a wider screen, touches nothing and lets the app load after one painted frame', async () => {
    setWindowWidth(1366);
    const root = spinner();
    const mayLoad = appMayLoad(Promise.resolve(SRC), never, root);
    expect(await settled(mayLoad)).toBe(true);
    expect(root.querySelector('img')).toBeNull();
  });

  it('in a hidden tab, lets the app load at once', async () => {
    setWindowWidth(390);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const root = spinner();
    await expect(appMayLoad(never, never, root)).resolves.toBeUndefined();
    expect(root.querySelector('img')).toBeNull();
    visibility.mockRestore();
  });
});
