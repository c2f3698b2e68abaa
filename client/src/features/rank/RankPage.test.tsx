import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { RankLevel, RankProgressValue, RankSummaryValue } from '../../../../shared/domains/rank/schemas';
import { renderWithProviders } from '../../test/render';
import { balance } from '../../lib/stores/wallet';
import { learn } from '../../lib/stores/offered';
import RankPage from './RankPage';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), call }));

const level = (rankLevel: number, labelName: string, depositRequired: string, turnoverRequired: string): RankLevel => ({
  rankLevel,
  labelName,
  color: '#c0c0c0',
  color2: '#8a8a8a',
  depositRequired,
  turnoverRequired,
  upgradeBonus: `${rankLevel * 10}.00`,
  monthlySalary: `${rankLevel * 5}.00`,
  turnoverMultiplier: 1,
});
const SUMMARY: RankSummaryValue = {
  rankLevel: 2,
  levels: [level(1, 'Bronze', '0.00', '0.00'), level(2, 'Silver', '1000.00', '500.00'), level(3, 'Gold', '10000.00', '1000.00')],
  deposits: '6229.50',
  validBet: '1300.00',
  nextLevel: 3,
};

beforeEach(() => {
  balance.value = { sumBalance: 0, balance: [], currency: 'PHP', currencySymbol: '₱' };
  call.mockReset();
  learn('rank.progress', null);
});
afterEach(() => {
  balance.value = null;
});

const PROGRESS: RankProgressValue = {
  playerRankName: 'Silver',
  rankLevel: 2,
  nextRankName: 'Gold',
  monthlyTurnover: { actual: '420.00', expected: '0.00' },
  totalTurnover: { actual: '1300.00', expected: '1000.00' },
  totalDeposit: { actual: '6229.50', expected: '10000.00' },
  playerRankProgress: 62,
};
const answers = (progress: unknown) =>
  call.mockImplementation(async (key: string) => (key === 'rank.summary' ? { success: true, value: SUMMARY } : progress));

describe('player rank', () => {
  it('shows this month’s valid bet and the way to the next level from rank.progress', async () => {
    answers({ success: true, value: PROGRESS });
    renderWithProviders(<RankPage />, { route: '/member/playerRank' });
    const month = await screen.findByText('Valid bet this month');
    expect(month.nextElementSibling?.textContent).toBe('₱420.00');
    expect(screen.getByText('On the way to Gold').nextElementSibling?.textContent).toBe('62%');
    expect(call).toHaveBeenCalledWith('rank.progress', undefined, expect.anything());
  });

  it('leaves the month panel out, without asking, once rank.progress is not offered', async () => {
    learn('rank.progress', false);
    answers({ success: true, value: PROGRESS });
    renderWithProviders(<RankPage />, { route: '/member/playerRank' });
    expect(await screen.findByText('Your level:')).toBeTruthy();
    expect(screen.queryByText('Valid bet this month')).toBeNull();
    expect(call).not.toHaveBeenCalledWith('rank.progress', undefined, expect.anything());
  });

  it('shows the level held, the progress to the next one by deposits and valid bet, and every level', async () => {
    answers({ success: false, errorCode: 'function.not.available', message: '' });
    renderWithProviders(<RankPage />, { route: '/member/playerRank' });
    expect(screen.getByRole('heading', { level: 2, name: 'Player rank' })).toBeTruthy();
    expect((await screen.findByText('Your level:')).textContent).toContain('Silver');
    expect(screen.getByText('Next level:').textContent).toContain('Gold');
    const deposits = screen.getByRole('progressbar', { name: 'Deposits' });
    expect([deposits.getAttribute('value'), deposits.getAttribute('max')]).toEqual(['622950', '1000000']);
    expect(screen.getByText(/Deposits: ₱6,229\.50 of ₱10,000\.00/)).toBeTruthy();
    const bets = screen.getByRole('progressbar', { name: 'Valid bet' });
    // Reached: the bar is full, the text says how far beyond.
    expect([bets.getAttribute('value'), bets.getAttribute('max')]).toEqual(['100000', '100000']);
    expect(screen.getByText(/Valid bet: ₱1,300\.00 of ₱1,000\.00/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'reward centre' }).getAttribute('href')).toBe('/member/rewardCenter');
    const table = screen.getByRole('table', { name: 'The levels of the player rank, what each asks and pays' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Silver(yours)', '₱1,000.00', '₱500.00', '₱20.00', '₱10.00']);
    expect(call).toHaveBeenCalledWith('rank.summary', undefined, expect.anything());
  });

  it('says when the member holds the top level', async () => {
    call.mockImplementation(async (key: string) =>
      key === 'rank.summary'
        ? { success: true, value: { ...SUMMARY, rankLevel: 3, nextLevel: null } }
        : { success: true, value: { ...PROGRESS, rankLevel: 3, nextRankName: null, playerRankProgress: 100 } },
    );
    renderWithProviders(<RankPage />, { route: '/member/playerRank' });
    expect(await screen.findByText('You hold the highest level.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    // At the top there is no next level to be on the way to; the month's valid bet still shows.
    expect(await screen.findByText('Valid bet this month')).toBeTruthy();
    expect(screen.queryByText(/On the way to/)).toBeNull();
  });
});
