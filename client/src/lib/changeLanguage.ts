import { call } from './api';
import { i18n, setLanguage } from './i18n';
import { isLoggedIn } from './stores/session';
import { alertDialog } from './stores/ui';

/**
 * The visitor's language choice: the interface switches at once and, for a member, the platform is
 * told so its mails and notices follow (spec: "stores the language, updates the server"). A failure
 * there does not undo the visible switch; it is shown, since the member's mails would stay in the
 * old language. True when the platform kept it (or there is no member to tell).
 */
export async function changeLanguage(code: string): Promise<boolean> {
  await setLanguage(code);
  if (!isLoggedIn.value) return true;
  const answer = await call('member.updateLanguage', { language: code.toUpperCase() });
  if (answer.success) return true;
  alertDialog.value = { message: i18n.t('language.saveFailed', { reason: answer.message ?? answer.errorCode ?? '' }) };
  return false;
}
