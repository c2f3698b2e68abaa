import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LotteryMenus } from '../../../../shared/domains/lottery/schemas';
import { renderWithProviders } from '../../test/render';
import { setBrandForTesting } from '../../lib/stores/brand';
import { clearSession, loginInfo } from '../../lib/stores/session';
import { loginPopup } from '../../lib/stores/ui';
import { splitNumbers } from './lotteryData';
import { lotteryFavorites } from './lotteryFavorites';
import LotteryPage from './LotteryPage';
import VnLotteryPage from './VnLotteryPage';

vi.mock('../../lib/api', () => ({ call: vi.fn() }));
import { call } from '../../lib/api';

type Answer = { success: boolean; value: unknown; message?: string };
let answers: Record<string, (payload: Record<string, unknown>) => Answer>;
const calls = (key: string) =>
  vi
    .mocked(call)
    .mock.calls.filter(([k]) => k === key)
    .map(([, p]) => p as Record<string, unknown>);
const popular = (drawIn: number) => [
  {
    gameId: 1,
    gameCode: 'F1',
    gameName: 'F1',
    labelName: '1-minute lotto',
    prizeMode: 'Lott',
    lastIssue: '20240101-0001',
    lastNumbers: '3,8,1,5,0',
    nextDrawTime: Date.now() + drawIn,
  },
  {
    gameId: 2,
    gameCode: 'K8',
    gameName: 'K8',
    labelName: 'Keno 8',
    prizeMode: 'Lott',
    lastIssue: '20240101-0002',
    lastNumbers: '1,2',
    nextDrawTime: Date.now() + 600_000,
  },
];

const lotteryMenus: LotteryMenus = {
  MIN1: {
    gameGroupCode: 'MIN1',
    labelName: '1-Minute Lottery',
    gameMenus: [
      { gameId: 1, gameCode: 'F1', gameName: 'F1', labelName: '1-minute lotto', prizeMode: 'Lott' },
      { gameId: 3, gameCode: 'F3', gameName: 'Fast 3', labelName: '1-minute fast 3', prizeMode: 'Lott' },
    ],
  },
  KENO: {
    gameGroupCode: 'KENO',
    labelName: 'Keno',
    gameMenus: [{ gameId: 2, gameCode: 'K8', gameName: 'K8', labelName: 'Keno 8', prizeMode: 'Lott' }],
  },
};

