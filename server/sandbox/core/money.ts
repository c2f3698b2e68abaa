import { parseAmount, type AmountProblem } from '../../../shared/money';
import { CashierError } from '../../../shared/domains/cashier/errors';
import { badParam } from './errors';
import { refuse } from './refusals';

/**
 * Amounts in whole cents, read once here for every area. A cashier payload's amount is a refusal
 * when wrong (HTTP 200, a code of its own per kind, as the platform answers a member's form); a game
 * frame's stake is a bad parameter (HTTP 400: the game client sent it, not the member).
 */

/** The sandbox counts every amount in Philippine pesos. */
export const CURRENCY = { code: 'PHP', symbol: '₱' } as const;

const PROBLEMS: Record<AmountProblem, [CashierError, string]> = {
  empty: [CashierError.amountInvalid, 'Enter an amount'],
  notNumber: [CashierError.amountInvalid, 'The amount is not a number'],
  tooManyDecimals: [CashierError.amountDecimals, 'Amounts have at most two decimal places'],
  notPositive: [CashierError.amountNotPositive, 'The amount must be more than zero'],
  tooLarge: [CashierError.amountAboveMaximum, 'The amount is above the maximum'],
};

/** Reads a payload amount into whole cents; each kind of bad amount is refused with its own code. */
export function amountCents(input: string | number): number {
  const parsed = parseAmount(input);
  if ('problem' in parsed) {
    const [code, message] = PROBLEMS[parsed.problem];
    throw refuse(code, message);
  }
  return parsed.cents;
}

/** A stake in currency units with at most two decimals, as whole cents; anything else is a bad `field`. */
export function stakeCents(amount: number, field: string): number {
  const cents = Math.round(amount * 100);
  if (!Number.isFinite(amount) || cents < 1 || Math.abs(cents - amount * 100) > 1e-6) {
    throw badParam(`${field}: an amount of at least 0.01 with at most two decimals`);
  }
  return cents;
}
