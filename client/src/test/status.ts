import type { CustomerServiceEntry, Resource, RegisterRules, SystemStatus } from '../../../shared/domains/system/schemas';

export interface StatusOptions {
  /** Module flags on (true) or off (false), as the whitelabel tree carries them. */
  flags?: Record<string, boolean>;
  register?: RegisterRules;
  resources?: Resource[];
  customerService?: CustomerServiceEntry[];
  /** Top-level fields to replace (maintenance, location, imageCDN …). */
  over?: Partial<Omit<SystemStatus, 'info'>>;
}

/** A status answer for component tests: an open site in the Philippines with the given flags, rules and resources. */
export function statusWith(options: StatusOptions = {}): SystemStatus {
  return {
    maintenance: false,
    regionRestriction: false,
    location: { ip: '127.0.0.1', country: 'Philippines', countryCode: 'PH' },
    ...options.over,
    info: {
      whitelabel: Object.entries(options.flags ?? {}).map(([modId, on]) => ({ modId, enabled: on ? '1' : '0', childrenNodes: [] })),
      register: options.register ?? {},
      resources: options.resources ?? [],
      customerService: options.customerService ?? [],
      domainRoute: [],
      analytics: { gtagId: '' },
      imageCDNs: ['http://img.test'],
      launchGameCDNs: ['http://play.test:3100/play'],
    },
  };
}
