import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { ProfitValue } from '../../../../shared/domains/records/schemas';
import { renderWithProviders } from '../../test/render';
import { balance } from '../../lib/stores/wallet';
import AccountRecordPage from './AccountRecordPage';
import BettingRecordPage from './BettingRecordPage';
import BonusPage from './BonusPage';
import ProfitPage from './ProfitPage';

vi.mock('../../lib/api', () => ({ call: vi.fn() }));
import { call } from '../../lib/api';

const profit: ProfitValue = {
  rows: [{ day: '2024-05-15', gameType: 'RNG', bets: 1, betAmount: '10.00', validBet: '10.00', winAmount: '0.00', profit: '-10.00' }],
  byGameType: [{ gameType: 'RNG', betAmount: '10.00', winAmount: '0.00', profit: '-10.00' }],
  totals: { betAmount: '10.00', validBet: '10.00', winAmount: '0.00', profit: '-10.00' },
};

const pages: [string, ComponentType, string][] = [
  ['Betting Record', BettingRecordPage, '/member/personalHistoryCopy'],
  ['Account Record', AccountRecordPage, '/member/transactionHistory'],
  ['Personal Profit and Loss', ProfitPage, '/member/personalProfit'],
  ['Bonus Details', BonusPage, '/member/bonusDetails'],
];

// The member centre's frame carries the page's one h1 (its title): each page's title is an h2 below it.
describe('the record pages inside the member centre', () => {
  beforeEach(() => {
    balance.value = { sumBalance: 0, balance: [], currency: 'PHP', currencySymbol: '₱' };
    vi.mocked(call).mockReset();
    vi.mocked(call).mockImplementation((async (key: string) =>
      key === 'records.profit' ? { success: true, value: profit } : { success: false, errorCode: 'x', message: 'Not now' }) as never);
  });
  afterEach(() => {
    balance.value = null;
  });

  it.each(pages)('titles %s as an h2 under the centre, with no h1 of its own', async (title, Page, route) => {
    renderWithProviders(<Page />, { route });
    expect(await screen.findByRole('heading', { name: title, level: 2 })).toBeTruthy();
    expect(screen.queryAllByRole('heading', { level: 1 })).toEqual([]);
  });

  it("puts the profit page's parts (by game type, by day) below its title", async () => {
    renderWithProviders(<ProfitPage />, { route: '/member/personalProfit' });
    expect(await screen.findByRole('heading', { name: 'By game type', level: 3 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'By day', level: 3 })).toBeTruthy();
  });
});
