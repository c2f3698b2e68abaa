import type { FastifyInstance } from 'fastify';
import type { CatalogueHandlers } from '../../plugins/catalogue-routes';
import { IdentityError } from './constants';
import { refuse, requireFlag } from '../../core/refusals';
import { requireGeetest } from './geetest';
import { accountByMobile, mobileOf, readMobile, sendSmsCode } from './sms';

/**
 * SMS codes: for sign-in and recovery (the number must belong to an account) and for registration
 * (the number must be free). Each send first passes GeeTest while GEETEST3 is on; the gateway runs its bot check and throttles sends before any reaches the platform.
 */
export function verificationHandlers(app: FastifyInstance): CatalogueHandlers {
  const codeForAccount = (mobileNum: string, dialingCode: string | undefined, purpose: 'login' | 'reset') => {
    readMobile(app, mobileNum, dialingCode);
    const account = accountByMobile(app, mobileNum, dialingCode);
    const mobile = account && mobileOf(account);
    if (!mobile) throw refuse(IdentityError.mobileNotRegistered, 'This mobile number is not registered');
    return sendSmsCode(app, mobile, purpose);
  };

  return {
    'identity.smsNoLogin': ({ payload }) => {
      requireFlag(app, 'VERIFICATION3', 'SMS verification');
      requireGeetest(app, payload.geetestValidateV4);
      return codeForAccount(payload.mobileNum, payload.countryDialingCode, 'login');
    },

    'identity.forgotPasswordSms': ({ payload }) => {
      requireFlag(app, 'PWRESETSMS3', 'Password reset by SMS');
      requireGeetest(app, payload.geetestValidateV4);
      return codeForAccount(payload.mobileNum, payload.countryDialingCode, 'reset');
    },

    'identity.smsRegister': ({ payload }) => {
      requireFlag(app, payload.type === 'registerMobile' ? 'MOBILENUMREG3' : 'REGMOBVERF3', 'Registration SMS');
      requireGeetest(app, payload.geetestValidateV4);
      const mobile = readMobile(app, payload.mobileNo, payload.countryDialingCode);
      if (!mobile.dialingCode) throw refuse(IdentityError.mobileInvalid, 'Choose the country dialing code of the number');
      if (app.repos.accounts.byMobile(mobile.dialingCode, mobile.national)) {
        throw refuse(IdentityError.mobileExists, 'This mobile number is already registered');
      }
      return sendSmsCode(app, mobile, 'register');
    },
  };
}
