import { CashierError } from '../../../../shared/cashierErrors';
import { parseAmount, type AmountProblem } from '../../../../shared/money';
import { refuse } from '../identity/refusals';

const REFUSAL: Record<AmountProblem, { code: CashierError; message: string }> = {
  empty: { code: CashierError.amountInvalid, message: 'Enter an amount' },
  notNumber: { code: CashierError.amountInvalid, message: 'The amount must be a number such as 100 or 100.50' },
  tooManyDecimals: { code: CashierError.amountDecimals, message: 'The amount has at most two decimal places' },
  notPositive: { code: CashierError.amountNotPositive, message: 'The amount must be more than zero' },
  tooLarge: { code: CashierError.amountAboveMaximum, message: 'The amount is above the largest allowed' },
};

/** The payload's amount in cents, or its own refusal (each problem has its code). */
export function amountCents(input: string | number): number {
  const parsed = parseAmount(input);
  if ('problem' in parsed) {
    const { code, message } = REFUSAL[parsed.problem];
    throw refuse(code, message);
  }
  return parsed.cents;
}
