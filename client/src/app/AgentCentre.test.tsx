import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { CONTRACT_MODULES } from '../../../shared/domains/contracts/schemas';
import { i18n } from '../lib/i18n';
import { clearSession, loginInfo } from '../lib/stores/session';
import { systemStatus } from '../lib/stores/status';
import { alertDialog, loginPopup } from '../lib/stores/ui';
import { statusWith } from '../test/status';
import AgentCentre from './AgentCentre';
import { agentPages } from './agentPages';

vi.mock('../lib/api', () => ({ call: vi.fn() }));
import { call } from '../lib/api';

// The pages are their areas' own work: here each only says which one it is.
vi.mock('../features/agent/AnnouncementsPage', () => ({ default: () => 'Announcements page' }));
vi.mock('../features/agent/TeamOverviewPage', () => ({ default: () => 'Team overview page' }));
vi.mock('../features/agent/RegisterCenterPage', () => ({ default: () => 'Register page' }));
vi.mock('../features/agent/TeamManagementPage', () => ({ default: () => 'Team management page' }));
vi.mock('../features/agent/TeamBettingPage', () => ({ default: () => 'Team betting page' }));
vi.mock('../features/agent/TeamProfitPage', () => ({ default: () => 'Team profit page' }));
vi.mock('../features/agent/TeamTransactionsPage', () => ({ default: () => 'Team transactions page' }));
vi.mock('../features/contracts/IncomePage', () => ({ default: () => 'Income page' }));
vi.mock('../features/contracts/DividendPage', () => ({ default: () => 'Dividend page' }));
vi.mock('../features/contracts/DailySalaryPage', () => ({ default: () => 'Daily salary page' }));
vi.mock('../features/contracts/HourlySalaryPage', () => ({ default: () => 'Hourly salary page' }));
vi.mock('../features/contracts/RealtimeSalaryPage', () => ({ default: () => 'Real-time salary page' }));

const CONTRACT_FLAGS = { SIGNCONDIV3: true, DAILYSALCONT3: true, HOURSAL3: true, RTSALARY3: true };

/** The address shown, and the browser's Back button. */
function Where() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="where">{location.pathname}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

