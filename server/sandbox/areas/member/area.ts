import type { SandboxArea } from '../../core/sandbox-area';
import { memberHandlers } from './member-handlers';

/**
 * The member's own data: who the member is, its icon and its language. The member has no tables of
 * its own: every answer reads or writes identity's account row (ctx.repos.accounts).
 */
export const memberArea: SandboxArea = {
  name: 'member',
  handlers: (ctx) => memberHandlers(ctx),
};
