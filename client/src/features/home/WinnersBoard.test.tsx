import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WinnerBoardValue } from '../../../../shared/domains/games/schemas';
import { renderWithProviders } from '../../test/render';
import { balance } from '../../lib/stores/wallet';
import { WinnersBoard } from './WinnersBoard';

vi.mock('../../lib/api', () => ({ call: vi.fn() }));
import { call } from '../../lib/api';

const board = (entries: Array<[name: string, game: string, amount: number]>): WinnerBoardValue => ({
  list: entries.map(([customerName, gameName, winAmount], i) => ({
    vo: { customerName, gameName, winAmount, vassalage: 'TCG_SEA', gameId: `G${i}`, nodeId: i + 1, winTime: 1_700_000_000_000 - i },
  })),
});
type Answer = { success: boolean; value: unknown; message?: string };
let answer: () => Answer;

describe('WinnersBoard', () => {
  beforeEach(() => {
    vi.mocked(call).mockReset();
    vi.mocked(call).mockImplementation((async () => answer()) as never);
  });
  afterEach(() => {
    balance.value = null;
  });

  it('lists the newest wins of every category: masked player, game and amount', async () => {
    answer = () => ({
      success: true,
      value: board([
        ['pl***1', '1-Minute Lotto', 480],
        ['vi***1', 'Roulette A', 1234.5],
      ]),
    });
    renderWithProviders(<WinnersBoard />);
    expect(screen.getByRole('heading', { name: 'Latest winners', level: 2 })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Latest winners' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Player pl***1Game 1-Minute LottoWon 480.00',
      'Player vi***1Game Roulette AWon 1,234.50',
    ]);
    expect(vi.mocked(call).mock.calls[0].slice(0, 2)).toEqual(['games.winnerBoard', { gameCategory: 'ALL', language: 'EN', limitNum: 20 }]);
  });

  it("shows the amounts in the member's currency once the balance names it", async () => {
    balance.value = { sumBalance: 10, balance: [], currency: 'PHP', currencySymbol: '₱' };
    answer = () => ({ success: true, value: board([['pl***1', '1-Minute Lotto', 480]]) });
    renderWithProviders(<WinnersBoard />);
    expect(await screen.findByText('₱480.00')).toBeTruthy();
  });

  it('says so when nobody has won yet', async () => {
    answer = () => ({ success: true, value: board([]) });
    renderWithProviders(<WinnersBoard />);
    expect(await screen.findByText('No wins yet.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the loading line, then the failure with a retry that asks again', async () => {
    answer = () => ({ success: false, value: null });
    const user = userEvent.setup();
    renderWithProviders(<WinnersBoard />);
    expect(screen.getByRole('status').textContent).toBe('Loading the winners…');
    expect((await screen.findByRole('alert')).textContent).toContain('The winners could not be loaded.');
    answer = () => ({ success: true, value: board([['pl***1', 'Lotto 6/42', 96]]) });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Latest winners' })).toBeTruthy();
    expect(call).toHaveBeenCalledTimes(2);
  });
});
