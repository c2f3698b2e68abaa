import { createCipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { desEncrypt } from './des';
import { decryptServicePath, encryptServicePath } from './servicePath';

const URL_WITH_QUERY = 'https://chat.example.com/live?site=gamefront&lang=EN';
/** Computed with OpenSSL (3DES-EDE, key Ab3dE9kT three times = single DES). */
const URL_WITH_QUERY_CIPHERTEXT = 'U88fj+4GuvmsKLONWT8qbUbztdWJYGMfwaBvySchnJPpRe6oyhlouz5Ri0FCNrLt9iakDXliIo0=';

const failure = expect.objectContaining({ name: 'CryptoError', code: 'decrypt_failed' });

describe('service paths', () => {
  it('match a fixed vector computed with OpenSSL', () => {
    expect(encryptServicePath(URL_WITH_QUERY, 'Ab3dE9kT')).toBe(`${URL_WITH_QUERY_CIPHERTEXT}Ab3dE9kT`);
    expect(decryptServicePath(`${URL_WITH_QUERY_CIPHERTEXT}Ab3dE9kT`)).toBe(URL_WITH_QUERY);
  });

  it('decrypt what OpenSSL encrypted', () => {
    const key = 'z9TTk2Lm';
    const cipher = createCipheriv('des-ede3-ecb', Buffer.from(key.repeat(3)), null);
    const ciphertext = Buffer.concat([cipher.update(URL_WITH_QUERY), cipher.final()]).toString('base64');
    expect(decryptServicePath(ciphertext + key)).toBe(URL_WITH_QUERY);
  });

  it('round-trip URLs with query strings and non-ASCII text', () => {
    for (const url of [URL_WITH_QUERY, 'https://wa.me/639170000000?text=Kumusta%20po', 'https://t.me/s/ñ?x=1&y=2']) {
      expect(decryptServicePath(encryptServicePath(url, 'q7TkWm2Z'))).toBe(url);
    }
  });

  it('refuse malformed paths', () => {
    const valid = `${URL_WITH_QUERY_CIPHERTEXT}Ab3dE9kT`;
    const bad = [
      '',
      'Ab3dE9kT',
      'xAb3dE9kT',
      `${URL_WITH_QUERY_CIPHERTEXT}Ab3dE9kX`,
      `!${valid.slice(1)}`,
      `${URL_WITH_QUERY_CIPHERTEXT.slice(0, -4)}Ab3dE9kT`,
      `${desEncrypt('', 'Ab3dE9kT')}Ab3dE9kT`,
    ];
    for (const path of bad) expect(() => decryptServicePath(path), path).toThrow(failure);
  });

  it('refuse keys that are not 8 characters of the key alphabet, and empty URLs', () => {
    for (const key of ['Ab3dE9k', 'Ab3dE9kTT', 'Ab3dE9kY', 'Ab3dE9kj', 'Ab3dE9k-']) {
      expect(() => encryptServicePath(URL_WITH_QUERY, key), key).toThrow(expect.objectContaining({ code: 'invalid_input' }));
    }
    expect(() => encryptServicePath('', 'Ab3dE9kT')).toThrow(expect.objectContaining({ code: 'invalid_input' }));
  });
});
