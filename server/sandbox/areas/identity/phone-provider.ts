import { randomInt } from 'node:crypto';
import { SMS_MAX_ATTEMPTS } from './constants';
import { fullNumber, parseMobile, type MobileNumber } from './mobile';
import { newToken } from './sign-in';
import { knownDialingCodes } from './sms';
import { PROVIDER_DAILY_QUOTA, type ProviderSettings } from './phone-provider-repository';
import { MINUTE_MS } from '../../core/time';
import type { SandboxServices } from '../../core/area-context';

/**
 * The local stand-in of the phone-authentication provider: it sends a code to a number (into the
 * outbox, purpose `phone-provider`, where /__dev/outbox reads it), exchanges the code for an id
 * token bound to that number, and lets the platform check such a token. Its refusals carry the
 * provider's own error codes, one for each situation the provider reports.
 */

/** The provider's error codes, as its REST answers name them in `error.message`. */
export const ProviderErrorCodes = [
  'INVALID_PHONE_NUMBER',
  'MISSING_PHONE_NUMBER',
  'TOO_MANY_ATTEMPTS_TRY_LATER',
  'INTERNAL_ERROR',
  'INVALID_CODE',
  'MISSING_CODE',
  'CAPTCHA_CHECK_FAILED',
  'QUOTA_EXCEEDED',
  'OPERATION_NOT_ALLOWED',
  'SESSION_EXPIRED',
  'INVALID_SESSION_INFO',
  'POPUP_CLOSED_BY_USER',
] as const;
export type ProviderErrorCode = (typeof ProviderErrorCodes)[number];

export class ProviderError extends Error {
  constructor(
    readonly code: ProviderErrorCode,
    readonly status = 400,
  ) {
    super(code);
  }
}

/** A code stays valid 5 minutes; the site lets the visitor ask for another after 1 minute. */
export const PROVIDER_CODE_LIFETIME_MS = 5 * MINUTE_MS;
/** One number gets at most 5 codes an hour, then TOO_MANY_ATTEMPTS_TRY_LATER. */
export const PROVIDER_SENDS_PER_NUMBER = 5;
export const PROVIDER_SEND_WINDOW_MS = 60 * MINUTE_MS;
/** An id token proves the number for one hour. */
export const PROVIDER_ID_TOKEN_LIFETIME_MS = 60 * MINUTE_MS;
export const OUTBOX_PURPOSE = 'phone-provider';

export { PROVIDER_DAILY_QUOTA, type ProviderSettings };

export function providerSettings(ctx: SandboxServices): ProviderSettings {
  return ctx.repos.phoneProvider.settings();
}

export function changeProviderSettings(ctx: SandboxServices, change: Partial<ProviderSettings>): ProviderSettings {
  return ctx.repos.phoneProvider.changeSettings(change);
}

/** E.164: a plus, then 7 to 15 digits not starting with 0. */
const E164 = /^\+[1-9][0-9]{6,14}$/;

const isProviderErrorCode = (code: string): code is ProviderErrorCode => (ProviderErrorCodes as readonly string[]).includes(code);

/** Checks that apply to every call: an outage, a pending app-verification outcome, the switch. */
function preflight(ctx: SandboxServices): void {
  const provider = ctx.repos.phoneProvider;
  if (provider.settings().outage) throw new ProviderError('INTERNAL_ERROR', 500);
  const pending = provider.takeFailNext();
  if (pending && isProviderErrorCode(pending)) throw new ProviderError(pending);
  if (!provider.settings().enabled) throw new ProviderError('OPERATION_NOT_ALLOWED');
}

/** accounts:sendVerificationCode — answers the session the code belongs to. */
export function sendProviderCode(ctx: SandboxServices, phoneNumber: unknown): { sessionInfo: string } {
  const provider = ctx.repos.phoneProvider;
  preflight(ctx);
  if (typeof phoneNumber !== 'string' || phoneNumber.trim() === '') throw new ProviderError('MISSING_PHONE_NUMBER');
  const phone = phoneNumber.trim();
  const mobile = E164.test(phone) ? parseMobile(phone, undefined, knownDialingCodes(ctx)) : null;
  if (!mobile) throw new ProviderError('INVALID_PHONE_NUMBER');
  const now = ctx.clock.now();
  if (provider.sendsInLastDay(now) >= provider.settings().dailyQuota) throw new ProviderError('QUOTA_EXCEEDED');
  if (provider.sendsOfPhoneSince(fullNumber(mobile), now - PROVIDER_SEND_WINDOW_MS) >= PROVIDER_SENDS_PER_NUMBER) {
    throw new ProviderError('TOO_MANY_ATTEMPTS_TRY_LATER');
  }

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  ctx.repos.outbox.send({
    to: fullNumber(mobile),
    toNational: mobile.national,
    channel: 'sms',
    purpose: OUTBOX_PURPOSE,
    code,
    sentAt: now,
    expiresAt: now + PROVIDER_CODE_LIFETIME_MS,
    text: `${code} is your verification code for Gamefront.`,
  });
  const sessionInfo = newToken(24);
  provider.openSession(sessionInfo, fullNumber(mobile), now);
  return { sessionInfo };
}

/** accounts:signInWithPhoneNumber — the code of the session, exchanged for an id token. */
export function verifyProviderCode(
  ctx: SandboxServices,
  sessionInfo: unknown,
  code: unknown,
): { idToken: string; expiresIn: string; phoneNumber: string } {
  const provider = ctx.repos.phoneProvider;
  preflight(ctx);
  if (typeof code !== 'string' || code.trim() === '') throw new ProviderError('MISSING_CODE');
  const session = typeof sessionInfo === 'string' ? provider.session(sessionInfo) : undefined;
  if (!session) throw new ProviderError('INVALID_SESSION_INFO');
  const now = ctx.clock.now();
  if (!provider.isNewestSession(sessionInfo as string, session.phone) || now >= session.sentAt + PROVIDER_CODE_LIFETIME_MS) {
    throw new ProviderError('SESSION_EXPIRED');
  }
  const check = ctx.repos.outbox.checkCode(session.phone, [OUTBOX_PURPOSE], code.trim(), now, SMS_MAX_ATTEMPTS);
  if (check === 'wrong') throw new ProviderError('INVALID_CODE');
  // No live code: used, burnt by wrong guesses, or expired; the visitor asks for a new one.
  if (check === 'none') throw new ProviderError('SESSION_EXPIRED');
  const idToken = newToken(32);
  provider.exchange(session.phone, idToken, now + PROVIDER_ID_TOKEN_LIFETIME_MS, now);
  return { idToken, expiresIn: String(PROVIDER_ID_TOKEN_LIFETIME_MS / 1000), phoneNumber: session.phone };
}

/**
 * The platform's check of an id token: issued by the provider for exactly this number and not
 * expired. A token is spent by the call that accepts it, so it cannot be replayed.
 */
export function takeProviderIdToken(ctx: SandboxServices, idToken: string | undefined, mobile: MobileNumber): boolean {
  if (!idToken) return false;
  return ctx.repos.phoneProvider.spendToken(idToken, fullNumber(mobile), ctx.clock.now());
}
