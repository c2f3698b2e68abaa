/**
 * The refusals of the activity calls (HTTP 200, `success: false`, this `errorCode`): the platform's
 * own `user_record_not_exists` for a sign-up by a member without a mobile number, the rest named in
 * its dotted style. Plain data: the client maps each to a text of its own.
 */
export const PromotionError = {
  unknown: 'promotion.not.found',
  notStarted: 'promotion.not.started',
  closed: 'promotion.closed',
  alreadyJoined: 'promotion.already.joined',
  notJoined: 'promotion.not.joined',
  alreadyApplied: 'promotion.already.applied',
  remarksTooLong: 'promotion.remarks.too.long',
  tooManyPictures: 'promotion.pictures.too.many',
  pictureTooLarge: 'promotion.picture.too.large',
  pictureType: 'promotion.picture.type.invalid',
  noMobile: 'user_record_not_exists',
  trialAccount: 'trial.account',
} as const;
export type PromotionError = (typeof PromotionError)[keyof typeof PromotionError];

/** An activity application (spec: "comment up to 140 characters; images png or jpg, at most 5MB each, at most 3 images"). */
export const ACTIVITY_REMARKS_MAX = 140;
export const ACTIVITY_PICTURES_MAX = 3;
export const ACTIVITY_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const ACTIVITY_PICTURE_TYPES = ['image/png', 'image/jpeg'] as const;

/** The platform's day for "hide today" starts at 00:00 UTC+08:00. */
export const PLATFORM_UTC_OFFSET_MS = 8 * 3_600_000;
