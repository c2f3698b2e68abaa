import { centsToWire } from '../../../../shared/money';
import { DeskRefusal, type DeskOrder } from '../../core/desk-order';
import { redeemRef, type RedeemRow } from './points-repository';
import type { SandboxServices } from '../../core/area-context';

function deskOrder(ctx: SandboxServices, row: RedeemRow): DeskOrder {
  const faceValue = ctx.repos.points.reward(row.rewardId)?.faceValue ?? null;
  const parts = [`${row.rewardName} × ${row.quantity}`, `${row.points} points`];
  if (row.address !== null) parts.push(`ship to ${row.address}`);
  if (row.mobile !== null) parts.push(`mobile ${row.mobile}`);
  if (row.remark !== null) parts.push(`rejected: ${row.remark}`);
  return {
    id: redeemRef(row.id),
    kind: 'points',
    account: row.username,
    // What the reward is worth: a voucher's face value, nothing for goods (their price is in points).
    amount: centsToWire(faceValue === null ? 0 : faceValue * row.quantity),
    fee: centsToWire(0),
    status: row.status,
    channel: row.kind,
    createdAt: row.createdAt,
    settledAt: row.decidedAt,
    detail: parts.join('; '),
  };
}

function decide(ctx: SandboxServices, id: string, status: 'APPROVED' | 'REJECTED', remark: string | null): DeskOrder {
  const match = /^P([1-9][0-9]{0,14})$/.exec(id);
  if (!match) throw DeskRefusal.unknown(id);
  const done = ctx.repos.points.decide(Number(match[1]), status, remark, ctx.clock.now());
  if (done === 'not_found') throw DeskRefusal.unknown(id);
  if (done === 'decided') throw DeskRefusal.settled(id, ctx.repos.points.redeemById(Number(match[1]))!.status);
  return deskOrder(ctx, done);
}

/** The point redemptions (`P…`) the desk lists: the PROCESSING ones oldest first, or the latest of all. */
export const listRedeemsForDesk = (ctx: SandboxServices, status: 'pending' | 'all'): DeskOrder[] =>
  ctx.repos.points.deskRedeems(status).map((row) => deskOrder(ctx, row));

/** Ships the reward: its points and stock were taken when it was redeemed, so nothing else moves. */
export const approveRedeem = (ctx: SandboxServices, id: string): DeskOrder => decide(ctx, id, 'APPROVED', null);

/** Refuses the redemption: its stock and its points go back (a REFUND entry). */
export const rejectRedeem = (ctx: SandboxServices, id: string, reason: string): DeskOrder =>
  decide(ctx, id, 'REJECTED', reason.trim() || 'rejected by the operator');
