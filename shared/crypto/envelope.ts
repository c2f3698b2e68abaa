import { desDecrypt, desEncrypt } from './des';
import { CryptoError } from './errors';
import { parseModulusHex, rsaDecryptKey, rsaEncryptKey, type RsaPrivateKey } from './rsa';
import { isUsableSessionKey, randomSessionKey } from './sessionKey';

/**
 * The platform's "encrypted request" (v2): the payload DES-encrypted with a random session key,
 * the session key RSA-encrypted with the platform's public key.
 */
export { KEY_ALPHABET, randomSessionKey } from './sessionKey';

export interface EncryptedRequest {
  body: { value: string };
  headers: { Encryption: string; 'X-Digest': string; 'X-RSA': string };
  /** Kept so the caller can decrypt anything the platform sends back under the same key. */
  sessionKey: string;
}

/** Plain-text form of a payload exactly as `encrypt.js` builds it: strings go as they are. */
function payloadText(payload: unknown): string {
  if (typeof payload === 'string') return payload;
  const text = JSON.stringify(payload);
  if (typeof text !== 'string') throw new CryptoError('invalid_input', 'Payload cannot be written as JSON');
  return text;
}

export function encryptRequest(payload: unknown, modulusHex: string, sessionKey: string = randomSessionKey()): EncryptedRequest {
  if (!isUsableSessionKey(sessionKey)) {
    throw new CryptoError('invalid_input', 'Session key must be at least 8 printable ASCII characters');
  }
  const modulus = modulusHex
    .trim()
    .replace(/^"(.*)"$/s, '$1')
    .trim();
  const value = desEncrypt(payloadText(payload), sessionKey);
  return {
    body: { value },
    headers: { Encryption: rsaEncryptKey(sessionKey, modulus), 'X-Digest': value, 'X-RSA': modulus },
    sessionKey,
  };
}

/**
 * The `Encryption` header alone (free-play sign-in): a fresh random session key, RSA-encrypted
 * exactly as for a sealed body, with nothing encrypted under it.
 */
export function encryptKeyOnly(modulusHex: string, sessionKey: string = randomSessionKey()): { Encryption: string } {
  if (!isUsableSessionKey(sessionKey)) {
    throw new CryptoError('invalid_input', 'Session key must be at least 8 printable ASCII characters');
  }
  const modulus = modulusHex
    .trim()
    .replace(/^"(.*)"$/s, '$1')
    .trim();
  return { Encryption: rsaEncryptKey(sessionKey, modulus) };
}

/** The platform side of `encryptKeyOnly`: the header must decrypt, under our key, to a usable session key. */
export function decryptKeyOnly(encryption: string | undefined, key: RsaPrivateKey): string {
  const header = encryption?.trim();
  if (!header) throw new CryptoError('request_body_required', 'The Encryption header is missing');
  const sessionKey = rsaDecryptKey(header, key);
  if (!isUsableSessionKey(sessionKey)) throw new CryptoError('decrypt_failed', 'The session key is too short');
  return sessionKey;
}

export interface EncryptedRequestInput {
  /** The `Encryption` header. */
  encryption?: string;
  /** The `X-Digest` header. */
  digest?: string;
  /** The `X-RSA` header. */
  rsa?: string;
  /** The parsed request body: `{value}` (v2) or the bare Base64 string (v1). */
  body: unknown;
}

/** v2 carries the ciphertext in `{value}`; v1 sends the Base64 text as the whole body. */
function ciphertextOf(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim() || undefined;
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const value = (body as { value?: unknown }).value;
    if (typeof value === 'string' && value.length > 0) return value;
  }
  return undefined;
}

function sameModulus(headerHex: string, ours: bigint): boolean {
  try {
    return parseModulusHex(headerHex) === ours;
  } catch {
    return false;
  }
}

/**
 * The platform side: checks the request is complete and consistent, recovers the session key,
 * decrypts and parses the payload. A decrypted text that is not JSON is returned as the string
 * it is, because `encrypt.js` sends string payloads unquoted.
 */
export function decryptRequest(input: EncryptedRequestInput, key: RsaPrivateKey & { modulusHex: string }): unknown {
  const encryption = input.encryption?.trim();
  const ciphertext = ciphertextOf(input.body);
  if (!encryption) throw new CryptoError('request_body_required', 'The Encryption header is missing');
  if (ciphertext === undefined) throw new CryptoError('request_body_required', 'The encrypted body is missing');

  if (input.digest !== undefined && input.digest.trim() !== ciphertext) {
    throw new CryptoError('decrypt_failed', 'X-Digest does not match the body');
  }
  if (input.rsa !== undefined && !sameModulus(input.rsa, key.n)) {
    throw new CryptoError('decrypt_failed', 'X-RSA names a key that is not ours');
  }

  const sessionKey = rsaDecryptKey(encryption, key);
  if (!isUsableSessionKey(sessionKey)) throw new CryptoError('decrypt_failed', 'The session key is too short');
  const text = desDecrypt(ciphertext, sessionKey);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
