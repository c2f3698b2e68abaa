import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import type { Announcements, Promotion } from '../../../../shared/domains/content/schemas';
import { renderWithProviders } from '../../test/render';
import { resetAnnouncements } from '../../lib/content';
import { NewPlayerCarousel, REGISTER_AUTOPLAY_MS } from './NewPlayerCarousel';

vi.mock('swiper/react', () => import('../../test/swiperStub'));
import { swiperProps } from '../../test/swiperStub';
vi.mock('../../lib/api', () => ({ call: vi.fn() }));
import { call } from '../../lib/api';

const promotion = (id: number, category = 'new_player'): Promotion => ({
  id,
  title: `Welcome ${id}`,
  category,
  announcementImages: [{ sequence: 1, url: `/img/promo/${id}.svg` }],
  startDate: 0,
  endDate: 0,
});

function serve(promotion: Promotion[]) {
  const value: Announcements = { banners: [], player: [], popup: [], promotion };
  vi.mocked(call).mockImplementation((async () => ({ success: true, value })) as never);
}

describe('NewPlayerCarousel', () => {
  beforeEach(() => {
    resetAnnouncements();
    swiperProps.length = 0;
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    resetAnnouncements();
  });

  it('shows the first new-player promotion at once, without the carousel, and hands over when autoplay would move', async () => {
    serve([promotion(1), promotion(2, 'deposit'), promotion(3)]);
    renderWithProviders(<NewPlayerCarousel />, { route: '/register' });
    const first = await screen.findByRole('link', { name: 'Welcome 1' });
    expect(first.getAttribute('href')).toBe('/promoDetail?id=1');
    expect(screen.queryByRole('link', { name: 'Welcome 2' })).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(REGISTER_AUTOPLAY_MS - 100);
    });
    expect(swiperProps).toHaveLength(0);
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    await waitFor(() => expect(swiperProps.length).toBeGreaterThan(0));
    expect(swiperProps.at(-1)?.loop).toBe(true);
    expect(await screen.findByRole('link', { name: 'Welcome 3' })).toBeTruthy();
  });

  it('shows nothing without new-player promotions', async () => {
    serve([promotion(2, 'deposit')]);
    const { container } = renderWithProviders(<NewPlayerCarousel />, { route: '/register' });
    await waitFor(() => expect(vi.mocked(call)).toHaveBeenCalled());
    expect(container.querySelector('.register__carousel')).toBeNull();
  });
});
