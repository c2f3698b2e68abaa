import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BankCard, WithdrawSettingsValue } from '../../../../shared/domains/cashier/schemas';
import { CashierError } from '../../../../shared/domains/cashier/errors';
import { renderWithProviders } from '../../test/render';
import { statusWith } from '../../test/status';
import { setLanguage } from '../../lib/i18n';
import { systemStatus } from '../../lib/stores/status';
import { sandboxCalls } from '../../lib/stores/offered';
import { balance, resetBalance } from '../../lib/stores/wallet';
import WithdrawPage from './WithdrawPage';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), call }));

const SETTINGS: WithdrawSettingsValue = {
  withdrawTypes: ['BC', 'EW'],
  minimumAmount: '100.00',
  maximumAmount: '50000.00',
  eWalletMinAmount: '50.00',
  eWalletMaxAmount: '20000.00',
  virtualMinAmount: '500.00',
  virtualMaxAmount: '100000.00',
  withdrawPenaltyCharge: '5.00',
  withdrawDateFrom: '08:00',
  withdrawDateTo: '22:00',
  withdrawTimeMsg: 'Payouts within 30 minutes.',
  fixedAmountFlag: false,
  fixedWithdrawAmounts: [],
  amountLimitFlag: true,
  c2cEnabled: false,
  c2cTimeoutMinutes: 30,
};

const CARD: BankCard = {
  id: 'card-1',
  withdrawType: 'BC',
  bankCode: 'BDO',
  bankName: 'BDO Unibank',
  accountName: 'Juan Dela Cruz',
  accountNoMasked: '****1234',
  createdAt: 1,
};

const ok = <V,>(value: V) => ({ success: true as const, value });
const refused = (errorCode: string) => ({ success: false as const, errorCode, message: 'the platform says no' });

interface World {
  settings: WithdrawSettingsValue;
  hasPassword: boolean;
  cards: BankCard[];
  withdraw: () => unknown;
}
let world: World;

beforeEach(() => {
  world = {
    settings: SETTINGS,
    hasPassword: true,
    cards: [CARD],
    withdraw: () => ok({ orderId: 'W12', amount: '1000.00', fee: '15.00', status: 'PENDING' }),
  };
  systemStatus.value = statusWith({ flags: { PAYMENTPASS3: true, WDRAWNOPASSVERIF3: false } });
  balance.value = { sumBalance: 5000, balance: [], currency: 'PHP', currencySymbol: '₱' };
  call.mockReset();
  call.mockImplementation(async (key: string, payload: Record<string, unknown>) => {
    switch (key) {
      case 'cashier.withdrawSettings':
        return ok(world.settings);
      case 'cashier.bankCards':
        return ok(world.cards);
      case 'cashier.paymentPasswordStatus':
        return ok(world.hasPassword);
      case 'cashier.setPaymentPassword':
        world.hasPassword = true;
        return ok(null);
      case 'cashier.changePaymentPassword':
        return payload.oldPaymentPassword === '111111' ? ok(null) : refused(CashierError.paymentPasswordWrong);
      case 'cashier.withdrawBanks':
        return ok([
          { bankCode: 'BDO', bankName: 'BDO Unibank', withdrawType: 'BC' },
          { bankCode: 'GCASH', bankName: 'GCash', withdrawType: 'EW' },
        ]);
      case 'cashier.addBankCard':
        world.cards = [{ ...CARD, id: 'card-2', bankCode: String(payload.bankCode), bankName: 'GCash', withdrawType: 'EW' }];
        return ok(world.cards[0]);
      case 'cashier.withdrawFee':
        return ok('15.00');
      case 'cashier.withdraw':
        return world.withdraw();
      case 'cashier.balance':
        return ok({ sumBalance: 3985, balance: [], currency: 'PHP', currencySymbol: '₱' });
      default:
        throw new Error(`unexpected call ${key}`);
    }
  });
});

afterEach(() => {
  systemStatus.value = null;
  sandboxCalls.value = null;
  resetBalance();
});

const calls = (key: string) => call.mock.calls.filter(([k]) => k === key);

