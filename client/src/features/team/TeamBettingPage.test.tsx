import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { TeamBettingRow, TeamBettingValue } from '../../../../shared/schemas/agent';
import { renderWithProviders } from '../../test/render';
import { balance } from '../../lib/stores/wallet';
import TeamBettingPage from './TeamBettingPage';

vi.mock('../../lib/api', () => ({ call: vi.fn() }));
import { call } from '../../lib/api';

const NOW = new Date(2024, 4, 15, 14, 30).getTime();
const day = (y: number, m: number, d: number) => new Date(y, m - 1, d).getTime();

const row = (username: string, over: Partial<TeamBettingRow> = {}): TeamBettingRow => ({
  username,
  level: 1,
  bets: 3,
  betAmount: '300.00',
  validBet: '280.00',
  winAmount: '200.00',
  profitLoss: '-80.00',
  ...over,
});
const page = (list: TeamBettingRow[], over: Partial<TeamBettingValue> = {}): TeamBettingValue => ({
  list,
  pageNo: 1,
  pageSize: 20,
  totalCount: list.length,
  totalPages: list.length > 0 ? 1 : 0,
  totals: { bets: 5, betAmount: '500.00', validBet: '450.00', winAmount: '520.00', profitLoss: '70.00' },
  ...over,
});

let answer: (payload: Record<string, unknown>) => unknown;
const payloads = () =>
  vi
    .mocked(call)
    .mock.calls.filter(([k]) => k === 'agent.teamBetting')
    .map(([, p]) => p);
function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}
const show = (route = '/agent/teamBetting') =>
  renderWithProviders(
    <>
      <TeamBettingPage />
      <Where />
    </>,
    { route },
  );
const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((r) =>
      within(r)
        .queryAllByRole('cell')
        .map((c) => c.textContent),
    );

describe('<TeamBettingPage>', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    balance.value = { sumBalance: 0, balance: [], currency: 'PHP', currencySymbol: '₱' };
    answer = () => ({ success: true, value: page([row('agent1', { level: 0, profitLoss: '150.00' }), row('downline1')]) });
    vi.mocked(call).mockReset();
    vi.mocked(call).mockImplementation((async (_key: string, payload: Record<string, unknown>) => answer(payload)) as never);
  });
  afterEach(() => {
    vi.useRealTimers();
    balance.value = null;
  });

  it("shows each team account's bets, the agent as You, and the period's totals", async () => {
    show();
    expect(screen.getByRole('heading', { name: 'Team Betting', level: 2 })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Team bets in the chosen period' });
    expect(cells(table)).toEqual([
      [],
      ['agent1', 'You', '3', '₱300.00', '₱280.00', '₱200.00', '+₱150.00'],
      ['downline1', '1', '3', '₱300.00', '₱280.00', '₱200.00', '\u2212₱80.00'],
      // The totals row: its label, no level, then the sums.
      ['', '5', '₱500.00', '₱450.00', '₱520.00', '+₱70.00'],
    ]);
    expect(within(table).getByRole('rowheader').textContent).toBe('Total for the period');
    expect(payloads()).toEqual([{ startTime: day(2024, 5, 15), endTime: day(2024, 5, 16), pageNo: 1, pageSize: 20 }]);
  });

  it('filters by one username and custom dates, kept in the address', async () => {
    const user = userEvent.setup();
    show('/agent/teamBetting?from=2024-05-01&to=2024-05-10&page=2');
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Username' }), '  downline1 {Enter}');
    await waitFor(() => expect(payloads()).toHaveLength(2));
    expect(payloads()).toEqual([
      { startTime: day(2024, 5, 1), endTime: day(2024, 5, 11), pageNo: 2, pageSize: 20 },
      { startTime: day(2024, 5, 1), endTime: day(2024, 5, 11), pageNo: 1, pageSize: 20, username: 'downline1' },
    ]);
    expect(screen.getByTestId('where').textContent).toBe('?from=2024-05-01&to=2024-05-10&user=downline1');
    // An emptied box shows the whole team again.
    await user.clear(screen.getByRole('searchbox', { name: 'Username' }));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('?from=2024-05-01&to=2024-05-10'));
    expect(payloads().at(-1)).not.toHaveProperty('username');
  });

  it('reads the username filter and the period back from the address', async () => {
    show('/agent/teamBetting?range=prev7&user=downline2');
    await screen.findByRole('table');
    expect(screen.getByRole('searchbox', { name: 'Username' })).toHaveProperty('value', 'downline2');
    expect(payloads()).toEqual([{ startTime: day(2024, 5, 9), endTime: day(2024, 5, 16), pageNo: 1, pageSize: 20, username: 'downline2' }]);
  });

  it('pages, and says when nobody bet', async () => {
    const user = userEvent.setup();
    answer = (payload) =>
      payload.pageNo === 1
        ? { success: true, value: page([row('downline1')], { totalPages: 2, totalCount: 21 }) }
        : { success: true, value: page([], { pageNo: 2, totalPages: 2, totalCount: 21 }) };
    show();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Nobody in your team bet in this period.')).toBeTruthy();
    expect(payloads().at(-1)).toMatchObject({ pageNo: 2 });
    expect(screen.getByTestId('where').textContent).toBe('?page=2');
  });

  it("shows the platform's refusal with a retry", async () => {
    answer = () => ({ success: false, value: null, errorCode: 'date.range.invalid', message: 'Choose at most 93 days' });
    show();
    expect((await screen.findByRole('alert')).textContent).toContain('Choose at most 93 days');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