describe('/lottery', () => {
  beforeEach(() => {
    let draw = 0;
    answers = {
      'lottery.popular': () => ({ success: true, value: popular(65_000) }),
      'lottery.menus': () => ({ success: true, value: lotteryMenus }),
      'lottery.openedNumbers': () => ({
        success: true,
        value: [{ gameCode: 'F1', issue: `20240101-000${++draw}`, numbers: '9,9,9,9,9', openTime: 1_700_000_000_000 }],
      }),
      'games.launch': () => ({ success: true, value: { content: { game_url: 'http://cdn.test/play/lottery/?t=1' } } }),
    };
    vi.mocked(call).mockReset();
    vi.mocked(call).mockImplementation(
      (async (key: string, payload?: Record<string, unknown>) => answers[key]?.(payload ?? {}) ?? { success: false, value: null }) as never,
    );
    loginPopup.value = null;
  });
  afterEach(() => {
    clearSession();
    setBrandForTesting({});
    lotteryFavorites.value = {};
  });

  it('shows popular lotteries with their last numbers and countdowns', async () => {
    setBrandForTesting({ lotteryType: 'ZY' });
    renderWithProviders(<LotteryPage />, { route: '/lottery' });
    const card = await screen.findByRole('article', { name: '1-minute lotto' });
    expect(within(card).getByRole('img', { name: 'Numbers 3, 8, 1, 5, 0' })).toBeTruthy();
    expect(within(card).getByText(/Next draw in 01:0[4-6]/)).toBeTruthy();
    expect(calls('lottery.popular')[0]).toEqual({ count: 20, prizeMode: 'ZY', device: 'WEB', language: 'EN' });
  });

  it('lists the games by menu group, a heading per group with its games below, beside the popular lotteries', async () => {
    setBrandForTesting({ lotteryType: 'ZY' });
    renderWithProviders(<LotteryPage />, { route: '/lottery?gameCode=K8' });
    const menu = await screen.findByRole('navigation', { name: 'Lottery games' });
    expect(
      within(menu)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['1-Minute Lottery', 'Keno']);
    const fast = within(menu).getByRole('region', { name: '1-Minute Lottery' });
    expect(
      within(fast)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['1-minute lotto', '/lottery?gameCode=F1'],
      ['1-minute fast 3', '/lottery?gameCode=F3'],
    ]);
    const keno = within(menu).getByRole('region', { name: 'Keno' });
    expect(within(keno).getByRole('link', { name: 'Keno 8' }).getAttribute('aria-current')).toBe('true');
    expect(await screen.findByRole('article', { name: '1-minute lotto' })).toBeTruthy();
    expect(calls('lottery.menus')[0]).toEqual({ prizeMode: 'ZY', device: 'WEB' });
  });

  it('opens a menu game that is not among the popular ones, with its results for a member', async () => {
    loginInfo({ token: 'tok', id: 1, userName: 'player1', type: 0 });
    const user = userEvent.setup();
    renderWithProviders(<LotteryPage />, { route: '/lottery' });
    const menu = await screen.findByRole('navigation', { name: 'Lottery games' });
    await user.click(within(menu).getByRole('link', { name: '1-minute fast 3' }));
    expect(await screen.findByRole('heading', { name: '1-minute fast 3', level: 2 })).toBeTruthy();
    await waitFor(() => expect(calls('lottery.openedNumbers').at(-1)).toEqual({ gameCode: 'F3', count: 10 }));
    expect(await screen.findByRole('table', { name: 'Latest results of 1-minute fast 3' })).toBeTruthy();
  });

  it('offers a retry when the menu cannot load, and still shows the popular lotteries', async () => {
    answers['lottery.menus'] = () => ({ success: false, value: null });
    renderWithProviders(<LotteryPage />, { route: '/lottery' });
    expect((await screen.findByRole('alert')).textContent).toContain('The lottery menu could not be loaded.');
    expect(await screen.findByRole('article', { name: 'Keno 8' })).toBeTruthy();
    answers['lottery.menus'] = () => ({ success: true, value: lotteryMenus });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('navigation', { name: 'Lottery games' })).toBeTruthy();
  });

  it("asks a guest to sign in for the chosen game's results", async () => {
    renderWithProviders(<LotteryPage />, { route: '/lottery?gameCode=F1&playType=BIG' });
    expect(await screen.findByRole('heading', { name: '1-minute lotto', level: 2 })).toBeTruthy();
    expect(screen.getByText(/play type BIG/)).toBeTruthy();
    expect(screen.getByText('Log in to see the latest results.')).toBeTruthy();
    expect(calls('lottery.openedNumbers')).toHaveLength(0);
  });

  it('shows a member the opened numbers and reads them again after the draw', async () => {
    loginInfo({ token: 'tok', id: 1, userName: 'player1', type: 0 });
    answers['lottery.popular'] = () => ({ success: true, value: popular(calls('lottery.popular').length === 1 ? 50 : 60_000) });
    renderWithProviders(<LotteryPage />, { route: '/lottery?gameCode=F1' });
    const table = await screen.findByRole('table', { name: 'Latest results of 1-minute lotto' });
    expect(within(table).getByRole('rowheader', { name: '20240101-0001' })).toBeTruthy();
    expect(calls('lottery.openedNumbers')[0]).toEqual({ gameCode: 'F1', count: 10 });
    await waitFor(() => expect(screen.getByRole('rowheader', { name: '20240101-0002' })).toBeTruthy(), { timeout: 3500 });
    expect(calls('lottery.popular').length).toBe(2);
  });

  it('keeps starred lotteries per username and filters by them', async () => {
    loginInfo({ token: 'tok', id: 1, userName: 'player1', type: 0 });
    const user = userEvent.setup();
    renderWithProviders(<LotteryPage />, { route: '/lottery' });
    const star = await screen.findByRole('button', { name: 'Favorite Keno 8' });
    await user.click(star);
    expect(star.getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(localStorage.getItem('lotteryFavorites')!)).toEqual({ player1: ['K8'] });
    await user.click(screen.getByRole('button', { name: 'Favorites' }));
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Keno 8']);
  });

  it('launches the betting view of the chosen game', async () => {
    loginInfo({ token: 'tok', id: 1, userName: 'player1', type: 0 });
    const user = userEvent.setup();
    renderWithProviders(<LotteryPage />, { route: '/lottery?gameCode=F1' });
    await user.click(await screen.findByRole('button', { name: 'Bet now' }));
    await waitFor(() => expect(calls('games.launch')).toHaveLength(1));
    expect(calls('games.launch')[0]).toMatchObject({ launchMode: 'LOTT', lottoView: 'betting', lottoGameCode: 'F1', device: 'WEB' });
  });

  it('splits number lists', () => {
    expect(splitNumbers('3,8,1')).toEqual(['3', '8', '1']);
    expect(splitNumbers([1, 2])).toEqual(['1', '2']);
  });
});

