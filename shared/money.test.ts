import { describe, expect, it } from 'vitest';
import { centsToWire, MAX_MOVEMENT_CENTS, parseAmount, wireToCents } from './money';

describe('parseAmount', () => {
  it('reads whole and two-place amounts into cents', () => {
    expect(parseAmount('100')).toEqual({ cents: 10_000 });
    expect(parseAmount('100.5')).toEqual({ cents: 10_050 });
    expect(parseAmount('0.01')).toEqual({ cents: 1 });
    expect(parseAmount(12.34)).toEqual({ cents: 1234 });
  });

  it('says why an amount cannot be taken', () => {
    expect(parseAmount('')).toEqual({ problem: 'empty' });
    expect(parseAmount('abc')).toEqual({ problem: 'notNumber' });
    expect(parseAmount('1,000')).toEqual({ problem: 'notNumber' });
    expect(parseAmount('1e3')).toEqual({ problem: 'notNumber' });
    expect(parseAmount('1.005')).toEqual({ problem: 'tooManyDecimals' });
    expect(parseAmount('-5')).toEqual({ problem: 'notPositive' });
    expect(parseAmount('0')).toEqual({ problem: 'notPositive' });
    expect(parseAmount('0.00')).toEqual({ problem: 'notPositive' });
    expect(parseAmount(Number.NaN)).toEqual({ problem: 'notNumber' });
    expect(parseAmount(String(MAX_MOVEMENT_CENTS / 100 + 1))).toEqual({ problem: 'tooLarge' });
  });

  it('refuses what the wire never carries: spaces around the amount and zeros in front', () => {
    for (const malformed of [' 10', '10 ', ' 0.01 ', '00010', '010.50', '00.50', '-010']) {
      expect(parseAmount(malformed), malformed).toEqual({ problem: 'notNumber' });
    }
    expect(parseAmount('   ')).toEqual({ problem: 'empty' });
  });
});

describe('wire amounts', () => {
  it('writes cents with two places and reads them back', () => {
    for (const cents of [0, 1, 5, 99, 100, 123_456, -1, -1205]) expect(wireToCents(centsToWire(cents))).toBe(cents);
    expect(centsToWire(-1205)).toBe('-12.05');
    expect(centsToWire(125_000)).toBe('1250.00');
  });

  it('refuses a fraction of a cent', () => {
    expect(() => centsToWire(1.5)).toThrow(RangeError);
  });
});
