import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Announcements } from '../../../../shared/domains/content/schemas';
import { renderWithProviders } from '../../test/render';
import { resetAnnouncements } from '../../lib/content';
import PromoDetailPage from './PromoDetailPage';
import PromotionsPage from './PromotionsPage';

vi.mock('../../lib/api', () => ({ call: vi.fn() }));
import { call } from '../../lib/api';

const value: Announcements = {
  banners: [],
  player: [],
  popup: [],
  promotion: [
    {
      id: 11,
      title: 'Welcome bonus',
      category: 'new_player',
      announcementImages: [{ sequence: 1, url: '/img/promo/11.svg' }],
      content: '<p>Double your first deposit.</p><img src=x onerror="window.hit=1">',
      startDate: Date.UTC(2024, 0, 1),
      endDate: Date.UTC(2024, 11, 31),
    },
    {
      id: 12,
      title: 'Weekend rebate',
      category: 'rebate',
      announcementImages: [],
      startDate: Date.UTC(2024, 0, 1),
      endDate: Date.UTC(2024, 11, 31),
    },
  ],
};

describe('promotions', () => {
  beforeEach(() => {
    resetAnnouncements();
    vi.mocked(call).mockImplementation((async (key: string) =>
      key === 'content.announcements' ? { success: true, value } : { success: true, value: [] }) as never);
  });

  it('lists promotions and filters them by category', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PromotionsPage />, { route: '/promotions' });
    const list = await screen.findByRole('list', { name: 'Promotions' });
    expect((await within(list).findByRole('link', { name: /Welcome bonus/ })).getAttribute('href')).toBe('/promoDetail?id=11');
    expect(screen.getByRole('link', { name: /Weekend rebate/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New Player' }));
    expect(screen.getByRole('button', { name: 'New Player' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(list).queryByRole('link', { name: /Weekend rebate/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getByRole('link', { name: /Weekend rebate/ })).toBeTruthy();
  });

  it('shows a promotion by id with sanitized content', async () => {
    renderWithProviders(<PromoDetailPage />, { route: '/promoDetail?id=11' });
    expect(await screen.findByRole('heading', { name: 'Welcome bonus' })).toBeTruthy();
    const body = screen.getByText('Double your first deposit.').parentElement!;
    expect(body.innerHTML).not.toContain('onerror');
  });

  it('shows the promotion banner until it is hidden for today, and links to the activity centre', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<PromotionsPage />, { route: '/promotions' });
    const banner = await screen.findByRole('complementary', { name: 'Featured promotion' });
    expect(screen.getByRole('link', { name: 'Activity centre: join and apply' }).getAttribute('href')).toBe('/activities');
    await user.click(within(banner).getByRole('button', { name: 'Hide for today' }));
    expect(screen.queryByRole('complementary', { name: 'Featured promotion' })).toBeNull();
    unmount();
    renderWithProviders(<PromotionsPage />, { route: '/promotions' });
    await screen.findByRole('link', { name: /Weekend rebate/ });
    expect(screen.queryByRole('complementary', { name: 'Featured promotion' })).toBeNull();
    localStorage.clear();
  });

  it('explains an unknown id and links back', async () => {
    renderWithProviders(<PromoDetailPage />, { route: '/promoDetail?id=999' });
    expect(await screen.findByRole('heading', { name: 'Promotion not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to promotions' }).getAttribute('href')).toBe('/promotions');
  });
});
