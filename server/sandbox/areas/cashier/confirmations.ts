import { centsToWire } from '../../../../shared/money';
import type { PaymentConfirmation } from '../../../../shared/domains/cashier/schemas';
import { confirmationId, orderId, type ConfirmationRow, type WithdrawalRepository } from './withdrawal-repository';
import type { SandboxServices } from '../../core/area-context';

/** The area's repository (`ctx.repos.withdrawals`). */
export const withdrawalRepo = (ctx: SandboxServices): WithdrawalRepository => ctx.repos.withdrawals;

/**
 * A receipt still WAITING at its deadline counts as received (FORCED; nothing is refunded). Run on
 * the sandbox clock before every read of confirmations, withdrawals or the desk, and on a timer in
 * a running server, so the state is the same whether or not anyone looked in between.
 */
export function catchUpConfirmations(ctx: SandboxServices): void {
  withdrawalRepo(ctx).forceDue(ctx.clock.now());
}

/** How often a running sandbox forces due confirmations without a read. */
export const CONFIRMATION_TIMER_MS = 5_000;

export function confirmationAnswer(row: ConfirmationRow): PaymentConfirmation {
  return {
    transactionId: confirmationId(row.id),
    orderId: orderId(row.withdrawalId),
    amount: centsToWire(row.amount),
    status: row.status,
    approvedAt: row.approvedAt,
    deadline: row.deadline,
    confirmedAt: row.confirmedAt,
    receivedAmount: row.receivedAmount === null ? null : centsToWire(row.receivedAmount),
    remainingAmount: row.remainingAmount === null ? null : centsToWire(row.remainingAmount),
  };
}
