import Type from 'typebox';
import type { SchemasFor } from '../endpoint';
import type { agentWire } from './agent.wire';
import { AffiliateQuery } from '../../schemas/identity';
import { MemberTransferPayload, MemberTransferResult } from '../../schemas/cashier';

/** Payload and answer schemas of the agent calls (an empty entry keeps the defaults, see SchemasFor). */
export const agentSchemas = {
  'agent.affiliate': { payload: AffiliateQuery, value: Type.Null() },
  'agent.teamOverview': {},
  'agent.registerDownline': {},
  'agent.downlines': {},
  'agent.teamBetting': {},
  'agent.profitLoss': {},
  'agent.income': {},
  'agent.transactions': {},
  'agent.announcements': {},
  'agent.transferDownline': { payload: MemberTransferPayload, value: MemberTransferResult },
  'agent.transferUpline': { payload: MemberTransferPayload, value: MemberTransferResult },
} satisfies SchemasFor<typeof agentWire>;
