/**
 * The refusals of the cashier's calls (HTTP 200, `success: false`, this `errorCode`). The platform's
 * own codes where public material shows them (`invalid.payment.pw`, `not.exists.payment.password`),
 * the rest named in its dotted style. Plain data: the client maps each to a text of its own.
 */
export const CashierError = {
  amountInvalid: 'amount.invalid',
  amountDecimals: 'amount.too.many.decimals',
  amountNotPositive: 'amount.not.positive',
  amountBelowMinimum: 'amount.below.minimum',
  amountAboveMaximum: 'amount.above.maximum',
  amountNotOffered: 'amount.not.offered',
  balanceInsufficient: 'balance.insufficient',
  walletUnknown: 'wallet.not.found',
  walletSame: 'wallet.same',
  singleWallet: 'wallet.single.mode',
  channelUnknown: 'deposit.channel.not.found',
  depositClosed: 'deposit.not.allowed',
  orderUnknown: 'order.not.found',
  orderSettled: 'order.already.settled',
  withdrawTypeUnknown: 'withdraw.type.not.offered',
  withdrawHours: 'withdraw.outside.hours',
  bankCardUnknown: 'bank.card.not.found',
  bankCardHolder: 'bank.card.holder.mismatch',
  bankCardNumber: 'bank.card.number.invalid',
  bankCardDuplicate: 'bank.card.duplicate',
  bankCardLimit: 'bank.card.limit',
  bankUnknown: 'bank.not.found',
  realNameMissing: 'real.name.required',
  paymentPasswordWrong: 'invalid.payment.pw',
  paymentPasswordMissing: 'not.exists.payment.password',
  paymentPasswordExists: 'payment.password.exists',
  paymentPasswordFormat: 'payment.password.format',
  paymentPasswordConfirm: 'payment.password.confirm',
  loginPasswordWrong: 'login.password.incorrect',
  confirmationUnknown: 'confirmation.not.found',
  confirmationClosed: 'confirmation.closed',
  partialAmounts: 'confirmation.amounts.invalid',
  proofRequired: 'proof.required',
  proofType: 'proof.type.invalid',
  proofSize: 'proof.too.large',
  transferTargetInvalid: 'transfer.target.invalid',
  transferUplineClosed: 'transfer.upline.not.allowed',
  trialAccount: 'trial.account',
} as const;
export type CashierError = (typeof CashierError)[keyof typeof CashierError];

/** A proof of non-receipt: png or jpg, at most 5 MB (the same bounds as an activity's images). */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_TYPES = ['image/png', 'image/jpeg'] as const;
