import type { FastifyInstance } from 'fastify';
import type { Announcements } from '../../../../shared/domains/content/schemas';
import type { CatalogueHandlers } from '../../plugins/catalogue-routes';

/** Announcements: only the requested kinds are filled, the others answer as empty lists. */
export function contentHandlers(app: FastifyInstance): CatalogueHandlers {
  const content = app.repos.content;
  return {
    'content.announcements': ({ payload }): Announcements => {
      const types = new Set(payload.types.split(','));
      return {
        banners: types.has('B') ? content.banners() : [],
        player: types.has('PL') ? content.notices() : [],
        popup: types.has('PU') ? content.popups(payload.execution) : [],
        promotion: types.has('PR') ? content.promotions() : [],
      };
    },
  };
}
