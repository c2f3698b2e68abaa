import { CookieNames, readCookie, removeCookie, writeCookie } from '../../lib/cookies';

/** Remember-me keeps the username (never the password) for 24 hours. */
export function rememberedUsername(): string {
  return readCookie(CookieNames.rememberMe) === '1' ? (readCookie(CookieNames.lastUsername) ?? '') : '';
}

export function isRemembering(): boolean {
  return readCookie(CookieNames.rememberMe) === '1';
}

export function rememberUsername(remember: boolean, username: string): void {
  if (remember) {
    writeCookie(CookieNames.rememberMe, '1');
    writeCookie(CookieNames.lastUsername, username);
  } else {
    removeCookie(CookieNames.rememberMe);
    removeCookie(CookieNames.lastUsername);
  }
}

/** The SMS-login cookie: the number and dial code last used to sign in by SMS. */
export function rememberedSmsLogin(): { mobileNum: string; countryDialingCode: string } | null {
  const text = readCookie(CookieNames.smsLogin);
  if (!text) return null;
  try {
    const value = JSON.parse(text) as { mobileNum?: unknown; countryDialingCode?: unknown };
    if (typeof value.mobileNum !== 'string' || typeof value.countryDialingCode !== 'string') return null;
    return { mobileNum: value.mobileNum, countryDialingCode: value.countryDialingCode };
  } catch {
    return null;
  }
}

export function rememberSmsLogin(mobileNum: string, countryDialingCode: string): void {
  writeCookie(CookieNames.smsLogin, JSON.stringify({ mobileNum, countryDialingCode }));
}
