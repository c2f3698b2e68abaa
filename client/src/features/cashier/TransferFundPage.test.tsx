import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { centsToWire, wireToCents } from '../../../../shared/money';
import { renderWithProviders } from '../../test/render';
import { clearSession, loginInfo } from '../../lib/stores/session';
import { balance, resetBalance } from '../../lib/stores/wallet';
import TransferFundPage from './TransferFundPage';

vi.mock('../../lib/api', () => ({ call: vi.fn(), ClientErrorCode: { network: 'network', aborted: 'aborted' } }));
import { call } from '../../lib/api';

type Payload = Record<string, unknown>;
type Reply = { success: boolean; value?: unknown; errorCode?: string; message?: string };

/** The member's wallets in cents, moved by the stand-in answers as the platform would. */
let wallets: Map<number, number>;
let override: ((key: string, payload: Payload) => Reply | undefined) | null;
const VENDORS: Record<number, string> = { 1001: 'JILI Slots', 1002: 'Evo Live' };

function answer(key: string, payload: Payload): Reply {
  const forced = override?.(key, payload);
  if (forced) return forced;
  if (key === 'cashier.balance') {
    const rows = [...wallets].map(([id, cents]) => ({
      accountTypeId: id,
      availBalance: cents / 100,
      ...(VENDORS[id] ? { vendor: VENDORS[id] } : {}),
    }));
    const sum = [...wallets.values()].reduce((a, b) => a + b, 0);
    return { success: true, value: { sumBalance: sum / 100, balance: rows, currency: 'PHP', currencySymbol: '₱' } };
  }
  if (key === 'cashier.transfer') {
    const cents = wireToCents(String(payload.amount));
    const from = Number(payload.fromAccountTypeId);
    const to = Number(payload.toAccountTypeId);
    wallets.set(from, (wallets.get(from) ?? 0) - cents);
    wallets.set(to, (wallets.get(to) ?? 0) + cents);
    return { success: true, value: { transactionId: 'T1', amount: centsToWire(cents) } };
  }
  if (key === 'cashier.recallAll') {
    let moved = 0;
    let count = 0;
    for (const [id, cents] of wallets) {
      if (id === 2 || cents === 0) continue;
      moved += cents;
      count++;
      wallets.set(id, 0);
    }
    wallets.set(2, (wallets.get(2) ?? 0) + moved);
    return { success: true, value: { amount: centsToWire(moved), wallets: count } };
  }
  return { success: false, errorCode: 'unexpected' };
}

const callsOf = (key: string) =>
  vi
    .mocked(call)
    .mock.calls.filter(([k]) => k === key)
    .map(([, p]) => p as Payload);
