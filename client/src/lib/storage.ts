/**
 * Typed access to exactly the browser-storage keys the platform's own site uses (plus the session-cached vendor list and
 * what the platform offers).
 * Every access is guarded: storage can be disabled (privacy modes, sandboxed frames) and the site
 * must keep working without persistence rather than crash.
 */
export const SessionKeys = [
  'token',
  'account',
  'merchant',
  'customerId',
  'isAgent',
  'memberLabel',
  'memberLabelTextColor',
  'memberLabelBgColor',
  'disclaimerAccept',
  'username',
  'gameVendors',
  'scrollPositions',
  'indexNotice',
  'smsCountdowns',
  'offeredCalls',
] as const;
export type SessionKey = (typeof SessionKeys)[number];

/**
 * `servicePanel`, `balanceHidden`, `leftMenuMini` and `seamlessPlay` remember the player's display choices across reloads;
 * `promotionBannerHidden` is the platform day (UTC+08:00, YYYY-MM-DD) the promotion banner was hidden on;
 * `SHELL_deviceId` is the browser's device UUID, kept as the platform's site keeps it (also in a cookie of that name).
 */
export const LocalKeys = [
  'theme',
  'hisLang',
  'lang',
  'servicePanel',
  'balanceHidden',
  'leftMenuMini',
  'seamlessPlay',
  'SHELL_deviceId',
  'promotionBannerHidden',
] as const;
export type LocalKey = (typeof LocalKeys)[number];

/** The keys that describe a signed-in member; cleared when the session ends (merchant and caches stay). */
export const LoginSessionKeys: readonly SessionKey[] = [
  'token',
  'account',
  'customerId',
  'isAgent',
  'memberLabel',
  'memberLabelTextColor',
  'memberLabelBgColor',
];

/**
 * Keys that belong to the visit rather than to the account, so they outlive a sign-out: the
 * merchant, the disclaimer answer, the notices already shown, the scroll positions of history, the
 * SMS send buttons' waits (the platform's throttle counts per number, not per account) and what the
 * platform offers (lib/stores/offered.ts).
 */
export const VisitSessionKeys: readonly SessionKey[] = [
  'merchant',
  'disclaimerAccept',
  'indexNotice',
  'scrollPositions',
  'smsCountdowns',
  'offeredCalls',
];

function area(kind: 'session' | 'local'): Storage | null {
  try {
    return kind === 'session' ? (globalThis.sessionStorage ?? null) : (globalThis.localStorage ?? null);
  } catch {
    return null; // reading the property itself throws when storage is blocked
  }
}

function read(kind: 'session' | 'local', key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(kind: 'session' | 'local', key: string, value: string | null): void {
  try {
    const store = area(kind);
    if (!store) return;
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch {
    // Quota exceeded or blocked: the value simply is not persisted.
  }
}

export const readSession = (key: SessionKey): string | null => read('session', key);
export const writeSession = (key: SessionKey, value: string | null): void => write('session', key, value);
export const readLocal = (key: LocalKey): string | null => read('local', key);
export const writeLocal = (key: LocalKey, value: string | null): void => write('local', key, value);

export function readSessionJson<T>(key: SessionKey): T | null {
  const text = readSession(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export function writeSessionJson(key: SessionKey, value: unknown): void {
  writeSession(key, value === null || value === undefined ? null : JSON.stringify(value));
}

export function clearSessionKeys(keys: readonly SessionKey[]): void {
  for (const key of keys) writeSession(key, null);
}
