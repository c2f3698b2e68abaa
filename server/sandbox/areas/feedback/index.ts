/**
 * The feedback area's entry: the area for the list (areas/index.ts) and what other areas use of it; they
 * import it from here only.
 */
export { feedbackArea } from './area';
export { listFeedbackForDesk } from './feedback-desk';
