import Type from 'typebox';
import type { SchemasFor } from '../../api/endpoint';
import type { identityWire } from './wire';
import {
  BotChallenge,
  ChangePasswordPayload,
  CheckUsernameQuery,
  CheckUsernameValue,
  ForgotPasswordEmailPayload,
  ForgotPasswordSmsPayload,
  FreePlayPayload,
  GeetestQuery,
  GeetestValue,
  LoginPayload,
  LoginValue,
  LoginVerificationPayload,
  RegisterPayload,
  RegisterValue,
  ResetPasswordByLinkPayload,
  SetPasswordByPhonePayload,
  SmsNoLoginPayload,
  SmsRegisterPayload,
  SmsSent,
  SocialLoginPayload,
} from './schemas';
import { SmsBindPayload } from '../security/schemas';

/** Payload and answer schemas of the identity calls (an empty entry keeps the defaults, see SchemasFor). */
export const identitySchemas = {
  'identity.rsaKey': { value: Type.String({ pattern: '^[0-9a-f]+$' }) },
  'identity.login': { payload: LoginPayload, value: LoginValue },
  'identity.loginVerification': { payload: LoginVerificationPayload, value: LoginValue },
  'identity.freePlay': { payload: FreePlayPayload, value: LoginValue },
  'identity.socialLogin': { payload: SocialLoginPayload, value: LoginValue },
  'identity.logout': { value: Type.Null() },
  'identity.captcha': { value: Type.String({ description: 'Base64 PNG, no data: prefix' }) },
  'identity.botChallenge': { value: BotChallenge },
  'identity.captchaGeetest': { payload: GeetestQuery, value: GeetestValue },
  'identity.checkUsername': { payload: CheckUsernameQuery, value: CheckUsernameValue },
  'identity.smsNoLogin': { payload: SmsNoLoginPayload, value: SmsSent },
  'identity.smsRegister': { payload: SmsRegisterPayload, value: SmsSent },
  'identity.smsBind': { payload: SmsBindPayload, value: SmsSent },
  'identity.register': { payload: RegisterPayload, value: RegisterValue },
  'identity.registerMobile': { payload: RegisterPayload, value: RegisterValue },
  'identity.registerAuto': { payload: RegisterPayload, value: RegisterValue },
  'identity.changePassword': { payload: ChangePasswordPayload, value: Type.Null() },
  'identity.forgotPasswordEmail': { payload: ForgotPasswordEmailPayload, value: Type.Null() },
  'identity.forgotPasswordSms': { payload: ForgotPasswordSmsPayload, value: SmsSent },
  'identity.resetPasswordByLink': { payload: ResetPasswordByLinkPayload, value: Type.Null() },
  'identity.setPasswordByPhone': { payload: SetPasswordByPhonePayload, value: Type.Null() },
} satisfies SchemasFor<typeof identityWire>;