const walletsShown = () =>
  within(screen.getByRole('list', { name: 'Your wallets' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

async function fill(user: ReturnType<typeof userEvent.setup>, to: string, amount: string) {
  await user.selectOptions(screen.getByLabelText('To'), to);
  await user.clear(screen.getByLabelText('Amount'));
  await user.type(screen.getByLabelText('Amount'), amount);
}

describe('transferFund', () => {
  beforeEach(() => {
    wallets = new Map([
      [2, 125_000],
      [1001, 5_025],
      [1002, 0],
    ]);
    override = null;
    vi.mocked(call).mockReset();
    vi.mocked(call).mockImplementation((async (key: string, payload?: Payload) => answer(key, payload ?? {})) as never);
    loginInfo({ token: 'tok', id: 7, userName: 'player7', type: 0 });
    resetBalance();
  });
  afterEach(() => {
    clearSession();
    resetBalance();
  });

  it('shows every wallet with its balance, the main wallet first', async () => {
    renderWithProviders(<TransferFundPage />);
    await screen.findByRole('list', { name: 'Your wallets' });
    expect(walletsShown()).toEqual(['Main wallet₱1,250.00', 'JILI Slots₱50.25', 'Evo Live₱0.00']);
  });

  it('moves the amount with a request id, then shows the new balances everywhere', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TransferFundPage />);
    await screen.findByRole('list', { name: 'Your wallets' });
    await fill(user, 'Evo Live', '100.5');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('₱100.50 moved from Main wallet to Evo Live.')).toBeTruthy();
    const [sent] = callsOf('cashier.transfer');
    expect(sent).toMatchObject({ fromAccountTypeId: 2, toAccountTypeId: 1002, amount: '100.50' });
    expect(String(sent.requestId)).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(await screen.findByText('₱100.50')).toBeTruthy();
    expect(walletsShown()).toEqual(['Main wallet₱1,149.50', 'JILI Slots₱50.25', 'Evo Live₱100.50']);
    // One read of the wallets after the move, which also brings the header's sum up to date.
    expect(callsOf('cashier.balance')).toHaveLength(2);
    expect(balance.value?.balance.find((row) => row.accountTypeId === 1002)?.availBalance).toBe(100.5);
  });

  it.each([
    ['1,000', 'Enter the amount in digits, like 100 or 100.50.'],
    ['10.555', 'An amount has at most two decimals.'],
    ['0', 'The amount must be more than zero.'],
    ['2000', 'The wallet does not hold that much.'],
  ])('refuses %s before sending anything', async (typed, text) => {
    const user = userEvent.setup();
    renderWithProviders(<TransferFundPage />);
    await screen.findByRole('list', { name: 'Your wallets' });
    await fill(user, 'JILI Slots', typed);
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText(text)).toBeTruthy();
    expect(callsOf('cashier.transfer')).toHaveLength(0);
  });

  it('refuses a transfer to the same wallet before sending anything', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TransferFundPage />);
    await screen.findByRole('list', { name: 'Your wallets' });
    await fill(user, 'Main wallet', '10');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Choose two different wallets.')).toBeTruthy();
    expect(callsOf('cashier.transfer')).toHaveLength(0);
  });

  it('shows the text of each platform refusal, and nothing moves', async () => {
    const user = userEvent.setup();
    override = (key) =>
      key === 'cashier.transfer' ? { success: false, errorCode: 'balance.insufficient', message: 'Insufficient balance' } : undefined;
    renderWithProviders(<TransferFundPage />);
    await screen.findByRole('list', { name: 'Your wallets' });
    await fill(user, 'JILI Slots', '10');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('The wallet does not hold that much.')).toBeTruthy();
    override = (key) =>
      key === 'cashier.transfer' ? { success: false, errorCode: 'wallet.single.mode', message: 'Single wallet' } : undefined;
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('All games play from the main wallet, so there is nothing to transfer.')).toBeTruthy();
    expect(walletsShown()).toEqual(['Main wallet₱1,250.00', 'JILI Slots₱50.25', 'Evo Live₱0.00']);
  });

  it('repeats the request id when the same submission is retried after a lost answer, and only then', async () => {
    const user = userEvent.setup();
    override = (key) =>
      key === 'cashier.transfer' ? { success: false, errorCode: 'network', message: 'Network link abnormal' } : undefined;
    renderWithProviders(<TransferFundPage />);
    await screen.findByRole('list', { name: 'Your wallets' });
    await fill(user, 'JILI Slots', '10');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await screen.findByText('Network link abnormal');
    override = null;
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await screen.findByText('₱10.00 moved from Main wallet to JILI Slots.');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Enter an amount.')).toBeTruthy();
    await fill(user, 'JILI Slots', '10');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await screen.findByText('₱1,230.00');
    const ids = callsOf('cashier.transfer').map((p) => p.requestId);
    expect(ids).toHaveLength(3);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[1]);
  });

  it('brings every game wallet back to main in one step', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TransferFundPage />);
    await screen.findByRole('list', { name: 'Your wallets' });
    await user.click(screen.getByRole('button', { name: 'All back to main' }));
    expect(await screen.findByText('₱50.25 came back to the main wallet from 1 wallet.')).toBeTruthy();
    expect(String(callsOf('cashier.recallAll')[0]?.requestId)).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(await screen.findByText('₱1,300.25')).toBeTruthy();
    expect(walletsShown()).toEqual(['Main wallet₱1,300.25', 'JILI Slots₱0.00', 'Evo Live₱0.00']);
  });
});
