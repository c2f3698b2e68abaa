import { describe, expect, it } from 'vitest';
import { directionOf, languageInfo, Languages, localeOf, nativeLanguageName } from './languages';

describe('language registry', () => {
  it('maps platform codes to BCP-47 locales', () => {
    expect(localeOf('EN')).toBe('en-US');
    expect(localeOf('TL')).toBe('tl');
    expect(localeOf('CN')).toBe('zh-CN');
    expect(localeOf('VI')).toBe('vi-VN');
    expect(localeOf('TH')).toBe('th-TH');
    expect(localeOf('tl')).toBe('tl');
  });

  it('holds at most 35 languages, each with a locale Intl accepts', () => {
    const codes = Object.keys(Languages);
    expect(codes.length).toBeGreaterThanOrEqual(16);
    expect(codes.length).toBeLessThanOrEqual(35);
    for (const code of codes) {
      expect(code, code).toMatch(/^[A-Z]{2,3}$/);
      const { locale } = Languages[code];
      // Intl accepts the tag (it may canonicalise an alias: tl resolves to Filipino).
      expect(Intl.getCanonicalLocales(locale), code).toHaveLength(1);
      expect(Intl.NumberFormat.supportedLocalesOf([locale]), code).toHaveLength(1);
    }
  });

  it('writes Arabic, Persian, Hebrew and Urdu right to left, the others left to right', () => {
    expect(['AR', 'FA', 'HE', 'UR'].map(directionOf)).toEqual(['rtl', 'rtl', 'rtl', 'rtl']);
    const rtl = Object.keys(Languages).filter((code) => directionOf(code) === 'rtl');
    expect(rtl.sort()).toEqual(['AR', 'FA', 'HE', 'UR']);
    expect(directionOf('EN')).toBe('ltr');
  });

  it('names each language as its speakers write it', () => {
    expect(nativeLanguageName('EN')).toBe('English');
    expect(nativeLanguageName('TL')).toBe('Filipino');
    expect(nativeLanguageName('vi')).toBe('Tiếng Việt');
    expect(nativeLanguageName('AR')).toBe('العربية');
  });

  it('reads a code it does not list as an ISO 639 language', () => {
    expect(languageInfo('SV')).toEqual({ locale: 'sv', nativeName: 'svenska', direction: 'ltr' });
    expect(languageInfo('PS').direction).toBe('rtl');
    expect(localeOf('??')).toBe('en-US');
    expect(nativeLanguageName('??')).toBe('??');
  });
});
