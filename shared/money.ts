/**
 * Money on the wire and in storage. The cashier's calls carry amounts as decimal strings with two
 * places ("1250.00"); storage and arithmetic use integer minor units (cents) so no sum ever drifts.
 * Plain functions: the client, the sandbox and the tests share them.
 */

/** Why an amount typed by a person cannot be taken. */
export type AmountProblem = 'empty' | 'notNumber' | 'tooManyDecimals' | 'notPositive' | 'tooLarge';

/** The largest amount a single movement may carry: 10^11 cents, far above any channel's maximum. */
export const MAX_MOVEMENT_CENTS = 100_000_000_000;

/** Digits with no leading zero (one `0` before the point is the only one), then any decimals. */
const AMOUNT = /^(0|[1-9]\d{0,11})(?:\.(\d{1,}))?$/;

/**
 * Reads an amount as a client sends it on the wire ("100", "100.5") into whole cents, or says why it
 * cannot be taken. The wire form is exact: grouping ("1,000.25"), spaces around it (" 10") and
 * leading zeros ("00010") are malformed (`notNumber`), as the platform refuses them. What a person
 * types is tidied by the form first (client/src/lib/money/readAmount.ts), which then sends this form.
 */
export function parseAmount(input: string | number): { cents: number } | { problem: AmountProblem } {
  const text = typeof input === 'number' ? (Number.isFinite(input) ? String(input) : 'x') : input;
  if (text.trim() === '') return { problem: 'empty' };
  if (text.startsWith('-')) return AMOUNT.test(text.slice(1)) ? { problem: 'notPositive' } : { problem: 'notNumber' };
  const match = AMOUNT.exec(text);
  if (!match) return { problem: 'notNumber' };
  const fraction = match[2] ?? '';
  if (fraction.length > 2) return { problem: 'tooManyDecimals' };
  const cents = Number(match[1]) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents <= 0) return { problem: 'notPositive' };
  if (cents > MAX_MOVEMENT_CENTS) return { problem: 'tooLarge' };
  return { cents };
}

/** Whole cents as the wire writes them: "-12.05", "1250.00". */
export function centsToWire(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Amounts are whole cents (got ${cents})`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A wire amount ("12.05") back to cents; the wire schemas guarantee its form. */
export function wireToCents(amount: string): number {
  const parsed = parseAmount(amount.startsWith('-') ? amount.slice(1) : amount);
  if ('problem' in parsed) {
    if (/^-?0+(\.0{1,2})?$/.test(amount)) return 0;
    throw new RangeError(`Not a wire amount: ${amount}`);
  }
  return amount.startsWith('-') ? -parsed.cents : parsed.cents;
}
