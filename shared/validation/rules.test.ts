import { describe, expect, it } from 'vitest';
import type { FieldRule } from '../domains/system/schemas';
import { validateRegisterField } from './rules';

const username: FieldRule = {
  enabled: true,
  required: true,
  minLength: 6,
  maxLength: 12,
  acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]{5,11}$',
  patternId: 1,
  type: 'text',
};
const required = { key: 'validation.required', params: {} };
const usernameError = { key: 'validation.reg_pattern_1', params: { min: 6, max: 12 } };

describe('validateRegisterField', () => {
  it('passes anything when the rule is disabled', () => {
    const off = { ...username, enabled: false };
    expect(validateRegisterField('username', '', off)).toBeNull();
    expect(validateRegisterField('username', '!!', off)).toBeNull();
  });

  it('asks for a required value, blank after trimming counting as missing', () => {
    expect(validateRegisterField('username', '', username)).toEqual(required);
    expect(validateRegisterField('username', '   ', username)).toEqual(required);
    expect(validateRegisterField('username', undefined, username)).toEqual(required);
    expect(validateRegisterField('username', null, username)).toEqual(required);
  });

  it('lets an optional field stay blank but checks it once filled', () => {
    const optional = { ...username, required: false };
    expect(validateRegisterField('username', '  ', optional)).toBeNull();
    expect(validateRegisterField('username', '1abcdef', optional)).toEqual(usernameError);
  });

  it('reports the pattern message with the bounds when the length is out of range', () => {
    expect(validateRegisterField('username', 'abc', username)).toEqual(usernameError);
    expect(validateRegisterField('username', 'a'.repeat(13), username)).toEqual(usernameError);
    expect(validateRegisterField('username', 'player01', username)).toBeNull();
  });

  it('only reports the first error', () => {
    // Too short and the wrong make-up: one error, not two.
    const error = validateRegisterField('username', '1!', username);
    expect(error).toEqual(usernameError);
  });

  it('needs both the server regex and the catalogue test', () => {
    // The server regex allows a leading digit; the catalogue's letter-first rule still refuses it.
    const loose = { ...username, acceptedPattern: '^[a-zA-Z0-9]+$' };
    expect(validateRegisterField('username', '1player', loose)).toEqual(usernameError);
    // The catalogue allows it; the server regex demands lower case only.
    const strict = { ...username, acceptedPattern: '^[a-z][a-z0-9]+$' };
    expect(validateRegisterField('username', 'Player01', strict)).toEqual(usernameError);
    expect(validateRegisterField('username', 'player01', strict)).toBeNull();
  });

  it('accepts anything within the bounds for the "*" pattern', () => {
    const any = { ...username, acceptedPattern: '*', patternId: 1 };
    expect(validateRegisterField('username', '1 ! ¿ 中', any)).toBeNull();
    expect(validateRegisterField('username', '12', any)).toEqual(usernameError);
  });

  it('falls back to the catalogue test when the server regex does not compile', () => {
    const broken = { ...username, acceptedPattern: '[a-z' };
    expect(validateRegisterField('username', 'player01', broken)).toBeNull();
    expect(validateRegisterField('username', '1player', broken)).toEqual(usernameError);
  });

  it('treats a maxLength of 0 as no upper bound', () => {
    const open = { ...username, maxLength: 0, acceptedPattern: '*' };
    expect(validateRegisterField('username', 'a'.repeat(500), open)).toBeNull();
    expect(validateRegisterField('username', 'abc', open)).toEqual({
      key: 'validation.reg_pattern_1',
      params: { min: 6, max: undefined },
    });
  });

  it('checks trimmed text but passwords as typed', () => {
    expect(validateRegisterField('username', '  player01  ', username)).toBeNull();
    const password: FieldRule = { ...username, acceptedPattern: '', patternId: 9, type: 'password' };
    expect(validateRegisterField('password', ' secret1 ', password)).toEqual({
      key: 'validation.reg_pattern_9',
      params: { min: 6, max: 12 },
    });
    expect(validateRegisterField('newPassword', ' secret1 ', { ...password, type: undefined })).not.toBeNull();
  });

  it('judges a mobile number without spaces and the leading +', () => {
    const mobile: FieldRule = {
      enabled: true,
      required: true,
      minLength: 7,
      maxLength: 15,
      acceptedPattern: '^[0-9]{7,15}$',
      patternId: 6,
      type: 'tel',
    };
    expect(validateRegisterField('mobileNum', '+63 912 345 6789', mobile)).toBeNull();
    expect(validateRegisterField('mobileNum', '0912-345-6789', mobile)).toEqual({
      key: 'validation.reg_pattern_6',
      params: { min: 7, max: 15 },
    });
  });

  it('counts length in UTF-16 units, as the platform does', () => {
    const anyText: FieldRule = { ...username, minLength: 1, maxLength: 2, acceptedPattern: '*', patternId: 0 };
    expect(validateRegisterField('payeeName', '中文', anyText)).toBeNull();
    expect(validateRegisterField('payeeName', '🙂🙂', anyText)).not.toBeNull();
  });
});
