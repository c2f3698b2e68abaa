import type { SchemasFor } from '../endpoint';
import type { promotionsWire } from './promotions.wire';
import { LeaderboardValue, MilestonesValue, MissionQuery, MissionSummaryQuery, MissionSummaryValue } from '../../schemas/missions';
import { ActivitiesQuery, ActivitiesValue, Activity, ActivityApplicationPayload, ActivityJoinPayload } from '../../schemas/promotions';
import {
  ClaimIssuedPayload,
  ClaimLoginValue,
  ClaimPromoCodePayload,
  ClaimTicketsQuery,
  ClaimableQuery,
  ClaimableReward,
  ClaimableValue,
  LoginConfigHistoryValue,
  LoginPromotionValue,
  PromoCodesValue,
  Raffle,
  RaffleClaimPayload,
  RaffleStatusValue,
  TicketActionPayload,
  TicketOutcome,
  TicketsValue,
  TurnoverValue,
} from '../../schemas/rewards';

/**
 * Payload and answer schemas of the promotion, reward and mission calls: none modelled yet (an
 * empty entry keeps the defaults, see SchemasFor).
 */
export const promotionsSchemas = {
  'promotions.available': { payload: ActivitiesQuery, value: ActivitiesValue },
  'promotions.merchantAvailable': { payload: ActivitiesQuery, value: ActivitiesValue },
  'promotions.claimList': {},
  'promotions.raffleClaim': { payload: RaffleClaimPayload, value: Raffle },
  'promotions.raffleStatus': { value: RaffleStatusValue },
  'promotions.registerList': {},
  'promotions.claimable': { payload: ClaimableQuery, value: ClaimableValue },
  'promotions.claimIssued': { payload: ClaimIssuedPayload, value: ClaimableReward },
  'promotions.claimLogin': { value: ClaimLoginValue },
  'promotions.loginPromotion': { value: LoginPromotionValue },
  'promotions.loginConfigHistory': { value: LoginConfigHistoryValue },
  'promotions.signUpJoin': { payload: ActivityJoinPayload, value: Activity },
  'promotions.signUpRequestReward': { payload: ActivityApplicationPayload, value: Activity },
  'promotions.cancelTicket': {},
  'promotions.rebateSettings': {},
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
  'missions.summary': { payload: MissionSummaryQuery, value: MissionSummaryValue },
  'missions.leaderboard': { payload: MissionQuery, value: LeaderboardValue },
  'missions.milestones': { payload: MissionQuery, value: MilestonesValue },
} satisfies SchemasFor<typeof promotionsWire>;
