import Type from 'typebox';
import type { SchemasFor } from '../endpoint';
import type { memberWire } from './member.wire';
import { MemberInfo } from '../../schemas/member';
import {
  BindEmailPayload,
  BindMobilePayload,
  DisplacedBy,
  DisplacedByPayload,
  SecurityOverview,
  SetRealNamePayload,
  SignInsValue,
} from '../../schemas/security';
import {
  ChooseAvatarPayload,
  Profile,
  ProfileSettings,
  ProfileValues,
  ReferralDetails,
  ReferralDetailsQuery,
  ReferralsQuery,
  ReferralsValue,
} from '../../schemas/profile';
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
  'member.securityConfig': { value: SecurityOverview },
  'member.updateLanguage': { payload: UpdateLanguagePayload, value: Type.Null() },
  'member.rankProgress': {},
  'member.referralDetails': { payload: ReferralDetailsQuery, value: ReferralDetails },
  'member.kycSetting': { value: ProfileSettings },
  'member.profile': { value: Profile },
  'member.saveProfile': { payload: ProfileValues, value: Profile },
  'member.chooseAvatar': { payload: ChooseAvatarPayload, value: AvatarValue },
  'member.referrals': { payload: ReferralsQuery, value: ReferralsValue },
  'member.bindMobile': { payload: BindMobilePayload, value: SecurityOverview },
  'member.bindEmail': { payload: BindEmailPayload, value: SecurityOverview },
  'member.setRealName': { payload: SetRealNamePayload, value: SecurityOverview },
  'member.signIns': { value: SignInsValue },
  'member.displacedBy': { payload: DisplacedByPayload, value: DisplacedBy },
} satisfies SchemasFor<typeof memberWire>;
