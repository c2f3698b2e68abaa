import { describe, expect, it } from 'vitest';
import { compileServerPattern } from './serverRegex';

describe('compileServerPattern', () => {
  it('matches the whole value, as the platform does', () => {
    const re = compileServerPattern('[0-9]{4}');
    expect(re?.test('1234')).toBe(true);
    expect(re?.test('x1234')).toBe(false);
    expect(re?.test('12345')).toBe(false);
  });

  it('keeps alternations whole under the added anchors', () => {
    const re = compileServerPattern('abc|xyz');
    expect(re?.test('abc')).toBe(true);
    expect(re?.test('xyz')).toBe(true);
    expect(re?.test('abcxyz')).toBe(false);
  });

  it('understands Unicode properties and the leading (?i) flag', () => {
    expect(compileServerPattern('\\p{L}+')?.test('สมชาย')).toBe(true);
    expect(compileServerPattern('(?i)[a-z]+')?.test('ABC')).toBe(true);
  });

  it('accepts escapes that only non-Unicode mode allows', () => {
    expect(compileServerPattern('[a-z\\_]+')?.test('a_b')).toBe(true);
  });

  it('answers null for a pattern that cannot be compiled', () => {
    expect(compileServerPattern('[a-z')).toBeNull();
    expect(compileServerPattern('(?<=a')).toBeNull();
    expect(compileServerPattern('a)|(b')).toBeNull();
    expect(compileServerPattern('a'.repeat(1001))).toBeNull();
  });

  it('returns the same compiled pattern on repeat', () => {
    expect(compileServerPattern('^[a-z]+$')).toBe(compileServerPattern('^[a-z]+$'));
  });
});
