import type { SchemasFor } from '../../api/endpoint';
import type { rewardsWire } from './wire';
import {
  ClaimPromoCodePayload,
  ClaimTicketsQuery,
  ClaimableReward,
  PromoCodesValue,
  TicketActionPayload,
  TicketOutcome,
  TicketsValue,
  TurnoverValue,
} from './schemas';

/** Payload and answer schemas of the rewards calls (an empty entry keeps the defaults, see SchemasFor). */
export const rewardsSchemas = {
  'rewards.ticketConfig': {},
  'rewards.claimTickets': { payload: ClaimTicketsQuery, value: TicketsValue },
  'rewards.discountTickets': {},
  'rewards.unappliedExtra': {},
  'rewards.achievements': {},
  'rewards.quests': {},
  'rewards.heartbeat': {},
  'rewards.rankBoard': {},
  'rewards.layout': {},
  'rewards.claimTicket': { payload: TicketActionPayload, value: TicketOutcome },
  'rewards.spinSlotMachine': { payload: TicketActionPayload, value: TicketOutcome },
  'rewards.promoCodes': { value: PromoCodesValue },
  'rewards.claimPromoCode': { payload: ClaimPromoCodePayload, value: ClaimableReward },
  'rewards.turnover': { value: TurnoverValue },
} satisfies SchemasFor<typeof rewardsWire>;
