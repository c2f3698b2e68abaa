import { parseAmount } from '../../../../shared/money';
import { AMOUNT_PROBLEM_REFUSALS, type AmountRefusal } from './refusals';

/**
 * Reads a typed amount as the platform's handler will (shared/money.ts), so a bad one is refused
 * before any call: the cents, or the name of the refusal (refusals.ts) a page words. A person's
 * spaces around it and zeros in front ("  0100") are tidied away first: the form sends the cents in
 * the wire's exact form (centsToWire), which the platform refuses otherwise.
 */
export function readAmount(input: string): { cents: number } | { refusal: AmountRefusal } {
  const parsed = parseAmount(input.trim().replace(/^0+(?=\d)/, ''));
  return 'problem' in parsed ? { refusal: AMOUNT_PROBLEM_REFUSALS[parsed.problem] } : parsed;
}
