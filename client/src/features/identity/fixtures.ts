import type { Resource, RegisterRules, SystemStatus } from '../../../../shared/domains/system/schemas';
import type { LoginValue } from '../../../../shared/domains/identity/schemas';

/** A status answer for component tests: the given module flags on (or off), rules and resources. */
export function statusWith(
  options: { flags?: Record<string, boolean>; register?: RegisterRules; resources?: Resource[] } = {},
): SystemStatus {
  return {
    maintenance: false,
    regionRestriction: false,
    location: { ip: '127.0.0.1', country: 'Philippines', countryCode: 'PH' },
    info: {
      whitelabel: Object.entries(options.flags ?? {}).map(([modId, on]) => ({ modId, enabled: on ? '1' : '0', childrenNodes: [] })),
      register: options.register ?? {},
      resources: options.resources ?? [],
      customerService: [],
      domainRoute: [],
      analytics: { gtagId: '' },
      imageCDNs: ['http://img.test'],
      launchGameCDNs: ['http://play.test:3100/play'],
    },
  };
}

export function loginValue(overrides: Partial<LoginValue> = {}): LoginValue {
  return {
    token: 'tok-123',
    id: 7,
    userName: 'player1',
    firstTimeLogin: false,
    passwordExpired: false,
    passwordIsDefault: false,
    type: 0,
    isAgent: 0,
    ...overrides,
  };
}

/** A stub answer in the platform's envelope. */
export const ok = <V>(value: V) => ({ success: true as const, value });
export const failure = (errorCode: string, value: unknown = null, message = errorCode) => ({
  success: false as const,
  errorCode,
  message,
  value,
});
