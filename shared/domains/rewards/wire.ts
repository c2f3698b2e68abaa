import { relay, type WireSpecs } from '../../api/endpointWire';

/** Rewards: the reward centre (REWCEN3): tickets, quests, the daily sign-in, promo codes, turnover. */
export const rewardsWire = {
  'rewards.ticketConfig': { method: 'GET', path: relay('PROMOFE_getTicketGlobalConfig'), moduleId: 'REWCEN3', token: true, guess: true },
  'rewards.claimTickets': { method: 'GET', path: relay('PROMOFE_getClaimTicketList'), moduleId: 'REWCEN3', token: true },
  'rewards.discountTickets': { method: 'GET', path: relay('PROMOFE_getDiscountTicketList'), moduleId: 'REWCEN3', token: true, guess: true },
  // The go444 client (mobile/assets/receive.js) claims a QUEST entry of this list by its `claimId`; the rest of the shape is the sandbox's.
  'rewards.unappliedExtra': {
    method: 'GET',
    path: relay('PROMOFE_getUnappliedExtraRewardClaimList'),
    moduleId: 'REWCEN3',
    token: true,
    guess: true,
  },
  'rewards.achievements': {
    method: 'GET',
    path: relay('PROMOFE_getAchievementSettingList'),
    moduleId: 'REWCEN3',
    token: true,
    guess: true,
  },
  'rewards.quests': { method: 'GET', path: relay('PROMOFE_getParticipableQuestList'), moduleId: 'REWCEN3', token: true, guess: true },
  'rewards.heartbeat': {
    method: 'POST',
    path: relay('PROMOFE_recordCustomerHeartbeatDaily'),
    moduleId: 'REWCEN3',
    token: true,
    guess: true,
  },
  'rewards.rankBoard': { method: 'GET', path: relay('PROMOFE_getRankBoardList'), moduleId: 'REWCEN3', guess: true },
  'rewards.layout': { method: 'GET', path: relay('PROMOFE_feLayoutPromotion'), moduleId: 'REWCEN3', guess: true },
  'rewards.claimTicket': { method: 'POST', path: relay('PROMOFE_claimTicket'), moduleId: 'REWCEN3', token: true },
  'rewards.spinSlotMachine': { method: 'POST', path: relay('PROMOFE_spinSlotMachine'), moduleId: 'REWCEN3', token: true, guess: true },
  'rewards.promoCodes': { method: 'GET', path: relay('PROMOFE_getPromoCode'), moduleId: 'REWCEN3', token: true },
  'rewards.claimPromoCode': { method: 'POST', path: relay('PROMOFE_claimPromoCode'), moduleId: 'REWCEN3', token: true },
  // What claimed rewards still ask for before a withdrawal: no platform publishes it, so the call is ours.
  'rewards.turnover': { method: 'GET', path: '/wps/gf/rewards/turnover', moduleId: 'REWCEN3', token: true, kind: 'sandbox' },
} as const satisfies WireSpecs;
