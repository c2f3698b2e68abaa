import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeamOverview } from '../../../../shared/domains/agent/schemas';
import { renderWithProviders } from '../../test/render';
import { balance } from '../../lib/stores/wallet';
import TeamOverviewPage from './TeamOverviewPage';

vi.mock('../../lib/api', () => ({ call: vi.fn() }));
import { call } from '../../lib/api';

const NOW = new Date(2024, 4, 15, 14, 30).getTime();
const day = (y: number, m: number, d: number) => new Date(y, m - 1, d).getTime();
const overview: TeamOverview = {
  teamSize: 1234,
  directMembers: 12,
  agents: 3,
  newMembers: 5,
  activeMembers: 40,
  deposits: '15000.00',
  withdrawals: '4000.50',
  betAmount: '98765.43',
  validBet: '90000.00',
  winAmount: '85000.00',
  profitLoss: '-5000.00',
  bonuses: '321.00',
  teamBalance: '77777.77',
};

const payloads = () =>
  vi
    .mocked(call)
    .mock.calls.filter(([k]) => k === 'agent.teamOverview')
    .map(([, p]) => p);

/** The figures of a definition list, label → value. */
function figures(name: string): Record<string, string> {
  const list = screen.getByLabelText(name);
  const terms = within(list).getAllByRole('term');
  const definitions = within(list).getAllByRole('definition');
  return Object.fromEntries(terms.map((term, i) => [term.textContent ?? '', definitions[i]?.textContent ?? '']));
}

describe('<TeamOverviewPage>', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    balance.value = { sumBalance: 0, balance: [], currency: 'PHP', currencySymbol: '₱' };
    vi.mocked(call).mockReset();
    vi.mocked(call).mockImplementation((async () => ({ success: true, value: overview })) as never);
  });
  afterEach(() => {
    vi.useRealTimers();
    balance.value = null;
  });

  it("labels every figure of the team for today, money in the agent's currency", async () => {
    renderWithProviders(<TeamOverviewPage />, { route: '/agent/agentTeamOverview' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Team overview' })).toBeTruthy();
    await screen.findByLabelText('Team members');
    expect(figures('Team members')).toEqual({
      'Team size': '1,234',
      'Direct members': '12',
      'Agents in the team': '3',
      'New members': '5',
      'Active members': '40',
    });
    expect(figures('Team money')).toEqual({
      Deposits: '₱15,000.00',
      Withdrawals: '₱4,000.50',
      'Bet amount': '₱98,765.43',
      'Valid bet': '₱90,000.00',
      Winnings: '₱85,000.00',
      'Profit and loss': '-₱5,000.00',
      Bonuses: '₱321.00',
      'Team balance now': '₱77,777.77',
    });
    expect(payloads()).toEqual([{ startTime: day(2024, 5, 15), endTime: day(2024, 5, 16) }]);
  });

  it('asks again for the chosen period and keeps it in the address', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TeamOverviewPage />, { route: '/agent/agentTeamOverview' });
    await screen.findByLabelText('Team members');
    await user.selectOptions(screen.getByLabelText('Period'), 'prev7');
    await vi.waitFor(() => expect(payloads()).toHaveLength(2));
    expect(payloads()[1]).toEqual({ startTime: day(2024, 5, 9), endTime: day(2024, 5, 16) });
  });

  it('reads the period from the address', async () => {
    renderWithProviders(<TeamOverviewPage />, { route: '/agent/agentTeamOverview?range=yesterday' });
    await screen.findByLabelText('Team members');
    expect(payloads()).toEqual([{ startTime: day(2024, 5, 14), endTime: day(2024, 5, 15) }]);
  });

  it('shows a failure with a retry', async () => {
    vi.mocked(call).mockImplementation((async () => ({ success: false, message: '', errorCode: 'range.invalid' })) as never);
    const user = userEvent.setup();
    renderWithProviders(<TeamOverviewPage />, { route: '/agent/agentTeamOverview' });
    expect((await screen.findByRole('alert')).textContent).toContain('The team overview could not be loaded.');
    vi.mocked(call).mockImplementation((async () => ({ success: true, value: overview })) as never);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Team members')).toBeTruthy();
  });
});
