import type { SchemasFor } from '../../api/endpoint';
import type { profileWire } from './wire';
import {
  AvatarValue,
  ChooseAvatarPayload,
  Profile,
  ProfileSettings,
  ProfileValues,
  ReferralDetails,
  ReferralDetailsQuery,
  ReferralsQuery,
  ReferralsValue,
} from './schemas';

/** Payload and answer schemas of the profile calls (an empty entry keeps the defaults, see SchemasFor). */
export const profileSchemas = {
  'profile.avatar': { value: AvatarValue },
  'profile.referralDetails': { payload: ReferralDetailsQuery, value: ReferralDetails },
  'profile.kycSetting': { value: ProfileSettings },
  'profile.details': { value: Profile },
  'profile.save': { payload: ProfileValues, value: Profile },
  'profile.chooseAvatar': { payload: ChooseAvatarPayload, value: AvatarValue },
  'profile.referrals': { payload: ReferralsQuery, value: ReferralsValue },
} satisfies SchemasFor<typeof profileWire>;
