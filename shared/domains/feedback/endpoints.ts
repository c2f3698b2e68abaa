import type { SchemasFor } from '../../api/endpoint';
import type { feedbackWire } from './wire';
import { FeedbackList, FeedbackPayload, FeedbackQuery, FeedbackSent } from './schemas';

/** Payload and answer schemas of the feedback calls. */
export const feedbackSchemas = {
  'feedback.send': { payload: FeedbackPayload, value: FeedbackSent },
  'feedback.mine': { payload: FeedbackQuery, value: FeedbackList },
} satisfies SchemasFor<typeof feedbackWire>;
