import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { TeamProfitRow, TeamProfitValue } from '../../../../shared/domains/agent/schemas';
import { renderWithProviders } from '../../test/render';
import { balance } from '../../lib/stores/wallet';
import TeamProfitPage from './TeamProfitPage';

vi.mock('../../lib/api', () => ({ call: vi.fn() }));
import { call } from '../../lib/api';

const NOW = new Date(2024, 4, 15, 14, 30).getTime();
const day = (y: number, m: number, d: number) => new Date(y, m - 1, d).getTime();

const row = (username: string, over: Partial<TeamProfitRow> = {}): TeamProfitRow => ({
  username,
  level: 1,
  teamSize: 0,
  deposits: '1000.00',
  withdrawals: '200.00',
  validBet: '500.00',
  winAmount: '300.00',
  bonuses: '20.00',
  profitLoss: '-180.00',
  ...over,
});
const page = (list: TeamProfitRow[], over: Partial<TeamProfitValue> = {}): TeamProfitValue => ({
  own: row('agent1', {
    level: 0,
    teamSize: 3,
    deposits: '0.00',
    withdrawals: '0.00',
    validBet: '0.00',
    winAmount: '0.00',
    bonuses: '0.00',
    profitLoss: '0.00',
  }),
  list,
  path: [],
  pageNo: 1,
  pageSize: 20,
  totalCount: list.length,
  totalPages: list.length > 0 ? 1 : 0,
  totals: { deposits: '1500.00', withdrawals: '200.00', validBet: '800.00', winAmount: '900.00', bonuses: '20.00', profitLoss: '120.00' },
  ...over,
});

let answer: (payload: Record<string, unknown>) => unknown;
const payloads = () =>
  vi
    .mocked(call)
    .mock.calls.filter(([k]) => k === 'agent.profitLoss')
    .map(([, p]) => p);
function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}
const show = (route = '/agent/profitLoss') =>
  renderWithProviders(
    <>
      <TeamProfitPage />
      <Where />
    </>,
    { route },
  );

describe('<TeamProfitPage>', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    balance.value = { sumBalance: 0, balance: [], currency: 'PHP', currencySymbol: '₱' };
    answer = () => ({
      success: true,
      value: page([row('downline1'), row('sub1', { teamSize: 1, deposits: '500.00', withdrawals: '0.00', profitLoss: '300.00' })]),
    });
    vi.mocked(call).mockReset();
    vi.mocked(call).mockImplementation((async (_key: string, payload: Record<string, unknown>) => answer(payload)) as never);
  });
  afterEach(() => {
    vi.useRealTimers();
    balance.value = null;
  });

  it("shows what the agent and each direct downline's team came out with, and the whole team's totals", async () => {
    show();
    expect(screen.getByRole('heading', { name: 'User Profit and Loss', level: 2 })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Profit and loss of your team in the chosen period' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['agent1 (own)', 'You', 'Own only', '₱0.00', '₱0.00', '₱0.00', '₱0.00', '₱0.00', '₱0.00', ''],
      ['downline1', '1', '1 account', '₱1,000.00', '₱200.00', '₱500.00', '₱300.00', '₱20.00', '\u2212₱180.00', ''],
      ['sub1', '1', 'Team of 2', '₱500.00', '₱0.00', '₱500.00', '₱300.00', '₱20.00', '+₱300.00', "Open sub1's team"],
      ['', '', '₱1,500.00', '₱200.00', '₱800.00', '₱900.00', '₱20.00', '+₱120.00', ''],
    ]);
    // A direction is written (+/−) and coloured, never by colour alone.
    expect(within(table).getByText('\u2212₱180.00').className).toBe('amount--out');
    expect(payloads()).toEqual([{ startTime: day(2024, 5, 15), endTime: day(2024, 5, 16), pageNo: 1, pageSize: 20 }]);
  });

  it('opens an account of the team for a preset period, kept in the address', async () => {
    const user = userEvent.setup();
    show();
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'yesterday');
    await user.type(screen.getByRole('searchbox', { name: 'Account' }), 'sub1');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(payloads()).toHaveLength(3));
    expect(payloads()[2]).toEqual({ startTime: day(2024, 5, 14), endTime: day(2024, 5, 15), pageNo: 1, pageSize: 20, parent: 'sub1' });
    expect(screen.getByTestId('where').textContent).toBe('?range=yesterday&user=sub1');
  });

  it('pages the direct downlines, and says when a level has none', async () => {
    const user = userEvent.setup();
    answer = (payload) =>
      payload.pageNo === 1
        ? { success: true, value: page([row('downline1')], { totalPages: 3, totalCount: 41 }) }
        : { success: true, value: page([], { pageNo: 3, totalPages: 3, totalCount: 41 }) };
    show();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('No downlines at this level.')).toBeTruthy();
    expect(payloads().at(-1)).toMatchObject({ pageNo: 3 });
  });

  it("shows the platform's refusal with a retry", async () => {
    answer = () => ({ success: false, value: null, errorCode: 'agent.not.agent', message: 'Only agents see their team' });
    show();
    expect((await screen.findByRole('alert')).textContent).toContain('Only agents see their team');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
