import { call } from './api';
import { clearSession } from './stores/session';
import { resetBalance } from './stores/wallet';
import { resetUnreadCount } from './stores/messages';
import { afterLoginModal, changePasswordModal } from './stores/auth';
import { VisitSessionKeys } from './storage';

/** Keys that outlive a sign-out: those of the visit rather than of the account. */
const KEPT_SESSION_KEYS: ReadonlySet<string> = new Set(VisitSessionKeys);

function clearSessionStorageExceptKept(): void {
  try {
    const doomed: string[] = [];
    for (let i = 0; i < sessionStorage.length; i++) {
      const key = sessionStorage.key(i);
      if (key !== null && !KEPT_SESSION_KEYS.has(key)) doomed.push(key);
    }
    for (const key of doomed) sessionStorage.removeItem(key);
  } catch {
    // storage blocked: nothing was kept there either
  }
}

/**
 * The browser's part of a sign-out: it forgets everything of the member (session storage except
 * the visit's keys, balance, messages, pending dialogs). A sign-out the player asks for ends the
 * session at the platform first; one the platform already ended (a break started with "stop now")
 * needs only this part.
 */
export function forgetSession(): void {
  clearSessionStorageExceptKept();
  clearSession();
  resetBalance();
  resetUnreadCount();
  changePasswordModal.value = null;
  afterLoginModal.value = false;
}

/**
 * Sign-out: the platform ends the session, then the browser forgets the member. The local part
 * runs even when the call fails: the visitor asked to leave. The caller goes to / afterwards.
 */
export async function signOut(): Promise<void> {
  await call('identity.logout');
  forgetSession();
}
