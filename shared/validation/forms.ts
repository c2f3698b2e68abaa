/**
 * Validators of the sign-in, recovery, change-password and registration forms. Each
 * returns only the fields in error, with the first error of each; an empty object means the form
 * may be sent. `rules` is the platform's register settings (`info.register` of the status answer or
 * `GET /wps/system/setting/register`); fields it does not describe use the lenient fallbacks.
 */
import type { FieldRule } from '../domains/system/schemas';
import { CONFIRM_MISMATCH_KEY, REQUIRED_KEY, TERMS_REQUIRED_KEY } from './messages';
import { fallbackRules } from './fallbackRules';
import { patternError, validateRegisterField, type FieldError } from './rules';
import { checkPattern } from './patterns';
import { CONTACT_FIELDS } from './contactFields';

export type RulesSource = Readonly<Partial<Record<string, FieldRule>>>;
export type FormErrors<F extends string> = Partial<Record<F, FieldError>>;

type Check = () => FieldError | null;

function firstError(...checks: Check[]): FieldError | null {
  for (const check of checks) {
    const error = check();
    if (error) return error;
  }
  return null;
}

function collect<F extends string>(checks: Partial<Record<F, Check>>): FormErrors<F> {
  const errors: FormErrors<F> = {};
  for (const field of Object.keys(checks) as F[]) {
    const error = checks[field]?.();
    if (error) errors[field] = error;
  }
  return errors;
}

function present(value: string | null | undefined): FieldError | null {
  return (value ?? '').trim() === '' ? { key: REQUIRED_KEY, params: {} } : null;
}

/** A field the form always shows and always needs: the server's bounds and pattern, but never optional. */
function mandatory(field: string, value: string | null | undefined, rule: FieldRule): FieldError | null {
  return validateRegisterField(field, value, { ...rule, enabled: true, required: true });
}

function ruleOf(rules: RulesSource | undefined, field: keyof typeof fallbackRules): FieldRule {
  return rules?.[field] ?? fallbackRules[field];
}

function confirmation(value: string | null | undefined, original: string | null | undefined): FieldError | null {
  return firstError(
    () => present(value),
    () => ((value ?? '') === (original ?? '') ? null : { key: CONFIRM_MISMATCH_KEY, params: {} }),
  );
}

/** The mobile rule: the server's `mobileNum` rule when present, else digits 6–15 after normalization. */
function mobile(value: string | null | undefined, rules: RulesSource | undefined): FieldError | null {
  return mandatory('mobileNum', value, ruleOf(rules, 'mobileNum'));
}

function smsCode(value: string | null | undefined): FieldError | null {
  return mandatory('verificationCode', value, fallbackRules.verificationCode);
}

/** Checked before an SMS code is requested: only the number, never the rest of the form. */
export function validateMobileForSms(mobileNum: string | null | undefined, rules?: RulesSource): FieldError | null {
  return mobile(mobileNum, rules);
}

export interface UsernameLoginValues {
  username?: string;
  password?: string;
  captcha?: string;
}

/** Only presence: accounts may predate today's register rules, and the platform judges the credentials. */
export function validateUsernameLogin(
  values: UsernameLoginValues,
  options: { captchaShown: boolean },
): FormErrors<keyof UsernameLoginValues> {
  return collect<keyof UsernameLoginValues>({
    username: () => present(values.username),
    password: () => present(values.password),
    captcha: options.captchaShown ? () => present(values.captcha) : undefined,
  });
}

export interface SmsLoginValues {
  mobileNum?: string;
  verificationCode?: string;
}

export function validateSmsLogin(values: SmsLoginValues, rules?: RulesSource): FormErrors<keyof SmsLoginValues> {
  return collect<keyof SmsLoginValues>({
    mobileNum: () => mobile(values.mobileNum, rules),
    verificationCode: () => present(values.verificationCode),
  });
}

export interface ChangePasswordValues {
  oldPassword?: string;
  newPassword?: string;
  confirmNewPassword?: string;
}

export function validateChangePassword(
  values: ChangePasswordValues,
  options: { rules?: RulesSource; oldPasswordKnown?: boolean } = {},
): FormErrors<keyof ChangePasswordValues> {
  return collect<keyof ChangePasswordValues>({
    // Hidden when the site already holds the current password (the forced change after sign-in).
    oldPassword: options.oldPasswordKnown ? undefined : () => present(values.oldPassword),
    newPassword: () => mandatory('newPassword', values.newPassword, ruleOf(options.rules, 'password')),
    confirmNewPassword: () => confirmation(values.confirmNewPassword, values.newPassword),
  });
}

export interface ForgotByEmailValues {
  username?: string;
  email?: string;
}

