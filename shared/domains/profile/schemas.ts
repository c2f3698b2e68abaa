import Type, { type Static } from 'typebox';
import { PROFILE_FIELDS, PROFILE_FIELD_MAX_LENGTH, type ProfileField } from './rules';
import { FieldRule } from '../system/schemas';
import { RecordPage } from '../records/schemas';

const Text = Type.Optional(Type.String({ maxLength: PROFILE_FIELD_MAX_LENGTH }));

/** The profile's fields, each optional text (empty or absent: not filled in). */
export const ProfileValues = Type.Object(
  Object.fromEntries(PROFILE_FIELDS.map((field) => [field, Text])) as Record<ProfileField, typeof Text>,
  { additionalProperties: false },
);
export type ProfileValues = Static<typeof ProfileValues>;

/**
 * `profile.kycSetting` (MCSFE_getCustomerKycMerchantSetting): the platform's setting of each profile
 * field in the register-rule shape (enabled = shown, required, length bounds, pattern id).
 */
export const ProfileSettings = Type.Record(Type.String(), FieldRule);
export type ProfileSettings = Static<typeof ProfileSettings>;

/** `profile.details` (ours): the member's profile, the chosen avatar and the platform's set of avatars. */
export const Profile = Type.Object({
  account: Type.String(),
  avatar: Type.String({ description: 'The chosen avatar number, as MCSFE_getPlayerAvatar names it' }),
  avatars: Type.Array(Type.Object({ avatar: Type.String(), icon: Type.String({ description: 'Relative image path' }) })),
  values: ProfileValues,
});
export type Profile = Static<typeof Profile>;

export const ChooseAvatarPayload = Type.Object({ avatar: Type.String({ pattern: '^[0-9]{1,3}$' }) }, { additionalProperties: false });

/** MCSFE_getReferralDetails: `autoGenerate=true` gives a member without a code one on this read. */
export const ReferralDetailsQuery = Type.Object({ autoGenerate: Type.Optional(Type.Boolean()) }, { additionalProperties: true });
export const ReferralDetails = Type.Object({
  referralCode: Type.String({ description: 'Empty until generated' }),
  totalInvitations: Type.Integer({ minimum: 0 }),
  promotionDomains: Type.Array(Type.String()),
});
export type ReferralDetails = Static<typeof ReferralDetails>;

const PageNo = Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 });
const PageSize = Type.Integer({ minimum: 1, maximum: 100, default: 20 });
export const ReferralsQuery = Type.Object({ pageNo: PageNo, pageSize: PageSize }, { additionalProperties: true });

/** A friend who registered with the member's code; the name is masked as the platform shows others' names. */
export const ReferredFriend = Type.Object({ account: Type.String(), registeredAt: Type.Integer({ minimum: 0 }) });
export type ReferredFriend = Static<typeof ReferredFriend>;
export const ReferralsValue = RecordPage(ReferredFriend, Type.Null());
export type ReferralsValue = Static<typeof ReferralsValue>;

export const AvatarValue = Type.Object({ avatar: Type.String(), avatarType: Type.String() });
