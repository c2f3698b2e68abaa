/**
 * The cashier area's entry: the area for the list (areas/index.ts) and what other areas use of it; they
 * import it from here only.
 */
export { cashierArea } from './area';
export { DEPOSIT_CHANNELS } from './cashier-seed';
export { DEPOSIT_LIFETIME_MS, DEPOSIT_REASON, deskOrderOfDeposit, listDepositsForDesk, settleDeposit } from './deposits';
export { verifyPaymentPassword } from './payment-password';
export { approveWithdrawal, listWithdrawalsForDesk, rejectWithdrawal } from './withdrawal-desk';
