import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentConfirmation } from '../../../../shared/domains/cashier/schemas';
import { renderWithProviders } from '../../test/render';
import { clearSession, loginInfo } from '../../lib/stores/session';
import { loginPopup } from '../../lib/stores/ui';
import ReceiptPrompt from './ReceiptPrompt';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), call }));

const ok = <V,>(value: V) => ({ success: true as const, value });

const WAITING: PaymentConfirmation = {
  transactionId: 'tx-1',
  orderId: 'W7',
  amount: '1000.00',
  status: 'WAITING',
  approvedAt: Date.now(),
  deadline: Date.now() + 30 * 60_000,
  confirmedAt: null,
  receivedAmount: null,
  remainingAmount: null,
};

let visibility: DocumentVisibilityState = 'visible';
function tabTurns(state: DocumentVisibilityState) {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

const asked = () => call.mock.calls.filter(([key]) => key === 'cashier.paymentConfirmations').length;
const signIn = (type = 0) => loginInfo({ token: 'tok-1', id: 7, userName: 'player1', isAgent: type });

beforeEach(() => {
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  call.mockReset();
  call.mockImplementation(async (key: string) => (key === 'cashier.paymentConfirmations' ? ok([WAITING]) : ok(null)));
  clearSession();
  loginPopup.value = null;
});

afterEach(() => {
  clearSession();
  vi.restoreAllMocks();
});

describe('the receipt confirmation prompt', () => {
  it('costs a guest nothing: no call on opening or on returning to the tab', () => {
    renderWithProviders(<ReceiptPrompt />);
    tabTurns('hidden');
    tabTurns('visible');
    expect(call).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('never asks a trial account', () => {
    signIn(4);
    renderWithProviders(<ReceiptPrompt />);
    tabTurns('visible');
    expect(call).not.toHaveBeenCalled();
  });

  it('opens on sign-in with the countdown, the answers and a link to the withdraw page', async () => {
    renderWithProviders(<ReceiptPrompt />);
    expect(call).not.toHaveBeenCalled();
    act(() => signIn());
    const dialog = await screen.findByRole('dialog', { name: 'Did your withdrawal arrive?' });
    expect(call).toHaveBeenCalledExactlyOnceWith('cashier.paymentConfirmations', { status: 'WAITING' }, expect.anything());
    expect(within(dialog).getByText(/1,000\.00/)).toBeTruthy();
    expect(within(dialog).getByRole('timer').textContent).toMatch(/left to confirm$/);
    expect(within(dialog).getByText(/counts as received/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Received' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Open the withdraw page' }).getAttribute('href')).toBe('/member/withdraw');

    // "Not received" is one step: the button opens the proof picker itself.
    const picker = within(dialog).getByLabelText<HTMLInputElement>('Proof that the money did not arrive');
    const opened = vi.spyOn(picker, 'click');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not received' }));
    expect(opened).toHaveBeenCalledOnce();
  });

  it('asks again once each time the player returns to the tab, and not while the tab is away', async () => {
    signIn();
    renderWithProviders(<ReceiptPrompt />);
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    tabTurns('hidden');
    expect(asked()).toBe(1);
    tabTurns('visible');
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(asked()).toBe(2);
  });

  it('stays closed when nothing is waiting', async () => {
    call.mockImplementation(async () => ok([]));
    signIn();
    renderWithProviders(<ReceiptPrompt />);
    await vi.waitFor(() => expect(asked()).toBe(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes after the answer and refreshes the balance', async () => {
    signIn();
    call.mockImplementation(async (key: string) => {
      if (key === 'cashier.paymentConfirmations') return ok([WAITING]);
      if (key === 'cashier.processC2C') return ok({ ...WAITING, status: 'RECEIVED' });
      return ok({ sumBalance: 1, balance: [], currency: 'PHP', currencySymbol: '₱' });
    });
    renderWithProviders(<ReceiptPrompt />);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Received' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, I received it' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(call).toHaveBeenCalledWith('cashier.processC2C', { transactionId: 'tx-1', action: 'RECEIVED' });
    expect(call).toHaveBeenCalledWith('cashier.balance', { typeId: '0' });
  });

  it('waits while another dialog is asked for, and hides when the member signs out', async () => {
    signIn();
    loginPopup.value = 'login';
    renderWithProviders(<ReceiptPrompt />);
    await vi.waitFor(() => expect(asked()).toBe(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      loginPopup.value = null;
    });
    expect(await screen.findByRole('dialog')).toBeTruthy();
    act(() => clearSession());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
