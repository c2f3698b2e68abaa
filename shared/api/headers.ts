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
} as const;

export const GATEWAY_VERSION = '3';
export const DEVICE_WEB = 'web';
