import Type, { type Static } from 'typebox';
import { FEEDBACK_CONTENT_MAX_LENGTH, FEEDBACK_REPLY_MAX_LENGTH } from './rules';
import { RecordPage } from '../records/schemas';

/** FEEDBACK_CATEGORIES as literals (the sandbox assigns one to the other both ways, so they cannot drift). */
export const FeedbackCategory = Type.Union([
  Type.Literal('SUGGESTION'),
  Type.Literal('GAME'),
  Type.Literal('DEPOSIT'),
  Type.Literal('WITHDRAWAL'),
  Type.Literal('ACCOUNT'),
  Type.Literal('OTHER'),
]);

/**
 * `PUT /wps/feedback`: a category, the content and pictures as base64 `data:` URLs. The schema
 * bounds the sizes only; the word count and the pictures' bytes are the platform's checks, which
 * refuse with their own codes (shared/domains/feedback/rules.ts).
 */
export const FeedbackPayload = Type.Object(
  {
    category: FeedbackCategory,
    content: Type.String({ maxLength: FEEDBACK_CONTENT_MAX_LENGTH }),
    pictures: Type.Optional(Type.Array(Type.String({ maxLength: 9_000_000 }), { maxItems: 8 })),
  },
  { additionalProperties: true },
);
export type FeedbackPayload = Static<typeof FeedbackPayload>;

export const FeedbackSent = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const FeedbackQuery = Type.Object(
  {
    pageNo: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  },
  { additionalProperties: true },
);

/** One feedback of the member with the platform's reply once the operator has answered. */
export const FeedbackItem = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  category: FeedbackCategory,
  content: Type.String(),
  pictureCount: Type.Integer({ minimum: 0 }),
  createdAt: Type.Integer({ minimum: 0 }),
  reply: Type.Optional(Type.String({ maxLength: FEEDBACK_REPLY_MAX_LENGTH })),
  repliedAt: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type FeedbackItem = Static<typeof FeedbackItem>;
export const FeedbackList = RecordPage(FeedbackItem, Type.Null());
export type FeedbackList = Static<typeof FeedbackList>;
