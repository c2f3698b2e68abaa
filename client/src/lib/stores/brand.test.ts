import { SHIPPED_LANGUAGES } from '../../../../shared/languages';
import { describe, it, expect } from 'vitest';
import { BRAND_GLOBAL, defaultBrand, parseBrandConfig } from '../../../../shared/brand';
import { brandDefaults, readEmbeddedBrand } from './brand';

describe('brand store', () => {
  it('fills the same defaults as the shared brand parser', () => {
    expect(brandDefaults()).toEqual(defaultBrand());
  });

  it('completes a partial embed exactly as parseBrandConfig does', () => {
    const input = { name: 'Lucky', languages: ['EN', 'VI'], restriction: { blockedCountries: ['US'] }, maintenance: { endTime: 5 } };
    expect(readEmbeddedBrand(input)).toEqual(parseBrandConfig(input).brand);
  });

  it('reads the global the gateway writes', () => {
    (globalThis as Record<string, unknown>)[BRAND_GLOBAL] = { merchant: 'embedded1', ageLimit: 18 };
    try {
      expect(readEmbeddedBrand()).toMatchObject({ merchant: 'embedded1', ageLimit: 18, theme: 'dark' });
    } finally {
      delete (globalThis as Record<string, unknown>)[BRAND_GLOBAL];
    }
  });

  it('falls back to the default languages when the embed cannot work', () => {
    expect(readEmbeddedBrand({ languages: ['EN'], defaultLanguage: 'TL' })).toMatchObject({
      languages: SHIPPED_LANGUAGES,
      defaultLanguage: 'EN',
    });
    expect(readEmbeddedBrand('nonsense')).toEqual(defaultBrand());
  });

  it('keeps nested settings the embed gives and fills the rest', () => {
    expect(readEmbeddedBrand({ cdn: { imageCDNs: ['https://img.example'] } }).cdn).toEqual({
      imageCDNs: ['https://img.example'],
      launchGameCDNs: [],
    });
  });
});
