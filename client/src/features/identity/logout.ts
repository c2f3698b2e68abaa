import { call } from '../../lib/api';
import { clearSession } from '../../lib/stores/session';
import { resetBalance } from '../../lib/stores/wallet';
import { resetUnreadCount } from '../../lib/stores/messages';
import { afterLoginModal, changePasswordModal } from '../../lib/stores/auth';
import { VisitSessionKeys } from '../../lib/storage';

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
 * Sign-out: the server ends the session, the browser forgets everything of the
 * member (session storage except the visit's keys, balance, messages, pending dialogs). The caller goes
 * to / afterwards. The local part runs even when the call fails: the visitor asked to leave.
 */
export async function logout(): Promise<void> {
  await call('session.logout');
  clearSessionStorageExceptKept();
  clearSession();
  resetBalance();
  resetUnreadCount();
  changePasswordModal.value = null;
  afterLoginModal.value = false;
}
