import { describe, expect, it } from 'vitest';
import { bannerLink } from './bannerLink';

describe('bannerLink', () => {
  it('follows nothing without a linkage type', () => {
    expect(bannerLink({ linkageType: null, linkage: 'https://example.com' })).toEqual({ kind: 'none' });
    expect(bannerLink({ linkageType: 'URL', linkage: '' })).toEqual({ kind: 'none' });
  });
  it('opens full addresses outside and site paths inside', () => {
    expect(bannerLink({ linkageType: 'URL', linkage: 'https://example.com/a' })).toEqual({
      kind: 'external',
      href: 'https://example.com/a',
    });
    expect(bannerLink({ linkageType: 'URL', linkage: '/promotions' })).toEqual({ kind: 'internal', to: '/promotions' });
  });
  it('refuses script and protocol-relative targets', () => {
    expect(bannerLink({ linkageType: 'URL', linkage: 'javascript:alert(1)' })).toEqual({ kind: 'none' });
    expect(bannerLink({ linkageType: 'URL', linkage: '//evil.example' })).toEqual({ kind: 'none' });
  });
});
