import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Announcements, Banner } from '../../../../shared/domains/content/schemas';
import { renderWithProviders } from '../../test/render';
import { setLanguage } from '../../lib/i18n';
import { resetAnnouncements } from '../../lib/content';
import { BannerArea } from './BannerArea';
import defaultBannerImage from './default-banner.svg?no-inline';
import { AUTOPLAY_DELAY_MS } from './carouselOptions';

vi.mock('swiper/react', () => import('../../test/swiperStub'));
import { swiperProps } from '../../test/swiperStub';
vi.mock('../../lib/api', () => ({ call: vi.fn() }));
import { call } from '../../lib/api';

const banner = (bannerId: number, groupName: string, extra: Partial<Banner> = {}): Banner => ({
  bannerId,
  groupName,
  url: `/img/banner/${groupName}-${bannerId}.svg`,
  title: `${groupName} ${bannerId}`,
  linkageType: null,
  sequence: bannerId,
  ...extra,
});

function serve(banners: Banner[]) {
  const value: Announcements = { banners, player: [], popup: [], promotion: [] };
  vi.mocked(call).mockImplementation((async () => ({ success: true, value })) as never);
}

describe('BannerArea', () => {
  beforeEach(() => {
    resetAnnouncements();
    swiperProps.length = 0;
    vi.mocked(call).mockReset();
  });
  afterEach(() => resetAnnouncements());

  it('shows only the banners of the current page group', async () => {
    serve([banner(1, 'w_home'), banner(2, 'w_rng'), banner(3, 'w_rng'), banner(4, 'w_live')]);
    renderWithProviders(<BannerArea />, { route: '/rng' });
    expect(await screen.findByRole('img', { name: 'w_rng 2' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'w_rng 3' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'w_home 1' })).toBeNull();
    expect(screen.queryByRole('img', { name: 'w_live 4' })).toBeNull();
    expect(vi.mocked(call)).toHaveBeenCalledWith('content.announcements', { types: 'B,PL,PU,PR', platform: 'W' });
  });

  it('runs the carousel in the reading direction, and starts a new one when the language changes it', async () => {
    serve([banner(1, 'w_rng'), banner(2, 'w_rng')]);
    renderWithProviders(<BannerArea />, { route: '/rng' });
    await screen.findByRole('img', { name: 'w_rng 1' });
    // The carousel takes over from the still row when the visitor reaches for it.
    fireEvent.pointerEnter(screen.getByRole('region', { name: 'Featured' }));
    await waitFor(() => expect(swiperProps.at(-1)).toMatchObject({ dir: 'ltr' }));
    try {
      await act(() => setLanguage('AR'));
      await waitFor(() => expect(swiperProps.at(-1)).toMatchObject({ dir: 'rtl' }));
    } finally {
      await act(() => setLanguage('EN'));
    }
  });

  it('falls back to the default banner on /help when the group is empty', async () => {
    serve([banner(1, 'w_home')]);
    renderWithProviders(<BannerArea />, { route: '/help' });
    const image = (await screen.findByRole('img', { name: 'Help Centre' })) as HTMLImageElement;
    expect(image.getAttribute('src')).toBe(defaultBannerImage);
    expect(screen.queryByRole('img', { name: 'w_home 1' })).toBeNull();
  });

  it('shows nothing on an empty group outside help, and nothing at all on /vnlottery', async () => {
    serve([banner(1, 'w_home')]);
    const { container, unmount } = renderWithProviders(<BannerArea />, { route: '/fish' });
    await waitFor(() => expect(container.querySelector('section')).toBeNull());
    unmount();
    vi.mocked(call).mockClear();
    const other = renderWithProviders(<BannerArea />, { route: '/vnlottery' });
    expect(other.container.innerHTML).toBe('');
    expect(vi.mocked(call)).not.toHaveBeenCalled();
  });

  it('loops and autoplays every 5 s only with more than one banner', async () => {
    serve([banner(1, 'w_home'), banner(2, 'w_home'), banner(3, 'w_pvp')]);
    const home = renderWithProviders(<BannerArea />, { route: '/' });
    await screen.findByRole('img', { name: 'w_home 1' });
    // The carousel takes over from the still row when the visitor reaches for it.
    fireEvent.pointerEnter(screen.getByRole('region', { name: 'Featured' }));
    await waitFor(() => expect(swiperProps.length).toBeGreaterThan(0));
    const many = swiperProps.at(-1)!;
    expect(many.loop).toBe(true);
    expect(many.autoplay).toMatchObject({ delay: 5000 });
    expect(many).toMatchObject({ slidesPerView: 1, spaceBetween: 20, navigation: true });
    expect(many.pagination).toBeTruthy();
    home.unmount();
    const before = swiperProps.length;

    renderWithProviders(<BannerArea />, { route: '/pvp' });
    await screen.findByRole('img', { name: 'w_pvp 3' });
    fireEvent.touchStart(screen.getByRole('region', { name: 'Featured' }));
    await waitFor(() => expect(swiperProps.length).toBeGreaterThan(before));
    const single = swiperProps.at(-1)!;
    expect(single.loop).toBe(false);
    expect(single.autoplay).toBe(false);
  });

  it('links a banner only when its linkage type is set; outside addresses open a new tab', async () => {
    serve([
      banner(1, 'w_live', { linkageType: 'URL', linkage: 'https://example.com/offer' }),
      banner(2, 'w_live', { linkageType: null, linkage: 'https://example.com/ignored' }),
      banner(3, 'w_live', { linkageType: 'URL', linkage: '/promotions' }),
    ]);
    renderWithProviders(<BannerArea />, { route: '/live' });
    const outside = (await screen.findByRole('link', { name: 'w_live 1' })) as HTMLAnchorElement;
    expect(outside.getAttribute('href')).toBe('https://example.com/offer');
    expect(outside.target).toBe('_blank');
    expect(outside.rel).toContain('noopener');
    expect(screen.queryByRole('link', { name: 'w_live 2' })).toBeNull();
    expect(screen.getByRole('link', { name: 'w_live 3' }).getAttribute('href')).toBe('/promotions');
  });

  it('orders banners by sequence', async () => {
    serve([banner(7, 'w_sports', { sequence: 2 }), banner(8, 'w_sports', { sequence: 1 })]);
    renderWithProviders(<BannerArea />, { route: '/sports' });
    await screen.findByRole('img', { name: 'w_sports 7' });
    const names = screen.getAllByRole('img').map((img) => img.getAttribute('alt'));
    expect(names).toEqual(['w_sports 8', 'w_sports 7']);
  });

  describe('the carousel takes over', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    async function showStill(route: string, banners: Banner[]) {
      // Fake timers that also follow the clock, so that the findBy queries keep polling.
      vi.useFakeTimers({ shouldAdvanceTime: true });
      serve(banners);
      renderWithProviders(<BannerArea />, { route });
      await screen.findByRole('img', { name: banners[0].title ?? '' });
      // The browser goes idle: still no carousel, the still row shows what it would.
      await act(async () => {
        vi.advanceTimersByTime(100);
      });
      expect(swiperProps).toHaveLength(0);
      return screen.getByRole('region', { name: 'Featured' });
    }

    it('when autoplay would first move several banners', async () => {
      await showStill('/', [banner(1, 'w_home'), banner(2, 'w_home')]);
      await act(async () => {
        vi.advanceTimersByTime(AUTOPLAY_DELAY_MS - 200);
      });
      expect(swiperProps).toHaveLength(0);
      await act(async () => {
        vi.advanceTimersByTime(200);
      });
      expect(swiperProps.length).toBeGreaterThan(0);
    });

    it('not on its own for a single banner, which does not move', async () => {
      const area = await showStill('/', [banner(1, 'w_home')]);
      await act(async () => {
        vi.advanceTimersByTime(AUTOPLAY_DELAY_MS * 3);
      });
      expect(swiperProps).toHaveLength(0);
      await act(async () => {
        fireEvent.pointerEnter(area);
      });
      expect(swiperProps.length).toBeGreaterThan(0);
    });

    it('not from under the keyboard focus: it waits for the focus to leave', async () => {
      const area = await showStill('/live', [
        banner(1, 'w_live', { linkageType: 'URL', linkage: '/promotions' }),
        banner(2, 'w_live', { linkageType: 'URL', linkage: '/activities' }),
      ]);
      const link = screen.getByRole('link', { name: 'w_live 1' });
      await act(async () => {
        link.focus();
        vi.advanceTimersByTime(AUTOPLAY_DELAY_MS);
      });
      expect(swiperProps).toHaveLength(0);
      expect(area.contains(document.activeElement)).toBe(true);
      await act(async () => {
        link.blur();
      });
      expect(swiperProps.length).toBeGreaterThan(0);
    });
  });
});