function renderCentre(entries: string[]) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <Routes>
          <Route path="/" element={<p>Home page</p>} />
          <Route path="/lottery" element={<p>Lottery page</p>} />
          <Route path="/agent" element={<AgentCentre />} />
          <Route path="/agent/*" element={<AgentCentre />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const menuTexts = () =>
  within(screen.getByRole('navigation', { name: 'Agent centre pages' }))
    .getAllByRole('link')
    .map((link) => link.textContent);
const where = () => screen.getByTestId('where').textContent;

function signIn(type: number) {
  loginInfo({ token: 'tok', id: 9, userName: 'agent1', type, isAgent: type });
}

describe('agent centre', () => {
  beforeEach(() => {
    systemStatus.value = statusWith({ flags: CONTRACT_FLAGS });
    vi.mocked(call).mockReset();
    loginPopup.value = null;
    alertDialog.value = null;
    signIn(1);
  });
  afterEach(() => {
    clearSession();
    systemStatus.value = null;
  });

  it("opens the team overview at /agent, with the menu in the spec's order", async () => {
    renderCentre(['/agent']);
    expect(await screen.findByText('Team overview page')).toBeTruthy();
    expect(where()).toBe('/agent/agentTeamOverview');
    expect(screen.getByRole('heading', { level: 1, name: 'Agent centre' })).toBeTruthy();
    expect(menuTexts()).toEqual([
      'Announcement',
      'Team overview',
      'Register account',
      'Team management',
      'Team betting',
      'User profit and loss',
      'My income',
      'Transaction details',
      'Dividend',
      'Daily salary',
      'Hourly salary',
      'Real-time salary',
    ]);
    expect(agentPages.map((p) => p.id)).toEqual([
      'agentAnnouncement',
      'agentTeamOverview',
      'registerCenter',
      'downlineManagmentView',
      'agentTeamBetting',
      'palStatementsAgentCopy',
      'agentRevenueReport',
      'agentDownlineTransactionDetailsCopy',
      'agentDividendRecord2',
      'agentDailyWages2',
      'agentHourSalary',
      'agentRealtimeSalary',
    ]);
    expect(screen.getByRole('link', { name: 'Team overview' }).getAttribute('aria-current')).toBe('page');
  });

  it.each([1, 2, 41, 42])('opens for agent type %i', async (type) => {
    signIn(type);
    renderCentre(['/agent/registerCenter']);
    expect(await screen.findByText('Register page')).toBeTruthy();
  });

  it('shows each contract page only while its module is on', async () => {
    systemStatus.value = statusWith({ flags: { DAILYSALCONT3: true, RTSALARY3: true } });
    renderCentre(['/agent/agentDailyWages2']);
    expect(await screen.findByText('Daily salary page')).toBeTruthy();
    expect(menuTexts().slice(8)).toEqual(['Daily salary', 'Real-time salary']);
  });

  it('says a contract page whose module is off is not there', async () => {
    systemStatus.value = statusWith({ flags: {} });
    renderCentre(['/agent/agentDividendRecord2']);
    expect(await screen.findByRole('heading', { level: 2, name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByText('Dividend page')).toBeNull();
    expect(menuTexts()).toHaveLength(8);
  });

  it("follows the contracts' module ids", () => {
    const flagOf = (id: string) =>
      Object.keys(CONTRACT_FLAGS).filter((modId) => agentPages.find((p) => p.id === id)?.visible({ [modId]: true }));
    expect(flagOf('agentDividendRecord2')).toEqual([CONTRACT_MODULES.DIVIDEND]);
    expect(flagOf('agentDailyWages2')).toEqual([CONTRACT_MODULES.DAILY_SALARY]);
    expect(flagOf('agentHourSalary')).toEqual([CONTRACT_MODULES.HOURLY_SALARY]);
    expect(flagOf('agentRealtimeSalary')).toEqual([CONTRACT_MODULES.REALTIME_SALARY]);
  });

  it('keeps the page in the address: a menu choice changes it and Back returns', async () => {
    const user = userEvent.setup();
    renderCentre(['/agent/agentTeamOverview']);
    await screen.findByText('Team overview page');
    await user.click(screen.getByRole('link', { name: 'Team betting' }));
    expect(await screen.findByText('Team betting page')).toBeTruthy();
    expect(where()).toBe('/agent/agentTeamBetting');
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(await screen.findByText('Team overview page')).toBeTruthy();
    expect(where()).toBe('/agent/agentTeamOverview');
  });

  it('closes back to the page the agent came from, past the pages opened inside', async () => {
    const user = userEvent.setup();
    renderCentre(['/', '/lottery', '/agent/agentTeamOverview']);
    await screen.findByText('Team overview page');
    await user.click(screen.getByRole('link', { name: 'Announcement' }));
    await screen.findByText('Announcements page');
    await user.click(screen.getByRole('button', { name: 'Close the agent centre' }));
    expect(await screen.findByText('Lottery page')).toBeTruthy();
  });

  it('closes to home when the agent centre was the first page of the visit', async () => {
    const user = userEvent.setup();
    renderCentre(['/agent']);
    await screen.findByText('Team overview page');
    await user.click(screen.getByRole('button', { name: 'Close the agent centre' }));
    await waitFor(() => expect(where()).toBe('/'));
  });

  it('tells a member the centre is for agents, without a menu', async () => {
    signIn(0);
    renderCentre(['/agent/agentTeamOverview']);
    expect(screen.getByRole('heading', { level: 2, name: 'For agents only' })).toBeTruthy();
    expect(screen.getByText(/The agent centre is for agent accounts/)).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByText('Team overview page')).toBeNull();
    expect(where()).toBe('/agent/agentTeamOverview');
    expect(call).not.toHaveBeenCalled();
  });

  it('tells a trial account to register first', () => {
    signIn(4);
    renderCentre(['/agent']);
    expect(alertDialog.value?.message).toBe('Please register an account first');
    expect(screen.getByText(/Please register an account first/)).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('asks a visitor to sign in, with the login popup', () => {
    clearSession();
    renderCentre(['/agent/agentTeamOverview']);
    expect(loginPopup.value).toBe('login');
    expect(screen.getByText('Sign in to open the agent centre.')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
