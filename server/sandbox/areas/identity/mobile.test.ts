import { describe, expect, it } from 'vitest';
import { maskMobile, parseMobile } from './mobile';

const codes = ['+63', '+84', '+1', '+855'];

describe('parseMobile', () => {
  it.each([
    ['9171234567', '+63', { dialingCode: '+63', national: '9171234567' }],
    ['09171234567', '+63', { dialingCode: '+63', national: '9171234567' }],
    ['639171234567', '+63', { dialingCode: '+63', national: '9171234567' }],
    ['+63 917 123 4567', undefined, { dialingCode: '+63', national: '9171234567' }],
    ['+855-12-345-678', undefined, { dialingCode: '+855', national: '12345678' }],
    ['917-123-4567', undefined, { dialingCode: null, national: '9171234567' }],
    ['9171234567', '63', { dialingCode: '+63', national: '9171234567' }],
  ])('reads %s (code %s)', (input, code, expected) => {
    expect(parseMobile(input, code, codes)).toEqual(expected);
  });

  it.each(['', '12', 'abc9171234567', '+999 1234567', '1'.repeat(21), "917' OR 1=1", '９１７１２３４５６７'])('refuses %j', (input) => {
    expect(parseMobile(input, undefined, codes)).toBeNull();
  });
});

describe('maskMobile', () => {
  it('keeps the start and the end of the national number', () => {
    expect(maskMobile('+63', '9171234567')).toBe('+63 917****567');
    expect(maskMobile(null, '1234567')).toBe('1***567');
  });
});
