/**
 * The refusals of the reward centre's calls (HTTP 200, `success: false`, this `errorCode`). The
 * platform's own code where public material shows one (`slot_machine_use_claim_for_final_spin`),
 * the rest named in its dotted style. Plain data: the client maps each to a text of its own.
 */
export const RewardError = {
  rewardUnknown: 'reward.not.found',
  rewardClaimed: 'reward.already.claimed',
  rewardExpired: 'reward.expired',
  promoCodeUnknown: 'promo.code.not.found',
  promoCodeExpired: 'promo.code.expired',
  promoCodeClaimed: 'promo.code.already.claimed',
  promoCodeExhausted: 'promo.code.exhausted',
  ticketUnknown: 'ticket.not.found',
  ticketClaimed: 'ticket.already.claimed',
  ticketExpired: 'ticket.expired',
  ticketNotSlotMachine: 'ticket.not.slot.machine',
  /** A slot machine ticket already spun: its final spin is the claim (PROMOFE_claimTicket). */
  slotMachineFinalSpin: 'slot_machine_use_claim_for_final_spin',
  raffleUnknown: 'raffle.not.found',
  raffleClosed: 'raffle.closed',
  raffleEntered: 'raffle.already.entered',
  loginClaimed: 'login.already.claimed',
  /** A withdrawal while claimed rewards still ask for valid bets. */
  turnoverRemaining: 'withdraw.turnover.remaining',
  trialAccount: 'trial.account',
} as const;
export type RewardError = (typeof RewardError)[keyof typeof RewardError];
