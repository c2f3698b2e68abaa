import type { FeedbackList } from '../../../../shared/domains/feedback/schemas';
import type { Profile, ProfileSettings, ReferralDetails, ReferralsValue } from '../../../../shared/domains/profile/schemas';
import type { FieldRule } from '../../../../shared/domains/system/schemas';
import type { FieldError, FormErrors } from '../../../../shared/validation';
import { validateRegisterField } from '../../../../shared/validation';
import {
  FEEDBACK_PICTURES_MAX,
  FEEDBACK_PICTURE_MAX_BYTES,
  FEEDBACK_PICTURE_TYPES,
  FEEDBACK_WORDS_MAX,
  FEEDBACK_WORDS_MIN,
  countWords,
} from '../../../../shared/domains/feedback/rules';
import { PROFILE_FIELDS, type ProfileField } from '../../../../shared/domains/profile/rules';
import { call } from '../../lib/api';
import { failure, type Answer } from '../../lib/load/answer';
import { pictureProblem as pictureProblemOf, type PictureProblem } from '../../lib/pictures';

export const PAGE_SIZE = 10;

/** The profile and the platform's setting of each of its fields, read together. */
export interface ProfileScreen {
  profile: Profile;
  settings: ProfileSettings;
}

export async function loadProfile(signal: AbortSignal): Promise<Answer<ProfileScreen>> {
  const [profile, settings] = await Promise.all([
    call('profile.details', undefined, { signal }),
    call('profile.kycSetting', undefined, { signal }),
  ]);
  if (!profile.success) return failure(profile);
  if (!settings.success) return failure(settings);
  return { success: true, value: { profile: profile.value, settings: settings.value } };
}

/** The fields the platform shows, in the profile's order. */
export const shownFields = (settings: ProfileSettings): ProfileField[] => PROFILE_FIELDS.filter((f) => settings[f]?.enabled === true);

/** Every shown field against its rule (required, length, pattern catalogue), as the platform judges them. */
export function validateProfile(values: Partial<Record<ProfileField, string>>, settings: ProfileSettings): FormErrors<ProfileField> {
  const errors: FormErrors<ProfileField> = {};
  for (const field of shownFields(settings)) {
    const rule: FieldRule = settings[field]!;
    const problem: FieldError | null = validateRegisterField(field, values[field] ?? '', rule);
    if (problem) errors[field] = problem;
  }
  return errors;
}

/** The referral page: the code (made on first read), its invitations and domains, and the first page of friends. */
export async function loadReferral(signal: AbortSignal): Promise<Answer<ReferralDetails>> {
  const answer = await call('profile.referralDetails', { autoGenerate: true }, { signal });
  return answer.success ? { success: true, value: answer.value } : failure(answer);
}

export async function loadReferrals(pageNo: number, signal: AbortSignal): Promise<Answer<ReferralsValue>> {
  const answer = await call('profile.referrals', { pageNo, pageSize: PAGE_SIZE }, { signal });
  return answer.success ? { success: true, value: answer.value } : failure(answer);
}

export async function loadMyFeedback(pageNo: number, signal: AbortSignal): Promise<Answer<FeedbackList>> {
  const answer = await call('feedback.mine', { pageNo, pageSize: PAGE_SIZE }, { signal });
  return answer.success ? { success: true, value: answer.value } : failure(answer);
}

export type ContentProblem = 'required' | 'words';
/** Feedback content is required and holds FEEDBACK_WORDS_MIN to FEEDBACK_WORDS_MAX words, as the platform checks it. */
export function contentProblem(content: string): ContentProblem | null {
  const words = countWords(content);
  if (words === 0) return 'required';
  return words < FEEDBACK_WORDS_MIN || words > FEEDBACK_WORDS_MAX ? 'words' : null;
}

/** Pictures: png or jpg, at most 5 MB each, at most three (the platform checks the bytes again). */
export const pictureProblem = (files: readonly File[]): PictureProblem | null =>
  pictureProblemOf(files, { max: FEEDBACK_PICTURES_MAX, maxBytes: FEEDBACK_PICTURE_MAX_BYTES, types: FEEDBACK_PICTURE_TYPES });
