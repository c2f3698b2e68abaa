import CryptoJS from 'crypto-js/core.js';
import 'crypto-js/sha256.js';

/**
 * The gateway's bot check: a proof of work. The gateway hands out a random `prefix`
 * and a `difficulty` (leading zero bits); the client searches a `nonce` such that
 * SHA-256(prefix + nonce) starts with that many zero bits. Costly for a bot sending thousands of
 * SMS, a fraction of a second for one person. Pure TypeScript SHA-256 (crypto-js) so the browser,
 * the tests and the server share one implementation.
 */
export const POW_DEFAULT_DIFFICULTY = 16;
export const POW_MAX_DIFFICULTY = 32;

/** Leading zero bits of SHA-256(prefix + nonce), read straight from the digest's 32-bit words. */
export function powLeadingZeroBits(prefix: string, nonce: string): number {
  const { words } = CryptoJS.SHA256(prefix + nonce);
  let bits = 0;
  for (let i = 0; i < 8; i++) {
    const word = words[i] >>> 0;
    if (word === 0) {
      bits += 32;
      continue;
    }
    return bits + Math.clz32(word);
  }
  return bits;
}

export function verifyPow(prefix: string, nonce: string, difficulty: number): boolean {
  if (!Number.isInteger(difficulty) || difficulty < 0 || difficulty > POW_MAX_DIFFICULTY) return false;
  return powLeadingZeroBits(prefix, nonce) >= difficulty;
}

/**
 * Finds the first nonce (base-36 counter) that meets the difficulty. `maxTries` bounds the work so
 * that a wrongly huge difficulty cannot hang the caller; it then throws.
 */
export function solvePow(prefix: string, difficulty: number, maxTries = 2 ** 26): string {
  if (!Number.isInteger(difficulty) || difficulty < 0 || difficulty > POW_MAX_DIFFICULTY) {
    throw new RangeError(`Difficulty must be an integer from 0 to ${POW_MAX_DIFFICULTY} (got ${difficulty})`);
  }
  for (let i = 0; i < maxTries; i++) {
    const nonce = i.toString(36);
    if (powLeadingZeroBits(prefix, nonce) >= difficulty) return nonce;
  }
  throw new RangeError(`No nonce found within ${maxTries} tries`);
}
