import { centsToWire } from '../../../../shared/money';
import { DeskRefusal, type DeskOrder } from '../../core/desk-order';
import { deliverNotice } from '../../core/mail-notices';
import { catchUpConfirmations, withdrawalRepo } from './confirmations';
import { orderId, parseId, type WithdrawalRow } from './withdrawal-repository';
import { readSettings } from './withdrawal-settings';
import type { SandboxServices } from '../../core/area-context';

/** Where the desk shows the proof a member sent with a NOT_RECEIVED confirmation. */
export const proofPath = (order: string): string => `/__desk/proofs/${order}`;

function deskOrder(ctx: SandboxServices, row: WithdrawalRow): DeskOrder {
  const repo = withdrawalRepo(ctx);
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

function pendingOrder(ctx: SandboxServices, id: string): WithdrawalRow {
  const n = parseId('W', id);
  const row = n === null ? undefined : withdrawalRepo(ctx).withdrawal(n);
  if (!row) throw DeskRefusal.unknown(id);
  if (row.status !== 'PENDING') throw DeskRefusal.settled(id, row.status);
  return row;
}

/** The withdrawals the desk lists, newest first: the PENDING ones, or every one. */
export function listWithdrawalsForDesk(ctx: SandboxServices, status: 'pending' | 'all'): DeskOrder[] {
  catchUpConfirmations(ctx);
  return withdrawalRepo(ctx)
    .withdrawals(status === 'pending' ? 'PENDING' : 'all')
    .map((row) => deskOrder(ctx, row));
}

/**
 * Pays the withdrawal out: the money left the wallet at submission, so the ledger does not move.
 * With receipt confirmation on, the member then has `c2cTimeoutMinutes` to confirm the receipt.
 */
export function approveWithdrawal(ctx: SandboxServices, id: string): DeskOrder {
  const row = pendingOrder(ctx, id);
  const repo = withdrawalRepo(ctx);
  const now = ctx.clock.now();
  const settings = readSettings(repo);
  const c2c = settings.c2cEnabled ? { deadline: now + settings.c2cTimeoutMinutes * 60_000 } : null;
  if (!repo.approve(row.id, now, c2c)) throw DeskRefusal.settled(id, repo.withdrawal(row.id)!.status);
  deliverNotice(ctx.repos, row.accountId, 'WITHDRAW_APPROVED', { amount: centsToWire(row.amount), orderId: id }, now);
  return deskOrder(ctx, repo.withdrawal(row.id)!);
}

/** Refuses the withdrawal: amount and fee go back to the main wallet in one `withdraw.refund` row. */
export function rejectWithdrawal(ctx: SandboxServices, id: string, reason: string): DeskOrder {
  const row = pendingOrder(ctx, id);
  const repo = withdrawalRepo(ctx);
  const now = ctx.clock.now();
  if (!repo.reject(row.id, reason.trim() || 'rejected by the operator', now)) {
    throw DeskRefusal.settled(id, repo.withdrawal(row.id)!.status);
  }
  deliverNotice(ctx.repos, row.accountId, 'WITHDRAW_REJECTED', { amount: centsToWire(row.amount), orderId: id }, now);
  return deskOrder(ctx, repo.withdrawal(row.id)!);
}
