import { i18n } from './i18n';
import { role } from './stores/session';
import { flags } from './stores/status';
import { alertDialog, loginPopup } from './stores/ui';

/**
 * The gate of protected actions: a visitor gets the login popup, a trial
 * (free-play) account the 'in_need_true_account' warning, with a Register button beside OK
 * when direct registration (DIRECTREG3) is on; members and agents pass.
 * Returns whether the action may go on.
 */
export function requireMember(): boolean {
  const current = role.value;
  if (current === 'visitor') {
    loginPopup.value = 'login';
    return false;
  }
  if (current === 'trial') {
    alertDialog.value = {
      message: i18n.t('auth.in_need_true_account'),
      confirmText: i18n.t('auth.in_increase_submit'),
      ...(flags.value.DIRECTREG3 === true
        ? { secondary: { text: i18n.t('header.register'), run: () => (loginPopup.value = 'register') } }
        : {}),
    };
    return false;
  }
  return true;
}
