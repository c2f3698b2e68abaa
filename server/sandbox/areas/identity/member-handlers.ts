import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { BalanceValue } from '../../../../shared/schemas/identity';
import type { MemberInfo } from '../../../../shared/schemas/member';
import type { CatalogueHandlers } from '../../plugins/catalogue-routes';
import type { ActiveSession } from '../../repositories/sessions';
import { memberLabelsOf, type AccountRow } from './accounts-repository';
import { IdentityError, PASSWORD_RESET_LIFETIME_MS, TRIAL_TYPE } from './constants';
import { refuse, requireFlag } from './refusals';
import { hashPassword, verifyPassword } from './password';
import { checkConfirmation, checkRegisterFields } from './register-check';
import { accountByMobile, mobileOf, readMobile, requireSmsCode } from './sms';
import { maskMobile } from './mobile';
import { newToken } from './sign-in';
import { clubLabel } from './club-labels';
import type { IdentitySettings } from './settings';

/** The signed-in member's own data: profile, avatar, balance, unread count, language and passwords. */
export function memberHandlers(app: FastifyInstance, settings: IdentitySettings): CatalogueHandlers {
  const { accounts } = app.repos;
  const owner = (session: ActiveSession | null): AccountRow => accounts.byId(session!.accountId)!;

  const setPassword = async (account: AccountRow, password: string, mustChange: boolean) => {
    accounts.setPassword(account.id, await hashPassword(password), app.clock.now(), {
      isDefault: password === settings.defaultPassword,
      mustChange,
    });
  };
  const checkNewPassword = (password: string) => checkRegisterFields(app.repos.system.registerRules(), { password }, ['password']);

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
      return info;
    },

    'member.icon': ({ session }) => `/img/avatar/${owner(session).avatar}.svg`,
    'member.avatar': ({ session }) => ({ avatar: String(owner(session).avatar), avatarType: 'STATIC' }),

    'member.updateLanguage': ({ session, payload }) => {
      app.repos.accounts.setLanguage(session!.accountId, payload.language.toUpperCase());
      return null;
    },

    'wallet.balance': ({ session }): BalanceValue => {
      // Lottery orders whose issue has drawn are paid before the balance is read.
      app.drawEngine.catchUp();
      const balances = app.repos.wallets.balances(session!.accountId);
      const cents = balances.reduce((sum, w) => sum + w.balance, 0);
      return {
        sumBalance: cents / 100,
        balance: balances.map((w) => ({ accountTypeId: w.walletType, availBalance: w.balance / 100 })),
        currency: 'PHP',
        currencySymbol: '₱',
      };
    },

    'messages.unreadCount': ({ session }) => app.repos.messages.unreadCount(session!.accountId),

    /** Trial accounts have no password to change: refused as `trial.account` (the site shows in_need_true_account). */
    'member.changePassword': async ({ session, payload }) => {
      requireFlag(app, 'PASS3', 'Changing the password');
      const account = owner(session);
      if (account.type === TRIAL_TYPE) throw refuse(IdentityError.trialAccount, 'Please register an account first');
      if (!(await verifyPassword(payload.oldPassword, account.passwordHash))) {
        throw refuse(IdentityError.oldPasswordIncorrect, 'The current password is not correct');
      }
      checkNewPassword(payload.newPassword);
      checkConfirmation('confirmNewPassword', payload.confirmNewPassword, payload.newPassword);
      if (payload.newPassword === payload.oldPassword)
        throw refuse(IdentityError.passwordSameAsOld, 'The new password must differ from the current one');
      if (payload.newPassword === settings.defaultPassword) throw refuse(IdentityError.passwordIsDefault, 'Choose a password of your own');
      await setPassword(account, payload.newPassword, false);
      return null;
    },

    'member.setPasswordByPhone': async ({ payload }) => {
      requireFlag(app, 'CHNGPASSVERIF3', 'Password reset by phone');
      readMobile(app, payload.mobileNum, payload.countryDialingCode);
      const account = accountByMobile(app, payload.mobileNum, payload.countryDialingCode);
      const mobile = account && mobileOf(account);
      if (!account || !mobile) throw refuse(IdentityError.mobileNotRegistered, 'This mobile number is not registered');
      checkNewPassword(payload.newPassword);
      requireSmsCode(app, mobile, ['reset', 'login'], payload.verificationCode);
      await setPassword(account, payload.newPassword, false);
      return null;
    },

    /**
     * The e-mail must be the account's: the mail carries a temporary password (already in force,
     * so the next sign-in reports the password as expired and the site asks for a new one) and a
     * link back to the site's login page.
     */
    'member.forgotPasswordEmail': async ({ payload }) => {
      const account = accounts.byUsername(payload.username.trim());
      const email = payload.email.trim().toLowerCase();
      if (!account || !account.email || account.email.toLowerCase() !== email || account.type === TRIAL_TYPE) {
        throw refuse(IdentityError.emailNotMatch, 'The username and e-mail do not match');
      }
      const now = app.clock.now();
      const temporary = `Tmp${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
      await setPassword(account, temporary, true);
      const resetToken = newToken(16);
      app.repos.passwordResets.record(resetToken, account.id, now, now + PASSWORD_RESET_LIFETIME_MS);
      const link = `${settings.addresses.siteUrls[0]}/login?resetToken=${resetToken}`;
      app.repos.outbox.send({
        to: account.email,
        toNational: null,
        channel: 'email',
        purpose: 'reset',
        code: null,
        sentAt: now,
        expiresAt: null,
        text: `Hello ${account.username},\n\nYour temporary password is ${temporary}. Sign in at ${link} and choose a new password.\n\nIf you did not ask for this, contact customer service.`,
      });
      return null;
    },
  };
}
