import { parseAmount, wireToCents, type AmountProblem } from '../../../../shared/money';
import { CashierError } from '../../../../shared/domains/cashier/errors';
import type { ProtectionError } from '../../../../shared/domains/protection/schemas';
import { ErrorCode } from '../../../../shared/api/errorCode';
import type { BalanceValue } from '../../../../shared/domains/identity/schemas';
import type { DepositChannelsValue, DepositSettingsValue } from '../../../../shared/domains/cashier/schemas';
import { call, ClientErrorCode } from '../../lib/api';
import { failure, type Answer } from '../../lib/load/answer';
import { formatMoney } from '../../lib/format';
import { balance, refreshBalance } from '../../lib/stores/wallet';

/** The main wallet's accountTypeId: every deposit lands there and every game wallet is filled from it. */
export const MAIN_WALLET = 2;

/** A client's id for one submission (RequestId: 8–64 of [A-Za-z0-9_-]). */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Browsers offer randomUUID on secure origins only; the same 128 random bits otherwise.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Failures after which nobody knows whether the platform took the request: the connection or the gateway gave out. */
const OUTCOME_UNKNOWN: ReadonlySet<string> = new Set([
  ClientErrorCode.network,
  ClientErrorCode.aborted,
  ErrorCode.upstreamUnavailable,
  ErrorCode.upstreamTimeout,
  ErrorCode.upstreamInvalid,
]);

export interface SubmissionIds {
  /** The request id for a submission with these values: the pending one's when they repeat it. */
  idFor: (key: string) => string;
  /** An answer came: a retry after it is a new submission, unless the outcome stayed unknown. */
  settled: (answer: { success: boolean; errorCode?: string | null }) => void;
}

/**
 * The request ids of one form. The platform repeats nothing for a repeated id, so a retry of the same
 * submission (same values, after an answer that never came back) reuses its id and can never move
 * the money twice; an answered submission, or one with other values, gets a new id.
 */
export function submissionIds(): SubmissionIds {
  let pending: { key: string; requestId: string } | null = null;
  return {
    idFor(key) {
      if (pending?.key !== key) pending = { key, requestId: newRequestId() };
      return pending.requestId;
    },
    settled(answer) {
      if (answer.success || !OUTCOME_UNKNOWN.has(answer.errorCode ?? '')) pending = null;
    },
  };
}

/** Each reason the browser refuses a typed amount, with the text the platform's code for it shows. */
const AMOUNT_PROBLEM_KEYS: Readonly<Record<AmountProblem, string>> = {
  empty: 'cashier.wallet.refusals.amountRequired',
  notNumber: 'cashier.wallet.refusals.amountInvalid',
  tooManyDecimals: 'cashier.wallet.refusals.amountDecimals',
  notPositive: 'cashier.wallet.refusals.amountNotPositive',
  tooLarge: 'cashier.wallet.refusals.amountTooLarge',
};

/** Reads a typed amount as the handler will (shared/money.ts), so a bad one is refused before any call. */
export function readAmount(input: string): { cents: number } | { key: string } {
  const parsed = parseAmount(input);
  return 'problem' in parsed ? { key: AMOUNT_PROBLEM_KEYS[parsed.problem] } : parsed;
}

