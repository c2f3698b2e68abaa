import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DepositChannel, DepositChannelsValue } from '../../../../shared/domains/cashier/schemas';
import { renderWithProviders } from '../../test/render';
import { clearSession, loginInfo } from '../../lib/stores/session';
import { alertDialog } from '../../lib/stores/ui';
import { balance, resetBalance } from '../../lib/stores/wallet';
import { formatDateTime } from '../../lib/format';
import DepositPage from './DepositPage';

vi.mock('../../lib/api', () => ({ call: vi.fn(), ClientErrorCode: { network: 'network', aborted: 'aborted' } }));
import { call } from '../../lib/api';

type Payload = Record<string, unknown>;
type Reply = { success: boolean; value?: unknown; errorCode?: string; message?: string };

const channel = (over: Partial<DepositChannel>): DepositChannel => ({
  vendorId: 11,
  vendorName: 'QRPH',
  mcsBankCode: 'QRPH',
  displayName: 'InstaPay QR',
  flow: 'QR',
  minAmount: '100.00',
  maxAmount: '50000.00',
  presetAmounts: ['500.00', '1000.00'],
  banks: [{ bankCode: 'QRPH', bankType: 'QR', bankName: 'InstaPay' }],
  ...over,
});

const METHODS: DepositChannelsValue = {
  MWQR: { methodName: 'QR payment', channels: [channel({})] },
  EWALLET: {
    methodName: 'E-wallet',
    channels: [
      channel({
        vendorId: 12,
        vendorName: 'GCASHPAY',
        mcsBankCode: 'GCASH',
        displayName: 'GCash',
        flow: 'LAUNCH',
        minAmount: '200.00',
        maxAmount: '20000.00',
        presetAmounts: [],
        banks: [{ bankCode: 'GCASH', bankType: 'EW', bankName: 'GCash' }],
      }),
    ],
  },
  BANK: {
    methodName: 'Online banking',
    channels: [
      channel({
        vendorId: 13,
        vendorName: 'PESONET',
        mcsBankCode: 'PESONET',
        displayName: 'PESONet',
        banks: [
          { bankCode: 'BDO', bankType: 'BANK', bankName: 'BDO Unibank' },
          { bankCode: 'BPI', bankType: 'BANK', bankName: 'Bank of the Philippine Islands' },
        ],
      }),
    ],
  },
};

let allowDeposit: 'Y' | 'N';
let override: ((key: string, payload: Payload) => Reply | undefined) | null;

function answer(key: string, payload: Payload): Reply {
  const forced = override?.(key, payload);
  if (forced) return forced;
  switch (key) {
    case 'cashier.depositSettings':
      return {
        success: true,
        value: { allowDeposit, totalDepositSuccessCount: 0, depositInfo: 'Deposits are credited within 5 minutes.' },
      };
    case 'cashier.depositChannels':
      return { success: true, value: METHODS };
    case 'cashier.depositByQr':
      return {
        success: true,
        value: {
          orderId: 'D1001',
          amount: String(payload.amount),
          qrImageUrl: 'data:image/png;base64,iVBORw0KGgo=',
          expiresAt: 1_900_000_000_000,
        },
      };
    case 'cashier.depositByLaunchUrl':
      return {
        success: true,
        value: {
          orderId: 'D1002',
          amount: String(payload.amount),
          launchUrl: 'https://pay.test/checkout/D1002',
          expiresAt: 1_900_000_000_000,
        },
      };
    case 'cashier.balance':
      return { success: true, value: { sumBalance: 0, balance: [], currency: 'PHP', currencySymbol: '₱' } };
    default:
      return { success: false, errorCode: 'unexpected' };
  }
}

const callsOf = (key: string) =>
  vi
    .mocked(call)
    .mock.calls.filter(([k]) => k === key)
    .map(([, p]) => p as Payload);

/** A stand-in for the window the browser opens for the payment page. */
function paymentWindow() {
  return { closed: false, opener: {} as unknown, location: { href: '' }, close: vi.fn() };
}