export function validateForgotByEmail(values: ForgotByEmailValues, rules?: RulesSource): FormErrors<keyof ForgotByEmailValues> {
  const emailRule = ruleOf(rules, 'email');
  return collect<keyof ForgotByEmailValues>({
    username: () => mandatory('username', values.username, ruleOf(rules, 'username')),
    // The address must be an e-mail address even where the register settings accept any text for it.
    email: () =>
      firstError(
        () => mandatory('email', values.email, emailRule),
        () => (checkPattern(3, (values.email ?? '').trim()) ? null : patternError({ ...emailRule, patternId: 3 })),
      ),
  });
}

export interface ForgotByPhoneValues {
  mobileNum?: string;
  verificationCode?: string;
  newPassword?: string;
}

export function validateForgotByPhone(values: ForgotByPhoneValues, rules?: RulesSource): FormErrors<keyof ForgotByPhoneValues> {
  return collect<keyof ForgotByPhoneValues>({
    mobileNum: () => mobile(values.mobileNum, rules),
    verificationCode: () => present(values.verificationCode),
    newPassword: () => mandatory('newPassword', values.newPassword, ruleOf(rules, 'password')),
  });
}

/** Registration fields that the platform's settings switch on or off and make optional or required. */
export const SERVER_CONTROLLED_FIELDS = ['payeeName', ...CONTACT_FIELDS, 'affiliateCode', 'recommenderId'] as const;
export type ServerControlledField = (typeof SERVER_CONTROLLED_FIELDS)[number];

export type RegistrationField =
  | 'username'
  | 'password'
  | 'confirmPassword'
  | 'mobileNum'
  | 'verificationCode'
  | 'paymentPassword'
  | 'captcha'
  | 'termCheck'
  | ServerControlledField;

export type RegistrationValues = Partial<Record<Exclude<RegistrationField, 'termCheck'>, string>> & {
  termCheck: boolean;
};

export interface RegistrationOptions {
  /** `register` (username) or `registerMobile`. */
  mode: 'username' | 'mobile';
  rules?: RulesSource;
  /** The public captcha flag: the field shows only when it is set. */
  captchaShown: boolean;
  /** REGMOBVERF3: the mobile number is confirmed with an SMS code. */
  smsVerification: boolean;
  /** MOBILENUMPASSREG3: mobile registration asks for a password pair. Defaults to true. */
  mobilePassword?: boolean;
  /** Server-controlled fields the form hides, e.g. affiliateCode when the link carried a valid code. */
  hiddenFields?: readonly ServerControlledField[];
}

export function validateRegistration(values: RegistrationValues, options: RegistrationOptions): FormErrors<RegistrationField> {
  const { rules, mode } = options;
  const byMobile = mode === 'mobile';
  const asksPassword = !byMobile || options.mobilePassword !== false;
  const serverMobileRule = rules?.mobileNum;
  // In username mode the number is an extra field the settings may switch on; in mobile mode it is the
  // account. A code is needed whenever a number is going to be registered.
  const mobileGiven =
    byMobile || (serverMobileRule?.enabled === true && (serverMobileRule.required || (values.mobileNum ?? '').trim() !== ''));
  const paymentRule = rules?.paymentPassword;
  const captchaRule = ruleOf(rules, 'captcha');
  const hidden = new Set<string>(options.hiddenFields ?? []);

  const checks: Partial<Record<RegistrationField, Check>> = {
    username: byMobile ? undefined : () => mandatory('username', values.username, ruleOf(rules, 'username')),
    password: asksPassword ? () => mandatory('password', values.password, ruleOf(rules, 'password')) : undefined,
    confirmPassword: asksPassword ? () => confirmation(values.confirmPassword, values.password) : undefined,
    mobileNum: byMobile
      ? () => mobile(values.mobileNum, rules)
      : serverMobileRule?.enabled
        ? () => validateRegisterField('mobileNum', values.mobileNum, serverMobileRule)
        : undefined,
    verificationCode: options.smsVerification && mobileGiven ? () => smsCode(values.verificationCode) : undefined,
    // The spec asks for a payment password whenever the form shows one, whatever the `required` flag says.
    paymentPassword: paymentRule?.enabled ? () => mandatory('paymentPassword', values.paymentPassword, paymentRule) : undefined,
    // Shown by the public flag; whether it must be filled is the setting's call.
    captcha: options.captchaShown ? () => validateRegisterField('captcha', values.captcha, { ...captchaRule, enabled: true }) : undefined,
    termCheck: () => (values.termCheck === true ? null : { key: TERMS_REQUIRED_KEY, params: {} }),
  };
  for (const field of SERVER_CONTROLLED_FIELDS) {
    const rule = rules?.[field];
    if (rule && !hidden.has(field)) checks[field] = () => validateRegisterField(field, values[field], rule);
  }
  return collect(checks);
}

/** The form validators by form, for callers that pick one by name. */
export const formValidators = {
  usernameLogin: validateUsernameLogin,
  smsLogin: validateSmsLogin,
  changePassword: validateChangePassword,
  forgotByEmail: validateForgotByEmail,
  forgotByPhone: validateForgotByPhone,
  registration: validateRegistration,
} as const;
