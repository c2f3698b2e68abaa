import { describe, expect, it } from 'vitest';
import { readAmount } from './readAmount';

describe('readAmount', () => {
  it('reads a typed amount in cents', () => {
    expect(readAmount('1250.5')).toEqual({ cents: 125_050 });
    expect(readAmount(' 100 ')).toEqual({ cents: 10_000 });
    // A person's zeros in front are tidied: the form sends the wire's exact form.
    expect(readAmount('00100')).toEqual({ cents: 10_000 });
    expect(readAmount('0.50')).toEqual({ cents: 50 });
    expect(readAmount('00.50')).toEqual({ cents: 50 });
  });

  it('names the refusal of an amount the platform would refuse', () => {
    expect(readAmount('')).toEqual({ refusal: 'amountRequired' });
    expect(readAmount('ten')).toEqual({ refusal: 'amountInvalid' });
    expect(readAmount('1.005')).toEqual({ refusal: 'amountDecimals' });
    expect(readAmount('0')).toEqual({ refusal: 'amountNotPositive' });
    expect(readAmount('999999999999')).toEqual({ refusal: 'amountTooLarge' });
  });
});
