import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  SHIPPED_LANGUAGES,
  directionOf,
  isShippedLanguage,
  languageInfo,
  languageOfAcceptLanguage,
  languageOfTag,
  localeOf,
  nativeLanguageName,
  shippedLanguageOf,
} from './languages';

describe('shipped languages', () => {
  it('ships the 35 languages of the specification, English by default', () => {
    expect(SHIPPED_LANGUAGES).toHaveLength(35);
    expect(new Set(SHIPPED_LANGUAGES).size).toBe(35);
    for (const code of ['EN', 'TL', 'CN', 'ZH', 'JA', 'TH', 'VI', 'ES', 'HI', 'ID', 'KO', 'MS', 'PT', 'TR', 'AR', 'RU']) {
      expect(SHIPPED_LANGUAGES, code).toContain(code);
    }
    expect(DEFAULT_LANGUAGE).toBe('EN');
  });

  it('tells a shipped code from any other, case as stored', () => {
    expect(isShippedLanguage('TL')).toBe(true);
    expect(isShippedLanguage('AR')).toBe(true);
    expect(isShippedLanguage('tl')).toBe(false);
    expect(isShippedLanguage('HE')).toBe(false);
    expect(isShippedLanguage('toString')).toBe(false);
  });

  it('reads a stored code as a shipped language, else the default', () => {
    expect(shippedLanguageOf('TL')).toBe('TL');
    expect(shippedLanguageOf('JA')).toBe('JA');
    expect(shippedLanguageOf('tl')).toBe('EN');
    expect(shippedLanguageOf('XX')).toBe('EN');
    expect(shippedLanguageOf(null)).toBe('EN');
  });
});

describe('language table', () => {
  it('maps platform codes to BCP-47 locales, in either case', () => {
    expect(localeOf('EN')).toBe('en-US');
    expect(localeOf('TL')).toBe('tl');
    expect(localeOf('CN')).toBe('zh-CN');
    expect(localeOf('ZH')).toBe('zh-TW');
    expect(localeOf('vi')).toBe('vi-VN');
  });

  it('gives every language a locale Intl formats with, whose plural rules are the language’s own', () => {
    for (const [code, { locale }] of Object.entries(LANGUAGES)) {
      expect(code, code).toMatch(/^[A-Z]{2}$/);
      expect(Intl.getCanonicalLocales(locale), code).toHaveLength(1);
      expect(Intl.NumberFormat.supportedLocalesOf([locale]), code).toHaveLength(1);
      expect(Intl.PluralRules.supportedLocalesOf([locale]), code).toHaveLength(1);
    }
  });

  it('writes Arabic, Persian and Urdu right to left, the others left to right', () => {
    const rtl = SHIPPED_LANGUAGES.filter((code) => directionOf(code) === 'rtl');
    expect(rtl.sort()).toEqual(['AR', 'FA', 'UR']);
    expect(directionOf('EN')).toBe('ltr');
  });

  it('names each language as its speakers write it', () => {
    expect(nativeLanguageName('EN')).toBe('English');
    expect(nativeLanguageName('TL')).toBe('Filipino');
    expect(nativeLanguageName('vi')).toBe('Tiếng Việt');
    expect(nativeLanguageName('AR')).toBe('العربية');
    expect(nativeLanguageName('JA')).toBe('日本語');
    // Each name differs from every other, so a list of them reads unambiguously.
    expect(new Set(SHIPPED_LANGUAGES.map(nativeLanguageName)).size).toBe(SHIPPED_LANGUAGES.length);
  });

  it('formats a code it does not list as English, named by its code', () => {
    expect(languageInfo('mn')).toEqual({ locale: 'en-US', nativeName: 'MN', direction: 'ltr' });
    expect(localeOf('??')).toBe('en-US');
    expect(nativeLanguageName('??')).toBe('??');
  });
});

describe('languages a browser asks for', () => {
  it('reads a tag as the shipped language it names, Chinese by its script or region', () => {
    expect(languageOfTag('ar-SA')).toBe('AR');
    expect(languageOfTag('zh-TW')).toBe('ZH');
    expect(languageOfTag('zh-Hant-HK')).toBe('ZH');
    expect(languageOfTag('zh-Hans')).toBe('CN');
    expect(languageOfTag('zh')).toBe('CN');
    expect(languageOfTag('fil-PH')).toBe('TL');
    expect(languageOfTag('my')).toBe('MY');
    expect(languageOfTag('he-IL')).toBeUndefined();
  });

  it('takes the most wanted shipped language of an Accept-Language header, else English', () => {
    expect(languageOfAcceptLanguage('he-IL,ja;q=0.8,en;q=0.9')).toBe('EN');
    expect(languageOfAcceptLanguage('he-IL,ja;q=0.95,en;q=0.9')).toBe('JA');
    expect(languageOfAcceptLanguage('th;q=0,vi')).toBe('VI');
    expect(languageOfAcceptLanguage('tl, en')).toBe('TL');
    expect(languageOfAcceptLanguage('')).toBe('EN');
    expect(languageOfAcceptLanguage('*')).toBe('EN');
  });
});
