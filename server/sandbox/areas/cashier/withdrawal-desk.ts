import type { FastifyInstance } from 'fastify';
import { centsToWire } from '../../../../shared/money';
import { DeskRefusal, type DeskOrder } from '../../core/desk-order';
import { deliverNotice } from '../../core/mail-notices';
import { catchUpConfirmations, withdrawalRepo } from './confirmations';
import { orderId, parseId, type WithdrawalRow } from './withdrawal-repository';
import { readSettings } from './withdrawal-settings';

/** Where the desk shows the proof a member sent with a NOT_RECEIVED confirmation. */
export const proofPath = (order: string): string => `/__desk/proofs/${order}`;

function deskOrder(app: FastifyInstance, row: WithdrawalRow): DeskOrder {
  const repo = withdrawalRepo(app);
  const parts = [`card ${row.channel}`];
  if (row.rejectReason) parts.push(`rejected: ${row.rejectReason}`);
  if (row.confirmationId !== null) {
    const confirmation = repo.confirmation(row.confirmationId)!;
    parts.push(`receipt ${confirmation.status}`);
    if (confirmation.status === 'WAITING') parts.push(`deadline ${new Date(confirmation.deadline).toISOString()}`);
    if (confirmation.status === 'PARTIAL' && confirmation.remainingAmount !== null) {
      parts.push(`received ${centsToWire(confirmation.receivedAmount ?? 0)}, returned ${centsToWire(confirmation.remainingAmount)}`);
    }
    if (confirmation.hasProof) parts.push(`proof ${proofPath(orderId(row.id))}`);
  }
  return {
    id: orderId(row.id),
    kind: 'withdrawal',
    account: row.username,
    amount: centsToWire(row.amount),
    fee: centsToWire(row.fee),
    status: row.status,
    channel: row.channel,
    createdAt: row.createdAt,
    settledAt: row.settledAt,
    detail: parts.join('; '),
  };
}

function pendingOrder(app: FastifyInstance, id: string): WithdrawalRow {
  const n = parseId('W', id);
  const row = n === null ? undefined : withdrawalRepo(app).withdrawal(n);
  if (!row) throw DeskRefusal.unknown(id);
  if (row.status !== 'PENDING') throw DeskRefusal.settled(id, row.status);
  return row;
}

/** The withdrawals the desk lists, newest first: the PENDING ones, or every one. */
export function listWithdrawalsForDesk(app: FastifyInstance, status: 'pending' | 'all'): DeskOrder[] {
  catchUpConfirmations(app);
  return withdrawalRepo(app)
    .withdrawals(status === 'pending' ? 'PENDING' : 'all')
    .map((row) => deskOrder(app, row));
}

/**
 * Pays the withdrawal out: the money left the wallet at submission, so the ledger does not move.
 * With receipt confirmation on, the member then has `c2cTimeoutMinutes` to confirm the receipt.
 */
export function approveWithdrawal(app: FastifyInstance, id: string): DeskOrder {
  const row = pendingOrder(app, id);
  const repo = withdrawalRepo(app);
  const now = app.clock.now();
  const settings = readSettings(repo);
  const c2c = settings.c2cEnabled ? { deadline: now + settings.c2cTimeoutMinutes * 60_000 } : null;
  if (!repo.approve(row.id, now, c2c)) throw DeskRefusal.settled(id, repo.withdrawal(row.id)!.status);
  deliverNotice(app.repos, row.accountId, 'WITHDRAW_APPROVED', { amount: centsToWire(row.amount), orderId: id }, now);
  return deskOrder(app, repo.withdrawal(row.id)!);
}

/** Refuses the withdrawal: amount and fee go back to the main wallet in one `withdraw.refund` row. */
export function rejectWithdrawal(app: FastifyInstance, id: string, reason: string): DeskOrder {
  const row = pendingOrder(app, id);
  const repo = withdrawalRepo(app);
  const now = app.clock.now();
  if (!repo.reject(row.id, reason.trim() || 'rejected by the operator', now)) {
    throw DeskRefusal.settled(id, repo.withdrawal(row.id)!.status);
  }
  deliverNotice(app.repos, row.accountId, 'WITHDRAW_REJECTED', { amount: centsToWire(row.amount), orderId: id }, now);
  return deskOrder(app, repo.withdrawal(row.id)!);
}
