import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { TeamBettingRow, TeamBettingValue } from '../../../../shared/domains/agent/schemas';
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
  teamSize: 0,
  bets: 3,
  betAmount: '300.00',
  validBet: '280.00',
  winAmount: '200.00',
  profitLoss: '-80.00',
  ...over,
});
const level = (own: TeamBettingRow, list: TeamBettingRow[], over: Partial<TeamBettingValue> = {}): TeamBettingValue => ({
  own,
  list,
  pageNo: 1,
  pageSize: 20,
  totalCount: list.length,
  totalPages: list.length > 0 ? 1 : 0,
  totals: { bets: 5, betAmount: '500.00', validBet: '450.00', winAmount: '520.00', profitLoss: '70.00' },
  path: [],
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
    answer = (payload) =>
      payload.parent === 'sub1'
        ? {
            success: true,
            value: level(
              row('sub1', { teamSize: 1, bets: 0, betAmount: '0.00', validBet: '0.00', winAmount: '0.00', profitLoss: '0.00' }),
              [row('leaf1', { level: 2 })],
              { path: ['sub1'] },
            ),
          }
        : {
            success: true,
            value: level(row('agent1', { level: 0, teamSize: 4, profitLoss: '150.00' }), [row('downline1'), row('sub1', { teamSize: 1 })]),
          };
    vi.mocked(call).mockReset();
    vi.mocked(call).mockImplementation((async (_key: string, payload: Record<string, unknown>) => answer(payload)) as never);
  });
  afterEach(() => {
    vi.useRealTimers();
    balance.value = null;
  });

  it("shows the agent's own bets, each direct downline's team, and the whole team's totals", async () => {
    show();
    expect(screen.getByRole('heading', { name: 'Team Betting', level: 2 })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Team bets in the chosen period' });
    expect(cells(table)).toEqual([
      [],
      ['agent1 (own)', 'You', 'Own only', '3', '₱300.00', '₱280.00', '₱200.00', '+₱150.00', ''],
      ['downline1', '1', '1 account', '3', '₱300.00', '₱280.00', '₱200.00', '\u2212₱80.00', ''],
      ['sub1', '1', 'Team of 2', '3', '₱300.00', '₱280.00', '₱200.00', '\u2212₱80.00', "Open sub1's team"],
      // The totals row: its label, no level or size, then the sums.
      ['', '', '5', '₱500.00', '₱450.00', '₱520.00', '+₱70.00', ''],
    ]);
    expect(within(table).getByRole('rowheader').textContent).toBe('Whole team, for the period');
    expect(payloads()).toEqual([{ startTime: day(2024, 5, 15), endTime: day(2024, 5, 16), pageNo: 1, pageSize: 20 }]);
    const crumbs = screen.getByRole('navigation', { name: 'Team levels' });
    expect(within(crumbs).getByText('My team').getAttribute('aria-current')).toBe('page');
  });

  it('opens a downline with a team of its own, keeping the period, and comes back up by the breadcrumb', async () => {
    const user = userEvent.setup();
    show('/agent/teamBetting?range=prev7&page=2');
    await user.click(await screen.findByRole('link', { name: "Open sub1's team" }));
    const table = await screen.findByRole('table', { name: "Bets of sub1's team in the chosen period" });
    expect(cells(table)[1]).toEqual(['sub1 (own)', '1', 'Own only', '0', '₱0.00', '₱0.00', '₱0.00', '₱0.00', '']);
    expect(cells(table)[2]![0]).toBe('leaf1');
    expect(screen.getByTestId('where').textContent).toBe('?range=prev7&user=sub1');
    expect(payloads().at(-1)).toEqual({ startTime: day(2024, 5, 9), endTime: day(2024, 5, 16), pageNo: 1, pageSize: 20, parent: 'sub1' });
    expect(screen.getByRole('searchbox', { name: 'Account' })).toHaveProperty('value', 'sub1');

    const crumbs = screen.getByRole('navigation', { name: 'Team levels' });
    expect(within(crumbs).getByText('sub1').getAttribute('aria-current')).toBe('page');
    await user.click(within(crumbs).getByRole('link', { name: 'My team' }));
    await screen.findByRole('table', { name: 'Team bets in the chosen period' });
    expect(screen.getByTestId('where').textContent).toBe('?range=prev7');
  });

  it('opens any account of the team by its username, and the whole team again from an empty box', async () => {
    const user = userEvent.setup();
    show('/agent/teamBetting?from=2024-05-01&to=2024-05-10');
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Account' }), '  sub1 {Enter}');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('?from=2024-05-01&to=2024-05-10&user=sub1'));
    expect(payloads().at(-1)).toEqual({ startTime: day(2024, 5, 1), endTime: day(2024, 5, 11), pageNo: 1, pageSize: 20, parent: 'sub1' });
    await user.clear(screen.getByRole('searchbox', { name: 'Account' }));
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('?from=2024-05-01&to=2024-05-10'));
    expect(payloads().at(-1)).not.toHaveProperty('parent');
  });

  it('pages the direct downlines, and says when a level has none', async () => {
    const user = userEvent.setup();
    answer = (payload) =>
      payload.pageNo === 1
        ? { success: true, value: level(row('agent1', { level: 0 }), [row('downline1')], { totalPages: 2, totalCount: 21 }) }
        : { success: true, value: level(row('agent1', { level: 0 }), [], { pageNo: 2, totalPages: 2, totalCount: 21 }) };
    show();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('No downlines at this level.')).toBeTruthy();
    expect(payloads().at(-1)).toMatchObject({ pageNo: 2 });
    expect(screen.getByTestId('where').textContent).toBe('?page=2');
  });

  it("shows the platform's refusal with a retry", async () => {
    answer = () => ({ success: false, value: null, errorCode: 'agent.not.in.team', message: 'This account is not in your team' });
    show('/agent/teamBetting?user=stranger');
    expect((await screen.findByRole('alert')).textContent).toContain('This account is not in your team');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
