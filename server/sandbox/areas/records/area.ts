import type { SandboxArea } from '../sandbox-area';
import { inboxHandlers } from './inbox-handlers';
import { memberTransferHandlers } from './member-transfer-handlers';
import { recordsHandlers } from './records-handlers';

/** The member's records (betting, account, profit and loss, bonus), the inbox and transfers between members. */
export const recordsArea: SandboxArea = {
  name: 'records',
  handlers: ({ app }) => [recordsHandlers(app), inboxHandlers(app), memberTransferHandlers(app)],
};
