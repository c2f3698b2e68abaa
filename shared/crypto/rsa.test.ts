import { constants, privateDecrypt, publicEncrypt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { CryptoError } from './errors';
import { nodeRsaKey, type NodeRsaKey } from './fixtures/nodeRsaKey';
import { RSA_EXPONENT, modPow, parseModulusHex, rsaDecryptKey, rsaEncryptKey, type RsaPrivateKey } from './rsa';

/** Raw RSA by OpenSSL: the key bytes left-padded to the modulus width, no padding scheme. */
function opensslRawEncrypt(plainBytes: Buffer, key: NodeRsaKey): string {
  const block = Buffer.alloc(128);
  plainBytes.copy(block, 128 - plainBytes.length);
  return publicEncrypt({ key: key.publicKey, padding: constants.RSA_NO_PADDING }, block).toString('hex');
}

/** BigInt.js writes whole 16-bit digits: drop only leading groups of four zeros. */
const asDigitHex = (fixedWidthHex: string) => fixedWidthHex.replace(/^(?:0000)+/, '');

/** Tiny key, so that vectors can be worked out by hand (here: with Python's pow) and hard-coded. */
const TINY: RsaPrivateKey & { modulusHex: string } = { n: 0xe8d6ca6163n, d: 0xe4ef1e3081n, modulusHex: 'e8d6ca6163' };

describe('modPow', () => {
  it('computes known small powers', () => {
    expect(modPow(4n, 13n, 497n)).toBe(445n);
    expect(modPow(2n, 10n, 1000n)).toBe(24n);
    expect(modPow(7n, 0n, 13n)).toBe(1n);
    expect(modPow(5n, 3n, 1n)).toBe(0n);
    expect(modPow(-2n, 3n, 5n)).toBe(2n);
  });

  it('agrees with a left-to-right square-and-multiply on large numbers', () => {
    const leftToRight = (base: bigint, exp: bigint, mod: bigint) => {
      let result = 1n;
      for (const bit of exp.toString(2)) {
        result = (result * result) % mod;
        if (bit === '1') result = (result * base) % mod;
      }
      return result;
    };
    const mod = (1n << 1023n) + 1234567n;
    const base = (1n << 1000n) + 987654321n;
    expect(modPow(base, RSA_EXPONENT, mod)).toBe(leftToRight(base, RSA_EXPONENT, mod));
    expect(modPow(base, mod - 2n, mod)).toBe(leftToRight(base, mod - 2n, mod));
  });

  it('refuses a non-positive modulus or a negative exponent', () => {
    expect(() => modPow(2n, 3n, 0n)).toThrow(RangeError);
    expect(() => modPow(2n, -1n, 7n)).toThrow(RangeError);
  });
});

describe('parseModulusHex', () => {
  it('reads hex as served, with or without quotes, in either case', () => {
    expect(parseModulusHex(' "E8D6CA6163"\n')).toBe(0xe8d6ca6163n);
    expect(parseModulusHex('e8d6ca6163')).toBe(0xe8d6ca6163n);
  });

  it('refuses text that is not a usable modulus', () => {
    for (const bad of ['', 'xyz', '12 34', 'ffff']) {
      expect(() => parseModulusHex(bad)).toThrow(CryptoError);
    }
  });
});

describe('rsaEncryptKey / rsaDecryptKey against fixed vectors', () => {
  it('packs reversed keys into 16-bit digits, one block per chunk, hex padded to whole digits', () => {
    // n has three 16-bit digits, so BigInt.js uses 4-byte chunks: two blocks for 8 characters.
    expect(rsaEncryptKey('abcdefgh', TINY.modulusHex)).toBe('004daff39554 0055908e18d6');
    expect(rsaEncryptKey('Kq7TkWm2Z', TINY.modulusHex)).toBe('0078c922f5b6 008bb1575aee 00ccdb04974a');
  });

  it('recovers the keys from those vectors', () => {
    expect(rsaDecryptKey('004daff39554 0055908e18d6', TINY)).toBe('abcdefgh');
    expect(rsaDecryptKey('78c922f5b6  8bb1575aee ccdb04974a', TINY)).toBe('Kq7TkWm2Z');
  });
});

describe('rsaEncryptKey / rsaDecryptKey with a 1024-bit key', () => {
  let key: NodeRsaKey;
  beforeAll(() => {
    key = nodeRsaKey();
  });

  it('equals OpenSSL raw RSA of the key bytes read big-endian', () => {
    const sessionKey = 'aPaZ5ceGaddXyoIV';
    const expected = asDigitHex(opensslRawEncrypt(Buffer.from(sessionKey, 'latin1'), key));
    expect(rsaEncryptKey(sessionKey, key.modulusHex)).toBe(expected);
  });

  it('is a single block that OpenSSL decrypts back to the key', () => {
    const sessionKey = 'Z0TTx9kLmN3qR5sB';
    const header = rsaEncryptKey(sessionKey, key.modulusHex);
    expect(header).toMatch(/^[0-9a-f]+$/);
    const padded = Buffer.from(header.padStart(256, '0'), 'hex');
    const plain = privateDecrypt({ key: key.privateKey, padding: constants.RSA_NO_PADDING }, padded);
    expect(plain.subarray(128 - 16).toString('latin1')).toBe(sessionKey);
    expect(plain.subarray(0, 128 - 16).every((byte) => byte === 0)).toBe(true);
  });

  it('keeps a zero top nibble, as BigInt.js does', () => {
    // About one ciphertext in sixteen starts with a zero nibble; find one and check its width.
    for (let i = 0; i < 2000; i++) {
      const sessionKey = `key${String(i).padStart(13, '0')}`;
      const raw = modPow(BigInt(`0x${Buffer.from(sessionKey).toString('hex')}`), RSA_EXPONENT, key.n).toString(16);
      if (raw.length % 4 === 0) continue;
      const header = rsaEncryptKey(sessionKey, key.modulusHex);
      expect(header.length % 4).toBe(0);
      expect(BigInt(`0x${header}`).toString(16)).toBe(raw);
      expect(rsaDecryptKey(header, key)).toBe(sessionKey);
      return;
    }
    throw new Error('no ciphertext with a short top digit found');
  });

  it('round-trips keys of one and of several blocks', () => {
    for (const sessionKey of ['abcdefgh', 'aPaZ5ceGaddXyoIV', 'x'.repeat(126), 'The quick brown fox '.repeat(10)]) {
      const header = rsaEncryptKey(sessionKey, key.modulusHex);
      expect(header.split(' ')).toHaveLength(Math.ceil(sessionKey.length / 126));
      expect(rsaDecryptKey(header, key)).toBe(sessionKey);
    }
  });

  it('refuses malformed, oversized and foreign headers', () => {
    const other = nodeRsaKey();
    const foreign = rsaEncryptKey('aPaZ5ceGaddXyoIV', other.modulusHex);
    const tooLarge = (key.n + 1n).toString(16);
    for (const header of ['', 'not-hex', '12g4', tooLarge, foreign, 'ab '.repeat(5)]) {
      expect(() => rsaDecryptKey(header, key), header).toThrow(expect.objectContaining({ name: 'CryptoError', code: 'decrypt_failed' }));
    }
  });

  it('refuses a key that decrypts to control characters', () => {
    const header = rsaEncryptKey('abc\u0001defghijk', key.modulusHex);
    expect(() => rsaDecryptKey(header, key)).toThrow(expect.objectContaining({ code: 'decrypt_failed' }));
  });

  it('refuses to encrypt what BigInt.js could not pack', () => {
    expect(() => rsaEncryptKey('', key.modulusHex)).toThrow(expect.objectContaining({ code: 'invalid_input' }));
    expect(() => rsaEncryptKey('ключ-ключ', key.modulusHex)).toThrow(expect.objectContaining({ code: 'invalid_input' }));
    expect(() => rsaEncryptKey('abcdefgh', 'zz')).toThrow(expect.objectContaining({ code: 'invalid_input' }));
  });
});
