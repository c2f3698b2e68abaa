import { call } from './api';
import { setLanguage } from './i18n';
import { isLoggedIn } from './stores/session';

/**
 * The visitor's language choice: the interface switches at once and,
 * for a member, the platform is told so its messages follow. The server update is best effort: a
 * failure there must not undo the visible switch.
 */
export async function changeLanguage(code: string): Promise<void> {
  await setLanguage(code);
  if (isLoggedIn.value) await call('member.updateLanguage', { language: code.toUpperCase() });
}
