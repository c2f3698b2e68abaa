/**
 * Feedback (`PUT /wps/feedback`, FEEDBACK3): what a visitor or member may send. The spec asks for
 * the content ("feedback content required") between a least and a most number of words
 * ("content between {0} and {1} words"); pictures follow the activity application's rule
 * (png or jpg by their bytes, at most 5 MB each, at most 3).
 */
export const FEEDBACK_CATEGORIES = ['SUGGESTION', 'GAME', 'DEPOSIT', 'WITHDRAWAL', 'ACCOUNT', 'OTHER'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

export const FEEDBACK_WORDS_MIN = 3;
export const FEEDBACK_WORDS_MAX = 300;
/** Characters: a hard bound whatever the word count (300 words of 10 letters and their spaces fit). */
export const FEEDBACK_CONTENT_MAX_LENGTH = 3300;
export const FEEDBACK_PICTURES_MAX = 3;
export const FEEDBACK_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const FEEDBACK_PICTURE_TYPES = ['image/png', 'image/jpeg'] as const;
/** The operator's reply: at most this many characters. */
export const FEEDBACK_REPLY_MAX_LENGTH = 1000;

/** Words as a reader counts them: runs of non-space characters. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/u).length;
}

export const FeedbackError = {
  contentRequired: 'feedback.content.required',
  contentWords: 'feedback.content.words',
  tooManyPictures: 'feedback.pictures.too.many',
  pictureTooLarge: 'feedback.picture.too.large',
  pictureType: 'feedback.picture.type.invalid',
} as const;
export type FeedbackError = (typeof FeedbackError)[keyof typeof FeedbackError];
