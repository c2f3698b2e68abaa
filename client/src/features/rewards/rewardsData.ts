import type { Envelope } from '../../../../shared/api/envelopeCore';
import { RewardError } from '../../../../shared/domains/rewards/errors';
import {
  RewardPromotionTypes,
  type ClaimLoginValue,
  type ClaimableReward,
  type ClaimableValue,
  type AchievementsValue,
  type DiscountTicket,
  type DiscountTicketsValue,
  type LoginPromotionValue,
  type QuestsValue,
  type RankBoardValue,
  type PromoCodesValue,
  type Raffle,
  type RaffleStatusValue,
  type TicketOutcome,
  type TicketsValue,
} from '../../../../shared/domains/rewards/schemas';
import { call } from '../../lib/api';
import { failure, type Answer } from '../../lib/load/answer';
import { offers } from '../../lib/stores/offered';
import { loadBalance } from '../../lib/stores/wallet';

const settle = <T>(answer: Envelope<T>): Answer<T> => (answer.success ? { success: true, value: answer.value } : failure(answer));

/** Every type the reward centre lists, as the platform's claim list is asked for them. */
export const ALL_TYPES = RewardPromotionTypes.join(',');

/** The reward centre's refusals, each with a text key under `rewards.errors`. */
const ERROR_KEYS: Readonly<Record<string, string>> = {
  [RewardError.rewardUnknown]: 'rewardUnknown',
  [RewardError.rewardClaimed]: 'rewardClaimed',
  [RewardError.rewardExpired]: 'rewardExpired',
  [RewardError.promoCodeUnknown]: 'promoCodeUnknown',
  [RewardError.promoCodeExpired]: 'promoCodeExpired',
  [RewardError.promoCodeClaimed]: 'promoCodeClaimed',
  [RewardError.promoCodeExhausted]: 'promoCodeExhausted',
  [RewardError.ticketUnknown]: 'ticketUnknown',
  [RewardError.ticketClaimed]: 'ticketClaimed',
  [RewardError.ticketExpired]: 'ticketExpired',
  [RewardError.slotMachineFinalSpin]: 'slotMachineFinalSpin',
  [RewardError.raffleUnknown]: 'raffleUnknown',
  [RewardError.raffleClosed]: 'raffleClosed',
  [RewardError.raffleEntered]: 'raffleEntered',
  [RewardError.loginClaimed]: 'loginClaimed',
};

/** The text key of a refusal the reward centre knows, or null (the platform's own message is shown). */
export const errorKey = (code: string | undefined): string | null => (code ? (ERROR_KEYS[code] ?? null) : null);

export async function loadRewards(status: 'I' | 'C', signal: AbortSignal): Promise<Answer<ClaimableValue>> {
  return settle(await call('promotions.claimable', { promotionType: ALL_TYPES, status }, { signal }));
}

export async function loadLogin(signal: AbortSignal): Promise<Answer<LoginPromotionValue>> {
  return settle(await call('promotions.loginPromotion', {}, { signal }));
}

export async function loadPromoCodes(signal: AbortSignal): Promise<Answer<PromoCodesValue>> {
  return settle(await call('rewards.promoCodes', {}, { signal }));
}

export async function loadTickets(signal: AbortSignal): Promise<Answer<TicketsValue>> {
  return settle(await call('rewards.claimTickets', { isApp: 'N', status: 'AVAILABLE' }, { signal }));
}

export async function loadRaffles(signal: AbortSignal): Promise<Answer<RaffleStatusValue>> {
  return settle(await call('promotions.raffleStatus', {}, { signal }));
}

/** After a payment the balance in the header follows. */
async function paid<T>(answer: Envelope<T>): Promise<Answer<T>> {
  if (answer.success) void loadBalance();
  return settle(answer);
}

export async function claimReward(reward: ClaimableReward): Promise<Answer<ClaimableReward>> {
  return paid(await call('promotions.claimIssued', { promotionClaimId: reward.promotionClaimId, promotionType: reward.promotionType }));
}

export async function claimPromoCode(promoCode: string): Promise<Answer<ClaimableReward>> {
  return paid(await call('rewards.claimPromoCode', { promoCode }));
}

export async function spinSlotMachine(transactionId: string): Promise<Answer<TicketOutcome>> {
  return settle(await call('rewards.spinSlotMachine', { transactionId, isApp: 'N' }));
}

export async function claimTicket(transactionId: string): Promise<Answer<TicketOutcome>> {
  return paid(await call('rewards.claimTicket', { transactionId, isApp: 'N' }));
}

export async function signIn(): Promise<Answer<ClaimLoginValue>> {
  return paid(await call('promotions.claimLogin', {}));
}

export async function enterRaffle(promotionId: number): Promise<Answer<Raffle>> {
  return settle(await call('promotions.raffleClaim', { promotionId }));
}

export async function loadDiscountTickets(signal: AbortSignal): Promise<Answer<DiscountTicketsValue>> {
  return settle(await call('rewards.discountTickets', {}, { signal }));
}

export async function cancelDiscountTicket(ticketId: number): Promise<Answer<DiscountTicket>> {
  return settle(await call('promotions.cancelTicket', { ticketId }));
}

export async function loadQuests(signal: AbortSignal): Promise<Answer<QuestsValue>> {
  return settle(await call('rewards.quests', {}, { signal }));
}

export async function loadAchievements(signal: AbortSignal): Promise<Answer<AchievementsValue>> {
  return settle(await call('rewards.achievements', {}, { signal }));
}

export async function loadRankBoard(signal: AbortSignal): Promise<Answer<RankBoardValue>> {
  return settle(await call('rewards.rankBoard', {}, { signal }));
}

/**
 * Records today's visit (the platform counts a member's day once; the days feed an achievement).
 * True when this visit was the day's first, so what counts the days has changed.
 */
export async function recordHeartbeat(): Promise<boolean> {
  if (!offers(['rewards.heartbeat'])) return false;
  const answer = await call('rewards.heartbeat', {});
  return answer.success && answer.value.recorded;
}
