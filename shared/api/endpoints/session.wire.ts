import type { WireSpecs } from '../endpointWire';

/** Session and verification: the RSA key, sign-in and sign-out, captchas, the bot check, SMS codes. */
export const sessionWire = {
  'session.rsaKey': { method: 'GET', path: '/wps/session/key/rsa', moduleId: 'COMM3', answer: 'text' },
  'session.login': { method: 'POST', path: '/wps/session/login', moduleId: 'COMM3', encrypted: true },
  'session.loginVerification': {
    method: 'POST',
    path: '/wps/session/login/verification',
    moduleId: 'LOGINIPVERF3',
    encrypted: true,
    guess: true,
  },
  'session.freePlay': { method: 'POST', path: '/wps/session/login/freeplay', moduleId: 'FREEPLAY3' },
  // Social sign-in through the platform's identity provider: no public path exists, so it is ours.
  'session.socialLogin': { method: 'POST', path: '/wps/session/login/social', moduleId: 'COMM3', ours: true },
  'session.logout': { method: 'DELETE', path: '/wps/session/logout', moduleId: 'COMM3', token: true },
  'session.captcha': { method: 'GET', path: '/wps/captcha', moduleId: 'CAPTCHA3' },
  // The bot check (proof of work) run before registration and SMS sends: ours, served and verified
  // by the gateway (shared/api/botCheck.ts), never by the platform.
  'session.botChallenge': { method: 'GET', path: '/wps/verification/challenge', moduleId: 'COMM3', ours: true, gateway: true },
  'session.captchaGeetest': { method: 'GET', path: '/wps/captcha/geetest', moduleId: 'GEETEST3' },
  'session.checkUsername': { method: 'GET', path: '/wps/check/username', moduleId: 'COMM3', guess: true },
  'verification.smsNoLogin': { method: 'POST', path: '/wps/verification/sms/noLogin', moduleId: 'VERIFICATION3' },
  'verification.smsRegister': { method: 'POST', path: '/wps/verification/sms/register', moduleId: 'REGMOBVERF3' },
  // Ours: a code to the number a signed-in member binds in the security centre.
  'verification.smsBind': { method: 'POST', path: '/wps/gf/member/sms/bind', moduleId: 'COMM3', token: true, ours: true },
} as const satisfies WireSpecs;

/**
 * Calls that carry the `Encryption` header alone: the RSA of a random string (reversed, as every
 * `Encryption` is), sent with `X-Gateway-Version: 3` and a plain body, no DES envelope. The
 * platform's free-play sign-in is sent this way and refused without a key it can decrypt.
 */
export const keyOnlyEncryption = ['session.freePlay'] as const satisfies readonly (keyof typeof sessionWire)[];
