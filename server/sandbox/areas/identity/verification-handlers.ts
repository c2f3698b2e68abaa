import type { CatalogueHandlers } from '../../plugins/catalogue-routes';
import { IdentityError } from './constants';
import { refuse, requireFlag } from '../../core/refusals';
import { requireGeetest } from './geetest';
import { accountByMobile, mobileOf, readMobile, sendSmsCode } from './sms';
import type { SandboxServices } from '../../core/area-context';

/**
 * SMS codes: for sign-in and recovery (the number must belong to an account) and for registration
 * (the number must be free). Each send first passes GeeTest while GEETEST3 is on; the gateway runs its bot check and throttles sends before any reaches the platform.
 */
export function verificationHandlers(ctx: SandboxServices): CatalogueHandlers {
  const codeForAccount = (mobileNum: string, dialingCode: string | undefined, purpose: 'login' | 'reset') => {
    readMobile(ctx, mobileNum, dialingCode);
    const account = accountByMobile(ctx, mobileNum, dialingCode);
    const mobile = account && mobileOf(account);
    if (!mobile) throw refuse(IdentityError.mobileNotRegistered, 'This mobile number is not registered');
    return sendSmsCode(ctx, mobile, purpose);
  };

  return {
    'identity.smsNoLogin': ({ payload }) => {
      requireFlag(ctx, 'VERIFICATION3', 'SMS verification');
      requireGeetest(ctx, payload.geetestValidateV4);
      return codeForAccount(payload.mobileNum, payload.countryDialingCode, 'login');
    },

    'identity.forgotPasswordSms': ({ payload }) => {
      requireFlag(ctx, 'PWRESETSMS3', 'Password reset by SMS');
      requireGeetest(ctx, payload.geetestValidateV4);
      return codeForAccount(payload.mobileNum, payload.countryDialingCode, 'reset');
    },

    'identity.smsRegister': ({ payload }) => {
      requireFlag(ctx, payload.type === 'registerMobile' ? 'MOBILENUMREG3' : 'REGMOBVERF3', 'Registration SMS');
      requireGeetest(ctx, payload.geetestValidateV4);
      const mobile = readMobile(ctx, payload.mobileNo, payload.countryDialingCode);
      if (!mobile.dialingCode) throw refuse(IdentityError.mobileInvalid, 'Choose the country dialing code of the number');
      if (ctx.repos.accounts.byMobile(mobile.dialingCode, mobile.national)) {
        throw refuse(IdentityError.mobileExists, 'This mobile number is already registered');
      }
      return sendSmsCode(ctx, mobile, 'register');
    },
  };
}
