import { afterEach, describe, expect, it } from 'vitest';
import { balance } from '../stores/wallet';
import { memberMoney, memberMoneyOfCents, memberMoneyOfWire, publicMoney, signedMemberMoneyOfWire, UNKNOWN_SYMBOL } from './format';

const PESO = { sumBalance: 0, balance: [], currency: 'PHP', currencySymbol: '₱' };

describe('member money', () => {
  afterEach(() => {
    balance.value = null;
  });

  it("writes amounts in the member's currency as the balance answer names it", () => {
    balance.value = PESO;
    expect(memberMoney(1234.5)).toBe('₱1,234.50');
    expect(memberMoneyOfCents(125_000)).toBe('₱1,250.00');
    expect(memberMoneyOfWire('1250.00')).toBe('₱1,250.00');
  });

  it('leads with one symbol while the balance names none, whether unread or blank', () => {
    expect(UNKNOWN_SYMBOL).toBe('$');
    expect(memberMoneyOfWire('1250.00')).toBe('$1,250.00');
    balance.value = { sumBalance: 0, balance: [], currency: '', currencySymbol: '' };
    expect(memberMoneyOfWire('1250.00')).toBe('$1,250.00');
  });

  it('takes the balance a component read while rendering', () => {
    expect(memberMoneyOfWire('5.00', PESO)).toBe('₱5.00');
  });

  it('writes the sign out: + in, − out, none for nothing', () => {
    balance.value = PESO;
    expect(signedMemberMoneyOfWire('500.00')).toBe('+₱500.00');
    expect(signedMemberMoneyOfWire('-20.50')).toBe('\u2212₱20.50');
    expect(signedMemberMoneyOfWire('0.00')).toBe('₱0.00');
  });

  it("shows a guest the number alone and a member their currency's", () => {
    expect(publicMoney(1234.5)).toBe('1,234.50');
    balance.value = PESO;
    expect(publicMoney(1234.5)).toBe('₱1,234.50');
  });
});
