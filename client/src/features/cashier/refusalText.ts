import { parseAmount, wireToCents, type AmountProblem } from '../../../../shared/money';
import { CashierError } from '../../../../shared/domains/cashier/errors';
import { ClientErrorCode } from '../../lib/api';
import { formatMoney } from '../../lib/format';
import { balance } from '../../lib/stores/wallet';

/**
 * A client's id for one submission (RequestId: 8–64 of [A-Za-z0-9_-]): the platform repeats nothing
 * for a repeated id, so a double click or a retried request never withdraws twice.
 */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether the platform itself refused (HTTP 200 `success: false`): then nothing moved and the next
 * attempt is a new submission with a new request id. A failure of the connection or a gateway
 * code may hide an order the platform took, so the same id is sent again and repeats nothing.
 */
export function platformRefused(errorCode: string | null | undefined): boolean {
  if (!errorCode) return false;
  return errorCode !== ClientErrorCode.network && errorCode !== ClientErrorCode.aborted && !errorCode.startsWith('gateway.');
}

/** A wire amount ("1250.00") in the member's currency, as the balance answer names it. */
export function money(wire: string): string {
  const wallet = balance.value;
  return formatMoney(wireToCents(wire) / 100, wallet?.currencySymbol ?? '', wallet?.currency);
}

/** Whole cents in the member's currency. */
export function moneyOfCents(cents: number): string {
  const wallet = balance.value;
  return formatMoney(cents / 100, wallet?.currencySymbol ?? '', wallet?.currency);
}

/** Each reason the browser refuses a typed amount, with the text the platform's code for it shows. */
export const AMOUNT_PROBLEM_KEYS: Readonly<Record<AmountProblem, string>> = {
  empty: 'cashier.withdraw.refusals.amountRequired',
  notNumber: 'cashier.withdraw.refusals.amountInvalid',
  tooManyDecimals: 'cashier.withdraw.refusals.amountDecimals',
  notPositive: 'cashier.withdraw.refusals.amountNotPositive',
  tooLarge: 'cashier.withdraw.refusals.amountAboveMaximum',
};

/** Reads a typed amount as the handler will (shared/money.ts), so a bad one is refused before any call. */
export function readAmount(input: string): { cents: number } | { key: string } {
  const parsed = parseAmount(input);
  return 'problem' in parsed ? { key: AMOUNT_PROBLEM_KEYS[parsed.problem] } : parsed;
}

/**
 * The text of every refusal the withdraw page can meet (shared/domains/cashier/errors.ts). Amount bounds read
 * `{{min}}` and `{{max}}`, which the caller fills from the settings.
 */
export const REFUSAL_KEYS: Readonly<Partial<Record<string, string>>> = {
  [CashierError.amountInvalid]: 'cashier.withdraw.refusals.amountInvalid',
  [CashierError.amountDecimals]: 'cashier.withdraw.refusals.amountDecimals',
  [CashierError.amountNotPositive]: 'cashier.withdraw.refusals.amountNotPositive',
  [CashierError.amountBelowMinimum]: 'cashier.withdraw.refusals.amountBelowMinimum',
  [CashierError.amountAboveMaximum]: 'cashier.withdraw.refusals.amountAboveMaximum',
  [CashierError.amountNotOffered]: 'cashier.withdraw.refusals.amountNotOffered',
  [CashierError.balanceInsufficient]: 'cashier.withdraw.refusals.balanceInsufficient',
  [CashierError.withdrawHours]: 'cashier.withdraw.refusals.withdrawHours',
  [CashierError.withdrawTypeUnknown]: 'cashier.withdraw.refusals.withdrawTypeUnknown',
  [CashierError.bankCardUnknown]: 'cashier.withdraw.refusals.bankCardUnknown',
  [CashierError.bankCardHolder]: 'cashier.withdraw.refusals.bankCardHolder',
  [CashierError.bankCardNumber]: 'cashier.withdraw.refusals.bankCardNumber',
  [CashierError.bankCardDuplicate]: 'cashier.withdraw.refusals.bankCardDuplicate',
  [CashierError.bankCardLimit]: 'cashier.withdraw.refusals.bankCardLimit',
  [CashierError.bankUnknown]: 'cashier.withdraw.refusals.bankUnknown',
  [CashierError.realNameMissing]: 'cashier.withdraw.refusals.realNameMissing',
  [CashierError.paymentPasswordWrong]: 'cashier.withdraw.refusals.paymentPasswordWrong',
  [CashierError.paymentPasswordMissing]: 'cashier.withdraw.refusals.paymentPasswordMissing',
  [CashierError.paymentPasswordExists]: 'cashier.withdraw.refusals.paymentPasswordExists',
  [CashierError.paymentPasswordFormat]: 'cashier.withdraw.refusals.paymentPasswordFormat',
  [CashierError.paymentPasswordConfirm]: 'cashier.withdraw.refusals.paymentPasswordConfirm',
  [CashierError.loginPasswordWrong]: 'cashier.withdraw.refusals.loginPasswordWrong',
  [CashierError.confirmationUnknown]: 'cashier.withdraw.refusals.confirmationUnknown',
  [CashierError.confirmationClosed]: 'cashier.withdraw.refusals.confirmationClosed',
  [CashierError.partialAmounts]: 'cashier.withdraw.refusals.partialAmounts',
  [CashierError.proofRequired]: 'cashier.withdraw.refusals.proofRequired',
  [CashierError.proofType]: 'cashier.withdraw.refusals.proofType',
  [CashierError.proofSize]: 'cashier.withdraw.refusals.proofSize',
  [CashierError.trialAccount]: 'cashier.withdraw.refusals.trialAccount',
};

/** Withdrawal passwords are six digits (PAYMENT_PASSWORD_PATTERN in shared/domains/cashier/schemas.ts). */
export const SIX_DIGITS = /^[0-9]{6}$/;

/** i18next's t as the helpers below need it. */
export type Translate = (key: string, options?: Record<string, string>) => string;

/** A refusal worded with this page's own text when its code is known, else the platform's message. */
export function worded(
  t: Translate,
  answer: { errorCode?: string | null; message?: string | null },
  params: Record<string, string> = {},
): { errorCode: string | null; message: string | null } {
  const key = answer.errorCode ? REFUSAL_KEYS[answer.errorCode] : undefined;
  return { errorCode: answer.errorCode ?? null, message: key ? t(key, params) : (answer.message ?? null) };
}

/** Known refusal codes placed under a form's field, with their texts (useForm's `codes`). */
export function placedCodes<F extends string>(
  t: Translate,
  placement: Readonly<Partial<Record<string, F>>>,
  params: Record<string, string> = {},
): Partial<Record<string, readonly [F, string]>> {
  const codes: Partial<Record<string, readonly [F, string]>> = {};
  for (const [code, field] of Object.entries(placement)) {
    const key = REFUSAL_KEYS[code];
    if (field && key) codes[code] = [field, t(key, params)];
  }
  return codes;
}
