import type { SandboxArea } from '../../core/sandbox-area';
import { affiliateHandlers } from './affiliate-handlers';
import { announcementsHandlers } from './announcements-handlers';
import { registerDownlineHandlers } from './register-downline-handlers';
import { teamHandlers } from './team-handlers';
import { incomeHandlers } from './income-handlers';

/** The agent centre: team overview and reports, the team tree, opening downline accounts, affiliate links and the invitation check, notices, the income from contracts. */
export const agentArea: SandboxArea = {
  name: 'agent',
  handlers: (ctx) => [
    teamHandlers(ctx),
    registerDownlineHandlers(ctx),
    affiliateHandlers(ctx),
    announcementsHandlers(ctx),
    incomeHandlers(ctx),
  ],
};
