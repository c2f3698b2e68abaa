import type { RegisterValue } from '../../../../shared/domains/identity/schemas';
import { normalizeMobile } from '../../../../shared/validation';
import { call } from '../../lib/api';
import { runBotCheck } from '../../lib/botCheck';
import { withGeetest } from '../../lib/geetest/geetest';

export type RegisterMode = 'username' | 'mobile';

/** The invitation data a registration link carries: `referralCode`, or `code` and `domain`. */
export interface LinkInfo {
  referralCode: string | null;
  code: string | null;
  domain: string | null;
}

export function linkInfoFrom(search: URLSearchParams, host = globalThis.location?.host ?? ''): LinkInfo {
  const clean = (v: string | null) => (v && v.trim() !== '' ? v.trim() : null);
  return {
    referralCode: clean(search.get('referralCode')),
    code: clean(search.get('code')),
    domain: clean(search.get('domain')) ?? (host || null),
  };
}

/** The code a link invites with: `code` first, else `referralCode`. */
export function linkCode(info: LinkInfo): string | null {
  return info.code ?? info.referralCode;
}

/** agent.affiliate: success means the invitation code exists. */
export async function checkAffiliate(code: string, domain: string | null): Promise<boolean> {
  const answer = await call('agent.affiliate', { code, ...(domain ? { domain } : {}) });
  return answer.success === true;
}

export type RegisterOutcome = { kind: 'ok'; value: RegisterValue } | { kind: 'failed'; errorCode: string | null; message: string | null };

/**
 * Sends the registration after the bot check. For a mobile registration the
 * username is the mobile number. `login: true` asks the platform to sign the new member in.
 */
export async function sendRegistration(
  mode: RegisterMode,
  fields: Record<string, string>,
  extra: { dialCode: string; link: LinkInfo; affiliateCode: string | null; firebaseIdToken?: string },
): Promise<RegisterOutcome> {
  const key = mode === 'mobile' ? 'identity.registerMobile' : 'identity.register';
  const check = await runBotCheck(key);
  if ('error' in check) return { kind: 'failed', errorCode: 'bot.check.failed', message: check.error };
  const payload: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    // Passwords travel as typed; every other text is trimmed; empty fields are left out.
    const text = /password/i.test(key) ? value : value.trim();
    if (text !== '') payload[key] = text;
  }
  if (payload.mobileNum !== undefined) {
    payload.mobileNum = normalizeMobile(String(payload.mobileNum));
    if (extra.dialCode) payload.countryDialingCode = extra.dialCode;
  }
  if (mode === 'mobile') payload.username = payload.mobileNum;
  if (extra.affiliateCode) payload.affiliateCode = extra.affiliateCode;
  // A number verified by the phone-authentication provider: the channel and the provider's id token.
  if (extra.firebaseIdToken) Object.assign(payload, { firebaseChannel: 'sms', firebaseIdToken: extra.firebaseIdToken });
  const referral = extra.link.referralCode ?? extra.link.code;
  if (referral) payload.referralCode = referral;
  if (extra.link.domain) payload.domain = extra.link.domain;
  Object.assign(payload, {
    login: true,
    registerUrl: globalThis.location?.href ?? '',
    registerMethod: 'WEB',
    normalRegister: true,
  });
  // While GEETEST3 is on the platform asks every registration for a GeeTest pass; a check that did not pass sends nothing.
  const sent = await withGeetest('register', payload);
  if (!sent.ok) return { kind: 'failed', errorCode: sent.errorCode, message: sent.message };
  const answer = await call(key, sent.payload, { headers: check.headers });
  if (answer.success && answer.value) return { kind: 'ok', value: answer.value };
  return { kind: 'failed', errorCode: answer.errorCode ?? null, message: answer.message ?? null };
}
