import type { FieldRule, RegisterRules } from '../../../../shared/domains/system/schemas';
import { CONFIRM_MISMATCH_KEY, validateRegisterField } from '../../../../shared/validation';
import { fieldRefusal } from '../../core/refusals';

/** Key of the refusal for a value sent in a field the operator has switched off. */
export const FIELD_DISABLED_KEY = 'validation.field_disabled';

type Fields = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Checks `fields` of a payload against the register rules the status call publishes, in order,
 * and throws the first problem: a disabled field must be absent or empty; an enabled one must meet
 * required/length/pattern (the same shared check the site's forms run). `overrides` replaces or
 * adds a rule (mobile registration always needs the number).
 */
export function checkRegisterFields(
  rules: RegisterRules,
  payload: Fields,
  fields: readonly string[],
  overrides: Record<string, FieldRule> = {},
): void {
  for (const field of fields) {
    const rule = overrides[field] ?? rules[field];
    if (!rule) continue;
    const value = text(payload[field]);
    if (!rule.enabled) {
      if (value.trim() !== '') throw fieldRefusal({ field, key: FIELD_DISABLED_KEY });
      continue;
    }
    const problem = validateRegisterField(field, value, rule);
    if (problem) throw fieldRefusal({ field, key: problem.key, ...problem.params });
  }
}

export function checkConfirmation(field: string, value: string | undefined, expected: string | undefined): void {
  if ((value ?? '') !== (expected ?? '')) throw fieldRefusal({ field, key: CONFIRM_MISMATCH_KEY });
}
