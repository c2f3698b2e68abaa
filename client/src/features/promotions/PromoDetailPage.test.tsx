import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Announcements } from '../../../../shared/schemas/content';
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
    vi.mocked(call).mockImplementation((async () => ({ success: true, value })) as never);
  });

  it('lists promotions and filters them by category', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PromotionsPage />, { route: '/promotions' });
    expect((await screen.findByRole('link', { name: /Welcome bonus/ })).getAttribute('href')).toBe('/promoDetail?id=11');
    expect(screen.getByRole('link', { name: /Weekend rebate/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New Player' }));
    expect(screen.getByRole('button', { name: 'New Player' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('link', { name: /Weekend rebate/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getByRole('link', { name: /Weekend rebate/ })).toBeTruthy();
  });

  it('shows a promotion by id with sanitized content', async () => {
    renderWithProviders(<PromoDetailPage />, { route: '/promoDetail?id=11' });
    expect(await screen.findByRole('heading', { name: 'Welcome bonus' })).toBeTruthy();
    const body = screen.getByText('Double your first deposit.').parentElement!;
    expect(body.innerHTML).not.toContain('onerror');
  });

  it('explains an unknown id and links back', async () => {
    renderWithProviders(<PromoDetailPage />, { route: '/promoDetail?id=999' });
    expect(await screen.findByRole('heading', { name: 'Promotion not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to promotions' }).getAttribute('href')).toBe('/promotions');
  });
});
