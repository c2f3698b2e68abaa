import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { TeamTransaction, TeamTransactionsValue } from '../../../../shared/domains/agent/schemas';
import { renderWithProviders } from '../../test/render';
import { balance } from '../../lib/stores/wallet';
import TeamTransactionsPage from './TeamTransactionsPage';

vi.mock('../../lib/api', () => ({ call: vi.fn() }));
import { call } from '../../lib/api';

const NOW = new Date(2024, 4, 15, 14, 30).getTime();
const day = (y: number, m: number, d: number) => new Date(y, m - 1, d).getTime();

const row = (id: string, over: Partial<TeamTransaction> = {}): TeamTransaction => ({
  id,
  time: new Date(2024, 4, 15, 10, 0).getTime(),
  username: 'downline1',
  type: 'DEPOSIT',
  detail: 'deposit',
  amount: '500.00',
  balanceAfter: '1500.00',
  ...over,
});
const page = (list: TeamTransaction[], over: Partial<TeamTransactionsValue> = {}): TeamTransactionsValue => ({
  list,
  pageNo: 1,
  pageSize: 20,
  totalCount: list.length,
  totalPages: list.length > 0 ? 1 : 0,
  totals: { moneyIn: '512.00', moneyOut: '-20.50' },
  ...over,
});

let answer: (payload: Record<string, unknown>) => unknown;
const payloads = () =>
  vi
    .mocked(call)
    .mock.calls.filter(([k]) => k === 'agent.transactions')
    .map(([, p]) => p);
function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}
const show = (route = '/agent/transactions') =>
  renderWithProviders(
    <>
      <TeamTransactionsPage />
      <Where />
    </>,
    { route },
  );

describe('<TeamTransactionsPage>', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    balance.value = { sumBalance: 0, balance: [], currency: 'PHP', currencySymbol: '₱' };
    answer = () => ({
      success: true,
      value: page([
        row('1'),
        row('2', { username: 'sub1', type: 'WITHDRAW', detail: 'withdraw.fee', amount: '-20.50', balanceAfter: '1479.50' }),
        row('3', { type: 'CONTRACT', detail: 'contract.daily_salary.in', amount: '12.00', balanceAfter: '1512.00' }),
        row('4', { username: 'downline2', type: 'CONTRACT', detail: 'contract.dividend.out', amount: '-12.00', balanceAfter: '88.00' }),
        row('5', { type: 'ADJUSTMENT', detail: 'cashback.manual', amount: '1.00', balanceAfter: '1513.00' }),
      ]),
    });
    vi.mocked(call).mockReset();
    vi.mocked(call).mockImplementation((async (_key: string, payload: Record<string, unknown>) => answer(payload)) as never);
  });
  afterEach(() => {
    vi.useRealTimers();
    balance.value = null;
  });

  it('shows each movement with its account, type, detail and signed amount, and the money in and out', async () => {
    show();
    expect(screen.getByRole('heading', { name: 'Transaction Details', level: 2 })).toBeTruthy();
    const table = await screen.findByRole('table', { name: "Your downlines' account movements in the chosen period" });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(1)
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['downline1', 'Deposit', 'Deposit credited', '+₱500.00', '₱1,500.00'],
      ['sub1', 'Withdrawal', 'Withdrawal fee', '\u2212₱20.50', '₱1,479.50'],
      ['downline1', 'Contract', 'Daily salary received', '+₱12.00', '₱1,512.00'],
      ['downline2', 'Contract', 'Dividend paid', '\u2212₱12.00', '₱88.00'],
      // A reason the page has no text for is shown as it comes.
      ['downline1', 'Adjustment', 'cashback.manual', '+₱1.00', '₱1,513.00'],
    ]);
    expect(screen.getByText('Money in').nextElementSibling?.textContent).toBe('+₱512.00');
    expect(screen.getByText('Money out').nextElementSibling?.textContent).toBe('\u2212₱20.50');
    expect(payloads()).toEqual([{ startTime: day(2024, 5, 15), endTime: day(2024, 5, 16), pageNo: 1, pageSize: 20 }]);
  });

  it('writes money out with its minus sign when the platform sends it positive', async () => {
    answer = () => ({ success: true, value: page([row('1')], { totals: { moneyIn: '0.00', moneyOut: '75.00' } }) });
    show();
    await screen.findByRole('table');
    expect(screen.getByText('Money out').nextElementSibling?.textContent).toBe('\u2212₱75.00');
    expect(screen.getByText('Money in').nextElementSibling?.textContent).toBe('₱0.00');
  });

  it('filters by type, username and dates, kept in the address', async () => {
    const user = userEvent.setup();
    show('/agent/transactions?from=2024-05-01&to=2024-05-10&page=2');
    await screen.findByRole('table');
    const type = screen.getByRole('combobox', { name: 'Transaction type' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All transactions', 'Deposit', 'Withdrawal', 'Transfer', 'Bet', 'Payout', 'Bonus', 'Contract', 'Adjustment']);
    await user.selectOptions(type, 'CONTRACT');
    await user.type(screen.getByRole('searchbox', { name: 'Username' }), 'downline2{Enter}');
    await waitFor(() => expect(payloads()).toHaveLength(3));
    expect(payloads()).toEqual([
      { startTime: day(2024, 5, 1), endTime: day(2024, 5, 11), pageNo: 2, pageSize: 20 },
      { startTime: day(2024, 5, 1), endTime: day(2024, 5, 11), pageNo: 1, pageSize: 20, type: 'CONTRACT' },
      { startTime: day(2024, 5, 1), endTime: day(2024, 5, 11), pageNo: 1, pageSize: 20, type: 'CONTRACT', username: 'downline2' },
    ]);
    expect(screen.getByTestId('where').textContent).toBe('?from=2024-05-01&to=2024-05-10&type=CONTRACT&user=downline2');
  });

  it('ignores a type the platform does not know in the address', async () => {
    show('/agent/transactions?type=LOTTERY');
    await screen.findByRole('table');
    expect(screen.getByRole('combobox', { name: 'Transaction type' })).toHaveProperty('value', '');
    expect(payloads()[0]).not.toHaveProperty('type');
  });

  it('pages, and says when the period has no movements', async () => {
    const user = userEvent.setup();
    answer = (payload) =>
      payload.pageNo === 1
        ? { success: true, value: page([row('1')], { totalPages: 2, totalCount: 21 }) }
        : { success: true, value: page([], { pageNo: 2, totalPages: 2, totalCount: 21 }) };
    show();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('No transactions in your team in this period.')).toBeTruthy();
    expect(payloads().at(-1)).toMatchObject({ pageNo: 2 });
  });

  it("shows the platform's refusal with a retry", async () => {
    answer = () => ({ success: false, value: null, errorCode: 'date.range.invalid', message: 'Choose at most 93 days' });
    show();
    expect((await screen.findByRole('alert')).textContent).toContain('Choose at most 93 days');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