/** The texts of the wallet pages' refusals (shared/domains/cashier/errors.ts); a deposit channel shows its own bounds beside the amount. */
export const REFUSAL_KEYS: Readonly<Partial<Record<string, string>>> = {
  [CashierError.amountInvalid]: 'cashier.wallet.refusals.amountInvalid',
  [CashierError.amountDecimals]: 'cashier.wallet.refusals.amountDecimals',
  [CashierError.amountNotPositive]: 'cashier.wallet.refusals.amountNotPositive',
  [CashierError.amountBelowMinimum]: 'cashier.wallet.refusals.amountBelowMinimum',
  [CashierError.amountAboveMaximum]: 'cashier.wallet.refusals.amountAboveMaximum',
  [CashierError.amountNotOffered]: 'cashier.wallet.refusals.amountNotOffered',
  [CashierError.balanceInsufficient]: 'cashier.wallet.refusals.balanceInsufficient',
  [CashierError.walletUnknown]: 'cashier.wallet.refusals.walletUnknown',
  [CashierError.walletSame]: 'cashier.wallet.refusals.walletSame',
  [CashierError.singleWallet]: 'cashier.wallet.refusals.singleWallet',
  [CashierError.channelUnknown]: 'cashier.wallet.refusals.channelUnknown',
  [CashierError.bankUnknown]: 'cashier.wallet.refusals.bankUnknown',
  [CashierError.depositClosed]: 'cashier.wallet.refusals.depositClosed',
  [CashierError.trialAccount]: 'cashier.wallet.refusals.trialAccount',
};

/** Amount refusals belong under the amount field; the rest go to the form's line. */
export const AMOUNT_REFUSALS: ReadonlySet<string> = new Set([
  CashierError.amountInvalid,
  CashierError.amountDecimals,
  CashierError.amountNotPositive,
  CashierError.amountBelowMinimum,
  CashierError.amountAboveMaximum,
  CashierError.amountNotOffered,
  CashierError.balanceInsufficient,
]);

/** An amount in the member's currency, as the balance answer names it. */
export function moneyOf(amount: number): string {
  const wallet = balance.value;
  return formatMoney(amount, wallet?.currencySymbol || '$', wallet?.currency);
}

/** A wire amount ("1250.00") in the member's currency. */
export function moneyOfWire(wire: string): string {
  return moneyOf(wireToCents(wire) / 100);
}

/** Every wallet of the member with its balance (typeId 0: all of them); the header's sum follows. */
export async function loadWallets(signal: AbortSignal): Promise<Answer<BalanceValue>> {
  const answer = await call('cashier.balance', { typeId: '0' }, { signal });
  if (!answer.success || !answer.value) return failure(answer);
  balance.value = answer.value;
  return { success: true, value: answer.value };
}

export interface DepositOptions {
  settings: DepositSettingsValue;
  /** Null when deposits are closed: no channel is asked for. */
  methods: DepositChannelsValue | null;
}

/** The deposit settings, then (when deposits are open) the channels offered on the web, grouped by channel name. */
export async function loadDepositOptions(signal: AbortSignal): Promise<Answer<DepositOptions>> {
  // Limits and presets are shown in the member's currency, which the balance answer names.
  if (!balance.value) void refreshBalance();
  const settings = await call('cashier.depositSettings', undefined, { signal });
  if (!settings.success) return failure(settings);
  if (settings.value.allowDeposit !== 'Y') return { success: true, value: { settings: settings.value, methods: null } };
  const channels = await call('cashier.depositChannels', { webSupported: 'Y', groupMTByChannelName: 'Y' }, { signal });
  if (!channels.success) return failure(channels);
  return { success: true, value: { settings: settings.value, methods: channels.value } };
}

/** The refusal of a deposit that would pass a deposit limit (the schema module stays out of the bundle). */
const DEPOSIT_LIMIT = 'protection.limit.deposit' satisfies (typeof ProtectionError)['depositLimit'];

/**
 * What a deposit refused by one of the player's limits (protection.limit.deposit) carries: the
 * limit's period, what is left of it and when its window ends; read by hand, as the browser runs
 * no schema engine.
 */
export function depositLimitRefusal(answer: {
  errorCode?: string;
  value?: unknown;
}): { period: 'day' | 'week' | 'month'; remaining: string; windowEnd: number } | null {
  if (answer.errorCode !== DEPOSIT_LIMIT || typeof answer.value !== 'object' || answer.value === null) return null;
  const { period, remaining, windowEnd } = answer.value as Record<string, unknown>;
  if ((period !== 'day' && period !== 'week' && period !== 'month') || typeof remaining !== 'string' || typeof windowEnd !== 'number')
    return null;
  return { period, remaining, windowEnd };
}
