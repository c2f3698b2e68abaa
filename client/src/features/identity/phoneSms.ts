import { normalizeMobile } from '../../../../shared/validation';
import { sendSmsCode, type SmsPurpose } from '../../lib/sms';
import {
  PHONE_AUTH_MESSAGE_KEYS,
  PROVIDER_RESEND_SECONDS,
  phoneAuthEnabled,
  sendCode,
  toE164,
  verifyCode,
  type PhoneAuthError,
  type PhoneAuthErrorKind,
} from '../../lib/phoneAuth/phoneAuth';
import { alertDialog } from '../../lib/stores/ui';

/**
 * SMS codes for sign-in and registration, from the platform or, when the brand chooses the
 * phone-authentication provider, from the provider. A reset by phone stays with the platform: its
 * set-password call checks the platform's own code.
 */

/** The session of each provider send, by purpose and number, until its code is verified. */
const sessions = new Map<string, string>();
const sessionKey = (purpose: SmsPurpose, e164: string) => `${purpose}:${e164}`;

export function usesProvider(purpose: SmsPurpose): boolean {
  return purpose !== 'reset' && phoneAuthEnabled();
}

/** The countdown key of a code: purpose and full number. */
export function countdownKey(purpose: SmsPurpose, dialCode: string, mobile: string): string {
  return `${purpose}:${dialCode}${normalizeMobile(mobile).replace(/^0/, '')}`;
}

/**
 * Sends the code; answers the seconds before another may be asked for (the provider path: one
 * minute), or null when nothing was sent (the reason shown in the warning dialog).
 */
export async function sendCodeFor(
  purpose: SmsPurpose,
  mobile: string,
  dialCode: string,
  describe: (kind: PhoneAuthErrorKind) => string,
): Promise<number | null> {
  if (!usesProvider(purpose)) return sendSmsCode(purpose, mobile, dialCode);
  const e164 = toE164(dialCode, mobile);
  const answer = await sendCode(e164);
  if ('error' in answer) {
    alertDialog.value = { message: describe(answer.error) };
    return null;
  }
  sessions.set(sessionKey(purpose, e164), answer.sessionInfo);
  return PROVIDER_RESEND_SECONDS;
}

/** Verifies the typed code with the provider: the id token of the number, or why not. */
export async function providerIdToken(
  purpose: SmsPurpose,
  mobile: string,
  dialCode: string,
  code: string,
): Promise<{ idToken: string } | PhoneAuthError> {
  const key = sessionKey(purpose, toE164(dialCode, mobile));
  const sessionInfo = sessions.get(key);
  // No code was asked for from this page (or it was used): the visitor has to resend.
  if (!sessionInfo) return { error: 'codeExpired' };
  const answer = await verifyCode(sessionInfo, code.trim());
  if ('idToken' in answer) sessions.delete(key);
  return answer;
}

/** The identity-namespace key of a provider failure. */
export const phoneAuthMessageKey = (kind: PhoneAuthErrorKind): string => PHONE_AUTH_MESSAGE_KEYS[kind];
