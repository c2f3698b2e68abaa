import { MINUTE_MS } from '../../core/time';
import { FIELD_INVALID } from '../../core/refusals';

/** Time limits and thresholds of the identity area, in one place so tests and docs name the same numbers. */
export const CAPTCHA_LIFETIME_MS = 2 * MINUTE_MS;
export const CAPTCHA_AFTER_FAILURES = 3;
export const FAILURE_WINDOW_MS = 15 * MINUTE_MS;
export const SMS_EXPIRED_MINUTES = 5;
export const SMS_MAX_ATTEMPTS = 5;
export const LOGIN_VERIFY_LIFETIME_MS = 10 * MINUTE_MS;
export const SOCIAL_CODE_LIFETIME_MS = 2 * MINUTE_MS;
/** An e-mailed reset link works once, for this long. */
export const PASSWORD_RESET_LIFETIME_MS = 30 * MINUTE_MS;
/** Demo money of a free-play (trial) account, in cents. */
export const TRIAL_BALANCE_CENTS = 200_000;

/** Business failures of the identity area (HTTP 200, `success: false`). */
export const IdentityError = {
  incorrectCredentials: 'incorrect.username.or.password',
  captchaInvalid: 'captcha.invalid',
  loginVerifyRequired: 'login_verify_required',
  verificationCodeInvalid: 'verification.code.invalid',
  verifyTokenInvalid: 'verification.token.invalid',
  mobileInvalid: 'mobile.invalid',
  mobileNotRegistered: 'mobile.not.registered',
  mobileExists: 'mobile.exists',
  usernameExists: 'username.exists',
  invitationCodeError: 'invitation_code_error',
  fieldInvalid: FIELD_INVALID,
  emailNotMatch: 'user.email.not.match',
  oldPasswordIncorrect: 'old.password.incorrect',
  passwordSameAsOld: 'password.same.as.old',
  passwordIsDefault: 'password.is.default',
  trialAccount: 'trial.account',
  socialMemberOnly: 'social.member.only',
  socialCodeInvalid: 'social.code.invalid',
  resetLinkInvalid: 'password.reset.link.invalid',
} as const;
