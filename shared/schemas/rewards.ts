/**
 * The reward centre's reward types, as the platform's claim list names them
 * (`MCSFE_getClaimPromotion?promotionType=…`), plus ACTIVITY: an activity's reward issued by the
 * operator after its application was approved.
 */
export const RewardPromotionTypes = [
  'MANUAL',
  'RAFFLE',
  'UPGRADE_BONUS',
  'MISSION',
  'NEW_REGISTER',
  'RANK_SALARY',
  'DEPOSIT',
  'FIRST_DEPOSIT',
  'SIGNUP',
  'LUCKY_BET',
  'ACTIVITY',
] as const;
export type RewardPromotionType = (typeof RewardPromotionTypes)[number];
