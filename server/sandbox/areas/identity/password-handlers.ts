import type { CatalogueHandlers } from '../../plugins/catalogue-routes';
import type { ActiveSession } from '../../repositories/sessions';
import type { AccountRow } from './accounts-repository';
import { ResetPasswordPath } from '../../../../shared/routes';
import { IdentityError, PASSWORD_RESET_LIFETIME_MS } from './constants';
import { refuse, requireFlag } from '../../core/refusals';
import { hashPassword, verifyPassword } from '../../core/password';
import { checkConfirmation, checkRegisterFields } from './register-check';
import { accountByMobile, mobileOf, readMobile, requireSmsCode } from './sms';
import { newToken } from './sign-in';
import { MINUTE_MS } from '../../core/time';
import { TRIAL_TYPE } from '../../core/accounts';
import type { AreaContext } from '../../core/area-context';
import { fill, textsFor } from '../../texts';

/** The member's password: changed with the current one, reset by an SMS code or by an e-mailed link. */
export function passwordHandlers(ctx: AreaContext): CatalogueHandlers {
  const settings = ctx.identity;
  const { accounts } = ctx.repos;
  const owner = (session: ActiveSession | null): AccountRow => accounts.byId(session!.accountId)!;

  const setPassword = async (account: AccountRow, password: string, mustChange: boolean) => {
    accounts.setPassword(account.id, await hashPassword(password), ctx.clock.now(), {
      isDefault: password === settings.defaultPassword,
      mustChange,
    });
  };
  const checkNewPassword = (password: string) => checkRegisterFields(ctx.repos.system.registerRules(), { password }, ['password']);

  return {
    /** Trial accounts have no password to change: refused as `trial.account` (the site shows in_need_true_account). */
    'identity.changePassword': async ({ session, payload }) => {
      requireFlag(ctx, 'PASS3', 'Changing the password');
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
      // The session that made the change knew the old password and stays; every other one ends.
      ctx.repos.sessions.endForAccount(account.id, session!.token);
      return null;
    },

    'identity.setPasswordByPhone': async ({ payload }) => {
      requireFlag(ctx, 'CHNGPASSVERIF3', 'Password reset by phone');
      readMobile(ctx, payload.mobileNum, payload.countryDialingCode);
      const account = accountByMobile(ctx, payload.mobileNum, payload.countryDialingCode);
      const mobile = account && mobileOf(account);
      if (!account || !mobile) throw refuse(IdentityError.mobileNotRegistered, 'This mobile number is not registered');
      checkNewPassword(payload.newPassword);
      requireSmsCode(ctx, mobile, ['reset', 'login'], payload.verificationCode);
      await setPassword(account, payload.newPassword, false);
      ctx.repos.sessions.endForAccount(account.id);
      return null;
    },

    /**
     * The e-mail must be the account's. Nothing changes on the account yet: the mail carries a
     * link to the site's reset page, good once for PASSWORD_RESET_LIFETIME_MS, and the password
     * changes only when the member follows it and sets a new one. Asking again voids the earlier
     * links, so a stranger who knows the username and e-mail can neither lock the member out nor
     * keep an older link alive.
     */
    'identity.forgotPasswordEmail': ({ payload }) => {
      const account = accounts.byUsername(payload.username.trim());
      const email = payload.email.trim().toLowerCase();
      if (!account || !account.email || account.email.toLowerCase() !== email || account.type === TRIAL_TYPE) {
        throw refuse(IdentityError.emailNotMatch, 'The username and e-mail do not match');
      }
      const now = ctx.clock.now();
      const resetToken = newToken(16);
      ctx.repos.passwordResets.record(resetToken, account.id, now, now + PASSWORD_RESET_LIFETIME_MS);
      const link = `${settings.addresses.siteUrls[0]}${ResetPasswordPath}?resetToken=${resetToken}`;
      const minutes = PASSWORD_RESET_LIFETIME_MS / MINUTE_MS;
      ctx.repos.outbox.send({
        to: account.email,
        toNational: null,
        channel: 'email',
        purpose: 'reset',
        code: null,
        sentAt: now,
        expiresAt: now + PASSWORD_RESET_LIFETIME_MS,
        text: resetMailText(account.language, account.username, link, minutes),
      });
      return null;
    },

    /** Ours: the e-mailed link's token and the new password; the link is spent and every session of the account ends. */
    'identity.resetPasswordByLink': async ({ payload }) => {
      const now = ctx.clock.now();
      const accountId = ctx.repos.passwordResets.accountOf(payload.token, now);
      const account = accountId === undefined ? undefined : accounts.byId(accountId);
      if (!account) throw refuse(IdentityError.resetLinkInvalid, 'This reset link has expired or was already used; ask for a new one');
      checkNewPassword(payload.password);
      if (payload.password === settings.defaultPassword) throw refuse(IdentityError.passwordIsDefault, 'Choose a password of your own');
      const passwordHash = await hashPassword(payload.password);
      // Hashing yields the thread: the link is spent only now, and only one use can win it.
      if (!ctx.repos.passwordResets.use(payload.token, ctx.clock.now())) {
        throw refuse(IdentityError.resetLinkInvalid, 'This reset link has expired or was already used; ask for a new one');
      }
      accounts.setPassword(account.id, passwordHash, ctx.clock.now(), { isDefault: false, mustChange: false });
      ctx.repos.sessions.endForAccount(account.id);
      return null;
    },
  };
}

/** The reset mail in the member's stored language (texts.ts), English for a member without one. */
function resetMailText(language: string | null, username: string, link: string, minutes: number): string {
  return fill(textsFor(language).notices.passwordReset, { username, link, minutes });
}
