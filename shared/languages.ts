/**
 * The languages the site ships, by the platform's upper-case codes, and what every part needs to
 * know of each: the BCP-47 locale `Intl` and `<html lang>` take, its name as its own speakers write
 * it, and its writing direction. The client (interface text, formatting, `<html lang dir>`), the
 * gateway and the sandbox (the languages a member may keep, notices, mails, the help centre) read
 * this one table. Some platform codes are its own rather than ISO 639-1: `CN` is simplified and `ZH`
 * traditional Chinese.
 *
 * A language here has interface texts in `client/src/locales/<code>/` and sandbox texts in
 * `server/sandbox/locales/<code>/` (lower case); the locale check fails while either is incomplete
 * (docs/recipes.md, "A new language").
 */
export type TextDirection = 'ltr' | 'rtl';

export interface LanguageInfo {
  /** BCP-47 locale for Intl formatting and `<html lang>`. */
  readonly locale: string;
  /** The language's name as its own speakers write it (shown in the language lists). */
  readonly nativeName: string;
  readonly direction: TextDirection;
}

const ltr = (locale: string, nativeName: string): LanguageInfo => ({ locale, nativeName, direction: 'ltr' });
const rtl = (locale: string, nativeName: string): LanguageInfo => ({ locale, nativeName, direction: 'rtl' });

/** Every shipped language by its platform code, in the order a brand that names none lists them. */
export const LANGUAGES = {
  EN: ltr('en-US', 'English'),
  // 'tl' is a valid BCP-47 tag that Intl resolves to Filipino; it matches the platform's own code.
  TL: ltr('tl', 'Filipino'),
  CN: ltr('zh-CN', '简体中文'),
  ZH: ltr('zh-TW', '繁體中文'),
  JA: ltr('ja-JP', '日本語'),
  KO: ltr('ko-KR', '한국어'),
  TH: ltr('th-TH', 'ไทย'),
  VI: ltr('vi-VN', 'Tiếng Việt'),
  ID: ltr('id-ID', 'Bahasa Indonesia'),
  MS: ltr('ms-MY', 'Bahasa Melayu'),
  HI: ltr('hi-IN', 'हिन्दी'),
  BN: ltr('bn-BD', 'বাংলা'),
  TA: ltr('ta-IN', 'தமிழ்'),
  TE: ltr('te-IN', 'తెలుగు'),
  UR: rtl('ur-PK', 'اردو'),
  NE: ltr('ne-NP', 'नेपाली'),
  MY: ltr('my-MM', 'မြန်မာ'),
  KM: ltr('km-KH', 'ខ្មែរ'),
  LO: ltr('lo-LA', 'ລາວ'),
  ES: ltr('es-ES', 'Español'),
  PT: ltr('pt-BR', 'Português (Brasil)'),
  FR: ltr('fr-FR', 'Français'),
  DE: ltr('de-DE', 'Deutsch'),
  IT: ltr('it-IT', 'Italiano'),
  RU: ltr('ru-RU', 'Русский'),
  UK: ltr('uk-UA', 'Українська'),
  TR: ltr('tr-TR', 'Türkçe'),
  AR: rtl('ar', 'العربية'),
  FA: rtl('fa-IR', 'فارسی'),
  PL: ltr('pl-PL', 'Polski'),
  NL: ltr('nl-NL', 'Nederlands'),
  SV: ltr('sv-SE', 'Svenska'),
  EL: ltr('el-GR', 'Ελληνικά'),
  RO: ltr('ro-RO', 'Română'),
  KK: ltr('kk-KZ', 'Қазақ тілі'),
} as const satisfies Record<string, LanguageInfo>;

export type ShippedLanguage = keyof typeof LANGUAGES;

/** The shipped codes in the table's order. */
export const SHIPPED_LANGUAGES = Object.keys(LANGUAGES) as ShippedLanguage[];

/** The language of a member or brand that names none, and of a code the site does not ship. */
export const DEFAULT_LANGUAGE: ShippedLanguage = 'EN';

/** True for a shipped code as the platform writes it (upper case). */
export function isShippedLanguage(code: string): code is ShippedLanguage {
  return Object.hasOwn(LANGUAGES, code);
}

/** The shipped language a stored code names (as stored, upper case), else DEFAULT_LANGUAGE. */
export function shippedLanguageOf(code: string | null | undefined): ShippedLanguage {
  return code && isShippedLanguage(code) ? code : DEFAULT_LANGUAGE;
}

/**
 * What the table says of a code in either case. A brand offers shipped languages only (brand.ts
 * refuses others), so another code reaches here only from stored data: it formats as English and
 * is named by its code.
 */
export function languageInfo(code: string): LanguageInfo {
  const upper = code.toUpperCase();
  return isShippedLanguage(upper) ? LANGUAGES[upper] : { locale: LANGUAGES[DEFAULT_LANGUAGE].locale, nativeName: upper, direction: 'ltr' };
}

/** The BCP-47 locale of a platform code (`CN` → `zh-CN`). */
export function localeOf(code: string): string {
  return languageInfo(code).locale;
}

/** A language's name as its own speakers write it (shown in the language lists). */
export function nativeLanguageName(code: string): string {
  return languageInfo(code).nativeName;
}

export function directionOf(code: string): TextDirection {
  return languageInfo(code).direction;
}

/** The shipped language a BCP-47 tag names: `zh-TW`/`zh-Hant` are `ZH`, other Chinese `CN`, `fil` is `TL`. */
export function languageOfTag(tag: string): ShippedLanguage | undefined {
  const [primary = '', ...rest] = tag.trim().toLowerCase().split(/[-_]/);
  if (primary === 'zh') return rest.some((part) => ['tw', 'hk', 'mo', 'hant'].includes(part)) ? 'ZH' : 'CN';
  if (primary === 'fil') return 'TL';
  const upper = primary.toUpperCase();
  return isShippedLanguage(upper) ? upper : undefined;
}

/** The first shipped language of an Accept-Language header, by its weights; else DEFAULT_LANGUAGE. */
export function languageOfAcceptLanguage(header: string): ShippedLanguage {
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const weight = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find((q) => q !== undefined);
      return { tag, weight: weight === undefined ? 1 : Number(weight), index };
    })
    .filter(({ weight }) => weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
