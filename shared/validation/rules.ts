import type { FieldRule } from '../domains/system/schemas';
import { checkPattern } from './patterns';
import { patternMessageKey, REQUIRED_KEY } from './messages';
import { compileServerPattern } from './serverRegex';
import { normalizeMobile } from './mobile';

/** One field's error: an i18n key and the bounds its text shows. */
export interface FieldError {
  key: string;
  params: { min?: number; max?: number };
}

/** Fields whose value is checked as typed: a space in a password is part of the password. */
const AS_TYPED_FIELDS = new Set(['password', 'confirmPassword', 'paymentPassword', 'oldPassword', 'newPassword', 'confirmNewPassword']);

/** The value the rule judges: text fields are submitted trimmed, mobile numbers normalized. */
function comparableValue(field: string, raw: string, rule: FieldRule): string {
  if (field === 'mobileNum') return normalizeMobile(raw);
  if (rule.type === 'password' || AS_TYPED_FIELDS.has(field)) return raw;
  return raw.trim();
}

export function patternError(rule: Pick<FieldRule, 'patternId' | 'minLength' | 'maxLength'>): FieldError {
  // maxLength 0 is how a rule says "no upper bound"; the message then shows only the minimum.
  const max = rule.maxLength > 0 ? rule.maxLength : undefined;
  return { key: patternMessageKey(rule.patternId), params: { min: rule.minLength, max } };
}

function withinLength(value: string, rule: FieldRule): boolean {
  // UTF-16 length, as the platform's Java `String.length()` counts, so both sides agree on the bound.
  if (value.length < rule.minLength) return false;
  return rule.maxLength <= 0 || value.length <= rule.maxLength;
}

function matchesRule(value: string, rule: FieldRule): boolean {
  if (rule.acceptedPattern === '*') return true;
  const catalogueOk = checkPattern(rule.patternId, value);
  if (rule.acceptedPattern === '') return catalogueOk;
  const serverRegex = compileServerPattern(rule.acceptedPattern);
  // An uncompilable server pattern falls back to the catalogue test alone.
  return serverRegex ? serverRegex.test(value) && catalogueOk : catalogueOk;
}

/**
 * Checks one register field against the server's rule and returns its first error:
 * disabled → none; required and blank → `validation.required`; optional and blank → none;
 * length outside the bounds or the pattern (server regex AND catalogue test, "*" = anything)
 * not matched → the pattern's message with the bounds.
 */
export function validateRegisterField(field: string, value: string | null | undefined, rule: FieldRule): FieldError | null {
  if (!rule.enabled) return null;
  const raw = value ?? '';
  if (raw.trim() === '') return rule.required ? { key: REQUIRED_KEY, params: {} } : null;
  const judged = comparableValue(field, raw, rule);
  if (!withinLength(judged, rule) || !matchesRule(judged, rule)) return patternError(rule);
  return null;
}
