import { CryptoError } from './errors';

/**
 * Raw ("textbook") RSA exactly as the platform's `encrypt.js` does it with the old BigInt.js
 * `RSAKeyPair` routine: no PKCS#1 padding, a fixed public exponent of 0x10001.
 */
export const RSA_EXPONENT = 0x10001n;

export interface RsaPrivateKey {
  n: bigint;
  d: bigint;
}

/**
 * Each block costs the server one private-key exponentiation, and the header is attacker-chosen;
 * a 16-character session key is always one block, so a handful is generous.
 */
const MAX_BLOCKS = 4;

const HEX = /^[0-9a-fA-F]+$/;

export function modPow(base: bigint, exp: bigint, mod: bigint): bigint {
  if (mod <= 0n) throw new RangeError('modPow: modulus must be positive');
  if (exp < 0n) throw new RangeError('modPow: exponent must not be negative');
  if (mod === 1n) return 0n;
  let result = 1n;
  let square = ((base % mod) + mod) % mod;
  let rest = exp;
  while (rest > 0n) {
    if (rest & 1n) result = (result * square) % mod;
    square = (square * square) % mod;
    rest >>= 1n;
  }
  return result;
}

/**
 * Reads the modulus as `/wps/session/key/rsa` serves it: plain hex text, which some deployments
 * wrap in quotes. BigInt.js accepts either case, so we do too.
 */
export function parseModulusHex(modulusHex: string): bigint {
  const hex = modulusHex
    .trim()
    .replace(/^"(.*)"$/s, '$1')
    .trim();
  if (!HEX.test(hex)) throw new CryptoError('invalid_input', 'RSA modulus is not hex');
  const n = BigInt(`0x${hex}`);
  // BigInt.js packs blocks of 2 × (index of the top 16-bit digit) bytes: below 2^16 that is zero.
  if (n < 0x10000n) throw new CryptoError('invalid_input', 'RSA modulus is too small');
  return n;
}

/** BigInt.js `chunkSize`: two bytes per 16-bit digit below the modulus's most significant one. */
function blockBytes(n: bigint): number {
  const topDigitIndex = Math.ceil(n.toString(16).length / 4) - 1;
  return 2 * topDigitIndex;
}

/**
 * BigInt.js `biToHex` writes every 16-bit digit as four hex characters, so the text has no fixed
 * width but its length is always a multiple of four.
 */
function toDigitHex(value: bigint): string {
  const hex = value.toString(16);
  return hex.padStart(Math.ceil(hex.length / 4) * 4, '0');
}

/**
 * The `Encryption` header: the key reversed, its character codes packed little-endian into
 * blocks of `blockBytes(n)` bytes (zero-filled), each block raised to e mod n, written as hex,
 * blocks joined by a space. Reversal and little-endian packing cancel out, so a one-block key
 * is simply its ASCII bytes read big-endian.
 */
export function rsaEncryptKey(key: string, modulusHex: string): string {
  const n = parseModulusHex(modulusHex);
  if (key.length === 0) throw new CryptoError('invalid_input', 'RSA key text is empty');
  const codes: number[] = [];
  for (let i = key.length - 1; i >= 0; i--) {
    const code = key.charCodeAt(i);
    // BigInt.js adds two codes into one 16-bit digit; wider codes would spill into the next one.
    if (code > 0xff) throw new CryptoError('invalid_input', 'RSA key text must be 8-bit characters');
    codes.push(code);
  }
  const size = blockBytes(n);
  const blocks: string[] = [];
  for (let start = 0; start < codes.length; start += size) {
    let block = 0n;
    for (let i = Math.min(start + size, codes.length) - 1; i >= start; i--) {
      block = (block << 8n) | BigInt(codes[i]);
    }
    blocks.push(toDigitHex(modPow(block, RSA_EXPONENT, n)));
  }
  return blocks.join(' ');
}

/**
 * The platform side of `rsaEncryptKey`: every block decrypts to the little-endian bytes of one
 * slice of the reversed key; joined, stripped of the zero fill and reversed they give the key.
 * For the usual single block this is the big-endian bytes with leading zeros dropped.
 */
export function rsaDecryptKey(encryptionHeader: string, key: RsaPrivateKey): string {
  const parts = encryptionHeader.trim().split(/\s+/);
  if (parts.length > MAX_BLOCKS) throw new CryptoError('decrypt_failed', 'Encryption header has too many blocks');
  const size = blockBytes(key.n);
  const maxHexLength = key.n.toString(16).length + 4;
  const reversed: number[] = [];
  for (const part of parts) {
    if (!HEX.test(part) || part.length > maxHexLength) {
      throw new CryptoError('decrypt_failed', 'Encryption header is not RSA hex');
    }
    const cipher = BigInt(`0x${part}`);
    if (cipher >= key.n) throw new CryptoError('decrypt_failed', 'Encryption block exceeds the modulus');
    let block = modPow(cipher, key.d, key.n);
    for (let i = 0; i < size; i++) {
      reversed.push(Number(block & 0xffn));
      block >>= 8n;
    }
    // A block wider than the chunk was not produced by this key's public half.
    if (block !== 0n) throw new CryptoError('decrypt_failed', 'Encryption header was made with another key');
  }
  while (reversed.length > 0 && reversed[reversed.length - 1] === 0) reversed.pop();
  const codes = reversed.reverse();
  if (codes.length === 0 || codes.some((code) => code < 0x20 || code > 0x7e)) {
    throw new CryptoError('decrypt_failed', 'Encryption header does not hold a printable key');
  }
  return String.fromCharCode(...codes);
}
