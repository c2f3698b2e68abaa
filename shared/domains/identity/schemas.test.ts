import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { LoginValue } from './schemas';

describe('the login value', () => {
  const platformAnswer = { token: 't', id: 7, userName: 'player1', firstTimeLogin: false, passwordExpired: false, type: 0, isAgent: 0 };

  it('takes an answer without passwordIsDefault, which the reference does not document for the platform', () => {
    expect(Value.Check(LoginValue, platformAnswer)).toBe(true);
    expect(Value.Check(LoginValue, { ...platformAnswer, passwordIsDefault: true })).toBe(true);
  });
});
