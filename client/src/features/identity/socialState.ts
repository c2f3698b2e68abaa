/**
 * The social sign-in `state`, kept in sessionStorage between leaving for the identity provider and
 * coming back. Its own key: it is not one of the site's member keys and is consumed on return.
 */
const KEY = 'socialLoginState';

export function readSessionValue(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function writeSessionValue(value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, value);
  } catch {
    // storage blocked: the return will be refused, which is the safe outcome
  }
}
