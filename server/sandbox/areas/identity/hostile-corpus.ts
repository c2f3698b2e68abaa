import type { EndpointKey } from '../../../../shared/api/catalogue';

/**
 * Hostile input for the identity endpoints' tests: oversized and unicode text, SQL and script
 * fragments, wrong types and odd bodies. Shared by the sandbox's own test and the test that sends
 * the same corpus through the gateway.
 */
export const HOSTILE_VALUES: unknown[] = [
  '',
  ' ',
  'x'.repeat(5_000),
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ñ ✓ 中文 😀 ‮',
  "' OR '1'='1' --",
  "'; DROP TABLE accounts; --",
  '<script>alert(1)</script>',
  '\u0000\u0001\u001f',
  '../../../etc/passwd',
  '${jndi:ldap://x}',
  '%00%27',
  '+639171234567',
  '0'.repeat(30),
  0,
  -1,
  1e308,
  true,
  null,
  [],
  ['a', 'b'],
  {},
  { $gt: '' },
  { __proto__: { polluted: true } },
];
export const HOSTILE_BODIES: unknown[] = [
  null,
  'just text',
  42,
  [],
  [{ username: 'x' }],
  { __proto__: { admin: true } },
  { constructor: { prototype: { polluted: true } } },
];

export interface HostileTarget {
  key: EndpointKey;
  base: () => Promise<Record<string, unknown>>;
  authorized?: boolean;
}
/** Every identity endpoint with a valid-looking payload that the corpus then spoils field by field. */
export function identityTargets(): HostileTarget[] {
  return [
    {
      key: 'identity.login',
      base: async () => ({ username: 'ghost01', password: 'Play1234', type: 'username', captcha: '1234', loginDeviceId: 'd' }),
    },
    { key: 'identity.loginVerification', base: async () => ({ verifyToken: 'abc', verificationCode: '123456' }) },
    { key: 'identity.freePlay', base: async () => ({ os: 'Linux', platform: 'W' }) },
    { key: 'identity.socialLogin', base: async () => ({ provider: 'google', code: 'abc', redirectUri: 'http://site.test:3000/x' }) },
    { key: 'identity.captcha', base: async () => ({}) },
    { key: 'identity.smsNoLogin', base: async () => ({ mobileNum: '9998887777', countryDialingCode: '+63' }) },
    {
      key: 'identity.smsRegister',
      base: async () => ({ mobileNo: '9998887777', countryDialingCode: '+63', type: 'register' }),
    },
    { key: 'identity.forgotPasswordSms', base: async () => ({ mobileNum: '9998887777', countryDialingCode: '+63' }) },
    {
      key: 'identity.register',
      base: async () => ({
        username: 'hostile01',
        password: 'Secret99',
        confirmPassword: 'Secret99',
        mobileNum: '9998887777',
        countryDialingCode: '+63',
        captcha: '1234',
        verificationCode: '123456',
        email: 'h@example.test',
        affiliateCode: 'AGENT1',
        referralCode: 'AGENT1',
        login: true,
      }),
    },
    {
      key: 'identity.registerMobile',
      base: async () => ({
        mobileNum: '9998887776',
        countryDialingCode: '+63',
        captcha: '1234',
        verificationCode: '123456',
        login: true,
      }),
    },
    {
      key: 'identity.setPasswordByPhone',
      base: async () => ({ newPassword: 'Secret99', mobileNum: '9171234567', verificationCode: '123456' }),
    },
    { key: 'identity.forgotPasswordEmail', base: async () => ({ username: 'player1', email: 'nobody@example.test' }) },
    { key: 'agent.affiliate', base: async () => ({ code: 'AGENT1', domain: 'site.test' }) },
    { key: 'member.info', base: async () => ({}), authorized: true },
    { key: 'member.icon', base: async () => ({}), authorized: true },
    { key: 'profile.avatar', base: async () => ({}), authorized: true },
    { key: 'cashier.balance', base: async () => ({ typeId: '0' }), authorized: true },
    { key: 'inbox.unreadCount', base: async () => ({}), authorized: true },
    { key: 'member.updateLanguage', base: async () => ({ language: 'EN' }), authorized: true },
    {
      key: 'identity.changePassword',
      base: async () => ({ oldPassword: 'Wrong999', newPassword: 'Secret99', confirmNewPassword: 'Secret99' }),
      authorized: true,
    },
  ];
}
