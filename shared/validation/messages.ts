/**
 * Texts of field errors. The platform's pattern texts carry `(min)` and `(max)` placeholders rather
 * than i18next interpolation, so they are filled by `formatPatternMessage` after translation.
 * `en` and `tl` are merged by the client into its locale files under `validation`.
 */

/** The i18n namespace (top-level locale object) these texts live under. */
export const VALIDATION_NAMESPACE = 'validation';

/** The platform's message key for a pattern id (reference §2.3). */
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

/** Pattern texts, ids 0–22, then the form-level texts. */
export const en = {
  reg_pattern_0: 'Must be (min) - (max) characters',
  reg_pattern_1: 'Must start with a letter and contain only letters and digits, (min) - (max) characters',
  reg_pattern_2: 'Chinese characters and digits only, (min) - (max) characters',
  reg_pattern_3: 'Enter a valid e-mail address, (min) - (max) characters',
  reg_pattern_4: 'Letters and digits only, no special characters, (min) - (max) characters',
  reg_pattern_5: 'Must combine letters and digits, (min) - (max) characters',
  reg_pattern_6: 'Digits only, (min) - (max) characters',
  reg_pattern_7: 'Letters and digits with at least one uppercase letter, (min) - (max) characters',
  reg_pattern_8: 'English letters and spaces only, (min) - (max) characters',
  reg_pattern_9: 'No spaces allowed, (min) - (max) characters',
  reg_pattern_10: 'Chinese characters and punctuation only, (min) - (max) characters',
  reg_pattern_11: 'Enter a valid date as yyyy-MM-dd',
  reg_pattern_12: 'Thai characters only, (min) - (max) characters',
  reg_pattern_13: 'Enter a valid date as MM-dd-yyyy',
  reg_pattern_14: 'Thai or English letters only, (min) - (max) characters',
  reg_pattern_15: 'Korean characters only, (min) - (max) characters',
  reg_pattern_16: 'Full-width Japanese characters only, (min) - (max) characters',
  reg_pattern_17: 'Letters and spaces only, (min) - (max) characters',
  reg_pattern_18: 'Enter your first and last name separated by one space, (min) - (max) characters',
  reg_pattern_19: 'Uppercase letters only, no spaces, (min) - (max) characters',
  reg_pattern_20: 'Uppercase letters and spaces with at least one letter, (min) - (max) characters',
  reg_pattern_21: 'Letters, digits and symbols only, no spaces, (min) - (max) characters',
  reg_pattern_22: 'Must include an uppercase letter, a lowercase letter, a digit and a special character, (min) - (max) characters',
  required: 'This field is required',
  confirm_mismatch: 'Wrong confirmation input',
  terms_required: 'Please accept the terms and conditions',
} as const;

export type ValidationMessages = Record<keyof typeof en, string>;

export const tl: ValidationMessages = {
  reg_pattern_0: 'Dapat (min) - (max) na character',
  reg_pattern_1: 'Dapat magsimula sa titik at mga titik at numero lamang, (min) - (max) na character',
  reg_pattern_2: 'Mga Chinese na character at numero lamang, (min) - (max) na character',
  reg_pattern_3: 'Maglagay ng wastong e-mail address, (min) - (max) na character',
  reg_pattern_4: 'Mga titik at numero lamang, walang espesyal na character, (min) - (max) na character',
  reg_pattern_5: 'Dapat may pinagsamang titik at numero, (min) - (max) na character',
  reg_pattern_6: 'Mga numero lamang, (min) - (max) na character',
  reg_pattern_7: 'Mga titik at numero na may kahit isang malaking titik, (min) - (max) na character',
  reg_pattern_8: 'Mga titik na Ingles at espasyo lamang, (min) - (max) na character',
  reg_pattern_9: 'Bawal ang espasyo, (min) - (max) na character',
  reg_pattern_10: 'Mga Chinese na character at bantas lamang, (min) - (max) na character',
  reg_pattern_11: 'Maglagay ng wastong petsa sa anyong yyyy-MM-dd',
  reg_pattern_12: 'Mga Thai na character lamang, (min) - (max) na character',
  reg_pattern_13: 'Maglagay ng wastong petsa sa anyong MM-dd-yyyy',
  reg_pattern_14: 'Mga titik na Thai o Ingles lamang, (min) - (max) na character',
  reg_pattern_15: 'Mga Korean na character lamang, (min) - (max) na character',
  reg_pattern_16: 'Mga full-width na Japanese na character lamang, (min) - (max) na character',
  reg_pattern_17: 'Mga titik at espasyo lamang, (min) - (max) na character',
  reg_pattern_18: 'Ilagay ang pangalan at apelyido na may isang espasyo sa pagitan, (min) - (max) na character',
  reg_pattern_19: 'Malalaking titik lamang, walang espasyo, (min) - (max) na character',
  reg_pattern_20: 'Malalaking titik at espasyo na may kahit isang titik, (min) - (max) na character',
  reg_pattern_21: 'Mga titik, numero at simbolo lamang, walang espasyo, (min) - (max) na character',
  reg_pattern_22: 'Dapat may malaking titik, maliit na titik, numero at espesyal na character, (min) - (max) na character',
  required: 'Kailangang punan ang field na ito',
  confirm_mismatch: 'Hindi tugma ang kumpirmasyon',
  terms_required: 'Pakitanggap ang mga tuntunin at kundisyon',
};

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
