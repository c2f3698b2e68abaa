import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEY_ALPHABET, isUsableSessionKey, randomSessionKey } from './sessionKey';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('KEY_ALPHABET', () => {
  it('is the platform alphabet of 61 characters with its quirk', () => {
    expect(KEY_ALPHABET).toHaveLength(61);
    expect(KEY_ALPHABET).not.toContain('Y');
    expect(KEY_ALPHABET).not.toContain('j');
    expect([...KEY_ALPHABET].filter((char) => char === 'T')).toHaveLength(2);
    expect(KEY_ALPHABET.slice(0, 10)).toBe('0123456789');
  });
});

describe('randomSessionKey', () => {
  it('draws 16 alphabet characters by default, fresh each time', () => {
    const keys = new Set(Array.from({ length: 50 }, () => randomSessionKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) {
      expect(key).toHaveLength(16);
      expect([...key].every((char) => KEY_ALPHABET.includes(char))).toBe(true);
    }
    expect(randomSessionKey(8)).toHaveLength(8);
  });

  it('redraws bytes that would bias the choice', () => {
    // 244 = 4 × 61: bytes 244..255 must be skipped, not folded onto the first characters.
    const queue = [[255, 244, 0, 60, 61, 243, 250, 122]];
    vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation((array: ArrayBufferView) => {
      const bytes = array as Uint8Array;
      bytes.fill(255);
      bytes.set((queue.shift() ?? [1, 2, 3, 4, 5, 6, 7, 8]).slice(0, bytes.length));
      return array;
    });
    expect(randomSessionKey(4)).toBe(`${KEY_ALPHABET[0]}${KEY_ALPHABET[60]}${KEY_ALPHABET[0]}${KEY_ALPHABET[60]}`);
    expect(randomSessionKey(6)).toBe([1, 2, 3, 4, 5, 6].map((index) => KEY_ALPHABET[index]).join(''));
  });

  it('refuses nonsensical lengths', () => {
    for (const length of [0, -1, 1.5, Number.NaN, 5000]) {
      expect(() => randomSessionKey(length)).toThrow(expect.objectContaining({ code: 'invalid_input' }));
    }
  });
});

describe('isUsableSessionKey', () => {
  it('wants at least 8 printable ASCII characters', () => {
    expect(isUsableSessionKey('abcdefgh')).toBe(true);
    expect(isUsableSessionKey('abcdefg')).toBe(false);
    expect(isUsableSessionKey('abcdefg\n')).toBe(false);
    expect(isUsableSessionKey('abcdefgé')).toBe(false);
  });
});
