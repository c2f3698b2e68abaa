import CryptoJS from 'crypto-js/core.js';
import 'crypto-js/enc-base64.js';
import 'crypto-js/tripledes.js';
import 'crypto-js/mode-ecb.js';
import 'crypto-js/pad-nopadding.js';
import { CryptoError } from './errors';
import { bytesToWordArray, wordArrayToBytes, type WordArray } from './wordArray';

/**
 * Single DES in ECB mode with PKCS#7 padding and Base64 text, as the platform's `encrypt.js`
 * uses it for request bodies and customer-service paths. The key is the UTF-8 of a text key;
 * DES reads only its first 8 bytes.
 */
const DES_BLOCK_BYTES = 8;

/** Canonical Base64 only: crypto-js silently skips foreign characters, we refuse them. */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

const utf8Encoder = new TextEncoder();
// fatal: invalid UTF-8 is an error, not U+FFFD; ignoreBOM: give back exactly what was encrypted.
const utf8Decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** Decryption removes the padding itself: crypto-js's Pkcs7.unpad trusts the last byte blindly. */
const ecbNoPadding = { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.NoPadding };

function desKey(key: string): WordArray {
  const bytes = utf8Encoder.encode(key);
  // crypto-js would read missing key bytes as zeros and encrypt anyway; that is never intended.
  if (bytes.length < DES_BLOCK_BYTES) {
    throw new CryptoError('invalid_input', `DES key must be at least ${DES_BLOCK_BYTES} bytes`);
  }
  return bytesToWordArray(bytes.subarray(0, DES_BLOCK_BYTES));
}

export function desEncrypt(plaintext: string, key: string): string {
  let data: WordArray;
  try {
    data = CryptoJS.enc.Utf8.parse(plaintext);
  } catch (cause) {
    // crypto-js's UTF-8 encoder throws on a lone surrogate; say so in our own terms.
    throw new CryptoError('invalid_input', 'Plaintext is not well-formed Unicode', { cause });
  }
  const encrypted = CryptoJS.DES.encrypt(data, desKey(key), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  });
  return CryptoJS.enc.Base64.stringify(encrypted.ciphertext);
}

export function desDecrypt(ciphertextBase64: string, key: string): string {
  if (ciphertextBase64.length === 0 || !BASE64.test(ciphertextBase64)) {
    throw new CryptoError('decrypt_failed', 'Ciphertext is not Base64');
  }
  const ciphertext = CryptoJS.enc.Base64.parse(ciphertextBase64);
  if (ciphertext.sigBytes === 0 || ciphertext.sigBytes % DES_BLOCK_BYTES !== 0) {
    throw new CryptoError('decrypt_failed', 'Ciphertext is not a whole number of DES blocks');
  }
  // Passing CipherParams (not the Base64 text) keeps crypto-js from treating a ciphertext that
  // happens to start with "Salted__" as an OpenSSL salted envelope.
  const params = CryptoJS.lib.CipherParams.create({ ciphertext });
  const padded = wordArrayToBytes(CryptoJS.DES.decrypt(params, desKey(key), ecbNoPadding));
  const padLength = padded[padded.length - 1];
  const padIsValid =
    padLength >= 1 && padLength <= DES_BLOCK_BYTES && padded.subarray(padded.length - padLength).every((byte) => byte === padLength);
  if (!padIsValid) throw new CryptoError('decrypt_failed', 'Ciphertext padding is invalid (wrong key?)');
  try {
    return utf8Decoder.decode(padded.subarray(0, padded.length - padLength));
  } catch (cause) {
    throw new CryptoError('decrypt_failed', 'Plaintext is not UTF-8 (wrong key?)', { cause });
  }
}
