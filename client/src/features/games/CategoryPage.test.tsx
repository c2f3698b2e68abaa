import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Game, VendorCard, VendorLane } from '../../../../shared/domains/games/schemas';
import { renderWithProviders } from '../../test/render';
import { setWindowWidth } from '../../test/phone';
import { clearSession, loginInfo } from '../../lib/stores/session';
import { favoriteIds } from '../../lib/stores/games';
import { alertDialog, loginPopup } from '../../lib/stores/ui';
import { vendorLanes } from '../../lib/stores/vendors';
import { setBrandForTesting } from '../../lib/stores/brand';
import { chooseSeamless } from '../../lib/launch/seamless';
import { Route, Routes } from 'react-router-dom';
import CategoryPage from './CategoryPage';

vi.mock('../../lib/api', () => ({ call: vi.fn() }));
import { call } from '../../lib/api';

const card = (vassalage: string, displayName: string, isHot = 0): VendorCard => ({
  vassalage,
  displayName,
  gameType: 'RNG',
  lagerIcon: `/img/vendor/${vassalage}.svg`,
  isHot,
});
const lanes: VendorLane[] = [
  {
    title: 'RNG',
    cards: [card('PG', 'PG Soft', 1), card('JL', 'JILI'), card('JDB', 'JDB')],
    gameClassify: [
      { key: 'SLOT', displayName: 'Slot Machine', gameCount: 10 },
      { key: 'ARCADE', displayName: 'Arcade', gameCount: 2 },
    ],
  },
  { title: 'LIVE', cards: [{ ...card('EVO', 'Evolution'), gameType: 'LIVE' }], gameClassify: [] },
  { title: 'PVP', cards: [{ ...card('KM', 'Kingmaker'), gameType: 'PVP', isGame: 'VASSALAGE' }], gameClassify: [] },
];
const game = (nodeId: number, name: string, extra: Partial<Game> = {}): Game => ({
  nodeId,
  gameName: name,
  displayName: name,
  gameCode: `G${nodeId}`,
  gameType: 'RNG',
  vassalage: 'JL',
  iconUrl: `/img/game/${nodeId}.svg`,
  ...extra,
});

type Answer = { success: boolean; value: unknown; message?: string; errorCode?: string };
let answers: Record<string, (payload: Record<string, unknown>) => Answer>;
const calls = (key: string) =>
  vi
    .mocked(call)
    .mock.calls.filter(([k]) => k === key)
    .map(([, payload]) => payload as Record<string, unknown>);

function signIn(type = 0) {
  loginInfo({ token: 'member-token', id: 7, userName: type === 4 ? 'trial000001' : 'player1', type });
}

