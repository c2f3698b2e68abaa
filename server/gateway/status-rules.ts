import type { BrandConfig } from '../../shared/brand';
import { cidrMatcher } from './cidr';
import type { GeoLookup } from './geo';

/**
 * What the gateway adds to the platform's status answer: the player's address and country, the
 * brand's own restriction and maintenance rules, and the CDNs this page load should use.
 */
export interface StatusRules {
  /** Rewrites `value` of a successful status answer; the input is not modified. */
  apply(value: Record<string, unknown>, clientIp: string): Record<string, unknown>;
}

export function statusRules(
  brand: BrandConfig,
  options: { geoLookup?: GeoLookup; random: () => number; sandboxCalls?: boolean },
): StatusRules {
  const blockedRange = cidrMatcher(brand.restriction.blockedRanges);
  const allowedRange = cidrMatcher(brand.restriction.allowedRanges);
  const blockedCountries = new Set(brand.restriction.blockedCountries);

  /**
   * The brand's rules: blocked by country or by range, unless the address is in an allowed range
   * (an operator's office, a test device). The platform's own restriction is not ours to lift.
   */
  function brandRestricts(ip: string, countryCode: string | undefined): boolean {
    if (allowedRange(ip)) return false;
    return blockedRange(ip) || (countryCode !== undefined && blockedCountries.has(countryCode));
  }

  return {
    apply(value, clientIp) {
      const geo = options.geoLookup?.(clientIp) ?? null;
      const upstreamLocation = isRecord(value.location) ? value.location : {};
      const location = {
        ...upstreamLocation,
        ip: clientIp,
        country: geo?.country ?? stringOr(upstreamLocation.country, ''),
        ...(geo ? { countryCode: geo.countryCode } : {}),
      };
      // The brand's country list is checked against our own lookup only: an upstream's idea of the
      // country is already reflected in its own regionRestriction.
      const regionRestriction = value.regionRestriction === true || brandRestricts(clientIp, geo?.countryCode);

      const info = isRecord(value.info) ? { ...value.info } : {};
      if (brand.cdn.imageCDNs.length > 0) info.imageCDNs = [...brand.cdn.imageCDNs];
      if (brand.cdn.launchGameCDNs.length > 0) info.launchGameCDNs = [...brand.cdn.launchGameCDNs];

      // The client hides the features behind sandbox-only calls unless this says they are offered.
      const result: Record<string, unknown> = { ...value, location, regionRestriction, info, sandboxCalls: options.sandboxCalls === true };
      if (brand.maintenance.force) {
        result.maintenance = true;
        result.maintenanceEndTime = brand.maintenance.endTime ?? value.maintenanceEndTime ?? null;
      }
      const imageCDN = pickOne(info.imageCDNs, options.random);
      const launchGameCDN = pickOne(info.launchGameCDNs, options.random);
      if (imageCDN !== undefined) result.imageCDN = imageCDN;
      if (launchGameCDN !== undefined) result.launchGameCDN = launchGameCDN;
      return result;
    },
  };
}

export function pickOne(list: unknown, random: () => number): string | undefined {
  if (!Array.isArray(list)) return undefined;
  const candidates = list.filter((item): item is string => typeof item === 'string' && item.length > 0);
  if (candidates.length === 0) return undefined;
  const index = Math.min(candidates.length - 1, Math.max(0, Math.floor(random() * candidates.length)));
  return candidates[index];
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringOr(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}
