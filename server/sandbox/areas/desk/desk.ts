import {
  approveWithdrawal,
  listWithdrawalsForDesk,
  rejectWithdrawal,
  deskOrderOfDeposit,
  listDepositsForDesk,
  settleDeposit,
} from '../cashier';
import { approveRedeem, listRedeemsForDesk, rejectRedeem } from '../points';
import { approveApplication, listApplicationsForDesk, rejectApplication } from '../promotions';
import { listFeedbackForDesk } from '../feedback';
import { DeskRefusal, type DeskOrder } from '../../core/desk-order';
import type { SandboxServices } from '../../core/area-context';

/** Every order the desk lists, deposits, withdrawals and activity applications together, oldest first when pending, else newest first. */
export function listDeskOrders(ctx: SandboxServices, status: 'pending' | 'all'): DeskOrder[] {
  const orders = [
    ...listDepositsForDesk(ctx, status),
    ...listWithdrawalsForDesk(ctx, status),
    ...listApplicationsForDesk(ctx, status),
    ...listRedeemsForDesk(ctx, status),
    // Feedback (F…) is answered with a reply, not approved or rejected: feedback-routes.ts.
    ...listFeedbackForDesk(ctx, status),
  ];
  return orders.sort((a, b) => (status === 'pending' ? a.createdAt - b.createdAt : b.createdAt - a.createdAt));
}

/** Approves an order by its prefix: a deposit is credited as a manual deposit, a withdrawal is paid out, an application's reward is issued. */
export function approveDeskOrder(ctx: SandboxServices, id: string): DeskOrder {
  if (id.startsWith('W')) return approveWithdrawal(ctx, id);
  if (id.startsWith('P')) return approveRedeem(ctx, id);
  if (id.startsWith('A')) return approveApplication(ctx, id);
  if (!id.startsWith('D')) throw DeskRefusal.unknown(id);
  const { order, changed } = settleDeposit(ctx, id, 'CREDITED', 'DESK', 'manual deposit');
  if (!changed) throw DeskRefusal.settled(id, order.status);
  return deskOrderOfDeposit(order);
}

/** Rejects an order by its prefix: a deposit fails, a withdrawal's amount and fee go back. */
export function rejectDeskOrder(ctx: SandboxServices, id: string, reason: string): DeskOrder {
  if (id.startsWith('W')) return rejectWithdrawal(ctx, id, reason);
  if (id.startsWith('P')) return rejectRedeem(ctx, id, reason);
  if (id.startsWith('A')) return rejectApplication(ctx, id, reason);
  if (!id.startsWith('D')) throw DeskRefusal.unknown(id);
  const { order, changed } = settleDeposit(ctx, id, 'FAILED', 'DESK', reason.trim() || 'rejected by the operator');
  if (!changed) throw DeskRefusal.settled(id, order.status);
  return deskOrderOfDeposit(order);
}
