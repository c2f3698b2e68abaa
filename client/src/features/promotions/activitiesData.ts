import type { Envelope } from '../../../../shared/api/envelopeCore';
import {
  ACTIVITY_PICTURES_MAX,
  ACTIVITY_PICTURE_MAX_BYTES,
  ACTIVITY_PICTURE_TYPES,
  ACTIVITY_REMARKS_MAX,
  PLATFORM_UTC_OFFSET_MS,
  PromotionError,
} from '../../../../shared/domains/promotions/errors';
import type { ActivitiesValue, ActivityState } from '../../../../shared/domains/promotions/schemas';
import type { RebateSettingsValue } from '../../../../shared/domains/rewards/schemas';
import { call } from '../../lib/api';
import { failure, type Answer } from '../../lib/load/answer';
import { pictureProblem as pictureProblemOf, type PictureProblem } from '../../lib/pictures';
import { readLocal, writeLocal } from '../../lib/storage';

const settle = <T>(answer: Envelope<T>): Answer<T> => (answer.success ? { success: true, value: answer.value } : failure(answer));

/** A member reads their activities with their states; a guest the merchant's list. */
export async function loadActivities(member: boolean, signal: AbortSignal): Promise<Answer<ActivitiesValue>> {
  return member
    ? settle(await call('promotions.available', {}, { signal }))
    : settle(await call('promotions.merchantAvailable', {}, { signal }));
}

/** The member's rebate rate of every game type. */
export async function loadRebateSettings(signal: AbortSignal): Promise<Answer<RebateSettingsValue>> {
  return settle(await call('promotions.rebateSettings', {}, { signal }));
}

/** The states a member can act on: join while in process; apply once joined or after a rejection; claim once issued. */
export const canJoin = (state: ActivityState) => state === 'IN_PROCESS';
export const canApply = (state: ActivityState) => state === 'JOINED' || state === 'REJECTED';

/** The application's picture rules, checked before anything is sent (the platform checks them again). */
export const pictureProblem = (files: readonly File[]): PictureProblem | null =>
  pictureProblemOf(files, { max: ACTIVITY_PICTURES_MAX, maxBytes: ACTIVITY_PICTURE_MAX_BYTES, types: ACTIVITY_PICTURE_TYPES });

/** The comment's length as a person counts characters (code points), as the platform counts them. */
export const remarksLength = (text: string): number => [...text.trim()].length;
export const remarksTooLong = (text: string): boolean => remarksLength(text) > ACTIVITY_REMARKS_MAX;

/** The text key of each refusal of the activity calls; the field it belongs to, if any. */
export const refusalKeys: Readonly<Record<string, { key: string; field?: 'remarks' | 'pictures' }>> = {
  [PromotionError.remarksTooLong]: { key: 'activities.errors.remarksTooLong', field: 'remarks' },
  [PromotionError.tooManyPictures]: { key: 'activities.errors.count', field: 'pictures' },
  [PromotionError.pictureTooLarge]: { key: 'activities.errors.size', field: 'pictures' },
  [PromotionError.pictureType]: { key: 'activities.errors.type', field: 'pictures' },
  [PromotionError.alreadyApplied]: { key: 'activities.errors.alreadyApplied' },
  [PromotionError.alreadyJoined]: { key: 'activities.errors.alreadyJoined' },
  [PromotionError.notJoined]: { key: 'activities.errors.notJoined' },
  [PromotionError.closed]: { key: 'activities.errors.closed' },
  [PromotionError.notStarted]: { key: 'activities.errors.notStarted' },
  [PromotionError.unknown]: { key: 'activities.errors.unknown' },
  [PromotionError.noMobile]: { key: 'activities.errors.noMobile' },
  [PromotionError.trialAccount]: { key: 'activities.errors.trial' },
};

/** The platform's calendar day (UTC+08:00) of an instant, as YYYY-MM-DD. */
export function platformDay(now: number): string {
  return new Date(now + PLATFORM_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** The promotion banner stays hidden for the rest of the platform day it was hidden on. */
export function bannerHiddenToday(now = Date.now()): boolean {
  return readLocal('promotionBannerHidden') === platformDay(now);
}

export function hideBannerToday(now = Date.now()): void {
  writeLocal('promotionBannerHidden', platformDay(now));
}
