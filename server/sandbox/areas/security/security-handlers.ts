import type { SecurityOverview } from '../../../../shared/domains/security/schemas';
import { EMAIL_BIND_INTERVAL_MS, SecurityError, bindEmailRule, realNameRule } from '../../../../shared/domains/security/rules';
import type { CatalogueHandlers } from '../../plugins/catalogue-routes';
import type { ActiveSession } from '../../repositories/sessions';
import {
  type AccountRow,
  IdentityError,
  requireGeetest,
  maskMobile,
  type MobileNumber,
  checkRegisterFields,
  mobileOf,
  readMobile,
  requireSmsCode,
  sendSmsCode,
} from '../identity';
import { refuse } from '../../core/refusals';
import { TRIAL_TYPE } from '../../core/accounts';
import type { SandboxServices } from '../../core/area-context';

/** 'j***@example.com': the first character of the name and the whole domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** Names compare without case and with runs of spaces as one, as the payout accounts' holder check does. */
const sameName = (a: string, b: string): boolean =>
  a.trim().replace(/\s+/g, ' ').toLocaleUpperCase('en') === b.trim().replace(/\s+/g, ' ').toLocaleUpperCase('en');

/**
 * The security centre ("my account"): the overview, binding a mobile number with an SMS code and an
 * e-mail address, setting the real name once. The sign-in history and who displaced a session are
 * edge calls, answered by the gateway from the sign-ins it forwards (server/gateway/edge/sign-ins).
 */
export function securityHandlers(ctx: SandboxServices): CatalogueHandlers {
  const { accounts, security } = ctx.repos;

  /** The signed-in member; a trial account has nothing of its own to secure (`trial.account`). */
  const member = (session: ActiveSession | null): AccountRow => {
    const account = session ? accounts.byId(session.accountId) : undefined;
    if (!account) throw new Error('A token-only call ran without a member');
    if (account.type === TRIAL_TYPE) throw refuse(IdentityError.trialAccount, 'Please register an account first');
    return account;
  };

  const overview = (accountId: number, token: string): SecurityOverview => {
    const account = accounts.byId(accountId)!;
    const state = security.state(accountId);
    const mobile = mobileOf(account);
    const previous = security.previousSignIn(accountId, token);
    return {
      account: account.username,
      mobile: mobile ? maskMobile(mobile.dialingCode, mobile.national) : null,
      email: account.email ? maskEmail(account.email) : null,
      regDate: account.createdAt,
      lastLogin: previous ? { time: previous.signedInAt, ip: previous.ip } : null,
      items: {
        // Trial and social accounts keep '!…' (no password); the default password is not one of the member's own.
        loginPassword: !account.passwordHash.startsWith('!') && account.passwordIsDefault === 0,
        withdrawPassword: state.hasPaymentPassword === 1,
        mobile: mobile !== null,
        email: account.email !== null && account.email !== '',
        realName: state.payeeName !== null && state.payeeName.trim() !== '',
      },
    };
  };

  /** The number being bound: a whole one with its dialing code, neither the member's own nor another account's. */
  const newMobile = (account: AccountRow, input: string, dialingCode: string | undefined): MobileNumber & { dialingCode: string } => {
    const mobile = readMobile(ctx, input, dialingCode);
    if (!mobile.dialingCode) throw refuse(IdentityError.mobileInvalid, 'Choose the country dialing code of the number');
    const holder = accounts.byMobile(mobile.dialingCode, mobile.national);
    if (holder?.id === account.id) throw refuse(SecurityError.mobileSame, 'This is already your mobile number');
    if (holder) throw refuse(SecurityError.mobileExists, 'This mobile number is already registered');
    return { ...mobile, dialingCode: mobile.dialingCode };
  };

  return {
    'security.config': ({ session }) => overview(member(session).id, session!.token),

    /** Each send first passes GeeTest while GEETEST3 is on; the gateway runs its bot check and SMS throttle before. */
    'identity.smsBind': ({ session, payload }) => {
      const account = member(session);
      requireGeetest(ctx, payload.geetestValidateV4);
      return sendSmsCode(ctx, newMobile(account, payload.mobileNum, payload.countryDialingCode), 'bind');
    },

    'security.bindMobile': ({ session, payload }) => {
      const account = member(session);
      const mobile = newMobile(account, payload.mobileNum, payload.countryDialingCode);
      requireSmsCode(ctx, mobile, ['bind'], payload.verificationCode);
      security.setMobile(account.id, mobile.dialingCode, mobile.national);
      return overview(account.id, session!.token);
    },

    'security.bindEmail': ({ session, payload }) => {
      const account = member(session);
      const email = payload.email.trim();
      const rule = bindEmailRule(ctx.repos.system.registerRules()['email']);
      checkRegisterFields({}, { email }, ['email'], { email: rule });
      if (account.email && account.email.toLowerCase() === email.toLowerCase()) {
        throw refuse(SecurityError.emailSame, 'This is already your e-mail address');
      }
      const now = ctx.clock.now();
      const { emailBoundAt } = security.state(account.id);
      if (emailBoundAt !== null && now - emailBoundAt < EMAIL_BIND_INTERVAL_MS) {
        const seconds = Math.ceil((emailBoundAt + EMAIL_BIND_INTERVAL_MS - now) / 1000);
        throw refuse(SecurityError.emailTooSoon, `Please wait ${seconds} seconds before you change the e-mail again`, seconds);
      }
      security.setEmail(account.id, email, now);
      return overview(account.id, session!.token);
    },

    /** Once only, and it must be the holder name of the payout accounts already added. */
    'security.setRealName': ({ session, payload }) => {
      const account = member(session);
      const realName = payload.realName.trim().replace(/\s+/g, ' ');
      const rule = realNameRule(ctx.repos.system.registerRules()['payeeName']);
      checkRegisterFields({}, { payeeName: realName }, ['payeeName'], { payeeName: rule });
      const { payeeName } = security.state(account.id);
      if (payeeName !== null && payeeName.trim() !== '') throw refuse(SecurityError.realNameExists, 'Your real name is already set');
      if (security.cardHolders(account.id).some((holder) => !sameName(holder, realName))) {
        throw refuse(SecurityError.realNameCardMismatch, 'The real name must be the holder name of your payout accounts');
      }
      if (!security.setRealName(account.id, realName)) throw refuse(SecurityError.realNameExists, 'Your real name is already set');
      return overview(account.id, session!.token);
    },
  };
}
