/**
 * The refusals of the points calls (HTTP 200, `success: false`, this `errorCode`), named in the
 * platform's dotted style. Wrong withdrawal passwords answer the cashier's `invalid.payment.pw`
 * (shared/domains/cashier/errors.ts), a trial account its `trial.account`. Plain data: the client maps each
 * to a text.
 */
export const PointsError = {
  pointsInsufficient: 'points.insufficient',
  rewardUnknown: 'reward.not.found',
  outOfStock: 'reward.out.of.stock',
  passwordWrong: 'login.password.incorrect',
  addressRequired: 'redeem.address.required',
  mobileInvalid: 'redeem.mobile.invalid',
  belowMinimum: 'points.convert.below.minimum',
  conversionStep: 'points.convert.step',
} as const;
export type PointsError = (typeof PointsError)[keyof typeof PointsError];
