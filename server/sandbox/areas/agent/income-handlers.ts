import type { FastifyInstance } from 'fastify';
import type { CatalogueHandlers } from '../../plugins/catalogue-routes';
import { contractCaller, settlementsPager } from '../contracts/contracts-handlers';

/** The agent's income: its RECEIVED contract settlements of every kind (behind AGENTPOLICY3), paid up to now. */
export function incomeHandlers(app: FastifyInstance): CatalogueHandlers {
  const caller = contractCaller(app);
  const settlementsPage = settlementsPager(app);
  return {
    'agent.income': ({ session, payload }) => {
      const me = caller(session, 'AGENTPOLICY3');
      const { startTime, endTime, pageNo, pageSize } = payload;
      return settlementsPage({ side: 'RECEIVED', accountId: me.id, kind: null, startTime, endTime }, pageNo, pageSize);
    },
  };
}
