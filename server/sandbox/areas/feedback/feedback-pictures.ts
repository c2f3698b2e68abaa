import { FEEDBACK_PICTURES_MAX, FEEDBACK_PICTURE_MAX_BYTES, FeedbackError } from '../../../../shared/feedbackRules';
import { refuse } from '../identity/refusals';
import { sniffPicture } from '../promotions/pictures';
import type { FeedbackPicture } from './feedback-repository';

const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/i;

/**
 * Reads feedback pictures: at most FEEDBACK_PICTURES_MAX base64 data: URLs, each a PNG or JPEG by
 * its magic bytes (whatever it was declared) of at most FEEDBACK_PICTURE_MAX_BYTES decoded. The
 * first picture that breaks a rule refuses the whole feedback.
 */
export function readFeedbackPictures(dataUrls: readonly string[]): FeedbackPicture[] {
  if (dataUrls.length > FEEDBACK_PICTURES_MAX) {
    throw refuse(FeedbackError.tooManyPictures, `Feedback takes at most ${FEEDBACK_PICTURES_MAX} pictures`);
  }
  return dataUrls.map((dataUrl, i) => {
    const match = DATA_URL.exec(dataUrl.trim());
    if (!match) throw refuse(FeedbackError.pictureType, `Picture ${i + 1} must be a PNG or JPG image`);
    const base64 = match[2];
    // The decoded size is known from the base64 length before decoding anything.
    const size = Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
    if (size > FEEDBACK_PICTURE_MAX_BYTES) throw refuse(FeedbackError.pictureTooLarge, `Picture ${i + 1} is larger than 5 MB`);
    const bytes = Buffer.from(base64, 'base64');
    const mime = sniffPicture(bytes);
    if (mime === null) throw refuse(FeedbackError.pictureType, `Picture ${i + 1} must be a PNG or JPG image`);
    return { mime, bytes };
  });
}
