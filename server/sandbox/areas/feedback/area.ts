import type { SandboxArea } from '../../core/sandbox-area';
import { feedbackHandlers } from './feedback-handlers';
import { feedbackRoutes } from './feedback-routes';

/**
 * Feedback: sent by guests and members with pictures, answered at the operator desk (prefix F,
 * feedback-desk.ts); the member reads the reply in the list and gets an inbox notice.
 */
export const feedbackArea: SandboxArea = {
  name: 'feedback',
  handlers: (ctx) => feedbackHandlers(ctx),
  routes: (scope, ctx) => feedbackRoutes(scope, ctx),
};
