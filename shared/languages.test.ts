import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, SHIPPED_LANGUAGES, isShippedLanguage, shippedLanguageOf } from './languages';

describe('shipped languages', () => {
  it('ships English and Filipino, English by default', () => {
    expect(SHIPPED_LANGUAGES).toEqual(['EN', 'TL']);
    expect(DEFAULT_LANGUAGE).toBe('EN');
  });

  it('tells a shipped code from any other, case as stored', () => {
    expect(isShippedLanguage('TL')).toBe(true);
    expect(isShippedLanguage('tl')).toBe(false);
    expect(isShippedLanguage('ZH')).toBe(false);
  });

  it('reads a stored code as a shipped language, else the default', () => {
    expect(shippedLanguageOf('TL')).toBe('TL');
    expect(shippedLanguageOf('tl')).toBe('EN');
    expect(shippedLanguageOf('ZH')).toBe('EN');
    expect(shippedLanguageOf(null)).toBe('EN');
  });
});
