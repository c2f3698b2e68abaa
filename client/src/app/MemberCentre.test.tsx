import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { i18n } from '../lib/i18n';
import { clearSession, loginInfo, setMemberInfo } from '../lib/stores/session';
import { systemStatus } from '../lib/stores/status';
import { learn, sandboxCalls } from '../lib/stores/offered';
import { alertDialog, loginPopup } from '../lib/stores/ui';
import { statusWith } from '../test/status';
import { logoutConfirm } from '../lib/stores/auth';
import { LogoutConfirm } from '../features/identity/LogoutConfirm';
import MemberCentre from './MemberCentre';
import { memberPages } from './memberPages';

vi.mock('../lib/api', () => ({ call: vi.fn() }));
import { call } from '../lib/api';

// The pages are other areas' work: here each only says which one it is.
vi.mock('../features/security/SecurityCenterPage', () => ({ default: () => 'Security page' }));
vi.mock('../features/cashier/TransferFundPage', () => ({ default: () => 'Transfer page' }));
vi.mock('../features/cashier/DepositPage', () => ({ default: () => 'Deposit page' }));
vi.mock('../features/records/BettingRecordPage', () => ({ default: () => 'Betting page' }));
vi.mock('../features/records/AccountRecordPage', () => ({ default: () => 'Account record page' }));
vi.mock('../features/records/ProfitPage', () => ({ default: () => 'Profit page' }));
vi.mock('../features/records/BonusPage', () => ({ default: () => 'Bonus page' }));
vi.mock('../features/cashier/WithdrawPage', () => ({ default: () => 'Withdraw page' }));
vi.mock('../features/cashier/TransferUplinePage', () => ({ default: () => 'Upline transfer page' }));
vi.mock('../features/inbox/InboxPage', () => ({ default: () => 'Inbox page' }));

