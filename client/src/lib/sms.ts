import { normalizeMobile } from '../../../shared/validation';
import { call } from './api';
import { runBotCheck } from './botCheck';
import { geetestFields } from './geetest/geetest';
import { alertDialog } from './stores/ui';
import { i18n } from './i18n';

/** What the code is for: sign-in, registration (by username or mobile), a password reset, or binding a signed-in member's number. */
export type SmsPurpose = 'login' | 'register' | 'registerMobile' | 'reset' | 'bind';

function showFailure(message: string | undefined): void {
  // An SMS request failure shows the server's message in a warning dialog.
  alertDialog.value = { message: message || i18n.t('auth.smsFailed') };
}

/** Seconds until the code expires: the server's expiry time when it gives one, else expiredMinutes × 60. */
export function waitSeconds(
  value: { expiredMinutes?: number; expirationTime?: number } | null | undefined,
  purpose: SmsPurpose,
  now = Date.now(),
): number {
  if (purpose === 'reset' && typeof value?.expirationTime === 'number') {
    const left = Math.ceil((value.expirationTime - now) / 1000);
    if (left > 0) return left;
  }
  return Math.max(1, (value?.expiredMinutes ?? 1) * 60);
}

/**
 * Sends an SMS code after the gateway's bot check, its solution in the call's headers. Answers the seconds the send button
 * stays disabled, or null when nothing was sent (the failure is shown in the warning dialog).
 */
export async function sendSmsCode(purpose: SmsPurpose, mobile: string, dialCode: string): Promise<number | null> {
  // GeeTest first, while GEETEST3 is on: the visitor's part comes before the work in the background.
  const geetest = await geetestFields('sms');
  if (!geetest.ok) {
    showFailure(geetest.message);
    return null;
  }
  const key =
    purpose === 'login'
      ? 'identity.smsNoLogin'
      : purpose === 'reset'
        ? 'identity.forgotPasswordSms'
        : purpose === 'bind'
          ? 'identity.smsBind'
          : 'identity.smsRegister';
  const check = await runBotCheck(key);
  if ('error' in check) {
    showFailure(check.error);
    return null;
  }
  const mobileNum = normalizeMobile(mobile);
  const countryDialingCode = dialCode || undefined;
  const answer =
    purpose === 'login'
      ? await call('identity.smsNoLogin', { mobileNum, countryDialingCode, ...geetest.fields }, { headers: check.headers })
      : purpose === 'reset'
        ? await call('identity.forgotPasswordSms', { mobileNum, countryDialingCode, ...geetest.fields }, { headers: check.headers })
        : purpose === 'bind'
          ? await call('identity.smsBind', { mobileNum, countryDialingCode, ...geetest.fields }, { headers: check.headers })
          : await call(
              'identity.smsRegister',
              { mobileNo: mobileNum, countryDialingCode, type: purpose, ...geetest.fields },
              { headers: check.headers },
            );
  if (!answer.success) {
    showFailure(answer.message);
    return null;
  }
  return waitSeconds(answer.value, purpose);
}
