import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Announcements, Banner } from '../../../../shared/domains/content/schemas';
import { ensureAnnouncements, resetAnnouncements } from '../../lib/content';
import { statusWith } from '../../test/status';
import { preloadFirstBanner } from './preloadBanner';

vi.mock('../../lib/api', () => ({ call: vi.fn() }));
import { call } from '../../lib/api';

const banner = (bannerId: number, groupName: string, sequence: number): Banner => ({
  bannerId,
  groupName,
  url: `/img/banner/${groupName}-${bannerId}.svg`,
  title: `${groupName} ${bannerId}`,
  linkageType: null,
  sequence,
});

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => [
    link.getAttribute('href'),
    link.getAttribute('fetchpriority'),
  ]);

describe('preloadFirstBanner', () => {
  beforeEach(() => {
    resetAnnouncements();
    const value: Announcements = {
      banners: [banner(1, 'w_home', 2), banner(2, 'w_home', 1), banner(3, 'w_lott', 1)],
      player: [],
      popup: [],
      promotion: [],
    };
    vi.mocked(call).mockImplementation((async () => ({ success: true, value })) as never);
  });

  afterEach(() => {
    for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
  });

  it("preloads the group's first banner from the status's image CDN the moment the status arrives, at high priority", async () => {
    const banner = preloadFirstBanner('/', 'EN');
    await ensureAnnouncements('EN');
    expect(preloads()).toEqual([]);
    banner.statusArrived(statusWith());
    // At once, before the page is handed the status and renders with it.
    expect(preloads()).toEqual([['http://img.test/img/banner/w_home-2.svg', 'high']]);
    await expect(banner.image).resolves.toBe('http://img.test/img/banner/w_home-2.svg');
  });

  it('preloads when the announcements come after the status', async () => {
    const banner = preloadFirstBanner('/lottery', 'EN');
    banner.statusArrived(statusWith({ over: { imageCDN: 'http://cdn2.test' } }));
    expect(preloads()).toEqual([]);
    await vi.waitFor(() => expect(preloads()).toEqual([['http://cdn2.test/img/banner/w_lott-3.svg', 'high']]));
    await expect(banner.image).resolves.toBe('http://cdn2.test/img/banner/w_lott-3.svg');
  });

  it('adds one preload however often it is asked', async () => {
    for (let i = 0; i < 2; i++) {
      const banner = preloadFirstBanner('/lottery', 'EN');
      await ensureAnnouncements('EN');
      banner.statusArrived(statusWith());
    }
    expect(preloads()).toEqual([['http://img.test/img/banner/w_lott-3.svg', 'high']]);
  });

  it('does nothing on a page without banners, or without a banner of its group, and says there is none', async () => {
    const game = preloadFirstBanner('/game', 'EN');
    game.statusArrived(statusWith());
    const rng = preloadFirstBanner('/rng', 'EN');
    await ensureAnnouncements('EN');
    rng.statusArrived(statusWith());
    expect(preloads()).toEqual([]);
    await expect(game.image).resolves.toBeNull();
    await expect(rng.image).resolves.toBeNull();
  });

  it('says there is none when the announcements fail, whether before or after the status', async () => {
    vi.mocked(call).mockImplementation((async () => ({ success: false, value: null })) as never);
    const before = preloadFirstBanner('/', 'EN');
    await ensureAnnouncements('EN');
    before.statusArrived(statusWith());
    await expect(before.image).resolves.toBeNull();
    resetAnnouncements();
    const after = preloadFirstBanner('/', 'EN');
    after.statusArrived(statusWith());
    await expect(after.image).resolves.toBeNull();
    expect(preloads()).toEqual([]);
  });
});
