import type { SchemasFor } from '../../api/endpoint';
import type { rewardsWire } from './wire';
import {
  AchievementsValue,
  ClaimPromoCodePayload,
  ClaimTicketsQuery,
  ClaimableReward,
  DiscountTicketsValue,
  HeartbeatValue,
  LayoutValue,
  PromoCodesValue,
  QuestsValue,
  RankBoardValue,
  TicketActionPayload,
  TicketConfigValue,
  TicketOutcome,
  TicketsValue,
  TurnoverValue,
  UnappliedExtraValue,
} from './schemas';

/** Payload and answer schemas of the rewards calls (an empty entry keeps the defaults, see SchemasFor). */
export const rewardsSchemas = {
  'rewards.ticketConfig': { value: TicketConfigValue },
  'rewards.claimTickets': { payload: ClaimTicketsQuery, value: TicketsValue },
  'rewards.discountTickets': { value: DiscountTicketsValue },
  'rewards.unappliedExtra': { value: UnappliedExtraValue },
  'rewards.achievements': { value: AchievementsValue },
  'rewards.quests': { value: QuestsValue },
  'rewards.heartbeat': { value: HeartbeatValue },
  'rewards.rankBoard': { value: RankBoardValue },
  'rewards.layout': { value: LayoutValue },
  'rewards.claimTicket': { payload: TicketActionPayload, value: TicketOutcome },
  'rewards.spinSlotMachine': { payload: TicketActionPayload, value: TicketOutcome },
  'rewards.promoCodes': { value: PromoCodesValue },
  'rewards.claimPromoCode': { payload: ClaimPromoCodePayload, value: ClaimableReward },
  'rewards.turnover': { value: TurnoverValue },
} satisfies SchemasFor<typeof rewardsWire>;
