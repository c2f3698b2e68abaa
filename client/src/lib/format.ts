import { language } from './i18n';
import { directionOf, languageOfTag, localeOf } from '../../../shared/languages';

/**
 * Numbers, money and dates in the current language's locale (`TL` → fil-PH), through `Intl`.
 * Money always shows two decimals. The platform names the member's currency in the balance answer
 * (`currency`, an ISO 4217 code, and `currencySymbol`): with a code, Intl places the symbol and the
 * separators as the locale writes them; with only a symbol, the symbol leads the grouped number.
 */

/** The current language's BCP-47 locale. */
export function currentLocale(): string {
  return localeOf(language.value);
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** Intl.NumberFormat is costly to build: one per locale and options. */
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

const TWO_DECIMALS = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

/** A currency code Intl accepts (ISO 4217: three letters it knows), else null. */
function currencyFormat(currency: string | undefined, locale: string): Intl.NumberFormat | null {
  if (!currency || !/^[A-Za-z]{3}$/.test(currency)) return null;
  try {
    return numberFormat(locale, { style: 'currency', currency: currency.toUpperCase(), currencyDisplay: 'narrowSymbol', ...TWO_DECIMALS });
  } catch {
    return null;
  }
}

export function formatNumber(n: number, options: Intl.NumberFormatOptions = {}, locale = currentLocale()): string {
  return numberFormat(locale, options).format(Number.isFinite(n) ? n : 0);
}

/**
 * A balance or an amount: two decimals with the locale's separators. With the platform's currency
 * code the locale places its symbol; otherwise `symbol` (default $) leads. Not a number reads as 0.
 */
export function formatMoney(n: number, symbol = '$', currency?: string, locale = currentLocale()): string {
  const amount = Number.isFinite(n) ? n : 0;
  const withCurrency = currencyFormat(currency, locale);
  if (withCurrency) return withCurrency.format(amount);
  const text = numberFormat(locale, TWO_DECIMALS).format(Math.abs(amount));
  const signed = amount < 0 ? `-${symbol}${text}` : `${symbol}${text}`;
  // Intl marks the direction of what it writes; this sign and symbol are ours: inside right-to-left
  // text they stay one left-to-right run ("-₱3.00", not "₱3.00-") between isolate marks.
  return directionOf(languageOfTag(locale) ?? 'EN') === 'rtl' ? `\u2066${signed}\u2069` : signed;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A date (default: medium date style) in the current locale and the visitor's time zone. */
export function formatDate(
  value: number | Date,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
  locale = currentLocale(),
): string {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format.format(value);
}

/** A date with its time (medium date, short time). */
export function formatDateTime(value: number | Date, locale = currentLocale()): string {
  return formatDate(value, { dateStyle: 'medium', timeStyle: 'short' }, locale);
}
