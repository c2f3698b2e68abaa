import { brand } from '../stores/brand';

/**
 * The phone-authentication provider's REST calls: send a code to a number (E.164), then exchange
 * the code for an id token that the platform accepts as proof of the number. Failures come back
 * as the provider's error code, sorted into the kinds the site words for the visitor.
 */

export type PhoneAuthErrorKind =
  | 'invalidPhoneNumber'
  | 'missingPhoneNumber'
  | 'tooManyRequests'
  | 'unknown'
  | 'invalidCode'
  | 'missingCode'
  | 'captchaCheckFailed'
  | 'quotaExceeded'
  | 'operationNotAllowed'
  | 'codeExpired'
  | 'popupClosed';

export interface PhoneAuthError {
  error: PhoneAuthErrorKind;
}

/** The provider's codes (REST `error.message`, or the SDK's `auth/…` names) by kind; any other is unknown. */
const KINDS: Record<string, PhoneAuthErrorKind> = {
  INVALID_PHONE_NUMBER: 'invalidPhoneNumber',
  'auth/invalid-phone-number': 'invalidPhoneNumber',
  MISSING_PHONE_NUMBER: 'missingPhoneNumber',
  'auth/missing-phone-number': 'missingPhoneNumber',
  TOO_MANY_ATTEMPTS_TRY_LATER: 'tooManyRequests',
  'auth/too-many-requests': 'tooManyRequests',
  INVALID_CODE: 'invalidCode',
  'auth/invalid-verification-code': 'invalidCode',
  MISSING_CODE: 'missingCode',
  'auth/missing-verification-code': 'missingCode',
  CAPTCHA_CHECK_FAILED: 'captchaCheckFailed',
  'auth/captcha-check-failed': 'captchaCheckFailed',
  QUOTA_EXCEEDED: 'quotaExceeded',
  'auth/quota-exceeded': 'quotaExceeded',
  OPERATION_NOT_ALLOWED: 'operationNotAllowed',
  'auth/operation-not-allowed': 'operationNotAllowed',
  SESSION_EXPIRED: 'codeExpired',
  'auth/code-expired': 'codeExpired',
  POPUP_CLOSED_BY_USER: 'popupClosed',
  'auth/popup-closed-by-user': 'popupClosed',
};

/** The identity-namespace text of each kind, worded as the product's error catalogue words it. */
export const PHONE_AUTH_MESSAGE_KEYS: Record<PhoneAuthErrorKind, string> = {
  invalidPhoneNumber: 'phoneAuth.errors.invalidPhoneNumber',
  missingPhoneNumber: 'phoneAuth.errors.missingPhoneNumber',
  tooManyRequests: 'phoneAuth.errors.tooManyRequests',
  unknown: 'phoneAuth.errors.unknown',
  invalidCode: 'phoneAuth.errors.invalidCode',
  missingCode: 'phoneAuth.errors.missingCode',
  captchaCheckFailed: 'phoneAuth.errors.captchaCheckFailed',
  quotaExceeded: 'phoneAuth.errors.quotaExceeded',
  operationNotAllowed: 'phoneAuth.errors.operationNotAllowed',
  codeExpired: 'phoneAuth.errors.codeExpired',
  popupClosed: 'phoneAuth.errors.popupClosed',
};

/** The kind of a provider error code; the REST message may carry detail after " : ". */
export function phoneAuthErrorKind(code: string | null | undefined): PhoneAuthErrorKind {
  const name = (code ?? '').split(' : ')[0].trim();
  return KINDS[name] ?? 'unknown';
}

/** On the provider path the send button waits one minute, whatever the code's own lifetime. */
export const PROVIDER_RESEND_SECONDS = 60;

export function phoneAuthEnabled(): boolean {
  return brand.value.phoneAuthProvider === 'provider' && brand.value.phoneAuthEndpoint !== '';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

type Reply = { ok: true; data: Record<string, unknown> } | { ok: false; error: PhoneAuthErrorKind };

async function post(method: string, body: Record<string, string>): Promise<Reply> {
  const base = brand.value.phoneAuthEndpoint.replace(/\/+$/, '');
  let response: Response;
  try {
    response = await fetch(`${base}/accounts:${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, error: 'unknown' };
  }
  const data: unknown = await response.json().catch(() => null);
  if (response.ok && isRecord(data)) return { ok: true, data };
  const message = isRecord(data) && isRecord(data.error) && typeof data.error.message === 'string' ? data.error.message : null;
  return { ok: false, error: phoneAuthErrorKind(message) };
}

/** Sends a code to `e164` (for example `+639171234567`). */
export async function sendCode(e164: string): Promise<{ sessionInfo: string } | PhoneAuthError> {
  const reply = await post('sendVerificationCode', { phoneNumber: e164 });
  if (!reply.ok) return { error: reply.error };
  return typeof reply.data.sessionInfo === 'string' ? { sessionInfo: reply.data.sessionInfo } : { error: 'unknown' };
}

/** Exchanges the code of a send for the provider's id token of the number. */
export async function verifyCode(sessionInfo: string, code: string): Promise<{ idToken: string } | PhoneAuthError> {
  const reply = await post('signInWithPhoneNumber', { sessionInfo, code });
  if (!reply.ok) return { error: reply.error };
  return typeof reply.data.idToken === 'string' ? { idToken: reply.data.idToken } : { error: 'unknown' };
}

/** A full international number from the dial code and the typed national number (trunk 0 dropped). */
export function toE164(dialCode: string, mobile: string): string {
  const digits = mobile.replace(/[^0-9]/g, '').replace(/^0/, '');
  return `+${dialCode.replace(/[^0-9]/g, '')}${digits}`;
}
