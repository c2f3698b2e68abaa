import { desDecrypt, desEncrypt } from './des';
import { CryptoError } from './errors';
import { KEY_ALPHABET } from './sessionKey';

/**
 * Customer-service entries in `/wps/system/status` carry their URL encrypted: Base64 DES
 * ciphertext with the 8-character key appended, which the site splits off again.
 */
const SERVICE_KEY_LENGTH = 8;

export function decryptServicePath(path: string): string {
  if (path.length <= SERVICE_KEY_LENGTH) {
    throw new CryptoError('decrypt_failed', 'Service path is too short to hold a key and a ciphertext');
  }
  const key = path.slice(-SERVICE_KEY_LENGTH);
  const url = desDecrypt(path.slice(0, -SERVICE_KEY_LENGTH), key);
  if (url.length === 0) throw new CryptoError('decrypt_failed', 'Service path decrypts to nothing');
  return url;
}

export function encryptServicePath(url: string, key8: string): string {
  const keyIsValid = key8.length === SERVICE_KEY_LENGTH && [...key8].every((char) => KEY_ALPHABET.includes(char));
  if (!keyIsValid) {
    throw new CryptoError('invalid_input', `Service path key must be ${SERVICE_KEY_LENGTH} characters of the key alphabet`);
  }
  if (url.length === 0) throw new CryptoError('invalid_input', 'Service URL is empty');
  return desEncrypt(url, key8) + key8;
}
