/** Header names of the upstream contract. Node lower-cases incoming names. */
export const Header = {
  merchant: 'Merchant',
  device: 'Device',
  language: 'Language',
  authorization: 'Authorization',
  gatewayVersion: 'X-Gateway-Version',
  moduleId: 'ModuleId',
  encryption: 'Encryption',
  digest: 'X-Digest',
  rsa: 'X-RSA',
  timestamp: 'X-Timestamp',
  requestedWith: 'X-Requested-With',
  realUserAgent: 'X-Real-UA',
} as const;

/** `X-Requested-With` on every call, as the platform's site sends it. */
export const REQUESTED_WITH = 'XMLHttpRequest';

/**
 * The device UUID's name: the cookie and the `localStorage` key the platform's site keep it
 * under; the same UUID travels as `loginDeviceId` in sign-in and registration bodies.
 */
export const DEVICE_ID_NAME = 'SHELL_deviceId';

/** The cache-buster every GET carries in its query (epoch milliseconds). */
export const CACHE_BUSTER_PARAM = 't';

export const GATEWAY_VERSION = '3';
export const DEVICE_WEB = 'web';
