import { CashierError } from '../../../../shared/domains/cashier/errors';
import type { AmountProblem } from '../../../../shared/money';

/**
 * The names of the money pages' refusals. A refusal the platform answers is named as in CashierError
 * (`balance.insufficient` → balanceInsufficient); a page words it with its own text under that name
 * (`cashier.withdraw.refusals.balanceInsufficient`), and a page without such a text shows the
 * platform's message. The browser's own refusals of a typed amount (readAmount.ts) are named alike.
 */
const NAMES: ReadonlyMap<string, string> = new Map(Object.entries(CashierError).map(([name, code]) => [code, name]));

/** The name of a cashier refusal code; undefined for any other code (a gateway's, a session's). */
export function refusalName(code: string | null | undefined): string | undefined {
  return code ? NAMES.get(code) : undefined;
}

/** Each reason the browser refuses a typed amount, named as the platform's refusal of it where there is one. */
export const AMOUNT_PROBLEM_REFUSALS = {
  empty: 'amountRequired',
  notNumber: 'amountInvalid',
  tooManyDecimals: 'amountDecimals',
  notPositive: 'amountNotPositive',
  tooLarge: 'amountTooLarge',
} as const satisfies Record<AmountProblem, string>;
export type AmountRefusal = (typeof AMOUNT_PROBLEM_REFUSALS)[AmountProblem];

/** Refusals of the amount itself: a form shows them under its amount field. */
export const AMOUNT_REFUSALS: ReadonlySet<string> = new Set<string>([
  CashierError.amountInvalid,
  CashierError.amountDecimals,
  CashierError.amountNotPositive,
  CashierError.amountBelowMinimum,
  CashierError.amountAboveMaximum,
  CashierError.amountNotOffered,
  CashierError.balanceInsufficient,
]);
