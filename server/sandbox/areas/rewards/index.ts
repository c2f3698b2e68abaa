/**
 * The rewards area's entry: the area for the list (areas/index.ts) and what other areas use of it; they
 * import it from here only.
 */
export { rewardsArea } from './area';
export { claimLogin, claimRefusal, enterRaffle, isRewardType, loginPromotion, raffleView, rewardView } from './reward-actions';
export { createRewardGrantsRepository, type RewardGrantRow } from './reward-grants-repository';
export { rewardCaller } from './rewards-handlers';
export { cancelDiscountTicket, rebateSettings } from './reward-extras';