const ALL_FLAGS = { FUNDTRANS3: true, DPSTBAS3: true, MEMTRANS3: true, INBOX3: true };
let isSingle = false;

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
          <Route path="/member" element={<MemberCentre />} />
          <Route path="/member/*" element={<MemberCentre />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const menuTexts = () =>
  within(screen.getByRole('navigation', { name: 'Member centre pages' }))
    .getAllByRole('link')
    .map((link) => link.textContent);
const where = () => screen.getByTestId('where').textContent;

function signIn(type = 0, toUpline?: boolean) {
  loginInfo({ token: 'tok', id: 7, userName: 'player7', type });
  setMemberInfo({ account: 'player7', id: 7, type, memberLabel: [], ...(toUpline === undefined ? {} : { toUpline }) });
}

describe('member centre', () => {
  beforeEach(() => {
    isSingle = false;
    systemStatus.value = statusWith({ flags: ALL_FLAGS });
    vi.mocked(call).mockReset();
    vi.mocked(call).mockImplementation((async (key: string) =>
      key === 'cashier.merchantWallet' ? { success: true, value: { isSingle } } : { success: false, value: null }) as never);
    loginPopup.value = null;
    alertDialog.value = null;
    signIn();
  });
  afterEach(() => {
    clearSession();
    systemStatus.value = null;
  });

  it('lists the pages that apply in the menu order of the spec', async () => {
    renderCentre(['/member/depositv2']);
    expect(await screen.findByText('Deposit page')).toBeTruthy();
    expect(menuTexts()).toEqual([
      'My account',
      'Wallet',
      'Deposit',
      'Withdraw',
      'Betting record',
      'Account record',
      'Personal profit and loss',
      'Bonus details',
      'Invite friends',
      'Platform information',
      'Profile',
    ]);
    expect(memberPages.map((p) => p.id)).toEqual([
      'securityCenter',
      'transferFund',
      'depositv2',
      'withdraw',
      'transferUpline',
      'personalHistoryCopy',
      'transactionHistory',
      'personalProfit',
      'bonusDetails',
      'rewardCenter',
      'referral',
      'missionLeaderboard',
      'messageV2',
      'playerRank',
      'profile',
      'feedback',
      'responsibleGaming',
    ]);
    expect(screen.getByRole('link', { name: 'Deposit' }).getAttribute('aria-current')).toBe('page');
  });

  it("centres the active page's entry in the phone's menu strip and leaves the window where it is", async () => {
    // A 390 px strip whose entries run past its end: the active entry's box lies at 600–700 px.
    const boxes = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const box = (left: number, width: number) => ({ left, width, right: left + width, top: 0, bottom: 44, height: 44, x: left, y: 0 });
      if (this.matches('nav')) return { ...box(0, 390), toJSON: () => null };
      if (this.matches('[aria-current="page"]')) return { ...box(600, 100), toJSON: () => null };
      return { ...box(0, 0), toJSON: () => null };
    });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    try {
      renderCentre(['/member/messageV2']);
      await screen.findByText('Inbox page');
      const strip = screen.getByRole('navigation', { name: 'Member centre pages' });
      // The entry's middle (650) moves to the strip's middle (195).
      expect(strip.scrollLeft).toBe(455);
      expect(scrollTo).not.toHaveBeenCalled();
    } finally {
      boxes.mockRestore();
      scrollTo.mockRestore();
    }
  });

  it('leaves the wallet page out in single-wallet mode', async () => {
    isSingle = true;
    renderCentre(['/member/depositv2']);
    await screen.findByText('Deposit page');
    expect(menuTexts()).not.toContain('Wallet');
  });

  it('leaves out the pages whose module is off', async () => {
    systemStatus.value = statusWith({ flags: { DPSTBAS3: true } });
    renderCentre(['/member/depositv2']);
    await screen.findByText('Deposit page');
    expect(menuTexts()).toEqual([
      'My account',
      'Deposit',
      'Withdraw',
      'Betting record',
      'Personal profit and loss',
      'Bonus details',
      'Invite friends',
      'Profile',
    ]);
  });

  it('offers the transfer to the upline to a member whose info allows it, and to every agent', async () => {
    signIn(0, true);
    const first = renderCentre(['/member/transferUpline']);
    expect(await screen.findByText('Upline transfer page')).toBeTruthy();
    expect(menuTexts()).toContain('Transfer to upline');
    first.unmount();
    signIn(0, false);
    const second = renderCentre(['/member/depositv2']);
    await screen.findByText('Deposit page');
    expect(menuTexts()).not.toContain('Transfer to upline');
    second.unmount();
    signIn(1);
    renderCentre(['/member/transferUpline']);
    expect(await screen.findByText('Upline transfer page')).toBeTruthy();
  });

  it('waits for the member info before saying a page that depends on it is missing', async () => {
    clearSession();
    loginInfo({ token: 'tok', id: 7, userName: 'player7', type: 0 });
    renderCentre(['/member/transferUpline']);
    expect(await screen.findByText('Loading the page…')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
    act(() => setMemberInfo({ account: 'player7', id: 7, type: 0, memberLabel: [], toUpline: true }));
    expect(await screen.findByText('Upline transfer page')).toBeTruthy();
  });

  it('takes a page out of the menu once the platform answers that it does not offer its call', async () => {
    renderCentre(['/member/depositv2']);
    await screen.findByText('Deposit page');
    expect(menuTexts()).toContain('Betting record');
    act(() => learn('records.bets', false));
    expect(menuTexts()).not.toContain('Betting record');
    learn('records.bets', null);
  });

  it('says a page whose call is not offered is not there', async () => {
    learn('cashier.depositSettings', false);
    renderCentre(['/member/depositv2']);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByText('Deposit page')).toBeNull();
    expect(menuTexts()).not.toContain('Deposit');
    learn('cashier.depositSettings', null);
  });

  it('leaves out the pages of sandbox-only calls when the status says they are off', async () => {
    renderCentre(['/member/depositv2']);
    await screen.findByText('Deposit page');
    expect(menuTexts()).toContain('Personal profit and loss');
    act(() => void (sandboxCalls.value = false));
    // Read from each key's wire table as it arrives: records.profit and records.bonus are sandbox-only.
    await waitFor(() => expect(menuTexts()).not.toContain('Personal profit and loss'));
    expect(menuTexts()).not.toContain('Bonus details');
    expect(menuTexts()).toContain('Deposit');
    act(() => void (sandboxCalls.value = null));
  });

  it('opens the security centre, the first page of the menu, at /member', async () => {
    renderCentre(['/member']);
    expect(await screen.findByText('Security page')).toBeTruthy();
    expect(where()).toBe('/member/securityCenter');
  });

  it('keeps the page in the address: a menu choice changes it and Back returns', async () => {
    const user = userEvent.setup();
    renderCentre(['/member/depositv2']);
    await screen.findByText('Deposit page');
    await user.click(screen.getByRole('link', { name: 'Account record' }));
    expect(await screen.findByText('Account record page')).toBeTruthy();
    expect(where()).toBe('/member/transactionHistory');
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(await screen.findByText('Deposit page')).toBeTruthy();
    expect(where()).toBe('/member/depositv2');
  });

  it('shows the frame not-found text with the menu for an unknown page', async () => {
    renderCentre(['/member/noSuchPage']);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(menuTexts()).toContain('Deposit');
  });

  it('says a page that does not apply is not there (the wallet page in single-wallet mode)', async () => {
    isSingle = true;
    renderCentre(['/member/transferFund']);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByText('Transfer page')).toBeNull();
  });

  it('asks a visitor to sign in, with the login popup', () => {
    clearSession();
    renderCentre(['/member/depositv2']);
    expect(loginPopup.value).toBe('login');
    expect(screen.getByText('Sign in to open the member centre.')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(call).not.toHaveBeenCalled();
  });

  it('asks nothing when the member signs out on one of its pages: the sign-out lands on the home page', async () => {
    const user = userEvent.setup();
    vi.mocked(call).mockImplementation((async (key: string) =>
      key === 'cashier.merchantWallet' ? { success: true, value: { isSingle } } : { success: true, value: null }) as never);
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/member/depositv2']}>
          <Routes>
            <Route path="/" element={<p>Home page</p>} />
            <Route path="/member/*" element={<MemberCentre />} />
          </Routes>
          <LogoutConfirm />
          <Where />
        </MemoryRouter>
      </I18nextProvider>,
    );
    await screen.findByText('Deposit page');
    act(() => void (logoutConfirm.value = true));
    await user.click(within(screen.getByRole('dialog', { name: 'Log out' })).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(call).toHaveBeenCalledWith('identity.logout');
    expect(loginPopup.value).toBeNull();
    expect(alertDialog.value).toBeNull();
  });

  it('tells a trial account to register first', () => {
    clearSession();
    signIn(4);
    renderCentre(['/member/depositv2']);
    expect(alertDialog.value?.message).toBe('Please register an account first');
    expect(screen.queryByText('Deposit page')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('closes back to the page the player came from, past the pages opened inside', async () => {
    const user = userEvent.setup();
    renderCentre(['/', '/lottery', '/member/depositv2']);
    await screen.findByText('Deposit page');
    await user.click(screen.getByRole('link', { name: 'Bonus details' }));
    await screen.findByText('Bonus page');
    await user.click(screen.getByRole('button', { name: 'Close the member centre' }));
    expect(await screen.findByText('Lottery page')).toBeTruthy();
    expect(where()).toBe('/lottery');
  });

  it('closes to home when the member centre was the first page of the visit', async () => {
    const user = userEvent.setup();
    renderCentre(['/member']);
    await screen.findByText('Security page');
    await user.click(screen.getByRole('link', { name: 'Deposit' }));
    await screen.findByText('Deposit page');
    await user.click(screen.getByRole('button', { name: 'Close the member centre' }));
    await waitFor(() => expect(where()).toBe('/'));
  });
});
