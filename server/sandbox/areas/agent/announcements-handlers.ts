import type { FastifyInstance } from 'fastify';
import type { AgentAnnouncement } from '../../../../shared/domains/agent/schemas';
import type { CatalogueHandlers } from '../../plugins/catalogue-routes';
import { requireAgent } from './agent-access';

/** The agent centre's notice board: the operator's notices to agents, newest first. */
export function announcementsHandlers(app: FastifyInstance): CatalogueHandlers {
  return {
    'agent.announcements': ({ session }): AgentAnnouncement[] => {
      requireAgent(app, session);
      return app.repos.agent.announcements();
    },
  };
}
