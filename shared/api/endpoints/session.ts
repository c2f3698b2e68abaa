import Type from 'typebox';
import type { SchemasFor } from '../endpoint';
import type { sessionWire } from './session.wire';
import {
  LoginPayload,
  LoginValue,
  LoginVerificationPayload,
  FreePlayPayload,
  SocialLoginPayload,
  BotChallenge,
  GeetestQuery,
  GeetestValue,
  SmsNoLoginPayload,
  SmsRegisterPayload,
  SmsSent,
} from '../../schemas/identity';
import { SmsBindPayload } from '../../schemas/security';

/** Payload and answer schemas of the session and verification calls (an empty entry keeps the defaults, see SchemasFor). */
export const sessionSchemas = {
  'session.rsaKey': { value: Type.String({ pattern: '^[0-9a-f]+$' }) },
  'session.login': { payload: LoginPayload, value: LoginValue },
  'session.loginVerification': { payload: LoginVerificationPayload, value: LoginValue },
  'session.freePlay': { payload: FreePlayPayload, value: LoginValue },
  'session.socialLogin': { payload: SocialLoginPayload, value: LoginValue },
  'session.logout': { value: Type.Null() },
  'session.captcha': { value: Type.String({ description: 'Base64 PNG, no data: prefix' }) },
  'session.botChallenge': { value: BotChallenge },
  'session.captchaGeetest': { payload: GeetestQuery, value: GeetestValue },
  'session.checkUsername': {},
  'verification.smsNoLogin': { payload: SmsNoLoginPayload, value: SmsSent },
  'verification.smsRegister': { payload: SmsRegisterPayload, value: SmsSent },
  'verification.smsBind': { payload: SmsBindPayload, value: SmsSent },
} satisfies SchemasFor<typeof sessionWire>;
