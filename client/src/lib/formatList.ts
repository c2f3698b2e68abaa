import { currentLocale } from './format';

/**
 * A list as the current language writes one, through Intl.ListFormat: "₱10, ₱20 and ₱50",
 * "₱10、₱20、₱50", "₱10 و₱20 و₱50". `unit` joins without a conjunction (a run of drawn numbers).
 * Apart from format.ts so that only the areas that list things download it.
 */
export function formatList(items: readonly string[], type: Intl.ListFormatType = 'conjunction', locale = currentLocale()): string {
  return new Intl.ListFormat(locale, { type, style: 'long' }).format(items);
}
