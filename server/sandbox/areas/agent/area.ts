import type { SandboxArea } from '../../core/sandbox-area';
import { affiliateHandlers } from './affiliate-handlers';
import { announcementsHandlers } from './announcements-handlers';
import { registerDownlineHandlers } from './register-downline-handlers';
import { teamHandlers } from './team-handlers';

/** The agent centre: team overview and reports, the team tree, opening downline accounts, affiliate links, notices. */
export const agentArea: SandboxArea = {
  name: 'agent',
  handlers: ({ app, addresses, identity }) => [
    teamHandlers(app),
    registerDownlineHandlers(app, identity),
    affiliateHandlers(app, addresses),
    announcementsHandlers(app),
  ],
};
