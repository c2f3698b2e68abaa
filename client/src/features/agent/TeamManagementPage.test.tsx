import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { Downline, DownlinesValue } from '../../../../shared/domains/agent/schemas';
import type { ContractSummary } from '../../../../shared/domains/contracts/schemas';
import { renderWithProviders } from '../../test/render';
import { formatDateTime } from '../../lib/format';
import { balance } from '../../lib/stores/wallet';
import TeamManagementPage from './TeamManagementPage';

vi.mock('../../lib/api', () => ({ call: vi.fn() }));
import { call } from '../../lib/api';

// The offer dialog is the contracts area's own part, tested beside it: here it only has to open
// for the right downline and report back.
vi.mock('../../components/contracts/OfferContractDialog', () => ({
  OfferContractDialog: ({ username, onClose, onOffered }: { username: string; onClose(): void; onOffered(): void }) => (
    <div role="dialog" aria-label={`offer to ${username}`}>
      <button type="button" onClick={onOffered}>
        sent
      </button>
      <button type="button" onClick={onClose}>
        close
      </button>
    </div>
  ),
}));

const REGISTERED = new Date(2024, 2, 1, 9, 0).getTime();
const LOGGED_IN = new Date(2024, 4, 14, 20, 15).getTime();

const contract = (over: Partial<ContractSummary>): ContractSummary => ({
  id: 1,
  kind: 'DAILY_SALARY',
  status: 'ACTIVE',
  period: null,
  tiers: [{ threshold: '1000.00', minActiveMembers: 1, rate: '1.00' }],
  topRate: '1.00',
  upline: 'agent1',
  member: 'downline1',
  offeredAt: REGISTERED,
  decidedAt: REGISTERED,
  endedAt: null,
  endsAt: null,
  endReason: null,
  ...over,
});
const downline = (username: string, over: Partial<Downline> = {}): Downline => ({
  username,
  accountType: 0,
  level: 1,
  teamSize: 0,
  directMembers: 0,
  balance: '250.00',
  registeredAt: REGISTERED,
  lastLoginAt: LOGGED_IN,
  status: 'ACTIVE',
  contracts: [],
  ...over,
});
const page = (list: Downline[], over: Partial<DownlinesValue> = {}): DownlinesValue => ({
  list,
  pageNo: 1,
  pageSize: 20,
  totalCount: list.length,
  totalPages: list.length > 0 ? 1 : 0,
  path: [],
  ...over,
});

const ROOT = page([
  downline('downline1', {
    accountType: 1,
    teamSize: 5,
    directMembers: 2,
    balance: '1250.50',
    contracts: [contract({}), contract({ id: 2, kind: 'DIVIDEND', status: 'OFFERED', period: 'WEEKLY', topRate: '25.00' })],
  }),
  downline('downline2', { lastLoginAt: null, status: 'LOCKED' }),
]);
const BELOW = page([downline('sub1', { level: 2, teamSize: 1, directMembers: 1 })], { path: ['downline1'] });

let answer: (payload: Record<string, unknown>) => unknown;
const payloads = () =>
  vi
    .mocked(call)
    .mock.calls.filter(([k]) => k === 'agent.downlines')
    .map(([, p]) => p);
function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}
const where = () => screen.getByTestId('where').textContent;
const show = (route = '/agent/downlines') =>
  renderWithProviders(
    <>
      <TeamManagementPage />
      <Where />
    </>,
    { route },
  );
const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;

