import type { FastifyInstance } from 'fastify';
import type { CatalogueHandlers } from '../plugins/catalogue-routes';

/** Lottery menus (raw /lgw answers): the regional lottery groups, and the Vietnam regions. */
export function lotteryHandlers(app: FastifyInstance): CatalogueHandlers {
  const lottery = app.repos.lottery;
  return {
    'lottery.menus': ({ payload }) => lottery.menus('SEA', payload.prizeMode),
    'lottery.vnMenus': ({ payload }) => lottery.menus('VN', payload.prizeMode),
  };
}
