import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProfitValue } from '../../../../shared/domains/records/schemas';
import { renderWithProviders } from '../../test/render';
import { balance } from '../../lib/stores/wallet';
import ProfitPage from './ProfitPage';
import { utcOffsetMinutes } from './recordsData';

vi.mock('../../lib/api', () => ({ call: vi.fn() }));
import { call } from '../../lib/api';

const NOW = new Date(2024, 4, 15, 14, 30).getTime();
const day = (y: number, m: number, d: number) => new Date(y, m - 1, d).getTime();

const value: ProfitValue = {
  rows: [
    { day: '2024-05-14', gameType: 'RNG', bets: 3, betAmount: '300.00', validBet: '300.00', winAmount: '420.00', profit: '120.00' },
    { day: '2024-05-15', gameType: 'LIVE', bets: 1, betAmount: '1000.00', validBet: '900.00', winAmount: '0.00', profit: '-1000.00' },
  ],
  byGameType: [
    { gameType: 'RNG', betAmount: '300.00', winAmount: '420.00', profit: '120.00' },
    { gameType: 'LIVE', betAmount: '1000.00', winAmount: '0.00', profit: '-1000.00' },
  ],
  totals: { betAmount: '1300.00', validBet: '1200.00', winAmount: '420.00', profit: '-880.00' },
};

let answer: () => unknown;
const payloads = () =>
  vi
    .mocked(call)
    .mock.calls.filter(([k]) => k === 'records.profit')
    .map(([, p]) => p);

describe('<ProfitPage>', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    balance.value = { sumBalance: 0, balance: [], currency: 'PHP', currencySymbol: '₱' };
    answer = () => ({ success: true, value });
    vi.mocked(call).mockReset();
    vi.mocked(call).mockImplementation((async () => answer()) as never);
  });
  afterEach(() => {
    vi.useRealTimers();
    balance.value = null;
  });

  it("sends the period with the player's offset from UTC and shows the overall total, each game type and each day", async () => {
    renderWithProviders(<ProfitPage />, { route: '/member/personalProfit?range=prev7' });
    const byType = await screen.findByRole('table', { name: 'By game type' });
    expect(
      within(byType)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['Slots₱300.00₱420.00+₱120.00', 'Live Casino₱1,000.00₱0.00\u2212₱1,000.00']);
    const byDay = screen.getByRole('table', { name: 'By day' });
    const first = within(byDay).getAllByRole('row')[1];
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['May 14, 2024', 'Slots', '3', '₱300.00', '₱300.00', '₱420.00', '+₱120.00']);
    expect(screen.getByText('Overall profit').nextElementSibling?.textContent).toBe('\u2212₱880.00');
    expect(screen.getByText('Overall profit').nextElementSibling?.querySelector('.amount--out')).toBeTruthy();
    expect(payloads()).toEqual([
      { startTime: day(2024, 5, 9), endTime: day(2024, 5, 16), utcOffsetMinutes: -new Date(day(2024, 5, 9)).getTimezoneOffset() || 0 },
    ]);
  });

  it('reads the offset of the clock east of UTC as positive minutes', () => {
    const spy = vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-480);
    expect(utcOffsetMinutes(NOW)).toBe(480);
    spy.mockReturnValue(0);
    expect(Object.is(utcOffsetMinutes(NOW), 0)).toBe(true);
    spy.mockRestore();
  });

  it('asks again for a new period', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProfitPage />, { route: '/member/personalProfit' });
    await screen.findByRole('table', { name: 'By day' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'yesterday');
    await waitFor(() => expect(payloads()).toHaveLength(2));
    expect(payloads()[1]).toMatchObject({ startTime: day(2024, 5, 14), endTime: day(2024, 5, 15) });
  });

  it('says when the period has no bets, and shows a failure with a retry', async () => {
    answer = () => ({
      success: true,
      value: { rows: [], byGameType: [], totals: { betAmount: '0.00', validBet: '0.00', winAmount: '0.00', profit: '0.00' } },
    });
    const { unmount } = renderWithProviders(<ProfitPage />, { route: '/member/personalProfit' });
    expect(await screen.findByText('No bets in this period.')).toBeTruthy();
    unmount();
    answer = () => ({ success: false, value: null, message: '' });
    renderWithProviders(<ProfitPage />, { route: '/member/personalProfit' });
    expect((await screen.findByRole('alert')).textContent).toContain('The records could not be loaded. Please try again.');
  });
});
