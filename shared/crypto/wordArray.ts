import CryptoJS from 'crypto-js/core.js';

/**
 * Conversions between crypto-js `WordArray`s (big-endian 32-bit words) and plain bytes, so that
 * padding and text decoding can be checked strictly instead of trusting crypto-js's lenient ones.
 */
export type WordArray = CryptoJS.lib.WordArray;

export function bytesToWordArray(bytes: Uint8Array): WordArray {
  const words: number[] = [];
  for (let i = 0; i < bytes.length; i++) {
    words[i >>> 2] = (words[i >>> 2] ?? 0) | (bytes[i] << (24 - (i % 4) * 8));
  }
  return CryptoJS.lib.WordArray.create(words, bytes.length);
}

export function wordArrayToBytes(wordArray: WordArray): Uint8Array {
  const bytes = new Uint8Array(wordArray.sigBytes);
  for (let i = 0; i < bytes.length; i++) {
    bytes[i] = (wordArray.words[i >>> 2] >>> (24 - (i % 4) * 8)) & 0xff;
  }
  return bytes;
}
