import type { CatalogueHandlers } from '../../plugins/catalogue-routes';
import { contractCaller, settlementsPager } from '../contracts';
import type { SandboxServices } from '../../core/area-context';

/** The agent's income: its RECEIVED contract settlements of every kind (behind AGENTPOLICY3), paid up to now. */
export function incomeHandlers(ctx: SandboxServices): CatalogueHandlers {
  const caller = contractCaller(ctx);
  const settlementsPage = settlementsPager(ctx);
  return {
    'agent.income': ({ session, payload }) => {
      const me = caller(session, 'AGENTPOLICY3');
      const { startTime, endTime, pageNo, pageSize } = payload;
      return settlementsPage({ side: 'RECEIVED', accountId: me.id, kind: null, startTime, endTime }, pageNo, pageSize);
    },
  };
}
