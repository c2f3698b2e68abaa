import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { VendorCard, VendorLane } from '../../../../shared/schemas/games';
import { renderWithProviders } from '../../test/render';
import { token } from '../../lib/stores/session';
import { loginPopup } from '../../lib/stores/ui';
import { vendorLanes } from '../../lib/stores/vendors';
import CategoryPage from './CategoryPage';

vi.mock('../../lib/api', () => ({ call: vi.fn() }));
import { call } from '../../lib/api';

const card = (vassalage: string, displayName: string, isHot = 0): VendorCard => ({ vassalage, displayName, gameType: 'RNG', lagerIcon: `/img/vendor/${vassalage}.svg`, isHot });
const lanes: VendorLane[] = [
  { title: 'RNG', cards: [card('PG', 'PG Soft', 1), card('JL', 'JILI'), card('JDB', 'JDB')], gameClassify: [] },
  { title: 'LIVE', cards: [card('EVO', 'Evolution')], gameClassify: [] },
];

describe('CategoryPage', () => {
  beforeEach(() => {
    vendorLanes.value = lanes;
    loginPopup.value = null;
    token.value = null;
  });
  afterEach(() => {
    vendorLanes.value = [];
    token.value = null;
  });

  it('lists the category vendors with logos, names and the hot badge', () => {
    renderWithProviders(<CategoryPage />, { route: '/rng' });
    expect(screen.getByRole('heading', { level: 1, name: 'Slots' })).toBeTruthy();
    const grid = screen.getAllByRole('list')[1];
    const cards = within(grid).getAllByRole('link');
    expect(cards.map((c) => c.getAttribute('href'))).toEqual(['/rng?vendor=PG', '/rng?vendor=JL', '/rng?vendor=JDB']);
    expect(within(cards[0]).getByText('Hot')).toBeTruthy();
    expect(within(cards[1]).queryByText('Hot')).toBeNull();
    expect(screen.queryByText('Evolution')).toBeNull();
  });

  it('filters to the ?vendor= provider and offers All', () => {
    renderWithProviders(<CategoryPage />, { route: '/rng?vendor=JL' });
    const filter = screen.getByRole('navigation', { name: 'Game providers' });
    expect(within(filter).getByRole('link', { name: 'All' }).getAttribute('href')).toBe('/rng');
    expect(within(filter).getByRole('link', { name: 'JILI' }).getAttribute('aria-current')).toBe('page');
    const grid = screen.getAllByRole('list')[1];
    expect(within(grid).getAllByRole('link')).toHaveLength(1);
    expect(within(grid).getByRole('link').textContent).toContain('JILI');
  });

  it('asks a guest to log in on /favorite', () => {
    renderWithProviders(<CategoryPage />, { route: '/favorite' });
    expect(loginPopup.value).toBe('login');
    expect(screen.getByText('Log in to see your favorite games.')).toBeTruthy();
  });

  it('shows a member an honest empty favourites list', () => {
    token.value = 'member-token';
    renderWithProviders(<CategoryPage />, { route: '/favorite' });
    expect(loginPopup.value).toBeNull();
    expect(screen.getByText('You have no favorite games yet.')).toBeTruthy();
  });

  it('lists hot games on /hot with the original query', async () => {
    vi.mocked(call).mockImplementation((async () => ({
      success: true,
      value: { list: [{ nodeId: 7, gameName: 'fortune-tiger', displayName: 'Fortune Tiger', gameCode: 'FT', gameType: 'RNG', vassalage: 'PG', iconUrl: '/img/game/7.svg' }] },
    })) as never);
    renderWithProviders(<CategoryPage />, { route: '/hot' });
    const tile = await screen.findByRole('link', { name: /Fortune Tiger/ });
    expect(tile.getAttribute('href')).toBe('/rng?vendor=PG');
    expect(vi.mocked(call)).toHaveBeenCalledWith(
      'games.hot',
      expect.objectContaining({ isPlatform: '2', vassalage: '', platform: 'flash,html5-desktop', language: 'EN' }),
      expect.anything(),
    );
  });
});
