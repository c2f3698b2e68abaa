import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { countryOf, openGeoDatabase } from './geo';
import { writeCountryDb } from './test-support/mmdb';

describe('openGeoDatabase', () => {
  it('reads the country of an address from a MaxMind database', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gamefront-geo-'));
    try {
      const file = join(dir, 'country.mmdb');
      writeCountryDb(file, '203.0.113.0', 24, { country: { iso_code: 'PH', names: { en: 'Philippines' } } });
      const lookup = await openGeoDatabase(file);
      expect(lookup('203.0.113.77')).toEqual({ countryCode: 'PH', country: 'Philippines' });
      expect(lookup('::ffff:203.0.113.1')).toEqual({ countryCode: 'PH', country: 'Philippines' });
      expect(lookup('203.0.114.1')).toBeNull();
      expect(lookup('2001:db8::1')).toBeNull();
      expect(lookup('not an ip')).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails clearly when the file is missing', async () => {
    await expect(openGeoDatabase('/nonexistent/country.mmdb')).rejects.toThrow();
  });
});

describe('countryOf', () => {
  it('falls back to the registered country and to the code for the name', () => {
    expect(countryOf({ registered_country: { iso_code: 'SG', geoname_id: 1 } as never })).toEqual({ countryCode: 'SG', country: 'SG' });
    expect(countryOf(null)).toBeNull();
    expect(countryOf({})).toBeNull();
  });
});
