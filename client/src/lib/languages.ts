/**
 * The platform's language codes and what the browser needs to know about each: the BCP-47 locale
 * that `Intl` and `<html lang>` take, the name its own speakers write, and its writing direction.
 * The platform speaks upper-case codes (the `Language` header, the brand's `languages`); some are
 * its own rather than ISO 639-1 (`CN` simplified and `ZH` traditional Chinese).
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

/** Every language the platform may offer, by its platform code. */
export const Languages: Readonly<Record<string, LanguageInfo>> = {
  EN: ltr('en-US', 'English'),
  // 'tl' is a valid BCP-47 tag that Intl resolves to Filipino; it matches the platform's own code.
  TL: ltr('tl', 'Filipino'),
  CN: ltr('zh-CN', '简体中文'),
  ZH: ltr('zh-TW', '繁體中文'),
  VI: ltr('vi-VN', 'Tiếng Việt'),
  TH: ltr('th-TH', 'ไทย'),
  ID: ltr('id-ID', 'Bahasa Indonesia'),
  MS: ltr('ms-MY', 'Bahasa Melayu'),
  KO: ltr('ko-KR', '한국어'),
  JA: ltr('ja-JP', '日本語'),
  HI: ltr('hi-IN', 'हिन्दी'),
  BN: ltr('bn-BD', 'বাংলা'),
  TA: ltr('ta-IN', 'தமிழ்'),
  TE: ltr('te-IN', 'తెలుగు'),
  NE: ltr('ne-NP', 'नेपाली'),
  KM: ltr('km-KH', 'ខ្មែរ'),
  LO: ltr('lo-LA', 'ລາວ'),
  MY: ltr('my-MM', 'မြန်မာ'),
  MN: ltr('mn-MN', 'Монгол'),
  KK: ltr('kk-KZ', 'Қазақ тілі'),
  UZ: ltr('uz-UZ', 'Oʻzbekcha'),
  ES: ltr('es-ES', 'Español'),
  PT: ltr('pt-BR', 'Português'),
  FR: ltr('fr-FR', 'Français'),
  DE: ltr('de-DE', 'Deutsch'),
  IT: ltr('it-IT', 'Italiano'),
  NL: ltr('nl-NL', 'Nederlands'),
  PL: ltr('pl-PL', 'Polski'),
  TR: ltr('tr-TR', 'Türkçe'),
  RU: ltr('ru-RU', 'Русский'),
  UK: ltr('uk-UA', 'Українська'),
  AR: rtl('ar', 'العربية'),
  FA: rtl('fa-IR', 'فارسی'),
  HE: rtl('he-IL', 'עברית'),
  UR: rtl('ur-PK', 'اردو'),
};

/** Languages written right to left, by ISO 639 code: the fallback for a code missing from the table. */
const RightToLeft: ReadonlySet<string> = new Set(['ar', 'fa', 'he', 'ur', 'ps', 'sd', 'ug', 'yi', 'dv', 'ckb']);

/** A code the table does not know, read as an ISO 639 language; not a language tag at all: English formatting. */
function unlisted(code: string): LanguageInfo {
  const lower = code.toLowerCase();
  let locale: string | undefined;
  try {
    locale = Intl.getCanonicalLocales(lower)[0];
  } catch {
    locale = undefined;
  }
  if (!locale) return { locale: 'en-US', nativeName: code.toUpperCase(), direction: 'ltr' };
  let nativeName: string | undefined;
  try {
    nativeName = new Intl.DisplayNames([locale], { type: 'language' }).of(locale);
  } catch {
    nativeName = undefined;
  }
  return { locale, nativeName: nativeName ?? code.toUpperCase(), direction: RightToLeft.has(lower) ? 'rtl' : 'ltr' };
}

export function languageInfo(code: string): LanguageInfo {
  return Languages[code.toUpperCase()] ?? unlisted(code);
}

/** The BCP-47 locale of a platform code (`TL` → `fil-PH`). */
export function localeOf(code: string): string {
  return languageInfo(code).locale;
}

/** Language names as their own speakers write them (shown in the language lists). */
export function nativeLanguageName(code: string): string {
  return languageInfo(code).nativeName;
}

export function directionOf(code: string): TextDirection {
  return languageInfo(code).direction;
}
