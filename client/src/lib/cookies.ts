/**
 * The site's cookies: remember-me, the last username and the SMS-login number, each
 * kept for 24 hours. Passwords are never written here: saving them is left to the browser's
 * password manager.
 */
export const COOKIE_LIFETIME_SECONDS = 24 * 60 * 60;

export const CookieNames = {
  rememberMe: 'rememberMe',
  lastUsername: 'lastUsername',
  smsLogin: 'smsLogin',
} as const;

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (!item.startsWith(prefix)) continue;
    try {
      return decodeURIComponent(item.slice(prefix.length));
    } catch {
      return null; // a cookie written by someone else with broken escaping
    }
  }
  return null;
}

export function writeCookie(name: string, value: string, maxAgeSeconds = COOKIE_LIFETIME_SECONDS): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
}

export function removeCookie(name: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${encodeURIComponent(name)}=; Max-Age=0; Path=/; SameSite=Lax`;
}
