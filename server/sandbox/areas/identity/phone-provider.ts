import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { DAY_MS, MINUTE_MS, SMS_MAX_ATTEMPTS } from './constants';
import { fullNumber, parseMobile, type MobileNumber } from './mobile';
import { newToken } from './sign-in';
import { knownDialingCodes } from './sms';

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
/** The project's SMS quota per day; past it every send is QUOTA_EXCEEDED. */
export const PROVIDER_DAILY_QUOTA = 1000;
/** An id token proves the number for one hour. */
export const PROVIDER_ID_TOKEN_LIFETIME_MS = 60 * MINUTE_MS;
export const OUTBOX_PURPOSE = 'phone-provider';

/** The provider project's switches, changed through /__dev/phone-provider. */
export interface ProviderSettings {
  /** Phone sign-in enabled in the provider project; off → OPERATION_NOT_ALLOWED. */
  enabled: boolean;
  dailyQuota: number;
  /** The provider is failing: every call answers HTTP 500 INTERNAL_ERROR. */
  outage: boolean;
  /**
   * The outcome of the visitor's next app-verification step, which happens in the visitor's
   * browser (the captcha challenge window): a closed window is POPUP_CLOSED_BY_USER.
   */
  failNext: ProviderErrorCode | null;
}

interface Session {
  phone: string;
  sentAt: number;
}
interface IdToken {
  phone: string;
  expiresAt: number;
}
interface ProviderState {
  settings: ProviderSettings;
  sessions: Map<string, Session>;
  /** The newest session of each number: an older one is superseded (SESSION_EXPIRED). */
  newest: Map<string, string>;
  sends: { phone: string; at: number }[];
  tokens: Map<string, IdToken>;
}

const defaultSettings = (): ProviderSettings => ({ enabled: true, dailyQuota: PROVIDER_DAILY_QUOTA, outage: false, failNext: null });

// The provider is another service: its state lives beside the sandbox, one per sandbox instance
// (keyed by the instance's repositories, which every plugin scope shares).
const states = new WeakMap<object, ProviderState>();

function stateOf(app: FastifyInstance): ProviderState {
  let state = states.get(app.repos);
  if (!state) {
    state = { settings: defaultSettings(), sessions: new Map(), newest: new Map(), sends: [], tokens: new Map() };
    states.set(app.repos, state);
  }
  return state;
}

export function providerSettings(app: FastifyInstance): ProviderSettings {
  return { ...stateOf(app).settings };
}

export function changeProviderSettings(app: FastifyInstance, change: Partial<ProviderSettings>): ProviderSettings {
  const state = stateOf(app);
  state.settings = { ...state.settings, ...change };
  return { ...state.settings };
}

/** E.164: a plus, then 7 to 15 digits not starting with 0. */
const E164 = /^\+[1-9][0-9]{6,14}$/;

/** Checks that apply to every call: an outage, a pending app-verification outcome, the switch. */
function preflight(state: ProviderState): void {
  if (state.settings.outage) throw new ProviderError('INTERNAL_ERROR', 500);
  const pending = state.settings.failNext;
  if (pending) {
    state.settings.failNext = null;
    throw new ProviderError(pending);
  }
  if (!state.settings.enabled) throw new ProviderError('OPERATION_NOT_ALLOWED');
}

/** accounts:sendVerificationCode — answers the session the code belongs to. */
export function sendProviderCode(app: FastifyInstance, phoneNumber: unknown): { sessionInfo: string } {
  const state = stateOf(app);
  preflight(state);
  if (typeof phoneNumber !== 'string' || phoneNumber.trim() === '') throw new ProviderError('MISSING_PHONE_NUMBER');
  const phone = phoneNumber.trim();
  const mobile = E164.test(phone) ? parseMobile(phone, undefined, knownDialingCodes(app)) : null;
  if (!mobile) throw new ProviderError('INVALID_PHONE_NUMBER');
  const now = app.clock.now();
  state.sends = state.sends.filter((s) => s.at > now - DAY_MS);
  if (state.sends.length >= state.settings.dailyQuota) throw new ProviderError('QUOTA_EXCEEDED');
  const recent = state.sends.filter((s) => s.phone === phone && s.at > now - PROVIDER_SEND_WINDOW_MS);
  if (recent.length >= PROVIDER_SENDS_PER_NUMBER) throw new ProviderError('TOO_MANY_ATTEMPTS_TRY_LATER');

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  app.repos.outbox.send({
    to: fullNumber(mobile),
    toNational: mobile.national,
    channel: 'sms',
    purpose: OUTBOX_PURPOSE,
    code,
    sentAt: now,
    expiresAt: now + PROVIDER_CODE_LIFETIME_MS,
    text: `${code} is your verification code for Gamefront.`,
  });
  state.sends.push({ phone, at: now });
  const sessionInfo = newToken(24);
  state.sessions.set(sessionInfo, { phone: fullNumber(mobile), sentAt: now });
  state.newest.set(fullNumber(mobile), sessionInfo);
  return { sessionInfo };
}

/** accounts:signInWithPhoneNumber — the code of the session, exchanged for an id token. */
export function verifyProviderCode(
  app: FastifyInstance,
  sessionInfo: unknown,
  code: unknown,
): { idToken: string; expiresIn: string; phoneNumber: string } {
  const state = stateOf(app);
  preflight(state);
  if (typeof code !== 'string' || code.trim() === '') throw new ProviderError('MISSING_CODE');
  const session = typeof sessionInfo === 'string' ? state.sessions.get(sessionInfo) : undefined;
  if (!session) throw new ProviderError('INVALID_SESSION_INFO');
  const now = app.clock.now();
  if (state.newest.get(session.phone) !== sessionInfo || now >= session.sentAt + PROVIDER_CODE_LIFETIME_MS) {
    throw new ProviderError('SESSION_EXPIRED');
  }
  const check = app.repos.outbox.checkCode(session.phone, [OUTBOX_PURPOSE], code.trim(), now, SMS_MAX_ATTEMPTS);
  if (check === 'wrong') throw new ProviderError('INVALID_CODE');
  // No live code: used, burnt by wrong guesses, or expired; the visitor asks for a new one.
  if (check === 'none') throw new ProviderError('SESSION_EXPIRED');
  state.sessions.delete(sessionInfo as string);
  state.newest.delete(session.phone);
  const idToken = newToken(32);
  state.tokens.set(idToken, { phone: session.phone, expiresAt: now + PROVIDER_ID_TOKEN_LIFETIME_MS });
  return { idToken, expiresIn: String(PROVIDER_ID_TOKEN_LIFETIME_MS / 1000), phoneNumber: session.phone };
}

/**
 * The platform's check of an id token: issued by the provider for exactly this number and not
 * expired. A token is spent by the call that accepts it, so it cannot be replayed.
 */
export function takeProviderIdToken(app: FastifyInstance, idToken: string | undefined, mobile: MobileNumber): boolean {
  if (!idToken) return false;
  const state = stateOf(app);
  const token = state.tokens.get(idToken);
  if (!token || token.expiresAt <= app.clock.now() || token.phone !== fullNumber(mobile)) return false;
  state.tokens.delete(idToken);
  return true;
}
