import { randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import type { LoginCaptchaRequired, LoginPayload, LoginValue, LoginVerifyRequired } from '../../../../shared/domains/identity/schemas';
import type { CatalogueHandlers } from '../../plugins/catalogue-routes';
import { badParam } from '../../core/errors';
import { clientIp } from '../../network';
import { CAPTCHA_AFTER_FAILURES, FAILURE_WINDOW_MS, IdentityError, LOGIN_VERIFY_LIFETIME_MS, TRIAL_BALANCE_CENTS } from './constants';
import { refuse, requireFlag } from '../../core/refusals';
import { verifyPassword } from '../../core/password';
import { issueCaptcha, passCaptcha } from './captcha';
import { requireGeetest } from './geetest';
import { newToken, openSession } from './sign-in';
import { accountByMobile, mobileOf, requireSmsCode, sendSmsCode } from './sms';
import { takeProviderIdToken } from './phone-provider';
import { maskMobile } from './mobile';
import { socialSignIn } from './social';
import type { IdentitySettings } from '../../core/identity-settings';
import { MAIN_WALLET } from '../../core/wallets-repository';
import { TRIAL_TYPE } from '../../core/accounts';
import type { AreaContext, SandboxServices } from '../../core/area-context';

/** A sign-in name written as a phone number: digits, with or without a leading plus. */
const MOBILE_NAME = /^\+?[0-9]{7,20}$/;

/** Sign-in, its verification step, free play, social sign-in, sign-out and the captcha. */
export function sessionHandlers(ctx: AreaContext): CatalogueHandlers {
  const settings = ctx.identity;
  return {
    'identity.login': ({ payload, request }) => {
      requireGeetest(ctx, payload.geetestValidateV4);
      return payload.type === 'sms' ? smsLogin(ctx, settings, payload, request) : usernameLogin(ctx, settings, payload, request);
    },

    'identity.loginVerification': ({ payload, request }) => {
      const now = ctx.clock.now();
      const pending = ctx.repos.loginAddresses.pending(payload.verifyToken, now);
      const account = pending && pending.ip === clientIp(request) ? ctx.repos.accounts.byId(pending.accountId) : undefined;
      const mobile = account && mobileOf(account);
      if (!pending || !account || !mobile)
        throw refuse(IdentityError.verifyTokenInvalid, 'The sign-in verification has expired, please sign in again');
      requireSmsCode(ctx, mobile, ['login-verify'], payload.verificationCode);
      ctx.repos.loginAddresses.closePending(payload.verifyToken, now);
      return openSession(ctx, settings, account, request, pending.device ?? undefined);
    },

    'identity.freePlay': ({ request }) => {
      requireFlag(ctx, 'FREEPLAY3', 'Free play');
      const now = ctx.clock.now();
      const account = ctx.db.transaction(() => {
        let username: string;
        do username = `trial${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
        while (ctx.repos.accounts.byUsername(username));
        // Trial accounts have no password of their own: '!' is never a valid hash.
        const id = ctx.repos.accounts.create({
          username,
          passwordHash: '!trial',
          type: TRIAL_TYPE,
          nickname: 'Guest',
          referralCode: newToken(5).toUpperCase(),
          passwordChangedAt: now,
          avatar: randomInt(0, 10),
          createdAt: now,
        });
        ctx.repos.wallets.move(id, MAIN_WALLET, TRIAL_BALANCE_CENTS, 'demo', 'trial-opening', now);
        return ctx.repos.accounts.byId(id)!;
      })();
      return openSession(ctx, settings, account, request);
    },

    'identity.socialLogin': ({ payload, request }) => socialSignIn(ctx, settings, request, payload),

    'identity.logout': ({ session }) => {
      ctx.repos.sessions.close(session!.token);
      return null;
    },

    'identity.captcha': ({ reply }) => issueCaptcha(ctx, reply),
  };
}

/**
 * Username sign-in. A wrong password and an unknown name get the same answer. After three
 * failures for the name or the address within 15 minutes, every attempt needs the image captcha.
 * With LOGINIPVERF3 on, an account seen before only from other addresses confirms by SMS, unless
 * the sign-in comes from a device (`loginDeviceId`) the account has signed in on before.
 */
async function usernameLogin(
  ctx: SandboxServices,
  settings: IdentitySettings,
  payload: LoginPayload,
  request: FastifyRequest,
): Promise<LoginValue> {
  const username = payload.username.trim();
  const password = payload.password.trim();
  if (!username) throw badParam('username: is required');
  if (!password) throw badParam('password: is required');
  const { loginFailures, loginAddresses } = ctx.repos;
  const ip = clientIp(request);
  const now = ctx.clock.now();
  const since = now - FAILURE_WINDOW_MS;

  // Refusals carry the shared shapes the client reads: the captcha flag, or the new-address step.
  const askCaptcha: Static<typeof LoginCaptchaRequired> = { captcha: true };
  if (loginFailures.count(username, ip, since) >= CAPTCHA_AFTER_FAILURES && !passCaptcha(ctx, request, payload.captcha)) {
    throw refuse(IdentityError.captchaInvalid, 'Please enter the correct captcha code', askCaptcha);
  }
  // The name, or the account's mobile number (the site signs in by number after a reset by phone).
  const account = ctx.repos.accounts.byUsername(username) ?? (MOBILE_NAME.test(username) ? accountByMobile(ctx, username) : undefined);
  if (!(await verifyPassword(password, account?.passwordHash)) || !account) {
    loginFailures.record(username, ip, ctx.clock.now());
    const captcha = loginFailures.count(username, ip, since) >= CAPTCHA_AFTER_FAILURES;
    throw refuse(IdentityError.incorrectCredentials, 'Incorrect username or password', captcha ? askCaptcha : null);
  }
  loginFailures.clear(account.username, since);

  const mobile = mobileOf(account);
  if (mobile && ctx.repos.system.flags().LOGINIPVERF3) {
    const known = loginAddresses.knownIps(account.id);
    const device = payload.loginDeviceId?.trim();
    const knownDevice = device ? loginAddresses.knowsDevice(account.id, device) : false;
    if (known.length > 0 && !known.includes(ip) && !knownDevice) {
      const verifyToken = newToken();
      loginAddresses.openPending(verifyToken, account.id, ip, payload.loginDeviceId ?? null, now + LOGIN_VERIFY_LIFETIME_MS);
      sendSmsCode(ctx, mobile, 'login-verify');
      const step: Static<typeof LoginVerifyRequired> = { verifyToken, mobileMasked: maskMobile(mobile.dialingCode, mobile.national) };
      throw refuse(IdentityError.loginVerifyRequired, 'Signing in from a new address: enter the code sent to your mobile', step);
    }
  }
  return openSession(ctx, settings, account, request, payload.loginDeviceId);
}

/**
 * SMS sign-in: the mobile number in `username`, the code from the outbox in `password`; or, when
 * the site verified the number with the phone-authentication provider, the provider's id token in
 * `firebaseIdToken`, which must have been issued for this very number.
 */
function smsLogin(ctx: SandboxServices, settings: IdentitySettings, payload: LoginPayload, request: FastifyRequest): LoginValue {
  requireFlag(ctx, 'MOBILEVERCODELOGIN3', 'SMS sign-in');
  const account = accountByMobile(ctx, payload.username);
  const mobile = account && mobileOf(account);
  if (!account || !mobile) throw refuse(IdentityError.verificationCodeInvalid, 'The verification code is wrong or has expired');
  if (payload.firebaseIdToken !== undefined) {
    if (!takeProviderIdToken(ctx, payload.firebaseIdToken, mobile)) {
      throw refuse(IdentityError.verificationCodeInvalid, 'The phone verification is not valid for this number');
    }
  } else requireSmsCode(ctx, mobile, ['login'], payload.password);
  return openSession(ctx, settings, account, request, payload.loginDeviceId);
}
