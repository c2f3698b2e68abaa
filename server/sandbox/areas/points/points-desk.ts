import type { FastifyInstance } from 'fastify';
import { centsToWire } from '../../../../shared/money';
import { DeskRefusal, type DeskOrder } from '../../core/desk-order';
import { redeemRef, type RedeemRow } from './points-repository';

function deskOrder(app: FastifyInstance, row: RedeemRow): DeskOrder {
  const faceValue = app.repos.points.reward(row.rewardId)?.faceValue ?? null;
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

function decide(app: FastifyInstance, id: string, status: 'APPROVED' | 'REJECTED', remark: string | null): DeskOrder {
  const match = /^P([1-9][0-9]{0,14})$/.exec(id);
  if (!match) throw DeskRefusal.unknown(id);
  const done = app.repos.points.decide(Number(match[1]), status, remark, app.clock.now());
  if (done === 'not_found') throw DeskRefusal.unknown(id);
  if (done === 'decided') throw DeskRefusal.settled(id, app.repos.points.redeemById(Number(match[1]))!.status);
  return deskOrder(app, done);
}

/** The point redemptions (`P…`) the desk lists: the PROCESSING ones oldest first, or the latest of all. */
export const listRedeemsForDesk = (app: FastifyInstance, status: 'pending' | 'all'): DeskOrder[] =>
  app.repos.points.deskRedeems(status).map((row) => deskOrder(app, row));

/** Ships the reward: its points and stock were taken when it was redeemed, so nothing else moves. */
export const approveRedeem = (app: FastifyInstance, id: string): DeskOrder => decide(app, id, 'APPROVED', null);

/** Refuses the redemption: its stock and its points go back (a REFUND entry). */
export const rejectRedeem = (app: FastifyInstance, id: string, reason: string): DeskOrder =>
  decide(app, id, 'REJECTED', reason.trim() || 'rejected by the operator');
