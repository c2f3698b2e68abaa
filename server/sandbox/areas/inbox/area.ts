import type { SandboxArea } from '../../core/sandbox-area';
import { inboxHandlers } from './inbox-handlers';

/** The member's inbox (migration 016's messages): pages, the unread count, reading and deleting; the notices other areas deliver land here. */
export const inboxArea: SandboxArea = {
  name: 'inbox',
  handlers: (ctx) => inboxHandlers(ctx),
};
