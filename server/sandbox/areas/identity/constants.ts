/** Time limits and thresholds of the identity area, in one place so tests and docs name the same numbers. */
export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;
export const CAPTCHA_LIFETIME_MS = 2 * MINUTE_MS;
export const CAPTCHA_AFTER_FAILURES = 3;
export const FAILURE_WINDOW_MS = 15 * MINUTE_MS;
export const SMS_EXPIRED_MINUTES = 5;
export const SMS_MAX_ATTEMPTS = 5;
export const LOGIN_VERIFY_LIFETIME_MS = 10 * MINUTE_MS;
export const SOCIAL_CODE_LIFETIME_MS = 2 * MINUTE_MS;
/** An e-mailed reset link works once, for this long. */
export const PASSWORD_RESET_LIFETIME_MS = 30 * MINUTE_MS;
/** The languages the stand-in platform serves (its help centre and texts are kept in these): `member.updateLanguage` takes no other. */
export const PLATFORM_LANGUAGES: readonly string[] = ['EN', 'TL'];
/** Demo money of a free-play (trial) account, in cents. */
export const TRIAL_BALANCE_CENTS = 200_000;
export const TRIAL_TYPE = 4;
export const MEMBER_TYPE = 0;

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
  fieldInvalid: 'field.invalid',
  emailNotMatch: 'user.email.not.match',
  oldPasswordIncorrect: 'old.password.incorrect',
  passwordSameAsOld: 'password.same.as.old',
  passwordIsDefault: 'password.is.default',
  trialAccount: 'trial.account',
  socialMemberOnly: 'social.member.only',
  socialCodeInvalid: 'social.code.invalid',
  resetLinkInvalid: 'password.reset.link.invalid',
} as const;
