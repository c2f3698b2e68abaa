import { describe, it, expect } from 'vitest';
import { BRAND_GLOBAL, brandDefaults } from './brandDefaults';
import { SHIPPED_LANGUAGES } from './languages';
import * as brandModule from './brand';
import { defaultBrand, parseBrandConfig, type BrandConfig } from './brand';

describe('brand defaults as plain data', () => {
  it('are exactly what the brand schema fills into an empty brand file', () => {
    // Also a compile-time check: the plain defaults form a whole BrandConfig.
    const defaults: BrandConfig = brandDefaults();
    expect(defaults).toEqual(defaultBrand());
    expect(parseBrandConfig({}).problems).toEqual([]);
  });

  it('hand out a fresh copy each time', () => {
    const first = brandDefaults();
    first.languages.pop();
    first.restriction.blockedCountries.push('US');
    expect(brandDefaults().languages).toEqual(SHIPPED_LANGUAGES);
    expect(brandDefaults().restriction.blockedCountries).toEqual([]);
    expect(defaultBrand().languages).toEqual(SHIPPED_LANGUAGES);
  });

  it('name the global the gateway writes, also exported where it was before', () => {
    expect(BRAND_GLOBAL).toBe('__GAMEFRONT_BRAND__');
    expect(brandModule.BRAND_GLOBAL).toBe(BRAND_GLOBAL);
  });
});

describe('the brand helpline', () => {
  it('is left out by default and taken with a name, a phone and an optional web address', () => {
    expect(defaultBrand().helpline).toBeNull();
    const named = parseBrandConfig({ helpline: { name: 'NCMH Crisis Hotline', phone: '1553', url: 'https://ncmh.gov.ph' } });
    expect(named.problems).toEqual([]);
    expect(named.brand.helpline).toEqual({ name: 'NCMH Crisis Hotline', phone: '1553', url: 'https://ncmh.gov.ph' });
    expect(parseBrandConfig({ helpline: { name: 'Helpline', phone: '+63 2 8123 4567', url: '' } }).problems).toEqual([]);
  });

  it('refuses a helpline without a phone number the page can dial', () => {
    expect(parseBrandConfig({ helpline: { name: 'Helpline', phone: 'call us', url: '' } }).problems).not.toEqual([]);
    expect(parseBrandConfig({ helpline: { name: '', phone: '1553', url: '' } }).problems).not.toEqual([]);
  });
});

describe('the languages a brand offers', () => {
  it('are languages the site ships, the default among them', () => {
    expect(parseBrandConfig({ languages: ['AR', 'EN'], defaultLanguage: 'AR' }).problems).toEqual([]);
    expect(parseBrandConfig({ languages: ['EN', 'HE'] }).problems).toEqual([
      { path: '/languages/1', message: expect.stringMatching(/^HE is not a shipped language \(EN, TL, CN, /) },
    ]);
    expect(parseBrandConfig({ languages: ['EN', 'JA'], defaultLanguage: 'TL' }).problems).toEqual([
      { path: '/defaultLanguage', message: 'must be one of languages (EN, JA)' },
    ]);
  });
});
