import { centsToWire } from '../../../../shared/money';
import { DeskRefusal, type DeskOrder } from '../../core/desk-order';
import type { ApplicationRow } from './activities-repository';
import type { SandboxServices } from '../../core/area-context';

/** The desk names an application A<id>. */
export const applicationOrderId = (id: number): string => `A${id}`;

/** Where the desk shows picture `seq` (1…3) of an application. */
export const picturePath = (orderId: string, seq: number): string => `/__desk/activity-pictures/${orderId}/${seq}`;

/** The application of a desk id `A<digits>`, or null. */
export function applicationIdOf(orderId: string): number | null {
  const match = /^A([1-9][0-9]{0,15})$/.exec(orderId);
  return match ? Number(match[1]) : null;
}

function deskOrderOf(ctx: SandboxServices, row: ApplicationRow): DeskOrder {
  const { activities, accounts } = ctx.repos;
  const activity = activities.byId(row.activityId)!;
  const id = applicationOrderId(row.id);
  const count = activities.pictureCount(row.id);
  const pictures = Array.from({ length: count }, (_, i) => picturePath(id, i + 1));
  const parts = [row.remarks ? `comment: ${row.remarks}` : 'no comment', `${count} picture(s)`];
  if (row.reason) parts.push(`reason: ${row.reason}`);
  if (row.grantId) parts.push(`reward R${row.grantId}`);
  return {
    id,
    kind: 'activity',
    account: accounts.byId(row.accountId)?.username ?? String(row.accountId),
    amount: centsToWire(activity.rewardAmount),
    fee: '0.00',
    status: row.status,
    channel: activity.title,
    createdAt: row.createdAt,
    settledAt: row.settledAt,
    detail: parts.join('; '),
    pictures,
  };
}

export function listApplicationsForDesk(ctx: SandboxServices, status: 'pending' | 'all'): DeskOrder[] {
  return ctx.repos.activities.applications(status).map((row) => deskOrderOf(ctx, row));
}

function waiting(ctx: SandboxServices, orderId: string): ApplicationRow {
  const id = applicationIdOf(orderId);
  const row = id === null ? undefined : ctx.repos.activities.application(id);
  if (!row) throw DeskRefusal.unknown(orderId);
  if (row.status !== 'PENDING') throw DeskRefusal.settled(orderId, row.status);
  return row;
}

/**
 * Approves an application: in one transaction it becomes APPROVED and the activity's reward is
 * issued to the member as a reward grant (type ACTIVITY, one per application), which the member
 * then claims; nothing is paid until that claim.
 */
export function approveApplication(ctx: SandboxServices, orderId: string): DeskOrder {
  const now = ctx.clock.now();
  const approve = ctx.db.transaction(() => {
    const row = waiting(ctx, orderId);
    const activity = ctx.repos.activities.byId(row.activityId)!;
    const grant = ctx.repos.rewardGrants.issue(
      {
        accountId: row.accountId,
        promotionType: 'ACTIVITY',
        promotionId: activity.id,
        title: activity.title,
        amount: activity.rewardAmount,
        turnover: activity.turnover,
        sourceRef: `activity:${orderId}`,
      },
      now,
    );
    if (!ctx.repos.activities.settle(row.id, 'APPROVED', null, grant.id, now)) throw DeskRefusal.settled(orderId, 'settled');
    return ctx.repos.activities.application(row.id)!;
  });
  return deskOrderOf(ctx, approve());
}

/** Rejects an application with the operator's reason; the member may apply again while the activity is open. */
export function rejectApplication(ctx: SandboxServices, orderId: string, reason: string): DeskOrder {
  const row = waiting(ctx, orderId);
  const why = reason.trim() || 'rejected by the operator';
  if (!ctx.repos.activities.settle(row.id, 'REJECTED', why, null, ctx.clock.now())) throw DeskRefusal.settled(orderId, 'settled');
  return deskOrderOf(ctx, ctx.repos.activities.application(row.id)!);
}