describe('/vnlottery', () => {
  const menus: LotteryMenus = {
    NORTH: {
      gameGroupCode: 'NORTH',
      labelName: 'North',
      gameMenus: [{ gameId: 1, gameCode: 'VN_HN', gameName: 'Ha Noi', labelName: 'Ha Noi', prizeMode: 'Lott' }],
    },
    SOUTH: {
      gameGroupCode: 'SOUTH',
      labelName: 'South',
      gameMenus: [{ gameId: 2, gameCode: 'VN_HCM', gameName: 'Ho Chi Minh', labelName: 'Ho Chi Minh', prizeMode: 'Lott' }],
    },
  };
  beforeEach(() => {
    vi.mocked(call).mockReset();
    vi.mocked(call).mockImplementation((async (key: string, payload?: Record<string, unknown>) => {
      if (key === 'lottery.vnMenus') return { success: true, value: menus };
      if (key === 'lottery.vnOpenedNumbers')
        return { success: true, value: [{ gameCode: payload?.gameCode, issue: '20240101-0001', numbers: '12345', openTime: 1 }] };
      return { success: false, value: null };
    }) as never);
  });

  it("lists the Vietnam menu at the side and the chosen game's last 100 results", async () => {
    renderWithProviders(<VnLotteryPage />, { route: '/vnlottery?gameCode=VN_HCM' });
    const side = await screen.findByRole('navigation', { name: 'Vietnam lottery games' });
    expect(within(side).getByRole('link', { name: 'Ho Chi Minh' }).getAttribute('aria-current')).toBe('true');
    expect(await screen.findByRole('table', { name: 'Latest results of Ho Chi Minh' })).toBeTruthy();
    expect(calls('lottery.vnMenus')[0]).toEqual({ prizeMode: 'Lott', device: 'WEB' });
    expect(calls('lottery.vnOpenedNumbers')[0]).toEqual({ gameCode: 'VN_HCM', count: 100 });
    expect(screen.getByRole('button', { name: 'Bet now' })).toBeTruthy();
  });

  it('leads back to the lobby from the top of the page, where the shell shows no bars', async () => {
    renderWithProviders(<VnLotteryPage />, { route: '/vnlottery' });
    const back = screen.getByRole('link', { name: 'Back to lobby' });
    expect(back.getAttribute('href')).toBe('/');
    // First in the page, before its title and the menu.
    const heading = screen.getByRole('heading', { name: 'Vietnam Lottery', level: 1 });
    expect(back.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await screen.findByRole('navigation', { name: 'Vietnam lottery games' })).toBeTruthy();
  });

  it('gives the bet button the spaced style that keeps it apart from the results heading below it', async () => {
    renderWithProviders(<VnLotteryPage />, { route: '/vnlottery' });
    const bet = await screen.findByRole('button', { name: 'Bet now' });
    expect(bet.nextElementSibling?.textContent).toBe('Latest results');
    // The distance itself is measured in a browser (e2e journey 'home and lottery').
    expect(bet.classList.contains('lottery-selected__bet')).toBe(true);
  });

  it('offers a retry when the menu cannot load', async () => {
    vi.mocked(call).mockImplementation((async () => ({ success: false, value: null })) as never);
    renderWithProviders(<VnLotteryPage />, { route: '/vnlottery' });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
