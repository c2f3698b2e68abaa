import { badParam } from '../../core/errors';

/** An amount in currency units with at most two decimals, as whole cents. */
export function toCents(amount: number, field: string): number {
  const cents = Math.round(amount * 100);
  if (!Number.isFinite(amount) || cents < 1 || Math.abs(cents - amount * 100) > 1e-6) {
    throw badParam(`${field}: an amount of at least 0.01 with at most two decimals`);
  }
  return cents;
}
