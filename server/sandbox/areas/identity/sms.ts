import { randomInt } from 'node:crypto';
import type { SmsSent } from '../../../../shared/domains/identity/schemas';
import type { AccountRow } from './accounts-repository';
import type { CodeCheck } from './outbox-repository';
import { SMS_EXPIRED_MINUTES, SMS_MAX_ATTEMPTS, IdentityError } from './constants';
import { fullNumber, parseMobile, type MobileNumber } from './mobile';
import { refuse } from '../../core/refusals';
import { MINUTE_MS } from '../../core/time';
import type { SandboxServices } from '../../core/area-context';

export type SmsPurpose = 'login' | 'register' | 'reset' | 'login-verify' | 'bind';

const PURPOSE_TEXT: Record<SmsPurpose, string> = {
  login: 'sign-in',
  register: 'registration',
  reset: 'password reset',
  'login-verify': 'new device sign-in',
  bind: 'mobile number binding',
};

/** Writes a 6-digit code to the outbox (the sandbox's SMS provider); a new one supersedes the old. */
export function sendSmsCode(ctx: SandboxServices, mobile: { dialingCode: string | null; national: string }, purpose: SmsPurpose): SmsSent {
  const now = ctx.clock.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expirationTime = now + SMS_EXPIRED_MINUTES * MINUTE_MS;
  ctx.repos.outbox.send({
    to: fullNumber(mobile),
    toNational: mobile.national,
    channel: 'sms',
    purpose,
    code,
    sentAt: now,
    expiresAt: expirationTime,
    text: `Your Gamefront ${PURPOSE_TEXT[purpose]} code is ${code}. It expires in ${SMS_EXPIRED_MINUTES} minutes. Never share it.`,
  });
  return { expiredMinutes: SMS_EXPIRED_MINUTES, maxAttemptTimes: SMS_MAX_ATTEMPTS, expirationTime };
}

export function checkSmsCode(ctx: SandboxServices, mobile: MobileNumber, purposes: readonly SmsPurpose[], code: string): CodeCheck {
  return ctx.repos.outbox.checkCode(fullNumber(mobile), purposes, code.trim(), ctx.clock.now(), SMS_MAX_ATTEMPTS);
}

export function requireSmsCode(
  ctx: SandboxServices,
  mobile: MobileNumber,
  purposes: readonly SmsPurpose[],
  code: string | undefined,
): void {
  if (!code || checkSmsCode(ctx, mobile, purposes, code) !== 'ok') {
    throw refuse(IdentityError.verificationCodeInvalid, 'The verification code is wrong or has expired');
  }
}

export function knownDialingCodes(ctx: SandboxServices): string[] {
  return ctx.repos.system.countries().map((c) => c.countryDialingCode);
}

/** Reads a typed number; refuses one that cannot be a mobile number. */
export function readMobile(ctx: SandboxServices, input: string, dialingCode: string | undefined): MobileNumber {
  const mobile = parseMobile(input, dialingCode, knownDialingCodes(ctx));
  if (!mobile) throw refuse(IdentityError.mobileInvalid, 'The mobile number is not valid');
  return mobile;
}

/**
 * The account behind a number typed with or without its dialing code. A national number held in
 * two countries is ambiguous and finds nothing; the caller then asks for the dialing code.
 */
export function accountByMobile(ctx: SandboxServices, input: string, dialingCode?: string): AccountRow | undefined {
  const codes = knownDialingCodes(ctx);
  const mobile = parseMobile(input, dialingCode, codes);
  if (!mobile) return undefined;
  const { accounts } = ctx.repos;
  if (mobile.dialingCode) return accounts.byMobile(mobile.dialingCode, mobile.national);
  const sameNational = accounts.byNationalNumber(mobile.national);
  if (sameNational.length === 1) return sameNational[0];
  // "639171234567": the dialing code written without its plus.
  const prefixed = codes.find((c) => mobile.national.startsWith(c.slice(1)) && mobile.national.length - c.length + 1 >= 7);
  return prefixed ? accounts.byMobile(prefixed, mobile.national.slice(prefixed.length - 1)) : undefined;
}

export function mobileOf(account: AccountRow): MobileNumber | null {
  return account.mobileNumber ? { dialingCode: account.mobileDialingCode, national: account.mobileNumber } : null;
}
