/**
 * Texts of field errors. The platform's pattern texts carry `(min)` and `(max)` placeholders rather
 * than i18next interpolation, so they are filled by `formatPatternMessage` after translation.
 * `en` and `tl` are merged by the client into its locale files under `validation`.
 */

/** The i18n namespace (top-level locale object) these texts live under. */
export const VALIDATION_NAMESPACE = 'validation';

/** The platform's message key for a pattern id. */
export function messageKey(patternId: number): string {
  return 'reg_pattern_' + patternId;
}

/** The full i18n key, as it appears in a FieldError. */
export function patternMessageKey(patternId: number): string {
  return `${VALIDATION_NAMESPACE}.${messageKey(patternId)}`;
}

export const REQUIRED_KEY = `${VALIDATION_NAMESPACE}.required`;
export const CONFIRM_MISMATCH_KEY = `${VALIDATION_NAMESPACE}.confirm_mismatch`;
export const TERMS_REQUIRED_KEY = `${VALIDATION_NAMESPACE}.terms_required`;

const RANGE = /\(min\)\s*-\s*\(max\)/g;

/**
 * Fills `(min)` and `(max)`. Equal bounds collapse the whole `(min) - (max)` into one number
 * ("6 characters", not "6 - 6 characters"). A missing upper bound (a rule whose maxLength is 0,
 * meaning unbounded) reads as "min+".
 */
export function formatPatternMessage(template: string, min: number | undefined, max: number | undefined): string {
  const low = min ?? 0;
  let text = template;
  if (max === undefined) text = text.replace(RANGE, `${low}+`);
  else if (low === max) text = text.replace(RANGE, String(low));
  return text.replace(/\(min\)/g, String(low)).replace(/\(max\)/g, max === undefined ? '' : String(max));
}

/** What a FieldError carries; repeated here so messages.ts does not depend on rules.ts. */
interface ErrorLike {
  key: string;
  params: { min?: number; max?: number };
}

/**
 * Renders a field error with the caller's translate function (i18next's `t` fits). Texts without
 * placeholders pass through unchanged.
 */
export function formatFieldError(error: ErrorLike, translate: (key: string) => string): string {
  const { min, max } = error.params;
  const template = translate(error.key);
  if (min === undefined && max === undefined) return template;
  return formatPatternMessage(template, min, max);
}
