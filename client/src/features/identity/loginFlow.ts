import type { Static } from 'typebox';
import type { LoginCaptchaRequired, LoginValue, LoginVerifyRequired } from '../../../../shared/domains/identity/schemas';
import type { ProtectionError, Restriction } from '../../../../shared/domains/protection/schemas';
import { call } from '../../lib/api';
import { flags } from '../../lib/stores/status';
import { loginInfo } from '../../lib/stores/session';
import { loadMemberInfo } from '../../lib/memberInfo';
import { followKeptLanguage } from '../../lib/keptLanguage';
import { afterLoginModal, changePasswordModal } from '../../lib/stores/auth';
import { passwordChangeAfterSignIn } from '../../lib/stores/security';
import { alertDialog, loginPopup } from '../../lib/stores/ui';
import { withGeetest } from '../../lib/geetest/geetest';
import { signal } from '@preact/signals-core';

/** How the member signed in: the forced password change applies to password sign-ins only. */
export type LoginVia = 'username' | 'sms' | 'social' | 'freeplay' | 'register' | 'reset';

/** Set by a first sign-in of the account (the value's firstTimeLogin); the after-login popups read it. */
export const firstTimeLogin = signal(false);

/** Error codes of the platform the login form answers with a field prompt. */
export const LoginErrorCode = {
  incorrect: 'incorrect.username.or.password',
  captchaInvalid: 'captcha.invalid',
  verifyRequired: 'login_verify_required',
  codeInvalid: 'verification.code.invalid',
} as const;

export type LoginOutcome =
  | { kind: 'ok'; value: LoginValue }
  | { kind: 'verify'; verifyToken: string; mobileMasked: string }
  | { kind: 'failed'; errorCode: string | null; captcha: boolean; restriction?: Pick<Restriction, 'kind' | 'endsAt'> };

/** The refusal of a sign-in during a restriction (ProtectionError.restricted; the schema module stays out of the bundle). */
const RESTRICTED = 'protection.restricted' satisfies (typeof ProtectionError)['restricted'];

/** A sign-in refused during a break, a self-exclusion or a stop-now carries the Restriction: read by hand. */
export function restrictionOf(value: unknown): Pick<Restriction, 'kind' | 'endsAt'> | null {
  if (typeof value !== 'object' || value === null) return null;
  const { kind, endsAt } = value as Record<string, unknown>;
  if ((kind !== 'break' && kind !== 'exclusion' && kind !== 'stopNow') || typeof endsAt !== 'number') return null;
  return { kind, endsAt };
}

/** What a refused sign-in carries in `value`: the shared shapes, read defensively. */
type RefusalValue = Partial<Static<typeof LoginCaptchaRequired> & Static<typeof LoginVerifyRequired>> | null | undefined;

function captchaFlag(value: RefusalValue): boolean {
  return value?.captcha === true;
}

function verifyValue(value: RefusalValue): Static<typeof LoginVerifyRequired> | null {
  if (typeof value?.verifyToken !== 'string') return null;
  return { verifyToken: value.verifyToken, mobileMasked: typeof value.mobileMasked === 'string' ? value.mobileMasked : '' };
}

/** The refusal value of an answer whose success value has another shape. */
function refusalValue(answer: { success: boolean; value: unknown }): RefusalValue {
  const value = answer.success ? null : answer.value;
  return typeof value === 'object' ? value : null;
}

/** One sign-in attempt; the answer is sorted into success, a verification step, or a failure. */
export async function requestLogin(payload: {
  username: string;
  password: string;
  type: 'username' | 'sms';
  captcha?: string;
  /** SMS sign-in through the phone-authentication provider: its id token for the number. */
  firebaseIdToken?: string;
}): Promise<LoginOutcome> {
  // While GEETEST3 is on the platform asks every sign-in for a GeeTest pass; a check that did not pass sends nothing.
  const sent = await withGeetest('login', payload);
  if (!sent.ok) {
    alertDialog.value = { message: sent.message };
    return { kind: 'failed', errorCode: sent.errorCode, captcha: false };
  }
  const answer = await call('identity.login', sent.payload);
  if (answer.success && answer.value) return { kind: 'ok', value: answer.value };
  const refusal = refusalValue(answer);
  if (answer.errorCode === LoginErrorCode.verifyRequired) {
    const verify = verifyValue(refusal);
    if (verify) return { kind: 'verify', ...verify };
  }
  const restriction = answer.errorCode === RESTRICTED ? restrictionOf(refusal) : null;
  return { kind: 'failed', errorCode: answer.errorCode ?? null, captcha: captchaFlag(refusal), ...(restriction && { restriction }) };
}

/** The code step after `login_verify_required` (LOGINIPVERF3). */
export async function requestLoginVerification(verifyToken: string, verificationCode: string): Promise<LoginOutcome> {
  const answer = await call('identity.loginVerification', { verifyToken, verificationCode });
  if (answer.success && answer.value) return { kind: 'ok', value: answer.value };
  return { kind: 'failed', errorCode: answer.errorCode ?? null, captcha: false };
}

/** Whether this sign-in must go through the forced password change. */
export function needsForcedChange(value: Pick<LoginValue, 'passwordIsDefault' | 'passwordExpired'>, via: LoginVia): boolean {
  if (via !== 'username' && via !== 'reset') return false;
  return value.passwordIsDefault === true || (value.passwordExpired && flags.value.PWDEXPFORCECHANGE3 === true);
}

/**
 * What every successful sign-in does: keep the login info, note a first sign-in,
 * close the login popup, then either open the forced change-password dialog (it knows the password
 * just typed, in memory only) or load the member info and flag the after-login popups. The caller
 * goes to / afterwards.
 */
export async function completeLogin(
  value: Pick<LoginValue, 'token' | 'id' | 'userName' | 'type' | 'isAgent'> &
    Partial<Pick<LoginValue, 'firstTimeLogin' | 'passwordExpired' | 'passwordIsDefault'>>,
  via: LoginVia,
  password?: string,
): Promise<void> {
  loginInfo(value);
  if (value.firstTimeLogin) firstTimeLogin.value = true;
  loginPopup.value = null;
  const forced = needsForcedChange(
    { passwordIsDefault: value.passwordIsDefault ?? false, passwordExpired: value.passwordExpired ?? false },
    via,
  );
  if (forced) {
    changePasswordModal.value = { forced: true, knownPassword: password };
    return;
  }
  // "This wasn't me" after a displaced session: choose a new password at once (it ends every other session).
  if (passwordChangeAfterSignIn.value) {
    passwordChangeAfterSignIn.value = false;
    changePasswordModal.value = { forced: false, knownPassword: password };
  }
  await followKeptLanguage(await loadMemberInfo());
  afterLoginModal.value = true;
}
