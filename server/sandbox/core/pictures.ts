import type { ACTIVITY_PICTURE_TYPES } from '../../../shared/domains/promotions/errors';
import { PlatformError } from './errors';

/** A business refusal (HTTP 200, `success: false`). */
const refuse = (errorCode: string, message: string) => new PlatformError(errorCode, message);

export type PictureType = (typeof ACTIVITY_PICTURE_TYPES)[number];
export interface Picture {
  mime: PictureType;
  bytes: Buffer;
}

/** One call's picture rules: how many and how large, what it is called in a refusal, its refusal codes. */
export interface PictureRules {
  max: number;
  maxBytes: number;
  /** "An application", "Feedback": the start of the too-many refusal. */
  what: string;
  errors: { tooMany: string; tooLarge: string; type: string };
}

const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/i;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);

/** What the bytes are, by their magic number: a name or a declared type alone proves nothing. */
export function sniffPicture(bytes: Buffer): PictureType | null {
  if (bytes.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) return 'image/png';
  if (bytes.subarray(0, JPEG_MAGIC.length).equals(JPEG_MAGIC)) return 'image/jpeg';
  return null;
}

/**
 * Reads a call's pictures: at most `max` base64 data: URLs, each a PNG or JPEG by its magic bytes
 * (whatever it was called or declared) of at most `maxBytes` decoded. The first picture that breaks
 * a rule refuses the whole call.
 */
export function readPictures(dataUrls: readonly string[], rules: PictureRules): Picture[] {
  if (dataUrls.length > rules.max) throw refuse(rules.errors.tooMany, `${rules.what} takes at most ${rules.max} pictures`);
  return dataUrls.map((dataUrl, i) => {
    const match = DATA_URL.exec(dataUrl.trim());
    if (!match) throw refuse(rules.errors.type, `Picture ${i + 1} must be a PNG or JPG image`);
    // The decoded size is known from the base64 length before decoding anything.
    const base64 = match[2];
    const size = Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
    if (size > rules.maxBytes) throw refuse(rules.errors.tooLarge, `Picture ${i + 1} is larger than ${rules.maxBytes / (1024 * 1024)} MB`);
    const bytes = Buffer.from(base64, 'base64');
    const mime = sniffPicture(bytes);
    if (mime === null) throw refuse(rules.errors.type, `Picture ${i + 1} must be a PNG or JPG image`);
    return { mime, bytes };
  });
}
