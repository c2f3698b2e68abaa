import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Announcements, Banner } from '../../../../shared/schemas/content';
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
    const statusArrived = preloadFirstBanner('/', 'EN');
    await ensureAnnouncements('EN');
    expect(preloads()).toEqual([]);
    statusArrived(statusWith());
    // At once, before the page is handed the status and renders with it.
    expect(preloads()).toEqual([['http://img.test/img/banner/w_home-2.svg', 'high']]);
  });

  it('preloads when the announcements come after the status', async () => {
    const statusArrived = preloadFirstBanner('/lottery', 'EN');
    statusArrived(statusWith({ over: { imageCDN: 'http://cdn2.test' } }));
    expect(preloads()).toEqual([]);
    await vi.waitFor(() => expect(preloads()).toEqual([['http://cdn2.test/img/banner/w_lott-3.svg', 'high']]));
  });

  it('adds one preload however often it is asked', async () => {
    for (let i = 0; i < 2; i++) {
      const statusArrived = preloadFirstBanner('/lottery', 'EN');
      await ensureAnnouncements('EN');
      statusArrived(statusWith());
    }
    expect(preloads()).toEqual([['http://img.test/img/banner/w_lott-3.svg', 'high']]);
  });

  it('does nothing on a page without banners, or without a banner of its group', async () => {
    preloadFirstBanner('/game', 'EN')(statusWith());
    const rng = preloadFirstBanner('/rng', 'EN');
    await ensureAnnouncements('EN');
    rng(statusWith());
    expect(preloads()).toEqual([]);
  });
});
