import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { powLeadingZeroBits, solvePow, verifyPow, POW_DEFAULT_DIFFICULTY } from './pow';

/** An independent count from Node's SHA-256, bit by bit. */
function zeroBits(text: string): number {
  const digest = createHash('sha256').update(text, 'utf8').digest();
  let bits = 0;
  for (const byte of digest) {
    for (let b = 7; b >= 0; b--) {
      if ((byte >> b) & 1) return bits;
      bits++;
    }
  }
  return bits;
}

describe('proof of work', () => {
  it('counts leading zero bits exactly as an independent SHA-256 does', () => {
    for (const [prefix, nonce] of [
      ['a1b2c3', '0'],
      ['a1b2c3', 'zz'],
      ['ñ✓', '42'],
      ['', ''],
    ]) {
      expect(powLeadingZeroBits(prefix, nonce), `${prefix}${nonce}`).toBe(zeroBits(prefix + nonce));
    }
  });

  it('solves and verifies at the default difficulty', () => {
    const nonce = solvePow('5f1c0ffee0ddba11', POW_DEFAULT_DIFFICULTY);
    expect(zeroBits(`5f1c0ffee0ddba11${nonce}`)).toBeGreaterThanOrEqual(POW_DEFAULT_DIFFICULTY);
    expect(verifyPow('5f1c0ffee0ddba11', nonce, POW_DEFAULT_DIFFICULTY)).toBe(true);
  });

  it('refuses a nonce that does not meet the difficulty, and bad difficulties', () => {
    const prefix = 'deadbeef';
    const weak = ['0', '1', '2', '3', '4', '5'].find((n) => zeroBits(prefix + n) < 12)!;
    expect(verifyPow(prefix, weak, 12)).toBe(false);
    expect(verifyPow(prefix, weak, -1)).toBe(false);
    expect(verifyPow(prefix, weak, 1.5)).toBe(false);
    expect(verifyPow(prefix, weak, 33)).toBe(false);
    expect(() => solvePow(prefix, 40)).toThrow(RangeError);
    expect(() => solvePow(prefix, 30, 10)).toThrow(/No nonce/);
  });
});