describe('<TeamManagementPage>', () => {
  beforeEach(() => {
    balance.value = { sumBalance: 0, balance: [], currency: 'PHP', currencySymbol: '₱' };
    answer = (payload) => ({ success: true, value: payload.parent === 'downline1' ? BELOW : ROOT });
    vi.mocked(call).mockReset();
    vi.mocked(call).mockImplementation((async (_key: string, payload: Record<string, unknown>) => answer(payload)) as never);
  });
  afterEach(() => {
    balance.value = null;
  });

  it('lists the direct downlines with their type, team, balance, sign-in, status and contracts in words', async () => {
    show();
    expect(screen.getByRole('heading', { name: 'Team Management', level: 2 })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Your direct downlines' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(0, 9)
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      [
        'downline1',
        'Agent',
        '1',
        '5 (2 direct)',
        '₱1,250.50',
        formatDateTime(LOGGED_IN),
        formatDateTime(REGISTERED),
        'Active',
        'Daily salary 1.00% (active)Dividend, weekly 25.00% (offered)',
      ],
      ['downline2', 'Member', '1', '0 (0 direct)', '₱250.00', 'Never', formatDateTime(REGISTERED), 'Locked', 'None'],
    ]);
    expect(
      within(rowOf('downline1'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Daily salary 1.00% (active)', 'Dividend, weekly 25.00% (offered)']);
    expect(payloads()).toEqual([{ pageNo: 1, pageSize: 20 }]);
    const levels = screen.getByRole('navigation', { name: 'Team levels' });
    expect(within(levels).getByText('My team').getAttribute('aria-current')).toBe('page');
  });

  it("opens a downline's own team, keeps it in the address, and goes back up by the breadcrumb", async () => {
    const user = userEvent.setup();
    show();
    await screen.findByRole('table', { name: 'Your direct downlines' });
    // Only an account with downlines of its own can be opened.
    expect(within(rowOf('downline2')).queryByRole('button', { name: /team/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: "Open downline1's team" }));
    expect(await screen.findByRole('table', { name: 'Direct downlines of downline1' })).toBeTruthy();
    expect(where()).toBe('/agent/downlines?parent=downline1');
    expect(payloads().at(-1)).toEqual({ parent: 'downline1', pageNo: 1, pageSize: 20 });
    const levels = screen.getByRole('navigation', { name: 'Team levels' });
    // The crumbs follow the answer's path, which may land after the table's caption follows the address.
    expect((await within(levels).findByText('downline1')).getAttribute('aria-current')).toBe('page');
    await user.click(within(levels).getByRole('link', { name: 'My team' }));
    expect(await screen.findByRole('table', { name: 'Your direct downlines' })).toBeTruthy();
    expect(where()).toBe('/agent/downlines');
    expect(payloads().at(-1)).toEqual({ pageNo: 1, pageSize: 20 });
  });

  it('reads the level and the page from the address', async () => {
    show('/agent/downlines?parent=downline1&page=2');
    await screen.findByRole('table', { name: 'Direct downlines of downline1' });
    expect(payloads()).toEqual([{ parent: 'downline1', pageNo: 2, pageSize: 20 }]);
  });

  it('searches the whole team by username prefix, and clears the search back to the level it was on', async () => {
    const user = userEvent.setup();
    answer = (payload) => ({
      success: true,
      value: payload.search ? page([downline('sub1', { level: 2 })]) : payload.parent === 'downline1' ? BELOW : ROOT,
    });
    show('/agent/downlines?parent=downline1');
    await screen.findByRole('table', { name: 'Direct downlines of downline1' });
    await user.type(screen.getByRole('searchbox', { name: 'Search the whole team' }), ' su {Enter}');
    expect(await screen.findByRole('table', { name: 'Team accounts starting with su' })).toBeTruthy();
    expect(payloads().at(-1)).toEqual({ search: 'su', pageNo: 1, pageSize: 20 });
    expect(where()).toBe('/agent/downlines?parent=downline1&q=su');
    // The search covers the whole team: the level stays in the address only to come back to.
    expect(screen.queryByRole('navigation', { name: 'Team levels' })).toBeNull();
    // A contract goes only to a direct downline: a deeper account found by the search has no offer.
    expect(within(rowOf('sub1')).queryByRole('button', { name: /Offer contract/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(where()).toBe('/agent/downlines?parent=downline1'));
    expect(screen.getByRole('searchbox', { name: 'Search the whole team' })).toHaveProperty('value', '');
    expect(payloads().at(-1)).toEqual({ parent: 'downline1', pageNo: 1, pageSize: 20 });
  });

  it('says when nothing matches the search', async () => {
    answer = () => ({ success: true, value: page([]) });
    show('/agent/downlines?q=zz');
    expect(await screen.findByText("No team account's username starts with \u201czz\u201d.")).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Team levels' })).toBeNull();
  });

  it("links each row's transfer to the member centre's transfer page with the downline filled in", async () => {
    const user = userEvent.setup();
    show();
    await screen.findByRole('table');
    const link = screen.getByRole('link', { name: 'Transfer to downline2' });
    expect(link.getAttribute('href')).toBe('/member/transferUpline?to=downline2');
    await user.click(link);
    expect(where()).toBe('/member/transferUpline?to=downline2');
  });

  it('offers a contract to a direct downline and shows the list again once it is sent', async () => {
    const user = userEvent.setup();
    show();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Offer contract to downline2' }));
    const dialog = screen.getByRole('dialog', { name: 'offer to downline2' });
    await user.click(within(dialog).getByRole('button', { name: 'close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Offer contract to downline1' }));
    await user.click(within(screen.getByRole('dialog', { name: 'offer to downline1' })).getByRole('button', { name: 'sent' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Contract offer sent to downline1.').getAttribute('role')).toBe('status');
    // The row's contracts are read again.
    await waitFor(() => expect(payloads()).toHaveLength(2));
  });

  it('pages, keeping the page in the address, and says when a level has no downlines', async () => {
    const user = userEvent.setup();
    answer = (payload) =>
      payload.pageNo === 1
        ? { success: true, value: page([downline('downline1')], { totalPages: 2, totalCount: 21 }) }
        : { success: true, value: page([], { pageNo: 2, totalPages: 2, totalCount: 21 }) };
    show();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('No downlines at this level.')).toBeTruthy();
    expect(where()).toBe('/agent/downlines?page=2');
    expect(payloads().at(-1)).toEqual({ pageNo: 2, pageSize: 20 });
  });

  it("shows the platform's refusal with a retry", async () => {
    answer = () => ({ success: false, value: null, errorCode: 'agent.not.in.team', message: 'This account is not in your team' });
    show('/agent/downlines?parent=stranger');
    expect((await screen.findByRole('alert')).textContent).toContain('This account is not in your team');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
