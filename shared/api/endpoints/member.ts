import Type from 'typebox';
import type { SchemasFor } from '../endpoint';
import type { memberWire } from './member.wire';
import { MemberInfo } from '../../schemas/member';
import {
  RegisterPayload,
  RegisterValue,
  ChangePasswordPayload,
  ForgotPasswordEmailPayload,
  ForgotPasswordSmsPayload,
  ResetPasswordByLinkPayload,
  SetPasswordByPhonePayload,
  UpdateLanguagePayload,
  AvatarValue,
  SmsSent,
} from '../../schemas/identity';

/** Payload and answer schemas of the member calls (an empty entry keeps the defaults, see SchemasFor). */
export const memberSchemas = {
  'member.info': { value: MemberInfo },
  'member.icon': { value: Type.String() },
  'member.avatar': { value: AvatarValue },
  'member.register': { payload: RegisterPayload, value: RegisterValue },
  'member.registerMobile': { payload: RegisterPayload, value: RegisterValue },
  'member.registerAuto': {},
  'member.changePassword': { payload: ChangePasswordPayload, value: Type.Null() },
  'member.forgotPasswordEmail': { payload: ForgotPasswordEmailPayload, value: Type.Null() },
  'member.forgotPasswordSms': { payload: ForgotPasswordSmsPayload, value: SmsSent },
  'member.resetPasswordByLink': { payload: ResetPasswordByLinkPayload, value: Type.Null() },
  'member.setPasswordByPhone': { payload: SetPasswordByPhonePayload, value: Type.Null() },
  'member.securityConfig': {},
  'member.updateLanguage': { payload: UpdateLanguagePayload, value: Type.Null() },
  'member.rankProgress': {},
  'member.referralDetails': {},
  'member.kycSetting': {},
} satisfies SchemasFor<typeof memberWire>;
