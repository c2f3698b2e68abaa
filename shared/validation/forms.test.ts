import { describe, expect, it } from 'vitest';
import type { FieldRule } from '../domains/system/schemas';
import {
  formValidators,
  validateChangePassword,
  validateForgotByEmail,
  validateForgotByPhone,
  validateMobileForSms,
  validateRegistration,
  validateSmsLogin,
  validateUsernameLogin,
  type RegistrationOptions,
  type RegistrationValues,
  type RulesSource,
} from './forms';

const required = { key: 'validation.required', params: {} };
const mismatch = { key: 'validation.confirm_mismatch', params: {} };
const pattern = (id: number, min: number, max: number) => ({ key: `validation.reg_pattern_${id}`, params: { min, max } });

function rule(patternId: number, minLength: number, maxLength: number, extra: Partial<FieldRule> = {}): FieldRule {
  return { enabled: true, required: true, minLength, maxLength, acceptedPattern: '', patternId, type: 'text', ...extra };
}

/** Register settings shaped like the platform's, with fields switched on and off. */
const rules: RulesSource = {
  username: rule(1, 6, 12, { acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]{5,11}$' }),
  password: rule(4, 6, 12, { type: 'password' }),
  paymentPassword: rule(6, 6, 6, { required: false, type: 'password' }),
  mobileNum: rule(6, 7, 15, { required: false }),
  email: rule(3, 6, 50, { required: false }),
  payeeName: rule(17, 2, 50, { required: true }),
  whatsapp: rule(6, 7, 15, { required: false }),
  qqNum: rule(6, 5, 12, { enabled: false }),
  affiliateCode: rule(4, 4, 20, { required: false }),
  captcha: rule(6, 4, 4),
};

describe('validateMobileForSms', () => {
  it('uses digits 6–15 after normalization without a server rule', () => {
    expect(validateMobileForSms('')).toEqual(required);
    expect(validateMobileForSms('+63 912 345')).toBeNull();
    expect(validateMobileForSms('12345')).toEqual(pattern(6, 6, 15));
    expect(validateMobileForSms('1234567890123456')).toEqual(pattern(6, 6, 15));
    expect(validateMobileForSms('0912abc')).toEqual(pattern(6, 6, 15));
  });

  it('uses the server rule when present, and requires the number even if the rule calls it optional', () => {
    expect(validateMobileForSms('123456', rules)).toEqual(pattern(6, 7, 15));
    expect(validateMobileForSms('1234567', rules)).toBeNull();
    expect(validateMobileForSms('  ', rules)).toEqual(required);
  });
});

describe('validateUsernameLogin', () => {
  it('requires username and password, trimmed', () => {
    expect(validateUsernameLogin({ username: '  ', password: '' }, { captchaShown: false })).toEqual({
      username: required,
      password: required,
    });
  });

  it('does not apply register rules to sign-in', () => {
    expect(validateUsernameLogin({ username: '1x', password: 'a' }, { captchaShown: false })).toEqual({});
  });

  it('requires the captcha only while it is shown', () => {
    const values = { username: 'player1', password: 'Play1234' };
    expect(validateUsernameLogin(values, { captchaShown: false })).toEqual({});
    expect(validateUsernameLogin(values, { captchaShown: true })).toEqual({ captcha: required });
    expect(validateUsernameLogin({ ...values, captcha: '1234' }, { captchaShown: true })).toEqual({});
  });
});

describe('validateSmsLogin', () => {
  it('requires a number passing the mobile rule and a code', () => {
    expect(validateSmsLogin({})).toEqual({ mobileNum: required, verificationCode: required });
    expect(validateSmsLogin({ mobileNum: '12ab', verificationCode: '1234' })).toEqual({ mobileNum: pattern(6, 6, 15) });
    expect(validateSmsLogin({ mobileNum: '09123456789', verificationCode: '1234' })).toEqual({});
  });
});

describe('validateChangePassword', () => {
  const good = { oldPassword: 'old123', newPassword: 'new12345', confirmNewPassword: 'new12345' };

  it('accepts a complete, matching change', () => {
    expect(validateChangePassword(good, { rules })).toEqual({});
  });

  it('requires the old password unless the site already knows it', () => {
    expect(validateChangePassword({ ...good, oldPassword: '' }, { rules })).toEqual({ oldPassword: required });
    expect(validateChangePassword({ ...good, oldPassword: '' }, { rules, oldPasswordKnown: true })).toEqual({});
  });

  it('applies the password rule to the new password', () => {
    const values = { ...good, newPassword: 'new!', confirmNewPassword: 'new!' };
    expect(validateChangePassword(values, { rules })).toEqual({ newPassword: pattern(4, 6, 12) });
  });

  it('requires the confirmation first, then that it matches', () => {
    expect(validateChangePassword({ ...good, confirmNewPassword: '' }, { rules })).toEqual({ confirmNewPassword: required });
    expect(validateChangePassword({ ...good, confirmNewPassword: 'new12346' }, { rules })).toEqual({
      confirmNewPassword: mismatch,
    });
  });
});

describe('validateForgotByEmail', () => {
  it('requires a username passing the username rule', () => {
    expect(validateForgotByEmail({ email: 'a@example.com' }, rules)).toEqual({ username: required });
    expect(validateForgotByEmail({ username: '1player', email: 'a@example.com' }, rules)).toEqual({
      username: pattern(1, 6, 12),
    });
  });

  it('requires an e-mail address even where the settings make e-mail optional or any text', () => {
    expect(validateForgotByEmail({ username: 'player01' }, rules)).toEqual({ email: required });
    const anyEmail = { ...rules, email: rule(0, 3, 50, { acceptedPattern: '*', required: false }) };
    expect(validateForgotByEmail({ username: 'player01', email: 'not an email' }, anyEmail)).toEqual({
      email: pattern(3, 3, 50),
    });
    expect(validateForgotByEmail({ username: 'player01', email: 'player@example.com' }, anyEmail)).toEqual({});
  });

  it('falls back to lenient rules without settings', () => {
    expect(validateForgotByEmail({ username: 'any_name', email: 'x@example.org' })).toEqual({});
    expect(validateForgotByEmail({ username: 'two words', email: 'x@' })).toEqual({
      username: pattern(9, 1, 50),
      email: pattern(3, 3, 254),
    });
  });
});

describe('validateForgotByPhone', () => {
  it('requires number, code and a new password passing the password rule', () => {
    expect(validateForgotByPhone({}, rules)).toEqual({
      mobileNum: required,
      verificationCode: required,
      newPassword: required,
    });
    expect(validateForgotByPhone({ mobileNum: '09123456789', verificationCode: '123456', newPassword: 'abc' }, rules)).toEqual({
      newPassword: pattern(4, 6, 12),
    });
    expect(validateForgotByPhone({ mobileNum: '09123456789', verificationCode: '123456', newPassword: 'abc123' }, rules)).toEqual({});
  });
});

describe('validateRegistration', () => {
  const byUsername: RegistrationOptions = { mode: 'username', rules, captchaShown: true, smsVerification: false };
  const complete: RegistrationValues = {
    username: 'player01',
    password: 'secret12',
    confirmPassword: 'secret12',
    payeeName: 'Juan Dela Cruz',
    paymentPassword: '123456',
    captcha: '1234',
    termCheck: true,
  };

  it('accepts a complete username registration', () => {
    expect(validateRegistration(complete, byUsername)).toEqual({});
  });

  it('reports the first error of every field in one pass', () => {
    expect(validateRegistration({ termCheck: false }, byUsername)).toEqual({
      username: required,
      password: required,
      confirmPassword: required,
      payeeName: required,
      paymentPassword: required,
      captcha: required,
      termCheck: { key: 'validation.terms_required', params: {} },
    });
  });

  it('checks username and password against their rules and the confirmation against the password', () => {
    const errors = validateRegistration({ ...complete, username: 'ab', password: 'sec ret', confirmPassword: 'secret' }, byUsername);
    expect(errors).toEqual({ username: pattern(1, 6, 12), password: pattern(4, 6, 12), confirmPassword: mismatch });
  });

  it('checks optional server fields only when filled, and ignores disabled ones', () => {
    expect(validateRegistration({ ...complete, email: 'nope', whatsapp: '12', qqNum: 'x' }, byUsername)).toEqual({
      email: pattern(3, 6, 50),
      whatsapp: pattern(6, 7, 15),
    });
  });

  it('skips fields the form hides', () => {
    const values = { ...complete, affiliateCode: '!!' };
    expect(validateRegistration(values, byUsername)).toEqual({ affiliateCode: pattern(4, 4, 20) });
    expect(validateRegistration(values, { ...byUsername, hiddenFields: ['affiliateCode'] })).toEqual({});
  });

  it('requires a payment password whenever its field is shown', () => {
    expect(validateRegistration({ ...complete, paymentPassword: '' }, byUsername)).toEqual({ paymentPassword: required });
    expect(validateRegistration({ ...complete, paymentPassword: '12345' }, byUsername)).toEqual({
      paymentPassword: pattern(6, 6, 6),
    });
    const noPayment = { ...byUsername, rules: { ...rules, paymentPassword: undefined } };
    expect(validateRegistration({ ...complete, paymentPassword: '' }, noPayment)).toEqual({});
  });

  it('shows the captcha only with the public flag, and requires it per setting', () => {
    const values = { ...complete, captcha: '' };
    expect(validateRegistration(values, { ...byUsername, captchaShown: false })).toEqual({});
    expect(validateRegistration(values, byUsername)).toEqual({ captcha: required });
    const optionalCaptcha = { ...byUsername, rules: { ...rules, captcha: rule(6, 4, 4, { required: false, enabled: false }) } };
    expect(validateRegistration(values, optionalCaptcha)).toEqual({});
    expect(validateRegistration({ ...values, captcha: '12' }, optionalCaptcha)).toEqual({ captcha: pattern(6, 4, 4) });
  });

  it('treats the mobile number as an optional contact field in username mode', () => {
    const values = complete;
    const withSms = { ...byUsername, smsVerification: true };
    expect(validateRegistration(values, withSms)).toEqual({});
    expect(validateRegistration({ ...values, mobileNum: '123' }, withSms)).toEqual({
      mobileNum: pattern(6, 7, 15),
      verificationCode: required,
    });
    const requiredMobile = { ...withSms, rules: { ...rules, mobileNum: rule(6, 7, 15) } };
    expect(validateRegistration(values, requiredMobile)).toEqual({ mobileNum: required, verificationCode: required });
  });

  describe('mobile mode', () => {
    const byMobile: RegistrationOptions = { mode: 'mobile', rules, captchaShown: false, smsVerification: true };
    const mobileValues: RegistrationValues = {
      mobileNum: '+63 912 345 6789',
      verificationCode: '123456',
      password: 'secret12',
      confirmPassword: 'secret12',
      payeeName: 'Juan Dela Cruz',
      paymentPassword: '123456',
      termCheck: true,
    };

    it('accepts a complete mobile registration without a username', () => {
      expect(validateRegistration(mobileValues, byMobile)).toEqual({});
    });

    it('requires the number (its rule calls it optional) and the SMS code', () => {
      expect(validateRegistration({ ...mobileValues, mobileNum: '', verificationCode: ' ' }, byMobile)).toEqual({
        mobileNum: required,
        verificationCode: required,
      });
    });

    it('limits the SMS code to 255 characters and drops it without SMS verification', () => {
      const long = { ...mobileValues, verificationCode: '1'.repeat(256) };
      expect(validateRegistration(long, byMobile)).toEqual({ verificationCode: pattern(0, 0, 255) });
      expect(validateRegistration({ ...mobileValues, verificationCode: '' }, { ...byMobile, smsVerification: false })).toEqual({});
    });

    it('checks the password pair unless the platform registers mobiles without one', () => {
      const noPair = { ...mobileValues, password: '', confirmPassword: '' };
      expect(validateRegistration(noPair, byMobile)).toEqual({ password: required, confirmPassword: required });
      expect(validateRegistration(noPair, { ...byMobile, mobilePassword: false })).toEqual({});
      expect(validateRegistration({ ...mobileValues, confirmPassword: 'secret13' }, byMobile)).toEqual({
        confirmPassword: mismatch,
      });
    });
  });
});

describe('formValidators', () => {
  it('names each form', () => {
    expect(Object.keys(formValidators).sort()).toEqual(
      ['changePassword', 'forgotByEmail', 'forgotByPhone', 'registration', 'smsLogin', 'usernameLogin'].sort(),
    );
    expect(formValidators.registration).toBe(validateRegistration);
  });
});
