import { parseAmount, wireToCents, type AmountProblem } from '../../../../shared/money';
import { CashierError } from '../../../../shared/cashierErrors';
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
  empty: 'withdraw.refusals.amountRequired',
  notNumber: 'withdraw.refusals.amountInvalid',
  tooManyDecimals: 'withdraw.refusals.amountDecimals',
  notPositive: 'withdraw.refusals.amountNotPositive',
  tooLarge: 'withdraw.refusals.amountAboveMaximum',
};

/** Reads a typed amount as the handler will (shared/money.ts), so a bad one is refused before any call. */
export function readAmount(input: string): { cents: number } | { key: string } {
  const parsed = parseAmount(input);
  return 'problem' in parsed ? { key: AMOUNT_PROBLEM_KEYS[parsed.problem] } : parsed;
}

/**
 * The text of every refusal the withdraw page can meet (shared/cashierErrors.ts). Amount bounds read
 * `{{min}}` and `{{max}}`, which the caller fills from the settings.
 */
export const REFUSAL_KEYS: Readonly<Partial<Record<string, string>>> = {
  [CashierError.amountInvalid]: 'withdraw.refusals.amountInvalid',
  [CashierError.amountDecimals]: 'withdraw.refusals.amountDecimals',
  [CashierError.amountNotPositive]: 'withdraw.refusals.amountNotPositive',
  [CashierError.amountBelowMinimum]: 'withdraw.refusals.amountBelowMinimum',
  [CashierError.amountAboveMaximum]: 'withdraw.refusals.amountAboveMaximum',
  [CashierError.amountNotOffered]: 'withdraw.refusals.amountNotOffered',
  [CashierError.balanceInsufficient]: 'withdraw.refusals.balanceInsufficient',
  [CashierError.withdrawHours]: 'withdraw.refusals.outsideHours',
  [CashierError.withdrawTypeUnknown]: 'withdraw.refusals.typeNotOffered',
  [CashierError.bankCardUnknown]: 'withdraw.refusals.cardNotFound',
  [CashierError.bankCardHolder]: 'withdraw.refusals.cardHolderMismatch',
  [CashierError.bankCardNumber]: 'withdraw.refusals.cardNumberInvalid',
  [CashierError.bankCardDuplicate]: 'withdraw.refusals.cardDuplicate',
  [CashierError.bankCardLimit]: 'withdraw.refusals.cardLimit',
  [CashierError.bankUnknown]: 'withdraw.refusals.bankNotFound',
  [CashierError.realNameMissing]: 'withdraw.refusals.realNameRequired',
  [CashierError.paymentPasswordWrong]: 'withdraw.refusals.paymentPasswordWrong',
  [CashierError.paymentPasswordMissing]: 'withdraw.refusals.paymentPasswordMissing',
  [CashierError.paymentPasswordExists]: 'withdraw.refusals.paymentPasswordExists',
  [CashierError.paymentPasswordFormat]: 'withdraw.refusals.paymentPasswordFormat',
  [CashierError.paymentPasswordConfirm]: 'withdraw.refusals.paymentPasswordConfirm',
  [CashierError.loginPasswordWrong]: 'withdraw.refusals.loginPasswordWrong',
  [CashierError.confirmationUnknown]: 'withdraw.refusals.confirmationNotFound',
  [CashierError.confirmationClosed]: 'withdraw.refusals.confirmationClosed',
  [CashierError.partialAmounts]: 'withdraw.refusals.partialAmounts',
  [CashierError.proofRequired]: 'withdraw.refusals.proofRequired',
  [CashierError.proofType]: 'withdraw.refusals.proofType',
  [CashierError.proofSize]: 'withdraw.refusals.proofSize',
  [CashierError.trialAccount]: 'withdraw.refusals.trialAccount',
};

/** Withdrawal passwords are six digits (PAYMENT_PASSWORD_PATTERN in shared/schemas/cashier.ts). */
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
