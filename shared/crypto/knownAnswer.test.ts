import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decryptRequest, encryptRequest } from './envelope';
import { RSA_EXPONENT } from './rsa';

/**
 * A known-answer vector made by a transcription of the platform's own `encrypt.js` (key packing,
 * block hex, DES call) with a throw-away 1024-bit key. The platform decides what is right: if
 * our output differs from the vector, our encryption is wrong.
 */
interface Vector {
  modulusHex: string;
  exponentHex: string;
  dHex: string;
  sessionKey: string;
  payload: unknown;
  Encryption: string;
  value: string;
}

const vector = JSON.parse(readFileSync(new URL('./fixtures/encryption-vector.json', import.meta.url), 'utf8')) as Vector;

describe('the encryption against the platform known-answer vector', () => {
  it('uses the same public exponent as the platform', () => {
    expect(BigInt(`0x${vector.exponentHex}`)).toBe(RSA_EXPONENT);
  });

  it('gives exactly the platform Encryption header and body value for the same session key', () => {
    const request = encryptRequest(vector.payload, vector.modulusHex, vector.sessionKey);
    expect(request.headers.Encryption).toBe(vector.Encryption);
    expect(request.body.value).toBe(vector.value);
    expect(request.headers['X-Digest']).toBe(vector.value);
    expect(request.headers['X-RSA']).toBe(vector.modulusHex);
  });

  it('lets the platform side recover the payload from the vector with the private exponent', () => {
    const key = { n: BigInt(`0x${vector.modulusHex}`), d: BigInt(`0x${vector.dHex}`), modulusHex: vector.modulusHex };
    const payload = decryptRequest(
      { encryption: vector.Encryption, digest: vector.value, rsa: vector.modulusHex, body: { value: vector.value } },
      key,
    );
    expect(payload).toEqual(vector.payload);
  });
});
