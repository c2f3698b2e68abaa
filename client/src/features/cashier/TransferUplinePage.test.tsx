import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemberInfo } from '../../../../shared/domains/member/schemas';
import { CashierError } from '../../../../shared/domains/cashier/errors';
import { renderWithProviders } from '../../test/render';
import { clearSession, memberInfo } from '../../lib/stores/session';
import { balance, resetBalance } from '../../lib/stores/wallet';
import TransferUplinePage from './TransferUplinePage';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), call }));

const ok = <V,>(value: V) => ({ success: true as const, value });
const refused = (errorCode: string) => ({ success: false as const, errorCode, message: 'the platform says no' });

const MEMBER: MemberInfo = { account: 'player1', id: 7, type: 0, toUpline: true, memberLabel: [] };
let info: MemberInfo;
let transfer: () => unknown;

beforeEach(() => {
  info = MEMBER;
  transfer = () => ok({ transactionId: 'T-88', amount: '250.00', to: 'agent9' });
  balance.value = { sumBalance: 1000, balance: [], currency: 'PHP', currencySymbol: '₱' };
  call.mockReset();
  call.mockImplementation(async (key: string) => {
    if (key === 'member.info') return ok(info);
    if (key === 'cashier.transferUpline' || key === 'cashier.transferDownline') return transfer();
    if (key === 'cashier.balance') return ok({ sumBalance: 750, balance: [], currency: 'PHP', currencySymbol: '₱' });
    throw new Error(`unexpected call ${key}`);
  });
});

afterEach(() => {
  resetBalance();
  clearSession();
});

const calls = (key: string) => call.mock.calls.filter(([k]) => k === key);

async function send(amount: string, password = 'Secret123') {
  await userEvent.type(await screen.findByLabelText('Amount'), amount);
  await userEvent.type(screen.getByLabelText('Sign-in password'), password);
}

describe('transfer to the upline', () => {
  it('sends a member’s amount with the sign-in password and a request id, then refreshes the balance', async () => {
    renderWithProviders(<TransferUplinePage />);
    expect(await screen.findByText('Your balance: ₱1,000.00')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Transfer to a downline' })).toBeNull();
    await send('250');
    await userEvent.click(screen.getByRole('button', { name: 'Send to upline' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', '₱250.00 sent to agent9 (transaction T-88).');
    expect(calls('cashier.transferUpline')[0][1]).toEqual({
      amount: '250.00',
      password: 'Secret123',
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    });
    await waitFor(() => expect(balance.value?.sumBalance).toBe(750));
    expect(memberInfo.value?.account).toBe('player1');
  });

  it('says so when the member’s account may not send to the upline', async () => {
    info = { ...MEMBER, toUpline: false };
    renderWithProviders(<TransferUplinePage />);
    expect(await screen.findByText('Transfers to your upline are not open for your account.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send to upline' })).toBeNull();
  });

  it('refuses a bad amount before any call', async () => {
    renderWithProviders(<TransferUplinePage />);
    await send('12.345');
    await userEvent.click(screen.getByRole('button', { name: 'Send to upline' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Amounts have at most two decimals.');
    expect(calls('cashier.transferUpline')).toHaveLength(0);
  });

  const REFUSALS: [string, string][] = [
    [CashierError.transferUplineClosed, 'Transfers to your upline are not open for your account.'],
    [CashierError.loginPasswordWrong, 'The sign-in password is incorrect.'],
    [CashierError.amountInvalid, 'Enter the amount as a number, like 500 or 500.25.'],
    [CashierError.amountDecimals, 'Amounts have at most two decimals.'],
    [CashierError.amountNotPositive, 'The amount must be more than zero.'],
    [CashierError.amountBelowMinimum, 'This amount is below the smallest transfer allowed.'],
    [CashierError.amountAboveMaximum, 'This amount is above the largest transfer allowed.'],
    [CashierError.balanceInsufficient, 'Your balance is not enough for this transfer.'],
    [CashierError.trialAccount, 'Please register an account first.'],
  ];
  it.each(REFUSALS)('words the refusal %s in its own text', async (code, text) => {
    transfer = () => refused(code);
    renderWithProviders(<TransferUplinePage />);
    await send('250');
    await userEvent.click(screen.getByRole('button', { name: 'Send to upline' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(calls('cashier.balance')).toHaveLength(0);
  });
});

describe('one submission, one request id', () => {
  it('repeats the id after a lost answer and takes a new one after a refusal', async () => {
    const answers = [
      { success: false, errorCode: 'gateway.upstream_timeout', message: 'The page took too long to load' },
      ok({ transactionId: 'T-90', amount: '250.00', to: 'agent9' }),
      refused(CashierError.balanceInsufficient),
    ];
    transfer = () => answers.shift();
    renderWithProviders(<TransferUplinePage />);
    await send('250');
    await userEvent.click(screen.getByRole('button', { name: 'Send to upline' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The page took too long to load');
    await userEvent.click(screen.getByRole('button', { name: 'Send to upline' }));
    await screen.findByText('₱250.00 sent to agent9 (transaction T-90).');
    await send('250');
    await userEvent.click(screen.getByRole('button', { name: 'Send to upline' }));
    await screen.findByText('Your balance is not enough for this transfer.');
    const ids = calls('cashier.transferUpline').map(([, payload]) => (payload as { requestId: string }).requestId);
    expect(ids).toHaveLength(3);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[1]);
  });
});

describe('transfer to a downline', () => {
  it('lets an agent send to a downline by username', async () => {
    info = { ...MEMBER, type: 41, toUpline: false, account: 'agent9' };
    transfer = () => ok({ transactionId: 'T-89', amount: '100.00', to: 'player2' });
    renderWithProviders(<TransferUplinePage />);
    expect(await screen.findByRole('heading', { name: 'Transfer to a downline' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Transfer to your upline' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send to downline' }));
    expect(screen.getAllByText('This field is required').length).toBeGreaterThan(0);
    await userEvent.type(screen.getByLabelText("Downline's username"), ' player2 ');
    await send('100');
    await userEvent.click(screen.getByRole('button', { name: 'Send to downline' }));
    expect((await screen.findByRole('status')).textContent).toBe('₱100.00 sent to player2 (transaction T-89).');
    expect(calls('cashier.transferDownline')[0][1]).toEqual({
      amount: '100.00',
      password: 'Secret123',
      username: 'player2',
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    });
  });

  it('fills in the downline named by the address (?to=), as the team list links it', async () => {
    info = { ...MEMBER, type: 1, toUpline: false };
    renderWithProviders(<TransferUplinePage />, { route: '/member/transferUpline?to=downline3' });
    expect(await screen.findByLabelText("Downline's username")).toHaveProperty('value', 'downline3');
  });

  it('puts an unknown downline under the username', async () => {
    info = { ...MEMBER, type: 1, toUpline: false };
    transfer = () => refused(CashierError.transferTargetInvalid);
    renderWithProviders(<TransferUplinePage />);
    await userEvent.type(await screen.findByLabelText("Downline's username"), 'stranger');
    await send('100');
    await userEvent.click(screen.getByRole('button', { name: 'Send to downline' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This username is not one of your downlines.');
    expect(screen.getByLabelText("Downline's username").getAttribute('aria-invalid')).toBe('true');
  });
});
