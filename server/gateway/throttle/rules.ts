import { catalogue, pathsOf, type Endpoint, type EndpointKey } from '../../../shared/api';

/** Which calls each throttle guards, named by catalogue key so a path change follows automatically. */
export const SMS_SEND_KEYS = [
  'verification.smsNoLogin',
  'verification.smsRegister',
  'member.forgotPasswordSms',
] as const satisfies readonly EndpointKey[];
export const CAPTCHA_KEYS = ['session.captcha'] as const satisfies readonly EndpointKey[];
export const LOGIN_KEYS = ['session.login', 'session.loginVerification'] as const satisfies readonly EndpointKey[];

export const LIMITS = {
  /** One SMS request per client per second, and one captcha refresh per client per second. */
  smsPerClientMs: 1_000,
  captchaPerClientMs: 1_000,
  /** Against SMS pumping: a client may ask for this many codes per hour, whatever the numbers. */
  smsPerClientHour: { max: 10, windowMs: 60 * 60_000 },
  loginPerClient: { max: 20, windowMs: 10 * 60_000 },
  /** When a successful send names no expiry, the number rests a minute before it may be sent another code. */
  smsDefaultRestMs: 60_000,
} as const;

export type ThrottledCall = 'sms' | 'captcha' | 'login';

function routesOf(keys: readonly EndpointKey[], kind: ThrottledCall): [string, ThrottledCall][] {
  return keys.flatMap((key) => {
    const entry: Endpoint = catalogue[key];
    return pathsOf(entry).map((path): [string, ThrottledCall] => [`${entry.method} ${path}`, kind]);
  });
}

const THROTTLED = new Map<string, ThrottledCall>([
  ...routesOf(SMS_SEND_KEYS, 'sms'),
  ...routesOf(CAPTCHA_KEYS, 'captcha'),
  ...routesOf(LOGIN_KEYS, 'login'),
]);

export function throttledCallOf(method: string, path: string): ThrottledCall | undefined {
  // HEAD asks the same question as GET and must not slip past the captcha limit.
  const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  return THROTTLED.get(`${verb} ${path}`);
}

/** Store keys, namespaced so a shared Redis can hold other data. */
export const throttleKey = {
  smsPerSecond: (ip: string) => `gf:sms:ip:${ip}`,
  smsPerHour: (ip: string) => `gf:sms:hour:${ip}`,
  smsNumber: (number: string) => `gf:sms:num:${number}`,
  captcha: (ip: string) => `gf:captcha:ip:${ip}`,
  login: (ip: string) => `gf:login:ip:${ip}`,
};
