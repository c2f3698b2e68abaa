import type { CatalogueHandlers } from '../../plugins/catalogue-routes';
import type { ActiveSession } from '../../repositories/sessions';
import type { Profile } from '../../../../shared/domains/profile/schemas';
import { isCalendarDate } from '../../../../shared/validation';
import { PROFILE_FIELDS, PROFILE_MIN_AGE_YEARS, ProfileError, type ProfileField } from '../../../../shared/domains/profile/rules';
import { AVATAR_COUNT } from '../images';
import { maskName } from '../games';
import { checkRegisterFields, newToken } from '../identity';
import { refuse, requireFlag } from '../../core/refusals';
import { TRIAL_TYPE } from '../../core/accounts';
import type { AreaContext } from '../../core/area-context';

const avatarIcon = (n: number): string => `/img/avatar/${n}.svg`;

/**
 * The birthday, once its pattern (yyyy-MM-dd) has passed: a day that has come, and one that makes
 * the member at least PROFILE_MIN_AGE_YEARS old on the platform's clock (UTC calendar days).
 */
function checkBirthday(value: string, now: number): void {
  const [year, month, day] = value.split('-').map(Number);
  if (!isCalendarDate(year, month, day)) return;
  const today = new Date(now);
  const [ty, tm, td] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  const born = year * 10_000 + month * 100 + day;
  const todayNumber = ty * 10_000 + tm * 100 + td;
  if (born > todayNumber) throw refuse(ProfileError.birthdayFuture, 'The birthday cannot be in the future', { field: 'birthday' });
  if (born > todayNumber - PROFILE_MIN_AGE_YEARS * 10_000) {
    throw refuse(ProfileError.birthdayUnderage, `Members must be at least ${PROFILE_MIN_AGE_YEARS} years old`, { field: 'birthday' });
  }
}

/**
 * The member centre's profile (nickname, avatar, birthday, address fields, contact handles, each
 * shown and required as the platform's profile settings say) and the referral page (the member's
 * code, the friends who registered with it).
 */
export function profileHandlers(ctx: AreaContext): CatalogueHandlers {
  const { addresses } = ctx;
  const { accounts, profiles } = ctx.repos;
  const owner = (session: ActiveSession | null) => accounts.byId(session!.accountId)!;

  const profileOf = (accountId: number): Profile => {
    const account = accounts.byId(accountId)!;
    return {
      account: account.username,
      avatar: String(account.avatar),
      avatars: Array.from({ length: AVATAR_COUNT }, (_, n) => ({ avatar: String(n), icon: avatarIcon(n) })),
      values: profiles.values(accountId),
    };
  };

  return {
    'profile.kycSetting': () => profiles.settings(),

    'profile.details': ({ session }) => profileOf(session!.accountId),

    'profile.avatar': ({ session }) => ({ avatar: String(owner(session).avatar), avatarType: 'STATIC' }),

    /**
     * Every field is judged against its setting before anything is written (a disabled field must
     * be empty, an enabled one meets required, length and pattern); the first problem refuses the
     * whole save with `field.invalid` naming the field, and nothing changes.
     */
    'profile.save': ({ session, payload }) => {
      const account = owner(session);
      if (account.type === TRIAL_TYPE) throw refuse(ProfileError.trialAccount, 'Please register an account first');
      checkRegisterFields(profiles.settings(), payload, PROFILE_FIELDS);
      const birthday = payload.birthday?.trim();
      if (birthday) checkBirthday(birthday, ctx.clock.now());
      const values: Partial<Record<ProfileField, string>> = {};
      for (const field of PROFILE_FIELDS) {
        const value = payload[field];
        if (value !== undefined) values[field] = value;
      }
      profiles.save(account.id, values);
      return profileOf(account.id);
    },

    /** An avatar of the platform's set (numbered 0 … AVATAR_COUNT − 1), with the profile-picture module on. */
    'profile.chooseAvatar': ({ session, payload }) => {
      requireFlag(ctx, 'PROFPIC3', 'Choosing a profile picture');
      const avatar = Number(payload.avatar);
      if (!Number.isInteger(avatar) || avatar < 0 || avatar >= AVATAR_COUNT) {
        throw refuse(ProfileError.avatarUnknown, `The avatar must be one of the ${AVATAR_COUNT} offered`);
      }
      profiles.setAvatar(session!.accountId, avatar);
      return { avatar: String(avatar), avatarType: 'STATIC' };
    },

    /**
     * The member's referral code, how many registered with it and the domains to promote it on
     * (the site's addresses). A member without a code gets one on a read with `autoGenerate=true`;
     * otherwise the code is empty. Trial accounts invite nobody.
     */
    'profile.referralDetails': ({ session, payload }) => {
      const account = owner(session);
      if (account.type === TRIAL_TYPE) throw refuse(ProfileError.trialAccount, 'Please register an account first');
      let code = account.referralCode ?? '';
      if (!code && payload.autoGenerate === true) {
        // Five random bytes as upper-case hex: the same shape registration gives every new account.
        for (let attempt = 0; attempt < 5 && !code; attempt++) {
          const candidate = newToken(5).toUpperCase();
          if (!accounts.byReferralCode(candidate) && profiles.setReferralCode(account.id, candidate)) code = candidate;
        }
        code ||= accounts.byId(account.id)!.referralCode ?? '';
      }
      return { referralCode: code, totalInvitations: profiles.referralCount(account.id), promotionDomains: [...addresses.siteUrls] };
    },

    /** The friends who registered with the member's code, newest first, their names masked. */
    'profile.referrals': ({ session, payload }) => {
      const { pageNo, pageSize } = payload;
      const accountId = session!.accountId;
      const totalCount = profiles.referralCount(accountId);
      const list = profiles
        .referrals(accountId, pageSize, (pageNo - 1) * pageSize)
        .map((row) => ({ account: maskName(row.username), registeredAt: row.createdAt }));
      return { list, pageNo, pageSize, totalCount, totalPages: Math.ceil(totalCount / pageSize), totals: null };
    },
  };
}
