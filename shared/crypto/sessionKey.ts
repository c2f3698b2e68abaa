import { CryptoError } from './errors';

/**
 * The platform's session-key alphabet, reproduced with its quirk: the upper-case run has a
 * second `T` where `Y` belongs, and the lower-case run has no `j`. 61 characters.
 */
export const KEY_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXTZabcdefghiklmnopqrstuvwxyz';

/** Largest multiple of the alphabet size that fits in a byte: bytes at or above it are redrawn. */
const UNBIASED_BYTE_LIMIT = 256 - (256 % KEY_ALPHABET.length);

/** A fresh random key of `length` alphabet characters, drawn without modulo bias. */
export function randomSessionKey(length = 16): string {
  if (!Number.isInteger(length) || length < 1 || length > 1024) {
    throw new CryptoError('invalid_input', 'Session key length must be an integer from 1 to 1024');
  }
  let key = '';
  const bytes = new Uint8Array(length * 2);
  while (key.length < length) {
    globalThis.crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte >= UNBIASED_BYTE_LIMIT) continue;
      key += KEY_ALPHABET[byte % KEY_ALPHABET.length];
      if (key.length === length) break;
    }
  }
  return key;
}

/**
 * What a session key must look like for both halves of the envelope: DES needs 8 bytes, and the
 * RSA half is only recoverable for printable ASCII.
 */
export function isUsableSessionKey(key: string): boolean {
  return key.length >= 8 && /^[\x20-\x7e]+$/.test(key);
}