async function fillWithdraw(amount: string, password = '123456') {
  await userEvent.type(await screen.findByLabelText('Amount'), amount);
  await userEvent.type(screen.getByLabelText('Withdrawal password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
}

describe('the withdraw page walks a member through what a withdrawal needs', () => {
  it('asks for the withdrawal password first, then a payout account, then shows the withdrawal', async () => {
    world.hasPassword = false;
    world.cards = [];
    renderWithProviders(<WithdrawPage />);
    expect(await screen.findByRole('heading', { name: 'Set your withdrawal password' })).toBeTruthy();
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toBe('Step 1: Withdrawal password');

    await userEvent.type(screen.getByLabelText('Sign-in password'), 'Secret123');
    await userEvent.type(screen.getByLabelText('New withdrawal password'), '12ab56');
    await userEvent.type(screen.getByLabelText('Confirm withdrawal password'), '12ab56');
    await userEvent.click(screen.getByRole('button', { name: 'Save withdrawal password' }));
    expect(await screen.findByText('The withdrawal password must be six digits.')).toBeTruthy();
    expect(calls('cashier.setPaymentPassword')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('New withdrawal password'));
    await userEvent.type(screen.getByLabelText('New withdrawal password'), '123456');
    await userEvent.clear(screen.getByLabelText('Confirm withdrawal password'));
    await userEvent.type(screen.getByLabelText('Confirm withdrawal password'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Save withdrawal password' }));
    expect(calls('cashier.setPaymentPassword')[0][1]).toEqual({
      loginPassword: 'Secret123',
      paymentPassword: '123456',
      confirmPaymentPassword: '123456',
    });

    expect(await screen.findByRole('heading', { name: 'Add a payout account' })).toBeTruthy();
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toBe('Step 2: Payout account');
    await userEvent.selectOptions(screen.getByLabelText('Account type'), 'EW');
    await userEvent.selectOptions(await screen.findByLabelText('Bank or provider'), await screen.findByRole('option', { name: 'GCash' }));
    expect(screen.queryByRole('option', { name: 'BDO Unibank' })).toBeNull();
    await userEvent.type(screen.getByLabelText("Account holder's name"), 'Juan Dela Cruz');
    await userEvent.type(screen.getByLabelText('Account number'), '0917 123 4567');
    await userEvent.click(screen.getByRole('button', { name: 'Add account' }));
    expect(calls('cashier.addBankCard')[0][1]).toEqual({
      withdrawType: 'EW',
      bankCode: 'GCASH',
      accountName: 'Juan Dela Cruz',
      accountNo: '09171234567',
    });

    expect(await screen.findByRole('heading', { name: 'Withdrawal' })).toBeTruthy();
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toBe('Step 3: Withdraw');
    expect((screen.getByLabelText('Withdrawal method') as HTMLSelectElement).value).toBe('EW');
  });

  it('goes straight to the payout account when the member has a password but no card', async () => {
    world.cards = [];
    renderWithProviders(<WithdrawPage />);
    expect(await screen.findByRole('heading', { name: 'Add a payout account' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Set your withdrawal password' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  const CARD_REFUSALS: [string, string, string][] = [
    [CashierError.bankCardHolder, "Account holder's name", "The holder's name must be your real name."],
    [CashierError.realNameMissing, "Account holder's name", 'Your account has no real name yet. Please contact customer service.'],
    [CashierError.bankCardNumber, 'Account number', 'This account number is not valid for the chosen type.'],
    [CashierError.bankCardDuplicate, 'Account number', 'This account has already been added.'],
    [CashierError.bankCardLimit, 'Account number', 'You have reached the most payout accounts you can add.'],
    [CashierError.bankUnknown, 'Bank or provider', 'Choose a bank from the list.'],
  ];
  it.each(CARD_REFUSALS)('shows the card refusal %s under %s in the page words', async (code, field, text) => {
    world.cards = [];
    const original = call.getMockImplementation();
    call.mockImplementation(async (key: string, payload: Record<string, unknown>) =>
      key === 'cashier.addBankCard' ? refused(code) : original?.(key, payload),
    );
    renderWithProviders(<WithdrawPage />);
    await userEvent.selectOptions(
      await screen.findByLabelText('Bank or provider'),
      await screen.findByRole('option', { name: 'BDO Unibank' }),
    );
    await userEvent.type(screen.getByLabelText("Account holder's name"), 'Somebody Else');
    await userEvent.type(screen.getByLabelText('Account number'), '1234567890');
    await userEvent.click(screen.getByRole('button', { name: 'Add account' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(screen.getByLabelText(field).getAttribute('aria-invalid')).toBe('true');
  });

  it('puts a wrong sign-in password under its field when the withdrawal password is set', async () => {
    world.hasPassword = false;
    const original = call.getMockImplementation();
    call.mockImplementation(async (key: string, payload: Record<string, unknown>) =>
      key === 'cashier.setPaymentPassword' ? refused(CashierError.loginPasswordWrong) : original?.(key, payload),
    );
    renderWithProviders(<WithdrawPage />);
    await userEvent.type(await screen.findByLabelText('Sign-in password'), 'Wrong123');
    await userEvent.type(screen.getByLabelText('New withdrawal password'), '123456');
    await userEvent.type(screen.getByLabelText('Confirm withdrawal password'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Save withdrawal password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The sign-in password is incorrect.');
    expect(screen.getByLabelText('Sign-in password').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('in Filipino', () => {
  it('walks the member through in the language they read', async () => {
    await setLanguage('TL');
    world.hasPassword = false;
    renderWithProviders(<WithdrawPage />);
    expect(await screen.findByRole('heading', { name: 'Itakda ang iyong password sa withdrawal' })).toBeTruthy();
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toBe('Hakbang 1: Password sa withdrawal');
  });
});

describe('the withdrawal form', () => {
  it('shows the limits and opening hours, previews the fee once typing stops and the total taken', async () => {
    renderWithProviders(<WithdrawPage />);
    expect(await screen.findByText('Between ₱100.00 and ₱50,000.00.')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe('Payouts within 30 minutes.');
    await userEvent.type(screen.getByLabelText('Amount'), '1000');
    await waitFor(() => expect(screen.getByText('₱15.00')).toBeTruthy(), { timeout: 2000 });
    expect(screen.getByText('₱1,015.00')).toBeTruthy();
    // One preview for the settled amount, none for the keystrokes on the way.
    expect(calls('cashier.withdrawFee')).toEqual([
      ['cashier.withdrawFee', { withdrawAmount: '1000.00', withdrawType: 'BC' }, expect.anything()],
    ]);
    await userEvent.selectOptions(screen.getByLabelText('Withdrawal method'), 'EW');
    expect(screen.getByText('Between ₱50.00 and ₱20,000.00.')).toBeTruthy();
    expect(screen.getByText('You have no account of this type yet.')).toBeTruthy();
  });

  it('words the opening hours itself when the operator gave no message', async () => {
    world.settings = { ...SETTINGS, withdrawTimeMsg: '' };
    renderWithProviders(<WithdrawPage />);
    expect((await screen.findByRole('note')).textContent).toBe('Withdrawals are accepted from 08:00 to 22:00.');
  });

  it('says a brand with equal opening and closing times is always open', async () => {
    world.settings = { ...SETTINGS, withdrawTimeMsg: '', withdrawDateFrom: '00:00', withdrawDateTo: '00:00' };
    renderWithProviders(<WithdrawPage />);
    expect((await screen.findByRole('note')).textContent).toBe('Withdrawals are accepted at any hour.');
  });

  it('offers fixed amounts as buttons when the brand fixes them', async () => {
    world.settings = { ...SETTINGS, fixedAmountFlag: true, fixedWithdrawAmounts: ['500.00', '1000.00'] };
    renderWithProviders(<WithdrawPage />);
    const group = await screen.findByRole('group', { name: 'Amounts you can withdraw' });
    await userEvent.click(within(group).getByRole('button', { name: '₱1,000.00' }));
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('1000.00');
    expect(within(group).getByRole('button', { name: '₱1,000.00' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.clear(screen.getByLabelText('Amount'));
    await fillWithdraw('700');
    expect(await screen.findByText('Choose one of the amounts offered.')).toBeTruthy();
    expect(calls('cashier.withdraw')).toHaveLength(0);
  });

  it('refuses an amount outside the type bounds before any call', async () => {
    renderWithProviders(<WithdrawPage />);
    await fillWithdraw('50');
    expect(await screen.findByText('The smallest amount is ₱100.00.')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Amount'));
    await userEvent.type(screen.getByLabelText('Amount'), '12.345');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Amounts have at most two decimals.')).toBeTruthy();
    expect(calls('cashier.withdraw')).toHaveLength(0);
  });

  it('sends the order with a request id, shows it pending and refreshes the balance', async () => {
    renderWithProviders(<WithdrawPage />);
    await fillWithdraw('1000');
    expect(await screen.findByRole('heading', { name: 'Withdrawal requested' })).toBeTruthy();
    const [[, payload]] = calls('cashier.withdraw');
    expect(payload).toEqual({
      amount: '1000.00',
      bankCardId: 'card-1',
      password: '123456',
      withdrawType: 'BC',
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    });
    expect(screen.getByText('W12')).toBeTruthy();
    expect(screen.getByText('Pending review')).toBeTruthy();
    await waitFor(() => expect(balance.value?.sumBalance).toBe(3985));
    expect(calls('cashier.balance')).toHaveLength(1);
  });

  it('sends no withdrawal password when the brand withdraws without one', async () => {
    systemStatus.value = statusWith({ flags: { PAYMENTPASS3: true, WDRAWNOPASSVERIF3: true } });
    renderWithProviders(<WithdrawPage />);
    await userEvent.type(await screen.findByLabelText('Amount'), '1000');
    expect(screen.queryByLabelText('Withdrawal password')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await screen.findByRole('heading', { name: 'Withdrawal requested' });
    expect(calls('cashier.withdraw')[0][1]).toMatchObject({ password: '' });
  });

  it('never asks for the password status when the brand has no withdrawal passwords', async () => {
    systemStatus.value = statusWith({ flags: {} });
    renderWithProviders(<WithdrawPage />);
    expect(await screen.findByRole('heading', { name: 'Withdrawal' })).toBeTruthy();
    expect(calls('cashier.paymentPasswordStatus')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Change withdrawal password' })).toBeNull();
  });

  const REFUSALS: [string, string][] = [
    [CashierError.paymentPasswordWrong, 'The withdrawal password is incorrect.'],
    [CashierError.paymentPasswordMissing, 'Set a withdrawal password first.'],
    [CashierError.amountInvalid, 'Enter the amount as a number, like 1500 or 1500.50.'],
    [CashierError.amountDecimals, 'Amounts have at most two decimals.'],
    [CashierError.amountNotPositive, 'The amount must be more than zero.'],
    [CashierError.amountBelowMinimum, 'The smallest amount is ₱100.00.'],
    [CashierError.amountAboveMaximum, 'The largest amount is ₱50,000.00.'],
    [CashierError.amountNotOffered, 'Choose one of the amounts offered.'],
    [CashierError.balanceInsufficient, 'Your balance is not enough for this amount and its fee.'],
    [CashierError.withdrawHours, 'Withdrawals are closed at this hour. Please try again during opening hours.'],
    [CashierError.withdrawTypeUnknown, 'This withdrawal method is not offered.'],
    [CashierError.bankCardUnknown, 'This payout account was not found. Choose another one.'],
  ];
  it.each(REFUSALS)('words the refusal %s in its own text', async (code, text) => {
    world.withdraw = () => refused(code);
    renderWithProviders(<WithdrawPage />);
    await fillWithdraw('1000');
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(screen.queryByText('the platform says no')).toBeNull();
  });

  it('renews the request id after a refusal, so the corrected submission is a new one', async () => {
    let answers = 0;
    world.withdraw = () =>
      answers++ === 0
        ? refused(CashierError.paymentPasswordWrong)
        : ok({ orderId: 'W13', amount: '1000.00', fee: '15.00', status: 'PENDING' });
    renderWithProviders(<WithdrawPage />);
    await fillWithdraw('1000', '000000');
    await screen.findByText('The withdrawal password is incorrect.');
    await userEvent.clear(screen.getByLabelText('Withdrawal password'));
    await userEvent.type(screen.getByLabelText('Withdrawal password'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await screen.findByText('W13');
    const [first, second] = calls('cashier.withdraw').map(([, payload]) => (payload as { requestId: string }).requestId);
    expect(first).not.toBe(second);
  });

  it('sends the same request id again after a lost answer, so a retry never withdraws twice', async () => {
    let answers = 0;
    world.withdraw = () =>
      answers++ === 0
        ? { success: false, errorCode: 'network', message: 'Network link abnormal' }
        : ok({ orderId: 'W14', amount: '1000.00', fee: '15.00', status: 'PENDING' });
    renderWithProviders(<WithdrawPage />);
    await fillWithdraw('1000');
    expect((await screen.findByRole('alert')).textContent).toBe('Network link abnormal');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await screen.findByText('W14');
    const [first, second] = calls('cashier.withdraw').map(([, payload]) => (payload as { requestId: string }).requestId);
    expect(second).toBe(first);
  });

  it('walks the member to set a withdrawal password when the platform says there is none', async () => {
    world.withdraw = () => {
      world.hasPassword = false;
      return refused(CashierError.paymentPasswordMissing);
    };
    renderWithProviders(<WithdrawPage />);
    await fillWithdraw('1000');
    expect(await screen.findByRole('heading', { name: 'Set your withdrawal password' })).toBeTruthy();
  });

  it('changes the withdrawal password from the page', async () => {
    renderWithProviders(<WithdrawPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Change withdrawal password' }));
    await userEvent.type(screen.getByLabelText('Current withdrawal password'), '999999');
    await userEvent.type(screen.getByLabelText('New withdrawal password'), '222222');
    await userEvent.type(screen.getByLabelText('Confirm withdrawal password'), '222222');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The withdrawal password is incorrect.');
    await userEvent.clear(screen.getByLabelText('Current withdrawal password'));
    await userEvent.type(screen.getByLabelText('Current withdrawal password'), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your withdrawal password has been changed.')).toBeTruthy();
    expect(calls('cashier.changePaymentPassword')[1][1]).toEqual({
      oldPaymentPassword: '111111',
      newPaymentPassword: '222222',
      confirmNewPaymentPassword: '222222',
    });
  });
});

describe('on a platform without the sandbox-only calls', () => {
  it('withdraws with the platform calls alone: no turnover panel, no fee preview, neither asked for', async () => {
    systemStatus.value = statusWith({ flags: { PAYMENTPASS3: true, WDRAWNOPASSVERIF3: false, REWCEN3: true } });
    sandboxCalls.value = false;
    call.mockImplementation(async (key: string) => {
      switch (key) {
        case 'cashier.withdrawSettings':
          return ok(SETTINGS);
        case 'cashier.bankCards':
          return ok([CARD]);
        case 'cashier.paymentPasswordStatus':
          return ok(true);
        case 'cashier.withdraw':
          return ok({ orderId: 'W12', amount: '1000.00', fee: '5.00', status: 'PENDING' });
        case 'cashier.balance':
          return ok({ sumBalance: 3995, balance: [], currency: 'PHP', currencySymbol: '₱' });
        case 'rewards.turnover':
        case 'cashier.withdrawFee':
          // As call() answers a sandbox-only call the status says is off, without sending it.
          return { success: false, value: null, errorCode: 'function.not.available', message: '' };
        default:
          throw new Error(`unexpected call ${key}`);
      }
    });
    renderWithProviders(<WithdrawPage />);
    await userEvent.type(await screen.findByLabelText('Amount'), '1000');
    // The fee preview's kind is read from its wire table: sandbox-only, so the fee and total rows go.
    await waitFor(() => expect(screen.queryByText('Fee')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 700));
    await userEvent.type(screen.getByLabelText('Withdrawal password'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('heading', { name: 'Withdrawal requested' })).toBeTruthy();
    expect(screen.queryByText(/turnover|valid bets/i)).toBeNull();
    expect(screen.queryByText('Total taken from your balance')).toBeNull();
    expect(document.body.textContent).not.toMatch(/function\.not\.available/);
  });
});
