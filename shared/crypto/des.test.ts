import { createCipheriv, createDecipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { desDecrypt, desEncrypt } from './des';

/** Single DES through OpenSSL: 3DES-EDE with the same 8-byte key three times is exactly DES. */
function opensslDesEncrypt(plaintext: string, key: string): string {
  const key8 = Buffer.from(key, 'utf8').subarray(0, 8);
  const cipher = createCipheriv('des-ede3-ecb', Buffer.concat([key8, key8, key8]), null);
  return Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]).toString('base64');
}

function opensslDesDecrypt(ciphertextBase64: string, key: string): string {
  const key8 = Buffer.from(key, 'utf8').subarray(0, 8);
  const decipher = createDecipheriv('des-ede3-ecb', Buffer.concat([key8, key8, key8]), null);
  return Buffer.concat([decipher.update(ciphertextBase64, 'base64'), decipher.final()]).toString('utf8');
}

const failure = expect.objectContaining({ name: 'CryptoError', code: 'decrypt_failed' });

describe('desEncrypt', () => {
  it('matches a fixed vector computed with OpenSSL', () => {
    expect(desEncrypt('{"username":"demo","password":"Secret123"}', 'q7TkWm2Z')).toBe(
      'vwqFHV0s3fmWbREHFvfvA3A+HW9x4wWVBsX08dEqxHSLymTsTdi3TqxBuBdwmLAt',
    );
  });

  it('uses only the first 8 bytes of a longer key', () => {
    expect(desEncrypt('{"username":"demo","password":"Secret123"}', 'q7TkWm2ZanyTail1')).toBe(
      'vwqFHV0s3fmWbREHFvfvA3A+HW9x4wWVBsX08dEqxHSLymTsTdi3TqxBuBdwmLAt',
    );
  });

  it('agrees with OpenSSL for every padding length and for non-ASCII text', () => {
    const texts = ['', 'a', '1234567', '12345678', '123456789', 'Mabuhay! 你好 — ₱1,000 🎰', '"quoted"'];
    for (const text of texts) {
      for (const key of ['aPaZ5ceGaddXyoIV', 'Ab3dE9kT']) {
        const ours = desEncrypt(text, key);
        expect(ours, text).toBe(opensslDesEncrypt(text, key));
        expect(opensslDesDecrypt(ours, key)).toBe(text);
      }
    }
  });

  it('refuses a key shorter than one DES key and text that is not Unicode', () => {
    expect(() => desEncrypt('x', 'short')).toThrow(expect.objectContaining({ code: 'invalid_input' }));
    expect(() => desEncrypt('bad \ud800 surrogate', 'Ab3dE9kT')).toThrow(expect.objectContaining({ code: 'invalid_input' }));
  });
});

describe('desDecrypt', () => {
  it('reads what OpenSSL encrypted', () => {
    const text = 'Mabuhay! 你好 — {"amount":"1000.00"}';
    expect(desDecrypt(opensslDesEncrypt(text, 'Ab3dE9kT'), 'Ab3dE9kT')).toBe(text);
    expect(desDecrypt(opensslDesEncrypt('', 'Ab3dE9kT'), 'Ab3dE9kT')).toBe('');
  });

  it('keeps a leading byte-order mark', () => {
    expect(desDecrypt(desEncrypt('\ufeffx', 'Ab3dE9kT'), 'Ab3dE9kT')).toBe('\ufeffx');
  });

  it('decrypts a ciphertext that begins with the OpenSSL "Salted__" marker as plain ciphertext', () => {
    // Find a key under which the block "Salted__" decrypts to ASCII, so the whole text is UTF-8.
    for (let i = 0; i < 100_000; i++) {
      const key = `Key${String(i).padStart(5, '0')}`;
      const key8 = Buffer.from(key);
      const decipher = createDecipheriv('des-ede3-ecb', Buffer.concat([key8, key8, key8]), null);
      decipher.setAutoPadding(false);
      const firstPlainBlock = Buffer.concat([decipher.update(Buffer.from('Salted__')), decipher.final()]);
      if (!firstPlainBlock.every((byte) => byte < 0x80)) continue;
      const tail = Buffer.from(opensslDesEncrypt('ok', key), 'base64');
      const ciphertext = Buffer.concat([Buffer.from('Salted__'), tail]).toString('base64');
      expect(desDecrypt(ciphertext, key)).toBe(`${firstPlainBlock.toString('latin1')}ok`);
      return;
    }
    throw new Error('no suitable key found');
  });

  it('refuses text that is not canonical Base64 or not whole DES blocks', () => {
    for (const bad of ['', 'abc', 'ab$d', 'YWJj', 'vwqFHV0s3fmWbREH FvfvA3A=', 'vwqFHV0s3fmW=bREH']) {
      expect(() => desDecrypt(bad, 'q7TkWm2Z'), bad).toThrow(failure);
    }
  });

  it('refuses padding bytes of zero or wider than a block, which crypto-js would accept', () => {
    const key8 = Buffer.from('Ab3dE9kT');
    const rawEncrypt = (plain: Buffer) => {
      const cipher = createCipheriv('des-ede3-ecb', Buffer.concat([key8, key8, key8]), null);
      cipher.setAutoPadding(false);
      return Buffer.concat([cipher.update(plain), cipher.final()]).toString('base64');
    };
    expect(() => desDecrypt(rawEncrypt(Buffer.alloc(16, 16)), 'Ab3dE9kT')).toThrow(failure);
    expect(() => desDecrypt(rawEncrypt(Buffer.alloc(8, 0)), 'Ab3dE9kT')).toThrow(failure);
    expect(() => desDecrypt(rawEncrypt(Buffer.from('abcdefg\u0003\u0002\u0003'.padStart(16, 'x'))), 'Ab3dE9kT')).toThrow(failure);
    expect(desDecrypt(rawEncrypt(Buffer.from('abcdefgh\u0008\u0008\u0008\u0008\u0008\u0008\u0008\u0008')), 'Ab3dE9kT')).toBe('abcdefgh');
  });

  it('refuses a wrong key and a tampered ciphertext (padding or UTF-8 check)', () => {
    const ciphertext = 'vwqFHV0s3fmWbREHFvfvA3A+HW9x4wWVBsX08dEqxHSLymTsTdi3TqxBuBdwmLAt';
    expect(() => desDecrypt(ciphertext, 'q7TkWm2Y')).toThrow(failure);
    const tampered = `${ciphertext.slice(0, 60)}${ciphertext[60] === 'A' ? 'B' : 'A'}${ciphertext.slice(61)}`;
    expect(() => desDecrypt(tampered, 'q7TkWm2Z')).toThrow(failure);
  });
});
