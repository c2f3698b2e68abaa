import { describe, expect, it } from 'vitest';
import { isAppleMobile, runsStandalone } from './standalone';

function win(navigator: Partial<Navigator> & { standalone?: boolean }, standaloneMedia = false): Window {
  return {
    navigator,
    matchMedia: (query: string) => ({ matches: standaloneMedia && query === '(display-mode: standalone)' }),
  } as unknown as Window;
}

describe('where the site runs', () => {
  it('knows an installed app by the display mode, or on iOS by the navigator', () => {
    expect(runsStandalone(win({}, true))).toBe(true);
    expect(runsStandalone(win({ standalone: true }))).toBe(true);
    expect(runsStandalone(win({ standalone: false }))).toBe(false);
  });

  it('knows iPhones and iPads, which say they are Macs with a touch screen', () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1';
    const ipad = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15';
    const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
    expect(isAppleMobile(win({ userAgent: iphone, maxTouchPoints: 5 }))).toBe(true);
    expect(isAppleMobile(win({ userAgent: ipad, maxTouchPoints: 5 }))).toBe(true);
    expect(isAppleMobile(win({ userAgent: ipad, maxTouchPoints: 0 }))).toBe(false);
    expect(isAppleMobile(win({ userAgent: android, maxTouchPoints: 5 }))).toBe(false);
  });
});
