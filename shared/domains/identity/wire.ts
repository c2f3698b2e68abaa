import type { WireSpecs } from '../../api/endpointWire';

/** Identity: the RSA key, sign-in and sign-out, captchas, the bot check, SMS codes, registration and passwords. */
export const identityWire = {
  'identity.rsaKey': { method: 'GET', path: '/wps/session/key/rsa', moduleId: 'COMM3', answer: 'text' },
  'identity.login': { method: 'POST', path: '/wps/session/login', moduleId: 'COMM3', encrypted: true },
  'identity.loginVerification': {
    method: 'POST',
    path: '/wps/session/login/verification',
    moduleId: 'LOGINIPVERF3',
    encrypted: true,
    guess: true,
  },
  'identity.freePlay': { method: 'POST', path: '/wps/session/login/freeplay', moduleId: 'FREEPLAY3' },
  // Social sign-in through the platform's identity provider: no public path exists, so it is ours.
  'identity.socialLogin': { method: 'POST', path: '/wps/gf/session/login/social', moduleId: 'COMM3', kind: 'sandbox' },
  // The platform's own site signs out with DELETE; the go444 client POSTs it, and the platform answers both.
  'identity.logout': { method: 'DELETE', path: '/wps/session/logout', moduleId: 'COMM3', token: true, aliases: [{ method: 'POST' }] },
  'identity.captcha': { method: 'GET', path: '/wps/captcha', moduleId: 'CAPTCHA3' },
  // The bot check (proof of work) run before registration and SMS sends: ours, served and verified
  // by the gateway (shared/api/botCheck.ts), never by the platform.
  'identity.botChallenge': { method: 'GET', path: '/wps/edge/verification/challenge', moduleId: 'COMM3', kind: 'edge' },
  'identity.captchaGeetest': { method: 'GET', path: '/wps/captcha/geetest', moduleId: 'GEETEST3' },
  // Third-party register scripts read `success` (false: taken) and the status (400: malformed).
  'identity.checkUsername': { method: 'GET', path: '/wps/check/username', moduleId: 'COMM3' },
  'identity.smsNoLogin': { method: 'POST', path: '/wps/verification/sms/noLogin', moduleId: 'VERIFICATION3' },
  'identity.smsRegister': { method: 'POST', path: '/wps/verification/sms/register', moduleId: 'REGMOBVERF3' },
  // Ours: a code to the number a signed-in member binds in the security centre.
  'identity.smsBind': { method: 'POST', path: '/wps/gf/member/sms/bind', moduleId: 'COMM3', token: true, kind: 'sandbox' },
  'identity.register': { method: 'PUT', path: '/wps/member/register', moduleId: 'REG3', encrypted: true },
  'identity.registerMobile': { method: 'PUT', path: '/wps/member/register/mobile', moduleId: 'MOBILENUMREG3', encrypted: true },
  'identity.registerAuto': { method: 'PUT', path: '/wps/member/register/autoUsername', moduleId: 'REG3', guess: true },
  'identity.changePassword': { method: 'POST', path: '/wps/member/password', moduleId: 'PASS3', token: true, encrypted: true },
  'identity.forgotPasswordEmail': { method: 'POST', path: '/wps/member/password/email', moduleId: 'COMM3', payloadIn: 'form', guess: true },
  'identity.forgotPasswordSms': { method: 'POST', path: '/wps/member/password/sms', moduleId: 'PWRESETSMS3', guess: true },
  'identity.resetPasswordByLink': {
    method: 'POST',
    path: '/wps/gf/member/password/link',
    moduleId: 'COMM3',
    encrypted: true,
    kind: 'sandbox',
  },
  'identity.setPasswordByPhone': { method: 'POST', path: '/wps/member/password/verification', moduleId: 'CHNGPASSVERIF3', encrypted: true },
} as const satisfies WireSpecs;

/**
 * Calls that carry the `Encryption` header alone: the RSA of a random string (reversed, as every
 * `Encryption` is), sent with `X-Gateway-Version: 3` and a plain body, no DES envelope. The
 * platform's free-play sign-in is sent this way and refused without a key it can decrypt.
 */
export const keyOnlyEncryption = ['identity.freePlay'] as const satisfies readonly (keyof typeof identityWire)[];
