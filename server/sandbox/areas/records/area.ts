import type { SandboxArea } from '../../core/sandbox-area';
import { recordsHandlers } from './records-handlers';

/** The member's records: betting record, personal profit and loss, bonus details (the account record: the cashier's). */
export const recordsArea: SandboxArea = {
  name: 'records',
  handlers: (ctx) => recordsHandlers(ctx),
};
