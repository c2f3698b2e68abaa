import Type from 'typebox';
import type { SchemasFor } from '../../api/endpoint';
import type { agentWire } from './wire';
import {
  AffiliateLink,
  AffiliateLinksValue,
  AffiliateQuery,
  AgentAnnouncementsValue,
  CreateAffiliateLinkPayload,
  DownlinesQuery,
  DownlinesValue,
  IncomeQuery,
  RegisterDownlinePayload,
  RegisterDownlineResult,
  TeamBettingValue,
  TeamOverview,
  TeamProfitValue,
  TeamRangeQuery,
  TeamReportQuery,
  TeamTransactionsQuery,
  TeamTransactionsValue,
} from './schemas';
import { SettlementsValue } from '../contracts/schemas';

/** Payload and answer schemas of the agent calls (an empty entry keeps the defaults, see SchemasFor). */
export const agentSchemas = {
  'agent.affiliate': { payload: AffiliateQuery, value: Type.Null() },
  'agent.teamOverview': { payload: TeamRangeQuery, value: TeamOverview },
  'agent.registerDownline': { payload: RegisterDownlinePayload, value: RegisterDownlineResult },
  'agent.downlines': { payload: DownlinesQuery, value: DownlinesValue },
  'agent.teamBetting': { payload: TeamReportQuery, value: TeamBettingValue },
  'agent.profitLoss': { payload: TeamReportQuery, value: TeamProfitValue },
  'agent.income': { payload: IncomeQuery, value: SettlementsValue },
  'agent.transactions': { payload: TeamTransactionsQuery, value: TeamTransactionsValue },
  'agent.announcements': { value: AgentAnnouncementsValue },
  'agent.affiliateLinks': { value: AffiliateLinksValue },
  'agent.createAffiliateLink': { payload: CreateAffiliateLinkPayload, value: AffiliateLink },
} satisfies SchemasFor<typeof agentWire>;
