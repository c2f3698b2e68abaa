import maxmind, { type CountryResponse } from 'maxmind';
import { normaliseIp } from './cidr';

export type GeoLookup = (ip: string) => { countryCode: string; country: string } | null;

/** Country and City databases both carry `country`; `registered_country` covers addresses without one. */
export function countryOf(record: CountryResponse | null | undefined): { countryCode: string; country: string } | null {
  const country = record?.country ?? record?.registered_country;
  const code = country?.iso_code;
  if (!code) return null;
  return { countryCode: code, country: country.names?.en ?? code };
}

/** Opens a MaxMind (GeoLite2/GeoIP2) Country or City database once; lookups are then in memory. */
export async function openGeoDatabase(path: string): Promise<GeoLookup> {
  const reader = await maxmind.open<CountryResponse>(path);
  return (ip) => {
    const address = normaliseIp(ip);
    if (!maxmind.validate(address)) return null;
    try {
      return countryOf(reader.get(address));
    } catch {
      // An IPv6 address asked of an IPv4-only database throws; it simply has no country here.
      return null;
    }
  };
}
