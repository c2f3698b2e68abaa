import { describe, expect, it } from 'vitest';
import { CashierError } from '../../../../shared/domains/cashier/errors';
import { AMOUNT_REFUSALS, refusalName } from './refusals';

describe('refusals', () => {
  it("names a cashier refusal as CashierError does, the name a page's text for it carries", () => {
    expect(refusalName(CashierError.balanceInsufficient)).toBe('balanceInsufficient');
    expect(refusalName('withdraw.outside.hours')).toBe('withdrawHours');
    expect(refusalName('login.password.incorrect')).toBe('loginPasswordWrong');
  });

  it('names no other code', () => {
    expect(refusalName('gateway.throttled')).toBeUndefined();
    expect(refusalName('')).toBeUndefined();
    expect(refusalName(null)).toBeUndefined();
  });

  it('places the refusals of the amount itself under the amount', () => {
    expect(AMOUNT_REFUSALS.has(CashierError.amountBelowMinimum)).toBe(true);
    expect(AMOUNT_REFUSALS.has(CashierError.balanceInsufficient)).toBe(true);
    expect(AMOUNT_REFUSALS.has(CashierError.walletSame)).toBe(false);
  });
});
