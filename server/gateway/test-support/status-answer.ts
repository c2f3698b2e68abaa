import type { SystemStatus } from '../../../shared/domains/system/schemas';

/** A status answer shaped as shared/domains/system/schemas.ts describes it. */
export function statusValue(overrides: Partial<SystemStatus> = {}): SystemStatus {
  return {
    maintenance: false,
    maintenanceEndTime: null,
    regionRestriction: false,
    location: { ip: '10.9.9.9', country: 'Upstreamland', countryCode: 'UL' },
    info: {
      whitelabel: [],
      register: {},
      resources: [],
      customerService: [],
      domainRoute: [],
      analytics: { gtagId: '' },
      imageCDNs: ['http://img-a.example:3100', 'http://img-b.example:3100'],
      launchGameCDNs: ['http://play-a.example:3100', 'http://play-b.example:3100'],
    },
    ...overrides,
  };
}
