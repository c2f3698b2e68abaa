import { describe, it, expect } from 'vitest';
import { BRAND_GLOBAL, brandDefaults } from './brandDefaults';
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
    first.languages.push('VI');
    first.restriction.blockedCountries.push('US');
    expect(brandDefaults().languages).toEqual(['EN', 'TL']);
    expect(brandDefaults().restriction.blockedCountries).toEqual([]);
    expect(defaultBrand().languages).toEqual(['EN', 'TL']);
  });

  it('name the global the gateway writes, also exported where it was before', () => {
    expect(BRAND_GLOBAL).toBe('__GAMEFRONT_BRAND__');
    expect(brandModule.BRAND_GLOBAL).toBe(BRAND_GLOBAL);
  });
});
