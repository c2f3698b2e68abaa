import type { AgentAnnouncement } from '../../../../shared/domains/agent/schemas';
import type { CatalogueHandlers } from '../../plugins/catalogue-routes';
import { requireAgent } from './agent-access';
import type { SandboxServices } from '../../core/area-context';

/** The agent centre's notice board: the operator's notices to agents, newest first. */
export function announcementsHandlers(ctx: SandboxServices): CatalogueHandlers {
  return {
    'agent.announcements': ({ session }): AgentAnnouncement[] => {
      requireAgent(ctx, session);
      return ctx.repos.agent.announcements();
    },
  };
}
