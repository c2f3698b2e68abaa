import type { FastifyInstance } from 'fastify';
import { centsToWire } from '../../../../shared/money';
import type { PaymentConfirmation } from '../../../../shared/domains/cashier/schemas';
import { confirmationId, orderId, type ConfirmationRow, type WithdrawalRepository } from './withdrawal-repository';

/** The area's repository (`app.repos.withdrawals`). */
export const withdrawalRepo = (app: FastifyInstance): WithdrawalRepository => app.repos.withdrawals;

/**
 * A receipt still WAITING at its deadline counts as received (FORCED; nothing is refunded). Run on
 * the sandbox clock before every read of confirmations, withdrawals or the desk, and on a timer in
 * a running server, so the state is the same whether or not anyone looked in between.
 */
export function catchUpConfirmations(app: FastifyInstance): void {
  withdrawalRepo(app).forceDue(app.clock.now());
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
