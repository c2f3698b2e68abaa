import type { SchemasFor } from '../endpoint';
import type { feedbackWire } from './feedback.wire';
import { FeedbackList, FeedbackPayload, FeedbackQuery, FeedbackSent } from '../../schemas/feedback';

/** Payload and answer schemas of the feedback calls. */
export const feedbackSchemas = {
  'feedback.send': { payload: FeedbackPayload, value: FeedbackSent },
  'feedback.mine': { payload: FeedbackQuery, value: FeedbackList },
} satisfies SchemasFor<typeof feedbackWire>;
