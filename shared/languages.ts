/**
 * The languages the platform ships texts in: the sandbox stores no other member language and writes
 * its notices and mails in these, and a brand offers these by default (brandDefaults.ts). A text
 * table keyed by `Record<ShippedLanguage, …>` must name every one, so a language added here does not
 * compile until its texts exist.
 */
export const SHIPPED_LANGUAGES = ['EN', 'TL'] as const;

export type ShippedLanguage = (typeof SHIPPED_LANGUAGES)[number];

/** The language of a member or brand that names none, and of a code the platform does not ship. */
export const DEFAULT_LANGUAGE: ShippedLanguage = 'EN';

export function isShippedLanguage(code: string): code is ShippedLanguage {
  return SHIPPED_LANGUAGES.some((language) => language === code);
}

/** The shipped language a stored code names (as stored, upper case), else DEFAULT_LANGUAGE. */
export function shippedLanguageOf(code: string | null | undefined): ShippedLanguage {
  return code && isShippedLanguage(code) ? code : DEFAULT_LANGUAGE;
}
