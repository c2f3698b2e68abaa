import type { SchemasFor } from '../endpoint';
import type { promotionsWire } from './promotions.wire';

/**
 * Payload and answer schemas of the promotion, reward and mission calls: none modelled yet (an
 * empty entry keeps the defaults, see SchemasFor).
 */
export const promotionsSchemas = {
  'promotions.available': {},
  'promotions.merchantAvailable': {},
  'promotions.claimList': {},
  'promotions.raffleClaim': {},
  'promotions.raffleStatus': {},
  'promotions.registerList': {},
  'promotions.claimable': {},
  'promotions.claimIssued': {},
  'promotions.claimLogin': {},
  'promotions.signUpJoin': {},
  'promotions.signUpRequestReward': {},
  'promotions.cancelTicket': {},
  'promotions.rebateSettings': {},
  'rewards.ticketConfig': {},
  'rewards.claimTickets': {},
  'rewards.discountTickets': {},
  'rewards.unappliedExtra': {},
  'rewards.achievements': {},
  'rewards.quests': {},
  'rewards.heartbeat': {},
  'rewards.rankBoard': {},
  'rewards.layout': {},
  'rewards.claimTicket': {},
  'rewards.spinSlotMachine': {},
  'rewards.promoCodes': {},
  'rewards.claimPromoCode': {},
  'missions.summary': {},
  'missions.leaderboard': {},
  'missions.milestones': {},
} satisfies SchemasFor<typeof promotionsWire>;
