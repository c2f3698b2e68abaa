import { describe, expect, it } from 'vitest';
import { preferredCoding } from './content-coding';

describe('preferredCoding', () => {
  it('prefers Brotli when both are accepted alike, as browsers send them', () => {
    expect(preferredCoding('gzip, deflate, br, zstd')).toBe('br');
  });

  it('answers gzip to a client without Brotli, and nothing to one that accepts neither', () => {
    expect(preferredCoding('gzip, deflate')).toBe('gzip');
    expect(preferredCoding('x-gzip')).toBe('gzip');
    expect(preferredCoding('deflate')).toBeNull();
    expect(preferredCoding('identity')).toBeNull();
    expect(preferredCoding(undefined)).toBeNull();
    expect(preferredCoding('')).toBeNull();
  });

  it('reads q-values: zero refuses a coding, the higher one wins', () => {
    expect(preferredCoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredCoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(preferredCoding('br;q=0, gzip;q=0')).toBeNull();
    expect(preferredCoding('*')).toBe('br');
    expect(preferredCoding('*;q=0, gzip')).toBe('gzip');
  });

  it('reads a header sent in several lines', () => {
    expect(preferredCoding(['deflate', 'gzip'])).toBe('gzip');
  });
});
