import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { TransactionRecord, TransactionsValue } from '../../../../shared/domains/records/schemas';
import { renderWithProviders } from '../../test/render';
import { balance } from '../../lib/stores/wallet';
import AccountRecordPage from './AccountRecordPage';

vi.mock('../../lib/api', () => ({ call: vi.fn() }));
import { call } from '../../lib/api';

const NOW = new Date(2024, 4, 15, 14, 30).getTime();
const day = (y: number, m: number, d: number) => new Date(y, m - 1, d).getTime();

const row = (id: string, over: Partial<TransactionRecord>): TransactionRecord => ({
  id,
  time: new Date(2024, 4, 15, 10, 0).getTime(),
  type: 'DEPOSIT',
  detail: 'deposit',
  accountTypeId: 2,
  amount: '500.00',
  balanceAfter: '1500.00',
  reference: `D${id}`,
  ...over,
});
const page = (list: TransactionRecord[], over: Partial<TransactionsValue> = {}): TransactionsValue => ({
  list,
  pageNo: 1,
  pageSize: 20,
  totalCount: list.length,
  totalPages: list.length > 0 ? 1 : 0,
  totals: { moneyIn: '500.00', moneyOut: '-120.50' },
  ...over,
});

let answer: (payload: Record<string, unknown>) => unknown;
const payloads = () =>
  vi
    .mocked(call)
    .mock.calls.filter(([k]) => k === 'cashier.memberTransactions')
    .map(([, p]) => p);
function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}
const show = (route = '/member/transactionHistory') =>
  renderWithProviders(
    <>
      <AccountRecordPage />
      <Where />
    </>,
    { route },
  );

describe('<AccountRecordPage>', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    balance.value = { sumBalance: 0, balance: [], currency: 'PHP', currencySymbol: '₱' };
    answer = () => ({
      success: true,
      value: page([
        row('1', {}),
        row('2', { type: 'WITHDRAW', detail: 'withdraw.fee', amount: '-20.50', balanceAfter: '1479.50' }),
        row('3', { type: 'ADJUSTMENT', detail: 'cashback.manual', amount: '-100.00', balanceAfter: '1379.50' }),
        row('4', { type: 'TRANSFER', detail: 'transfer.upline.out', amount: '-79.50', balanceAfter: '1300.00' }),
        row('5', { type: 'BONUS', detail: 'bonus.first_deposit', amount: '50.00', balanceAfter: '1350.00' }),
        row('6', { type: 'BONUS', detail: 'bonus.lucky_spin', amount: '1.00', balanceAfter: '1351.00' }),
      ]),
    });
    vi.mocked(call).mockReset();
    vi.mocked(call).mockImplementation((async (_key: string, payload: Record<string, unknown>) => answer(payload)) as never);
  });
  afterEach(() => {
    vi.useRealTimers();
    balance.value = null;
  });

  it('shows each movement with its detail, a signed amount and the balance after, and the money in and out', async () => {
    show();
    const table = await screen.findByRole('table', { name: 'Account movements in the chosen period' });
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
      ['Deposit', 'Deposit credited', '+₱500.00', '₱1,500.00'],
      ['Withdrawal', 'Withdrawal fee', '\u2212₱20.50', '₱1,479.50'],
      // A reason the page has no text for is shown as it comes.
      ['Adjustment', 'cashback.manual', '\u2212₱100.00', '₱1,379.50'],
      ['Transfer', 'Transfer to upline', '\u2212₱79.50', '₱1,300.00'],
      // A bonus names its kind, in words when the page knows it.
      ['Bonus', 'Bonus: First deposit bonus', '+₱50.00', '₱1,350.00'],
      ['Bonus', 'Bonus: lucky_spin', '+₱1.00', '₱1,351.00'],
    ]);
    // The direction is written (+/−) and coloured: never by colour alone.
    expect(within(table).getByText('+₱500.00').className).toBe('amount--in');
    expect(within(table).getByText('\u2212₱20.50').className).toBe('amount--out');
    expect(screen.getByText('Money in').nextElementSibling?.textContent).toBe('+₱500.00');
    expect(screen.getByText('Money out').nextElementSibling?.textContent).toBe('\u2212₱120.50');
    expect(payloads()).toEqual([{ startTime: day(2024, 5, 15), endTime: day(2024, 5, 16), pageNo: 1, pageSize: 20 }]);
  });

  it('names contract pay received and paid', async () => {
    answer = () => ({
      success: true,
      value: page([
        row('1', { type: 'CONTRACT', detail: 'contract.daily_salary.in', amount: '15.00', reference: 'S4' }),
        row('2', { type: 'CONTRACT', detail: 'contract.dividend.out', amount: '-300.00', reference: 'S5' }),
        row('3', { type: 'CONTRACT', detail: 'contract.realtime_salary.in', amount: '0.50', reference: 'S6' }),
        row('4', { type: 'CONTRACT', detail: 'contract.hourly_salary.out', amount: '-2.00', reference: 'S7' }),
      ]),
    });
    show();
    const table = await screen.findByRole('table', { name: 'Account movements in the chosen period' });
    expect(within(table).getByText('Daily salary received')).toBeTruthy();
    expect(within(table).getByText('Dividend paid to a downline')).toBeTruthy();
    expect(within(table).getByText('Real-time salary received')).toBeTruthy();
    expect(within(table).getByText('Hourly salary paid to a downline')).toBeTruthy();
  });

  it('writes money out with its minus sign when the platform sends it positive', async () => {
    answer = () => ({ success: true, value: page([row('1', {})], { totals: { moneyIn: '0.00', moneyOut: '75.00' } }) });
    show();
    await screen.findByRole('table');
    expect(screen.getByText('Money out').nextElementSibling?.textContent).toBe('\u2212₱75.00');
    expect(screen.getByText('Money in').nextElementSibling?.textContent).toBe('₱0.00');
  });

  it('filters by type and custom dates, kept in the address', async () => {
    const user = userEvent.setup();
    show('/member/transactionHistory?from=2024-05-01&to=2024-05-10&page=2');
    await screen.findByRole('table');
    const type = screen.getByRole('combobox', { name: 'Transaction type' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All transactions', 'Deposit', 'Withdrawal', 'Transfer', 'Bet', 'Payout', 'Bonus', 'Salary and dividend', 'Adjustment']);
    await user.selectOptions(type, 'BONUS');
    await waitFor(() => expect(payloads()).toHaveLength(2));
    expect(payloads()).toEqual([
      { startTime: day(2024, 5, 1), endTime: day(2024, 5, 11), pageNo: 2, pageSize: 20 },
      { startTime: day(2024, 5, 1), endTime: day(2024, 5, 11), pageNo: 1, pageSize: 20, type: 'BONUS' },
    ]);
    expect(screen.getByTestId('where').textContent).toBe('?from=2024-05-01&to=2024-05-10&type=BONUS');
  });

  it('pages, and says when the period has no movements', async () => {
    const user = userEvent.setup();
    answer = (payload) =>
      payload.pageNo === 1
        ? { success: true, value: page([row('1', {})], { totalPages: 2, totalCount: 21 }) }
        : { success: true, value: page([], { pageNo: 2, totalPages: 2, totalCount: 21 }) };
    show();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('No transactions in this period.')).toBeTruthy();
    expect(payloads().at(-1)).toMatchObject({ pageNo: 2 });
  });

  it("shows the platform's refusal", async () => {
    answer = () => ({ success: false, value: null, errorCode: 'date.range.invalid', message: 'Choose at most 93 days' });
    show();
    expect((await screen.findByRole('alert')).textContent).toContain('Choose at most 93 days');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
