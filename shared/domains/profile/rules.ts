/**
 * The member profile (member centre `profile`): the fields the spec names (nickname, birthday,
 * the address fields, the contact handles) and their refusals. Plain data, shared by the sandbox,
 * the schemas and the site; which fields are shown and required is the platform's setting
 * (`profile.kycSetting`), judged with the register-field rules of shared/validation.
 */
export const PROFILE_DETAIL_FIELDS = [
  'nickname',
  'birthday',
  'permanentAddress',
  'currentAddress',
  'placeOfBirth',
  'nationality',
  'occupation',
  'sourceOfIncome',
] as const;

/** The profile's contact handles, in the platform's field names: QQ, WhatsApp, Facebook, Telegram, ID number, Line ID, Zalo, WeChat, Skype. */
export const PROFILE_CONTACT_FIELDS = ['qqNum', 'whatsapp', 'facebook', 'telegram', 'idNumber', 'line', 'zalo', 'wechat', 'skype'] as const;

export const PROFILE_FIELDS = [...PROFILE_DETAIL_FIELDS, ...PROFILE_CONTACT_FIELDS] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** No profile field may be longer than this whatever the settings say: a longer one is a bad request. */
export const PROFILE_FIELD_MAX_LENGTH = 200;

/** The birthday is written yyyy-MM-dd (pattern 11) and must make the member at least this old. */
export const PROFILE_MIN_AGE_YEARS = 18;

/** Refusals of the profile and referral calls (HTTP 200, `success: false`, this `errorCode`). */
export const ProfileError = {
  /** A field breaks its rule: `value {field, key, min?, max?}` as registration's `field.invalid`. */
  fieldInvalid: 'field.invalid',
  birthdayFuture: 'profile.birthday.future',
  birthdayUnderage: 'profile.birthday.underage',
  avatarUnknown: 'profile.avatar.unknown',
  trialAccount: 'trial.account',
} as const;

/** A referral link: the site's registration page with the member's code (registerFlow reads `referralCode`). */
export const referralLink = (origin: string, code: string): string =>
  `${origin.replace(/\/+$/, '')}/register?referralCode=${encodeURIComponent(code)}`;