describe('CategoryPage', () => {
  beforeEach(() => {
    vendorLanes.value = lanes;
    loginPopup.value = null;
    alertDialog.value = null;
    answers = {
      'games.list': (p) => ({
        success: true,
        value: {
          games: [game(1, 'Golden Dragon', { isHot: 1 }), game(2, 'Lucky Koi')],
          totalPages: 12,
          totalCount: 330,
          pageNo: p.pageNo,
          pageSize: 28,
        },
      }),
      'games.favoriteIds': () => ({ success: true, value: [2] }),
      'games.recent': () => ({ success: true, value: { list: [] } }),
      'games.addFavorite': () => ({ success: true, value: null }),
      'games.removeFavorite': () => ({ success: true, value: null }),
    };
    vi.mocked(call).mockReset();
    vi.mocked(call).mockImplementation(
      (async (key: string, payload?: Record<string, unknown>) =>
        answers[key]?.(payload ?? {}) ?? { success: false, value: null, errorCode: 'function.not.available' }) as never,
    );
  });
  afterEach(() => {
    vendorLanes.value = [];
    clearSession();
  });

  it('lists the first page of slots with the desktop list parameters', async () => {
    renderWithProviders(<CategoryPage />, { route: '/rng' });
    expect(screen.getByRole('heading', { level: 1, name: 'Slots' })).toBeTruthy();
    const grid = await screen.findByRole('list', { name: 'Slots games' });
    const cards = within(grid).getAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['Golden Dragon', 'Lucky Koi']);
    expect(within(cards[0]).getByText('Hot')).toBeTruthy();
    expect(screen.getByText('330 games')).toBeTruthy();
    expect(calls('games.list')[0]).toEqual({
      pageSize: 28,
      gameType: 'RNG',
      pageNo: 1,
      platform: 'flash,html5-desktop',
      clientType: 3,
      merchant: 'gamefront1',
      language: 'EN',
    });
  });

  it('filters by the ?vendor= provider, offers All, and keeps the choice in the chips', async () => {
    renderWithProviders(<CategoryPage />, { route: '/rng?vendor=JL' });
    const filter = screen.getByRole('navigation', { name: 'Game providers' });
    expect(within(filter).getByRole('link', { name: 'All' }).getAttribute('href')).toBe('/rng');
    expect(within(filter).getByRole('link', { name: 'JILI' }).getAttribute('aria-current')).toBe('page');
    expect(within(filter).getByRole('link', { name: 'JDB' }).getAttribute('href')).toBe('/rng?vendor=JDB');
    await screen.findByRole('list', { name: 'Slots games' });
    expect(calls('games.list')[0]).toMatchObject({ vassalage: 'JL', gameType: 'RNG' });
  });

  it('ignores a provider that is not in the category and says so', async () => {
    renderWithProviders(<CategoryPage />, { route: '/rng?vendor=NOPE' });
    expect(screen.getByText(/The provider “NOPE” is not in this category/)).toBeTruthy();
    await screen.findByRole('list', { name: 'Slots games' });
    expect(calls('games.list')[0].vassalage).toBeUndefined();
  });

  it('applies slot classes and the two slot filters, each starting again at page 1', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CategoryPage />, { route: '/rng?page=3' });
    await screen.findByRole('list', { name: 'Slots games' });
    expect(calls('games.list').at(-1)).toMatchObject({ pageNo: 3 });
    const tabs = screen.getByRole('tablist', { name: 'Game types' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['All', 'Slots', 'Arcade']);
    await user.click(within(tabs).getByRole('tab', { name: 'Arcade' }));
    await waitFor(() => expect(calls('games.list').at(-1)).toMatchObject({ gameClassify: 'ARCADE', pageNo: 1 }));
    expect(within(tabs).getByRole('tab', { name: 'Arcade' }).getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByRole('checkbox', { name: 'Minimum bet 1 or more' }));
    await waitFor(() => expect(calls('games.list').at(-1)).toMatchObject({ gameClassify: 'ARCADE', minBet: 1 }));
    await user.click(screen.getByRole('checkbox', { name: '25 lines or more' }));
    await waitFor(() => expect(calls('games.list').at(-1)).toMatchObject({ minBet: 1, minLineNum: 25, pageNo: 1 }));
  });

  it('on a phone, keeps the providers and filters in a Filters sheet beside the search', async () => {
    setWindowWidth(390);
    const user = userEvent.setup();
    renderWithProviders(<CategoryPage />, { route: '/rng' });
    await screen.findByRole('list', { name: 'Slots games' });
    expect(screen.getByRole('searchbox', { name: 'Search games' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Game providers' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Minimum bet 1 or more' })).toBeNull();
    // The slot classes stay on the page, a row of their own.
    expect(screen.getByRole('tablist', { name: 'Game types' })).toBeTruthy();

    const button = screen.getByRole('button', { name: 'Filters' });
    await user.click(button);
    let sheet = screen.getByRole('dialog', { name: 'Filters' });
    const providers = within(sheet).getByRole('navigation', { name: 'Game providers' });
    expect(within(providers).getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('page');
    await user.click(within(providers).getByRole('link', { name: 'JILI' }));
    await waitFor(() => expect(calls('games.list').at(-1)).toMatchObject({ vassalage: 'JL', pageNo: 1 }));
    // Each choice applies at once; the sheet stays open for the next one.
    sheet = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(sheet).getByRole('link', { name: 'JILI' }).getAttribute('aria-current')).toBe('page');
    await user.click(within(sheet).getByRole('checkbox', { name: 'Minimum bet 1 or more' }));
    await waitFor(() => expect(calls('games.list').at(-1)).toMatchObject({ vassalage: 'JL', minBet: 1 }));
    await user.click(await within(sheet).findByRole('button', { name: 'Show 330 games' }));
    expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Filters, 2 chosen' }));
  });

  it('has no slot filters outside the slots lobby', async () => {
    renderWithProviders(<CategoryPage />, { route: '/live' });
    await screen.findByRole('list', { name: 'Live Casino games' });
    expect(screen.queryByRole('checkbox', { name: 'Minimum bet 1 or more' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: '25 lines or more' })).toBeNull();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(calls('games.list')[0]).toMatchObject({ gameType: 'LIVE' });
  });

  it('searches by name once typing pauses for 300 ms', async () => {
    renderWithProviders(<CategoryPage />, { route: '/rng' });
    await screen.findByRole('list', { name: 'Slots games' });
    vi.useFakeTimers();
    try {
      const box = screen.getByRole('searchbox', { name: 'Search games' });
      expect(box.getAttribute('maxlength')).toBe('50');
      fireEvent.change(box, { target: { value: 'drag' } });
      act(() => vi.advanceTimersByTime(200));
      fireEvent.change(box, { target: { value: 'dragon' } });
      act(() => vi.advanceTimersByTime(299));
      expect(calls('games.list').some((p) => p.gameName)).toBe(false);
      act(() => vi.advanceTimersByTime(1));
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(calls('games.list').at(-1)).toMatchObject({ gameName: 'dragon', pageNo: 1 }));
    expect(calls('games.list').filter((p) => p.gameName)).toHaveLength(1);
  });

  it('pages with the page links and marks the current page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CategoryPage />, { route: '/rng' });
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect((within(pages).getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(calls('games.list').at(-1)).toMatchObject({ pageNo: 2 }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(calls('games.list').at(-1)).toMatchObject({ pageNo: 3 }));
    // The pager shows the new page once its answer has rendered, after the call.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page'));
  });

  it('asks a guest to log in when they touch a heart', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CategoryPage />, { route: '/rng' });
    await user.click(await screen.findByRole('button', { name: 'Favorite Golden Dragon' }));
    expect(loginPopup.value).toBe('login');
    expect(calls('games.addFavorite')).toHaveLength(0);
  });

  it('stops a trial account with the register-first warning', async () => {
    signIn(4);
    const user = userEvent.setup();
    renderWithProviders(<CategoryPage />, { route: '/rng' });
    await user.click(await screen.findByRole('button', { name: 'Favorite Golden Dragon' }));
    expect(alertDialog.value?.message).toBe('Please register an account first');
    expect(calls('games.addFavorite')).toHaveLength(0);
  });

  it('adds and removes a member favourite by node id, the heart following the store', async () => {
    signIn();
    const user = userEvent.setup();
    renderWithProviders(<CategoryPage />, { route: '/rng' });
    const golden = await screen.findByRole('button', { name: 'Favorite Golden Dragon' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Favorite Lucky Koi' }).getAttribute('aria-pressed')).toBe('true'));
    expect(golden.getAttribute('aria-pressed')).toBe('false');
    await user.click(golden);
    expect(calls('games.addFavorite')).toEqual([{ nodeId: 1, vendor: 'JL', gameType: 'RNG' }]);
    await waitFor(() => expect(golden.getAttribute('aria-pressed')).toBe('true'));
    await user.click(golden);
    expect(calls('games.removeFavorite')).toEqual([{ nodeId: 1, vendor: 'JL', gameType: 'RNG' }]);
    await waitFor(() => expect(golden.getAttribute('aria-pressed')).toBe('false'));
  });

  it('puts the heart back and shows the message when the server refuses', async () => {
    signIn();
    answers['games.addFavorite'] = () => ({
      success: false,
      value: null,
      errorCode: 'game.not.found',
      message: 'This game does not exist',
    });
    const user = userEvent.setup();
    renderWithProviders(<CategoryPage />, { route: '/rng' });
    const golden = await screen.findByRole('button', { name: 'Favorite Golden Dragon' });
    await user.click(golden);
    await waitFor(() => expect(alertDialog.value?.message).toBe('This game does not exist'));
    expect(golden.getAttribute('aria-pressed')).toBe('false');
  });

  it('shows a member the recently played row', async () => {
    signIn();
    answers['games.recent'] = () => ({ success: true, value: { list: [{ ...game(9, 'Neon Rush'), lastPlayedAt: 1 }] } });
    renderWithProviders(<CategoryPage />, { route: '/rng' });
    const recent = await screen.findByRole('region', { name: 'Recently played' });
    expect(within(recent).getByRole('article', { name: 'Neon Rush' })).toBeTruthy();
  });

  it('asks a guest to log in on /favorite', () => {
    renderWithProviders(<CategoryPage />, { route: '/favorite' });
    expect(loginPopup.value).toBe('login');
    expect(screen.getByText(/to see your favorite games/)).toBeTruthy();
    expect(calls('games.favoriteList')).toHaveLength(0);
  });

  it("lists a member's favourites and drops one whose heart is switched off", async () => {
    signIn();
    favoriteIds.value = new Set([1, 2]);
    answers['games.favoriteIds'] = () => ({ success: true, value: [1, 2] });
    answers['games.favoriteList'] = () => ({
      success: true,
      value: { content: [game(1, 'Golden Dragon'), game(2, 'Lucky Koi')], pageNum: 1, totalPages: 1 },
    });
    const user = userEvent.setup();
    renderWithProviders(<CategoryPage />, { route: '/favorite' });
    const list = await screen.findByRole('list', { name: 'Favorite Games' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(calls('games.favoriteList')[0]).toEqual({
      clientType: 3,
      platform: 'flash,html5-desktop',
      language: 'EN',
      pageNo: 1,
      pageSize: 28,
    });
    await user.click(within(list).getByRole('button', { name: 'Favorite Lucky Koi' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Favorite Games' })).getAllByRole('article')).toHaveLength(1));
  });

  it('heads the favourites with their own title and shows recently played apart, after them, in the lobby card grid', async () => {
    signIn();
    answers['games.favoriteIds'] = () => ({ success: true, value: [1] });
    answers['games.favoriteList'] = () => ({ success: true, value: { content: [game(1, 'Golden Dragon')], pageNum: 1, totalPages: 1 } });
    answers['games.recent'] = () => ({ success: true, value: { list: [{ ...game(9, 'Neon Rush'), lastPlayedAt: 1 }] } });
    renderWithProviders(<CategoryPage />, { route: '/favorite' });
    const favourites = screen.getByRole('region', { name: 'Favorite Games' });
    expect(within(favourites).getByRole('heading', { level: 1, name: 'Favorite Games' })).toBeTruthy();
    const list = await within(favourites).findByRole('list', { name: 'Favorite Games' });
    const recent = await screen.findByRole('region', { name: 'Recently played' });
    expect(within(recent).getByRole('heading', { level: 2, name: 'Recently played' })).toBeTruthy();
    expect(within(recent).queryByRole('article', { name: 'Golden Dragon' })).toBeNull();
    expect(within(favourites).queryByRole('article', { name: 'Neon Rush' })).toBeNull();
    expect(favourites.compareDocumentPosition(recent) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The same grid as the lobbies, not the recent row's scrolling strip.
    const recentList = within(recent).getByRole('list', { name: 'Recently played' });
    for (const grid of [list, recentList]) {
      expect(grid.className).toBe('game-grid');
      expect(grid.closest('.recent-row')).toBeNull();
    }
  });

  it('loads further favourite pages on demand', async () => {
    signIn();
    answers['games.favoriteIds'] = () => ({ success: true, value: [1, 2] });
    answers['games.favoriteList'] = (p) => ({
      success: true,
      value: { content: [p.pageNo === 1 ? game(1, 'Golden Dragon') : game(2, 'Lucky Koi')], pageNum: p.pageNo, totalPages: 2 },
    });
    const user = userEvent.setup();
    renderWithProviders(<CategoryPage />, { route: '/favorite' });
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Favorite Games' })).getAllByRole('article')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('opens a game in seamless mode once the player picks it in the lobby, where the brand allows the choice', async () => {
    signIn();
    answers['games.launch'] = () => ({ success: true, value: { content: { game_url: 'http://cdn.test/play/slot/?t=s' } } });
    const user = userEvent.setup();
    const lobby = () =>
      renderWithProviders(
        <Routes>
          <Route path="/rng" element={<CategoryPage />} />
          <Route path="/game" element={<p>Game frame</p>} />
          <Route path="/seamless" element={<p>Seamless game</p>} />
        </Routes>,
        { route: '/rng' },
      );
    const { unmount } = lobby();
    const choice = screen.getByRole('checkbox', { name: 'Open games full screen' }) as HTMLInputElement;
    expect(choice.checked).toBe(false);
    await user.click(choice);
    expect(choice.checked).toBe(true);
    await user.click(await screen.findByRole('button', { name: 'Play Golden Dragon' }));
    expect(await screen.findByText('Seamless game')).toBeTruthy();
    unmount();

    setBrandForTesting({ seamlessPlay: 'frame' });
    lobby();
    expect(screen.queryByRole('checkbox', { name: 'Open games full screen' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Play Golden Dragon' }));
    expect(await screen.findByText('Game frame')).toBeTruthy();
    setBrandForTesting({});
    chooseSeamless(false);
  });

  it('opens the cockfight lobby from the vendor data, and has none without cockfight vendors', async () => {
    vendorLanes.value = [
      ...lanes,
      { title: 'COCKFIGHT', cards: [{ ...card('SV388', 'SV388 Cockfight'), gameType: 'COCKFIGHT' }], gameClassify: [] },
    ];
    answers['games.list'] = () => ({
      success: true,
      value: { games: [game(5, 'SV388 Cockfight Arena', { gameType: 'COCKFIGHT', vassalage: 'SV388' })], totalPages: 1, totalCount: 1 },
    });
    const { unmount } = renderWithProviders(<CategoryPage />, { route: '/cockfight' });
    expect(screen.getByRole('heading', { level: 1, name: 'Cockfight' })).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'SV388 Cockfight Arena' })).toBeTruthy();
    expect(calls('games.list')[0]).toMatchObject({ gameType: 'COCKFIGHT', pageNo: 1 });
    expect(screen.getByRole('navigation', { name: 'Game providers' }).textContent).toContain('SV388 Cockfight');
    unmount();

    vendorLanes.value = lanes;
    vi.mocked(call).mockClear();
    renderWithProviders(<CategoryPage />, { route: '/cockfight' });
    expect(screen.getByText('There are no game providers in this category right now.')).toBeTruthy();
    expect(calls('games.list')).toHaveLength(0);
  });

  it('lists hot games on /hot with the original query', async () => {
    answers['games.hot'] = () => ({ success: true, value: { list: [game(7, 'Fortune Tiger', { vassalage: 'PG' })] } });
    renderWithProviders(<CategoryPage />, { route: '/hot' });
    expect(await screen.findByRole('article', { name: 'Fortune Tiger' })).toBeTruthy();
    expect(vi.mocked(call)).toHaveBeenCalledWith(
      'games.hot',
      expect.objectContaining({ isPlatform: '2', vassalage: '', platform: 'flash,html5-desktop', language: 'EN' }),
      expect.anything(),
    );
  });

  it('offers PVP rooms in their own tab and joins one with its room id', async () => {
    signIn();
    answers['games.pvpRooms'] = () => ({
      success: true,
      value: {
        list: [
          { roomId: 5001, nodeId: 500, vassalage: 'KM', gameName: 'Tongits', minBet: 10, players: 1, maxPlayers: 4, status: 'OPEN' },
          { roomId: 5002, nodeId: 500, vassalage: 'KM', gameName: 'Tongits', minBet: 10, players: 4, maxPlayers: 4, status: 'FULL' },
        ],
      },
    });
    answers['games.launch'] = () => ({ success: true, value: { content: { game_url: 'http://cdn.test/play/slot/?t=x' } } });
    const user = userEvent.setup();
    renderWithProviders(<CategoryPage />, { route: '/pvp' });
    await user.click(screen.getByRole('tab', { name: 'Rooms' }));
    const rooms = await screen.findByRole('list', { name: 'PVP rooms' });
    expect((within(rooms).getByRole('button', { name: 'Tongits · room 5002 is full' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(rooms).getByRole('button', { name: 'Join Tongits · room 5001' }));
    await waitFor(() => expect(calls('games.launch')).toHaveLength(1));
    expect(calls('games.launch')[0]).toMatchObject({ roomId: 5001, nodeId: 500, vassalage: 'KM', launchMode: 'GLS', accountType: 1 });
    expect(calls('games.launch')[0].gameId).toBeUndefined();
  });
});
