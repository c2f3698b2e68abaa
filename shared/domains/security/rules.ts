/** The security centre's refusal codes and limits: plain data, so the client bundle imports it without the schemas. */
import type { FieldRule } from '../system/schemas';
import { fallbackRules } from '../../validation/fallbackRules';

/** Business refusals of the security centre (HTTP 200, `success: false`). */
export const SecurityError = {
  mobileExists: 'mobile.exists',
  mobileSame: 'mobile.same',
  codeInvalid: 'verification.code.invalid',
  emailTooSoon: 'email.bind.too.soon',
  emailSame: 'email.same',
  realNameExists: 'real.name.exists',
  realNameCardMismatch: 'real.name.card.mismatch',
  notDisplaced: 'session.not.displaced',
} as const;

/** A second e-mail bind waits this long after the last one. */
export const EMAIL_BIND_INTERVAL_MS = 60_000;
/** How many sign-ins the security centre lists, newest first. */
export const SIGN_IN_LIST_SIZE = 20;

/** The pattern catalogue's "letters and spaces" (patterns.ts id 17): a real name when the brand's rule accepts anything. */
export const REAL_NAME_PATTERN_ID = 17;

/** Where the brand publishes no rule for the real name: 2 to 50 letters and spaces. */
const REAL_NAME_FALLBACK: FieldRule = {
  enabled: true,
  required: true,
  minLength: 2,
  maxLength: 50,
  acceptedPattern: '',
  patternId: REAL_NAME_PATTERN_ID,
  type: 'text',
};

/**
 * The rule a real name set in the security centre meets: the register rule of `payeeName`, always
 * required, and made of letters and spaces where that rule accepts any characters (a holder name
 * must be comparable with the names of payout accounts).
 */
export function realNameRule(rule: FieldRule | undefined): FieldRule {
  if (!rule) return REAL_NAME_FALLBACK;
  const any = rule.acceptedPattern === '*' || rule.patternId === 0;
  return { ...rule, enabled: true, required: true, ...(any && { acceptedPattern: '', patternId: REAL_NAME_PATTERN_ID }) };
}

/** The rule an e-mail bound in the security centre meets: the register rule of `email`, always required. */
export function bindEmailRule(rule: FieldRule | undefined): FieldRule {
  return { ...(rule ?? fallbackRules.email), enabled: true, required: true };
}
