import { i18n } from './i18n';
import { role } from './stores/session';
import { alertDialog, loginPopup } from './stores/ui';

/**
 * The gate of protected actions: a visitor gets the login popup, a trial
 * (free-play) account the 'in_need_true_account' warning; members and agents pass.
 * Returns whether the action may go on.
 */
export function requireMember(): boolean {
  const current = role.value;
  if (current === 'visitor') {
    loginPopup.value = 'login';
    return false;
  }
  if (current === 'trial') {
    alertDialog.value = { message: i18n.t('auth.in_need_true_account'), confirmText: i18n.t('auth.in_increase_submit') };
    return false;
  }
  return true;
}
