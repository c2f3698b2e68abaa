import type { MemberInfo } from '../../../shared/domains/member/schemas';
import { language, setLanguage } from './i18n';
import { brand } from './stores/brand';

/**
 * After sign-in the site follows the language the platform keeps for the member
 * (member.updateLanguage, carried by member.info), when the brand offers it: the member chose it
 * before, maybe on another device. Kept out of the shell: only the sign-in flow loads it.
 */
export async function followKeptLanguage(info: MemberInfo | null): Promise<void> {
  const kept = info?.language?.toUpperCase();
  if (kept && kept !== language.value && brand.value.languages.includes(kept)) await setLanguage(kept);
}
