import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { LotteryMenus } from '../../../../shared/schemas/lottery';
import { renderWithProviders } from '../../test/render';
import { setBrandForTesting } from '../../lib/stores/brand';
import LotteryPage from './LotteryPage';
import VnLotteryPage from './VnLotteryPage';

vi.mock('../../lib/api', () => ({ call: vi.fn() }));
import { call } from '../../lib/api';

const game = (gameCode: string, labelName: string, drawIntervalSeconds: number) => ({ gameId: gameCode.length, gameCode, gameName: gameCode, labelName, prizeMode: 'Lott', drawIntervalSeconds });
const menus: LotteryMenus = {
  FAST: { gameGroupCode: 'FAST', labelName: 'Fast games', gameMenus: [game('F1', '1-minute lotto', 60), game('F5', '5-minute lotto', 300)] },
  KENO: { gameGroupCode: 'KENO', labelName: 'Keno', gameMenus: [game('K1', 'Keno 8', 120)] },
};

describe('lottery pages', () => {
  afterEach(() => setBrandForTesting({}));

  it('lists the groups and their games, marking ?gameCode', async () => {
    setBrandForTesting({ lotteryType: 'ZY' });
    vi.mocked(call).mockImplementation((async () => ({ success: true, value: menus })) as never);
    renderWithProviders(<LotteryPage />, { route: '/lottery?gameCode=F5&playType=BIG' });
    const fast = await screen.findByRole('region', { name: 'Fast games' });
    const chosen = within(fast).getByRole('link', { name: /5-minute lotto/ });
    expect(chosen.getAttribute('aria-current')).toBe('true');
    expect(within(fast).getByRole('link', { name: /1-minute lotto/ }).getAttribute('aria-current')).toBeNull();
    expect(within(fast).getByText('Draw every 5 minutes')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Keno' })).toBeTruthy();
    expect(vi.mocked(call)).toHaveBeenCalledWith('lottery.menus', { prizeMode: 'ZY' }, expect.anything());
  });

  it('loads the Vietnam menu for the web device', async () => {
    vi.mocked(call).mockImplementation((async () => ({ success: true, value: menus })) as never);
    renderWithProviders(<VnLotteryPage />, { route: '/vnlottery?gameCode=K1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vietnam Lottery' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: /Keno 8/ })).getAttribute('href')).toBe('/vnlottery?gameCode=K1');
    expect(vi.mocked(call)).toHaveBeenCalledWith('lottery.vnMenus', { prizeMode: 'Lott', device: 'WEB' }, expect.anything());
  });

  it('offers a retry when the menu cannot load', async () => {
    vi.mocked(call).mockImplementation((async () => ({ success: false, value: null, errorCode: 'gateway.upstream_unavailable' })) as never);
    renderWithProviders(<LotteryPage />, { route: '/lottery' });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
