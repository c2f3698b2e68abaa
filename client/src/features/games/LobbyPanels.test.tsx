import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { VendorLane } from '../../../../shared/domains/games/schemas';
import { renderWithProviders } from '../../test/render';
import { vendorLanes } from '../../lib/stores/vendors';
import { learn } from '../../lib/stores/offered';
import CategoryPage from './CategoryPage';

vi.mock('../../lib/api', () => ({ call: vi.fn() }));
import { call } from '../../lib/api';

const lanes: VendorLane[] = [
  {
    title: 'RNG',
    cards: [{ vassalage: 'PG', displayName: 'PG Soft', gameType: 'RNG', lagerIcon: '/img/vendor/PG.svg', isHot: 0 }],
    gameClassify: [],
  },
  {
    title: 'SPORTS',
    cards: [
      { vassalage: 'FB', displayName: 'FB Sports', gameType: 'SPORTS', lagerIcon: '/img/vendor/FB.svg', isHot: 0 },
      { vassalage: 'SBO', displayName: 'SBOBET', gameType: 'SPORTS', lagerIcon: '/img/vendor/SBO.svg', isHot: 0 },
    ],
    gameClassify: [],
  },
];

const JACKPOTS = {
  total: '1234567.89',
  list: [
    { vassalage: 'PG', displayName: 'PG Soft', amount: '1000000.00' },
    { vassalage: 'JL', displayName: 'JILI', amount: '234567.89' },
  ],
};
const KICK_OFF = Date.UTC(2030, 4, 6, 11, 30);
const MATCHES = {
  list: [
    {
      matchId: 1,
      nodeId: 9,
      vassalage: 'FB',
      sport: 'FOOTBALL',
      league: 'Premier League',
      homeTeam: 'Arsenal',
      awayTeam: 'Chelsea',
      startTime: KICK_OFF - 3_600_000,
      status: 'LIVE',
    },
    {
      matchId: 2,
      nodeId: 9,
      vassalage: 'FB',
      sport: 'BASKETBALL',
      league: 'NBA',
      homeTeam: 'Lakers',
      awayTeam: 'Celtics',
      startTime: KICK_OFF,
      status: 'UPCOMING',
    },
  ],
};

const answers: Record<string, unknown> = {
  'games.list': { games: [], totalPages: 0, totalCount: 0, pageNo: 1, pageSize: 28 },
  'games.jackpot': JACKPOTS,
  'games.match': MATCHES,
};
const asked = (key: string) => vi.mocked(call).mock.calls.filter(([k]) => k === key);

beforeEach(() => {
  vendorLanes.value = lanes;
  vi.mocked(call).mockReset();
  vi.mocked(call).mockImplementation((async (key: string) =>
    key in answers
      ? { success: true, value: answers[key] }
      : { success: false, value: null, errorCode: 'function.not.available' }) as never);
});
afterEach(() => {
  vendorLanes.value = [];
  learn('games.jackpot', null);
  learn('games.match', null);
});

describe('jackpot figures on the slot lobby', () => {
  it('shows the total of every pool and each provider’s pool', async () => {
    renderWithProviders(<CategoryPage />, { route: '/rng' });
    const panel = await screen.findByRole('region', { name: 'Jackpots' });
    expect(within(panel).getByText('All jackpots').nextElementSibling?.textContent).toBe('1,234,567.89');
    const pools = within(within(panel).getByRole('list', { name: 'Jackpot by provider' })).getAllByRole('listitem');
    expect(pools.map((p) => p.textContent)).toEqual(['PG Soft 1,000,000.00', 'JILI 234,567.89']);
    expect(asked('games.jackpot')).toHaveLength(1);
  });

  it('steps aside, without asking, once the platform does not offer games.jackpot', async () => {
    learn('games.jackpot', false);
    renderWithProviders(<CategoryPage />, { route: '/rng' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Jackpots' })).toBeNull();
    expect(asked('games.jackpot')).toHaveLength(0);
  });

  it('is not on other lobbies', async () => {
    renderWithProviders(<CategoryPage />, { route: '/sports' });
    await screen.findByRole('region', { name: 'Matches' });
    expect(screen.queryByRole('region', { name: 'Jackpots' })).toBeNull();
  });
});

describe('the match list on the sports lobby', () => {
  it('lists the matches under way and next, and follows the chosen book', async () => {
    renderWithProviders(<CategoryPage />, { route: '/sports?vendor=FB' });
    const panel = await screen.findByRole('region', { name: 'Matches' });
    const items = within(panel).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('Arsenal vs Chelsea');
    expect(within(items[0]!).getByText('Live now')).toBeTruthy();
    expect(items[1]!.textContent).toContain('Lakers vs Celtics');
    expect(items[1]!.querySelector('time')?.getAttribute('dateTime')).toBe(new Date(KICK_OFF).toISOString());
    expect(asked('games.match')[0]![1]).toEqual({ limitNum: 8, vassalage: 'FB' });
  });

  it('steps aside once the platform does not offer games.match', async () => {
    learn('games.match', false);
    renderWithProviders(<CategoryPage />, { route: '/sports' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Matches' })).toBeNull();
    expect(asked('games.match')).toHaveLength(0);
  });
});
