import { catalogue, routesOf, type Endpoint, type EndpointKey } from '../../../shared/api';

/** Which calls each throttle guards, named by catalogue key so a path change follows automatically. */
export const SMS_SEND_KEYS = [
  'identity.smsNoLogin',
  'identity.smsRegister',
  'identity.forgotPasswordSms',
  'identity.smsBind',
] as const satisfies readonly EndpointKey[];
export const CAPTCHA_KEYS = ['identity.captcha'] as const satisfies readonly EndpointKey[];
/**
 * Calls that try a password: the sign-ins, and ending a self-exclusion (its username and password
 * stand in for a session), which would otherwise let a client guess passwords without the limit.
 */
export const LOGIN_KEYS = [
  'identity.login',
  'identity.loginVerification',
  'protection.endExclusion',
] as const satisfies readonly EndpointKey[];
/** Password recovery: the reset asked by e-mail or by SMS, and the new password set with the SMS code. */
export const RECOVERY_KEYS = [
  'identity.forgotPasswordEmail',
  'identity.forgotPasswordSms',
  'identity.setPasswordByPhone',
] as const satisfies readonly EndpointKey[];
/** Each free-play sign-in makes a new trial account on the platform. */
export const FREE_PLAY_KEYS = ['identity.freePlay'] as const satisfies readonly EndpointKey[];

export const LIMITS = {
  /** One SMS request per client per second, and one captcha refresh per client per second. */
  smsPerClientMs: 1_000,
  captchaPerClientMs: 1_000,
  /** Against SMS pumping: a client may ask for this many codes per hour, whatever the numbers. */
  smsPerClientHour: { max: 10, windowMs: 60 * 60_000 },
  /** The window of the sign-in limit; how many attempts it allows is a setting (ThrottleSettings). */
  loginPerClientWindowMs: 10 * 60_000,
  /** When a successful send names no expiry, the number rests a minute before it may be sent another code. */
  smsDefaultRestMs: 60_000,
  /** The windows of the recovery and free-play limits; how many calls each allows is a setting (ThrottleSettings). */
  recoveryPerAccountWindowMs: 15 * 60_000,
  recoveryPerClientWindowMs: 60 * 60_000,
  freePlayPerClientWindowMs: 60 * 60_000,
} as const;

/** The limits an operator sets (server/config.ts); 0 turns one off. */
export interface ThrottleSettings {
  /** Recovery calls per account (username, or E.164 number) per 15 minutes. */
  recoveryPerAccount: number;
  /** Recovery calls per client address per hour, whatever the accounts. */
  recoveryPerClientHour: number;
  /** Free-play sign-ins (new trial accounts) per client address per hour. */
  freePlayPerClientHour: number;
  /** Sign-in attempts (password or SMS code, and the new-address verification) per client address per 10 minutes. */
  loginPerClient: number;
}

export type ThrottledKey =
  | (typeof SMS_SEND_KEYS)[number]
  | (typeof CAPTCHA_KEYS)[number]
  | (typeof LOGIN_KEYS)[number]
  | (typeof RECOVERY_KEYS)[number]
  | (typeof FREE_PLAY_KEYS)[number];

/**
 * Every throttled call's method and path (aliases included), each once. The proxy gives each its own
 * route (upstream-guards.ts); a GET's route takes HEAD too, which must not slip past the captcha limit.
 */
export const THROTTLED_CALLS: ReadonlyArray<{ method: string; path: string; key: ThrottledKey }> = [
  ...new Set([...SMS_SEND_KEYS, ...CAPTCHA_KEYS, ...LOGIN_KEYS, ...RECOVERY_KEYS, ...FREE_PLAY_KEYS]),
].flatMap((key) => {
  const entry: Endpoint = catalogue[key];
  return routesOf(entry).map(({ method, path }) => ({ method, path, key }));
});

export const isKeyIn = <K extends ThrottledKey>(keys: readonly K[], key: ThrottledKey): key is K =>
  (keys as readonly ThrottledKey[]).includes(key);

/** Store keys, namespaced so a shared Redis can hold other data. */
export const throttleKey = {
  smsPerSecond: (ip: string) => `gf:sms:ip:${ip}`,
  smsPerHour: (ip: string) => `gf:sms:hour:${ip}`,
  smsNumber: (number: string) => `gf:sms:num:${number}`,
  captcha: (ip: string) => `gf:captcha:ip:${ip}`,
  login: (ip: string) => `gf:login:ip:${ip}`,
  recoveryPerClient: (ip: string) => `gf:recovery:ip:${ip}`,
  recoveryPerAccount: (account: string) => `gf:recovery:acct:${account}`,
  freePlay: (ip: string) => `gf:freeplay:ip:${ip}`,
};
