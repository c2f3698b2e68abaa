import { describe, it, expect, beforeEach, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '../../test/render';
import { clearSession, loginInfo, token } from '../../lib/stores/session';
import { balanceHidden, resetBalance } from '../../lib/stores/wallet';
import { resetUnreadCount } from '../../lib/stores/messages';
import { logoutConfirm } from '../../lib/stores/auth';
import { alertDialog } from '../../lib/stores/ui';
import { ok } from './fixtures';
import { MemberHeader } from './MemberHeader';
import { LogoutConfirm } from './LogoutConfirm';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', () => ({ call }));

const balanceAnswer = {
  sumBalance: 1234567.891,
  balance: [{ accountTypeId: 0, availBalance: 1234567.891 }],
  currency: 'PHP',
  currencySymbol: '₱',
};

function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

function renderHeader() {
  return renderWithProviders(
    <>
      <MemberHeader />
      <LogoutConfirm />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { route: '/rng' },
  );
}

describe('MemberHeader', () => {
  let resolveBalance: (v: unknown) => void = () => undefined;
  beforeEach(() => {
    call.mockReset();
    clearSession();
    resetBalance();
    resetUnreadCount();
    balanceHidden.value = false;
    alertDialog.value = null;
    call.mockImplementation((key: string) => {
      if (key === 'cashier.balance') return new Promise((resolve) => (resolveBalance = resolve));
      if (key === 'inbox.unreadCount') return Promise.resolve(ok(3));
      return Promise.resolve(ok(null));
    });
    loginInfo({ token: 'tok', id: 7, userName: 'player1', isAgent: 0 });
  });

  it('shows the placeholder, then the sum with two decimals, separators and the symbol; hides it as stars', async () => {
    renderHeader();
    expect(screen.getByText('Balance updating…')).toBeTruthy();
    await act(async () => resolveBalance(ok(balanceAnswer)));
    expect(await screen.findByText('₱1,234,567.89')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.getByText('******')).toBeTruthy();
    expect(call).toHaveBeenCalledWith('cashier.balance', { typeId: '0' });
  });

  it('announces unread messages and takes the member to deposit', async () => {
    renderHeader();
    expect(await screen.findByRole('button', { name: 'Messages, 3 unread' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/member/depositv2');
  });

  it('stops a trial account at protected actions with in_need_true_account', async () => {
    loginInfo({ token: 'tok', id: 8, userName: 'trial000001', isAgent: 4 });
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(alertDialog.value).toEqual({ message: 'Please register an account first', confirmText: 'OK' });
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/rng');
  });

  it('shows the agent centre to agents only', async () => {
    const { unmount } = renderHeader();
    expect(screen.queryByRole('button', { name: 'Agent centre' })).toBeNull();
    unmount();
    loginInfo({ token: 'tok', id: 9, userName: 'agent1', isAgent: 41 });
    renderHeader();
    expect(screen.getByRole('button', { name: 'Agent centre' })).toBeTruthy();
  });

  it('logs out after confirmation: the server is told, storage keeps only the merchant, home is shown', async () => {
    sessionStorage.setItem('merchant', 'gamefront1');
    sessionStorage.setItem('memberLabel', 'Gold');
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Account player1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(logoutConfirm.value).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(token.value).toBe('tok');
    await userEvent.click(screen.getByRole('button', { name: 'Account player1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(token.value).toBeNull());
    expect(call).toHaveBeenCalledWith('identity.logout');
    expect(Object.keys({ ...sessionStorage })).toEqual(['merchant']);
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/');
  });
});
