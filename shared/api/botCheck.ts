import type { EndpointKey } from './wire';

/**
 * The gateway's bot check (proof of work, shared/crypto/pow.ts). The gateway serves the challenge
 * (`identity.botChallenge`) and verifies the solution before it forwards one of these calls; no
 * platform knows of it. The solution always travels in request headers, never in the body: an
 * encrypted body is signed and cannot be edited, so one rule serves plain and encrypted calls
 * alike, and the gateway strips the headers before it forwards. Plain data: the client bundle
 * imports it.
 */
export const BOT_CHECKED_KEYS = [
  'identity.register',
  'identity.registerMobile',
  'identity.registerAuto',
  'identity.smsNoLogin',
  'identity.smsRegister',
  'identity.forgotPasswordSms',
  'identity.smsBind',
] as const satisfies readonly EndpointKey[];
export type BotCheckedKey = (typeof BOT_CHECKED_KEYS)[number];

/** The headers that carry a solution: the challenge's id and the nonce found. */
export const BotCheckHeader = {
  challenge: 'X-Bot-Challenge',
  nonce: 'X-Bot-Nonce',
} as const;
export type BotCheckHeaders = { readonly [H in (typeof BotCheckHeader)[keyof typeof BotCheckHeader]]: string };

/** A challenge is single use and answers for this long after it was handed out. */
export const BOT_CHALLENGE_LIFETIME_MS = 5 * 60_000;

/** What a challenge id and a nonce may look like; anything else is refused unread. */
export const BOT_CHECK_VALUE = /^[A-Za-z0-9-]{1,64}$/;
