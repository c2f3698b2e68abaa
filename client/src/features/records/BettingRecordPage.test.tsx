import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { BetRecord, BetRecordsValue } from '../../../../shared/domains/records/schemas';
import { renderWithProviders } from '../../test/render';
import { balance } from '../../lib/stores/wallet';
import BettingRecordPage from './BettingRecordPage';

vi.mock('../../lib/api', () => ({ call: vi.fn() }));
import { call } from '../../lib/api';

const NOW = new Date(2024, 4, 15, 14, 30).getTime();
const day = (y: number, m: number, d: number) => new Date(y, m - 1, d).getTime();

const bet = (id: string, over: Partial<BetRecord> = {}): BetRecord => ({
  id,
  time: new Date(2024, 4, 15, 9, 5).getTime(),
  gameType: 'RNG',
  vendor: 'PG',
  gameName: `Fortune ${id}`,
  betAmount: '100.00',
  validBet: '100.00',
  winAmount: '250.00',
  profit: '150.00',
  status: 'SETTLED',
  ...over,
});
const page = (list: BetRecord[], over: Partial<BetRecordsValue> = {}): BetRecordsValue => ({
  list,
  pageNo: 1,
  pageSize: 20,
  totalCount: list.length,
  totalPages: list.length > 0 ? 1 : 0,
  totals: { betAmount: '1200.00', validBet: '1100.00', winAmount: '900.50', profit: '-299.50' },
  ...over,
});

let answer: (payload: Record<string, unknown>) => unknown;
const payloads = () =>
  vi
    .mocked(call)
    .mock.calls.filter(([k]) => k === 'records.bets')
    .map(([, p]) => p);

function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}
const show = (route = '/member/personalHistoryCopy') =>
  renderWithProviders(
    <>
      <BettingRecordPage />
      <Where />
    </>,
    { route },
  );

describe('<BettingRecordPage>', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    balance.value = { sumBalance: 0, balance: [], currency: 'PHP', currencySymbol: '₱' };
    answer = () => ({ success: true, value: page([bet('1'), bet('2', { status: 'PENDING', winAmount: '0.00', profit: '0.00' })]) });
    vi.mocked(call).mockReset();
    vi.mocked(call).mockImplementation((async (_key: string, payload: Record<string, unknown>) => answer(payload)) as never);
  });
  afterEach(() => {
    vi.useRealTimers();
    balance.value = null;
  });

  it("shows today's bets with their columns, in the member's currency, and the period's totals", async () => {
    show();
    const table = await screen.findByRole('table', { name: 'Bets in the chosen period' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Time', 'Game', 'Type', 'Bet', 'Valid bet', 'Win', 'Profit', 'Status']);
    const [first, second] = within(table).getAllByRole('row').slice(1, 3);
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([expect.stringMatching(/May 15, 2024.*9:05/), 'Fortune 1', 'Slots', '₱100.00', '₱100.00', '₱250.00', '+₱150.00', 'Settled']);
    expect(within(second).getAllByRole('cell').at(-1)?.textContent).toBe('Pending');
    const totals = within(table).getByRole('rowheader', { name: 'Total for the period' }).closest('tr');
    expect(totals?.textContent).toContain('₱1,200.00');
    expect(totals?.textContent).toContain('\u2212₱299.50');
    expect(payloads()).toEqual([{ startTime: day(2024, 5, 15), endTime: day(2024, 5, 16), pageNo: 1, pageSize: 20 }]);
  });

  it('filters by period and game type, each kept in the address and starting again at page 1', async () => {
    const user = userEvent.setup();
    show('/member/personalHistoryCopy?page=2');
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'prev7');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Game type' }), 'LIVE');
    await waitFor(() => expect(payloads()).toHaveLength(3));
    expect(payloads()[0]).toMatchObject({ pageNo: 2 });
    expect(payloads()[2]).toEqual({ startTime: day(2024, 5, 9), endTime: day(2024, 5, 16), pageNo: 1, pageSize: 20, gameType: 'LIVE' });
    expect(screen.getByTestId('where').textContent).toBe('?range=prev7&gameType=LIVE');
  });

  it('pages through the bets, keeping the shown page while the next one loads', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    answer = (payload) =>
      payload.pageNo === 2
        ? new Promise((resolve) => {
            release = () => resolve({ success: true, value: page([bet('21')], { pageNo: 2, totalPages: 3, totalCount: 41 }) });
          })
        : { success: true, value: page([bet('1')], { totalPages: 3, totalCount: 41 }) };
    show();
    expect(await screen.findByText('Fortune 1')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getByText('Fortune 1')).toBeTruthy();
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    release();
    expect(await screen.findByText('Fortune 21')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('where').textContent).toBe('?page=2');
  });

  it('says when there are no bets in the period', async () => {
    answer = () => ({ success: true, value: page([]) });
    show();
    expect(await screen.findByText('No bets in this period.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it("shows the platform's refusal with a retry", async () => {
    const user = userEvent.setup();
    answer = () => ({ success: false, value: null, errorCode: 'date.range.invalid', message: 'The range is too long' });
    show();
    expect((await screen.findByRole('alert')).textContent).toContain('The range is too long');
    answer = () => ({ success: true, value: page([bet('1')]) });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Fortune 1')).toBeTruthy();
  });
});
