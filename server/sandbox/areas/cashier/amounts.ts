import { parseAmount, type AmountProblem } from '../../../../shared/money';
import { CashierError } from '../../../../shared/domains/cashier/errors';
import { refuse } from '../../core/refusals';

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
