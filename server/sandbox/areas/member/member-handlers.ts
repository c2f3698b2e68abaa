import type { MemberInfo } from '../../../../shared/domains/member/schemas';
import type { CatalogueHandlers } from '../../plugins/catalogue-routes';
import type { ActiveSession } from '../../repositories/sessions';
import { memberLabelsOf, type AccountRow, mobileOf, maskMobile, clubLabel } from '../identity';
import { badParam } from '../../core/errors';
import type { AreaContext, SandboxServices } from '../../core/area-context';

/**
 * The signed-in member's own data: who the member is, the icon and the language (the profile: the
 * profile area; balances: the cashier; passwords: identity). Every field is identity's account row.
 */
export function memberHandlers(ctx: SandboxServices & Pick<AreaContext, 'languages'>): CatalogueHandlers {
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

    /** Only a language the platform offers (system.status) is stored; any other code is a bad request naming the field. */
    'member.updateLanguage': ({ session, payload }) => {
      const language = payload.language.toUpperCase();
      const offered = ctx.languages.find((code) => code === language);
      if (!offered) throw badParam(`language: must be one of ${ctx.languages.join(', ')}`);
      ctx.repos.accounts.setLanguage(session!.accountId, offered);
      return null;
    },
  };
}