describe('depositv2', () => {
  beforeEach(() => {
    allowDeposit = 'Y';
    override = null;
    vi.mocked(call).mockReset();
    vi.mocked(call).mockImplementation((async (key: string, payload?: Payload) => answer(key, payload ?? {})) as never);
    loginInfo({ token: 'tok', id: 7, userName: 'player7', type: 0 });
    alertDialog.value = null;
    resetBalance();
    balance.value = { sumBalance: 0, balance: [], currency: 'PHP', currencySymbol: '₱' };
  });
  afterEach(() => {
    vi.restoreAllMocks();
    clearSession();
    resetBalance();
  });

  it("reads the member's currency first when no balance is known yet", async () => {
    resetBalance();
    renderWithProviders(<DepositPage />);
    expect(await screen.findByText('From ₱100.00 to ₱50,000.00')).toBeTruthy();
    expect(callsOf('cashier.balance')).toHaveLength(1);
  });

  it('says so when deposits are closed, and asks for no channel', async () => {
    allowDeposit = 'N';
    renderWithProviders(<DepositPage />);
    expect(await screen.findByText(/Deposits are closed at the moment/)).toBeTruthy();
    expect(callsOf('cashier.depositChannels')).toHaveLength(0);
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it("shows the operator's note, the methods as tabs and each method's channels with their limits", async () => {
    const user = userEvent.setup();
    renderWithProviders(<DepositPage />);
    expect(await screen.findByText('Deposits are credited within 5 minutes.')).toBeTruthy();
    const tabs = within(screen.getByRole('tablist', { name: 'Deposit methods' })).getAllByRole('tab');
    // A bank transfer and an e-wallet are named in the reader's language; another method keeps the platform's name.
    expect(tabs.map((tab) => tab.textContent)).toEqual(['QR payment', 'E-wallet', 'Bank transfer']);
    expect(screen.getByRole('radio', { name: 'InstaPay QR' })).toBeTruthy();
    expect(screen.getByText('From ₱100.00 to ₱50,000.00')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'E-wallet' }));
    expect(screen.getByRole('radio', { name: 'GCash' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'InstaPay QR' })).toBeNull();
    expect(screen.getByText('From ₱200.00 to ₱20,000.00')).toBeTruthy();
  });

  it('fills the amount from a preset and refuses amounts outside the limits before sending', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DepositPage />);
    await screen.findByRole('tablist');
    await user.click(screen.getByRole('button', { name: '₱1,000.00' }));
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('1000.00');
    expect(screen.getByRole('button', { name: '₱1,000.00' }).getAttribute('aria-pressed')).toBe('true');
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '99.99');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(screen.getByRole('alert').textContent).toBe('From ₱100.00 to ₱50,000.00');
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '100.123');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(screen.getByRole('alert').textContent).toBe('An amount has at most two decimals.');
    expect(callsOf('cashier.depositByQr')).toHaveLength(0);
  });

  it('shows the QR code of a QR order with its number and amount, and reads the balance when the player has paid', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DepositPage />);
    await screen.findByRole('tablist');
    await user.click(screen.getByRole('button', { name: '₱500.00' }));
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    const qr = await screen.findByRole('img', { name: 'QR code to pay order D1001' });
    expect(qr.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    const [sent] = callsOf('cashier.depositByQr');
    expect(sent).toMatchObject({
      amount: '500.00',
      vendorId: 11,
      mcsBankCode: 'QRPH',
      bankCode: 'QRPH',
      bankType: 'QR',
      showQrImageOnly: 1,
    });
    expect(String(sent.requestId)).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(screen.getByText('D1001')).toBeTruthy();
    expect(screen.getByText('₱500.00')).toBeTruthy();
    expect(callsOf('cashier.balance')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    expect(callsOf('cashier.balance')).toHaveLength(1);
    expect(screen.getByText('Thank you. Your balance updates as soon as the payment is confirmed.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New deposit' }));
    expect(screen.getByRole('button', { name: 'Deposit now' })).toBeTruthy();
  });

  it('opens the payment page of a LAUNCH channel in a new window and reads the balance when the player returns', async () => {
    const user = userEvent.setup();
    const opened = paymentWindow();
    const open = vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    renderWithProviders(<DepositPage />);
    await screen.findByRole('tablist');
    await user.click(screen.getByRole('tab', { name: 'E-wallet' }));
    await user.type(screen.getByLabelText('Amount'), '250');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(await screen.findByText('D1002')).toBeTruthy();
    expect(open).toHaveBeenCalledTimes(1);
    expect(opened.location.href).toBe('https://pay.test/checkout/D1002');
    expect(opened.opener).toBeNull();
    expect(callsOf('cashier.depositByLaunchUrl')[0]).toMatchObject({
      amount: '250.00',
      vendorId: 12,
      mcsBankCode: 'GCASH',
      bankCode: 'GCASH',
    });
    expect(screen.getByRole('link', { name: 'Open the payment page again' }).getAttribute('href')).toBe('https://pay.test/checkout/D1002');
    expect(callsOf('cashier.balance')).toHaveLength(0);
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(callsOf('cashier.balance')).toHaveLength(1);
  });

  it('asks the player to allow pop-ups when the browser blocks the payment window, and makes no order', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithProviders(<DepositPage />);
    await screen.findByRole('tablist');
    await user.click(screen.getByRole('tab', { name: 'E-wallet' }));
    await user.type(screen.getByLabelText('Amount'), '250');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(alertDialog.value?.message).toBe('The payment page was blocked. Please allow pop-ups for this site and try again.');
    expect(callsOf('cashier.depositByLaunchUrl')).toHaveLength(0);
  });

  it('closes the payment window and shows the text of a refusal', async () => {
    const user = userEvent.setup();
    const opened = paymentWindow();
    vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    override = (key) =>
      key === 'cashier.depositByLaunchUrl' ? { success: false, errorCode: 'amount.not.offered', message: 'Amount not offered' } : undefined;
    renderWithProviders(<DepositPage />);
    await screen.findByRole('tablist');
    await user.click(screen.getByRole('tab', { name: 'E-wallet' }));
    await user.type(screen.getByLabelText('Amount'), '250');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(await screen.findByText('This amount is not offered. Choose one of the listed amounts.')).toBeTruthy();
    expect(opened.close).toHaveBeenCalled();
  });

  it('sends the bank the player picks, and shows the bank refusal under it', async () => {
    const user = userEvent.setup();
    override = (key, payload) =>
      key === 'cashier.depositByQr' && payload.bankCode === 'BDO'
        ? { success: false, errorCode: 'bank.not.found', message: 'This channel does not offer that bank' }
        : undefined;
    renderWithProviders(<DepositPage />);
    await screen.findByRole('tablist');
    await user.click(screen.getByRole('tab', { name: 'Bank transfer' }));
    await user.click(screen.getByRole('button', { name: '₱500.00' }));
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(await screen.findByText('This channel does not offer that bank. Choose another one.')).toBeTruthy();
    expect(screen.getByLabelText('Bank').getAttribute('aria-invalid')).toBe('true');
    await user.selectOptions(screen.getByLabelText('Bank'), 'Bank of the Philippine Islands');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(await screen.findByRole('img', { name: 'QR code to pay order D1001' })).toBeTruthy();
    expect(callsOf('cashier.depositByQr').map((p) => [p.vendorId, p.bankCode, p.bankType])).toEqual([
      [13, 'BDO', 'BANK'],
      [13, 'BPI', 'BANK'],
    ]);
  });

  it('says how much of the player’s own deposit limit is left, and until when, beside the amount', async () => {
    const user = userEvent.setup();
    const windowEnd = Date.UTC(2024, 4, 15, 16, 0);
    override = (key) =>
      key === 'cashier.depositByQr'
        ? {
            success: false,
            errorCode: 'protection.limit.deposit',
            message: 'This deposit would pass your daily deposit limit',
            value: { kind: 'deposit', period: 'day', amount: '500.00', used: '400.00', remaining: '100.00', windowEnd },
          }
        : undefined;
    renderWithProviders(<DepositPage />);
    await screen.findByRole('tablist');
    await user.click(screen.getByRole('button', { name: '₱500.00' }));
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      `This deposit would pass your daily deposit limit: ₱100.00 is left until ${formatDateTime(windowEnd)}.`,
    );
  });

  it('reads the deposit options again when the platform says deposits closed meanwhile', async () => {
    const user = userEvent.setup();
    override = (key) =>
      key === 'cashier.depositByQr' ? { success: false, errorCode: 'deposit.not.allowed', message: 'Deposit is not allowed' } : undefined;
    renderWithProviders(<DepositPage />);
    await screen.findByRole('tablist');
    allowDeposit = 'N';
    await user.click(screen.getByRole('button', { name: '₱500.00' }));
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(await screen.findByText(/Deposits are closed at the moment\. Please try again later/)).toBeTruthy();
    expect(callsOf('cashier.depositSettings')).toHaveLength(2);
  });
});
