import type { MemberInfo } from '../../../../shared/domains/member/schemas';
import type { CatalogueHandlers } from '../../plugins/catalogue-routes';
import type { ActiveSession } from '../../repositories/sessions';
import { SHIPPED_LANGUAGES, isShippedLanguage } from '../../../../shared/languages';
import { memberLabelsOf, type AccountRow, mobileOf, maskMobile, clubLabel } from '../identity';
import { badParam } from '../../core/errors';
import type { SandboxServices } from '../../core/area-context';

/**
 * The signed-in member's own data: who the member is, the icon and the language (the profile: the
 * profile area; balances: the cashier; passwords: identity). Every field is identity's account row.
 */
export function memberHandlers(ctx: SandboxServices): CatalogueHandlers {
  const { accounts } = ctx.repos;
  const owner = (session: ActiveSession | null): AccountRow => accounts.byId(session!.accountId)!;

  return {
    'member.info': ({ session }): MemberInfo => {
      const account = owner(session);
      const mobile = mobileOf(account);
      const info: MemberInfo = {
        account: account.username,
        id: account.id,
        type: account.type,
        toUpline: account.uplineId !== null,
        clubLabel: clubLabel(account.clubRank),
        memberLabel: memberLabelsOf(account),
        regDate: account.createdAt,
      };
      if (account.nickname) info.nickname = account.nickname;
      if (mobile) info.mobile = maskMobile(mobile.dialingCode, mobile.national);
      if (account.language) info.language = account.language;
      return info;
    },

    'member.icon': ({ session }) => `/img/avatar/${owner(session).avatar}.svg`,

    /** Only a language the platform ships texts in is stored; any other code is a bad request naming the field. */
    'member.updateLanguage': ({ session, payload }) => {
      const language = payload.language.toUpperCase();
      if (!isShippedLanguage(language)) throw badParam(`language: must be one of ${SHIPPED_LANGUAGES.join(', ')}`);
      ctx.repos.accounts.setLanguage(session!.accountId, language);
      return null;
    },
  };
}
