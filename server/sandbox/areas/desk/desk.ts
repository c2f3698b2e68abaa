import type { FastifyInstance } from 'fastify';
import { approveWithdrawal, listWithdrawalsForDesk, rejectWithdrawal } from '../cashier/withdrawal-desk';
import { approveRedeem, listRedeemsForDesk, rejectRedeem } from '../points/points-desk';
import { approveApplication, listApplicationsForDesk, rejectApplication } from '../promotions/activity-desk';
import { listFeedbackForDesk } from '../feedback/feedback-desk';
import { DeskRefusal, type DeskOrder } from '../../core/desk-order';
import { deskOrderOfDeposit, listDepositsForDesk, settleDeposit } from '../cashier/deposits';

/** Every order the desk lists, deposits, withdrawals and activity applications together, oldest first when pending, else newest first. */
export function listDeskOrders(app: FastifyInstance, status: 'pending' | 'all'): DeskOrder[] {
  const orders = [
    ...listDepositsForDesk(app, status),
    ...listWithdrawalsForDesk(app, status),
    ...listApplicationsForDesk(app, status),
    ...listRedeemsForDesk(app, status),
    // Feedback (F…) is answered with a reply, not approved or rejected: feedback-routes.ts.
    ...listFeedbackForDesk(app, status),
  ];
  return orders.sort((a, b) => (status === 'pending' ? a.createdAt - b.createdAt : b.createdAt - a.createdAt));
}

/** Approves an order by its prefix: a deposit is credited as a manual deposit, a withdrawal is paid out, an application's reward is issued. */
export function approveDeskOrder(app: FastifyInstance, id: string): DeskOrder {
  if (id.startsWith('W')) return approveWithdrawal(app, id);
  if (id.startsWith('P')) return approveRedeem(app, id);
  if (id.startsWith('A')) return approveApplication(app, id);
  if (!id.startsWith('D')) throw DeskRefusal.unknown(id);
  const { order, changed } = settleDeposit(app, id, 'CREDITED', 'DESK', 'manual deposit');
  if (!changed) throw DeskRefusal.settled(id, order.status);
  return deskOrderOfDeposit(order);
}

/** Rejects an order by its prefix: a deposit fails, a withdrawal's amount and fee go back. */
export function rejectDeskOrder(app: FastifyInstance, id: string, reason: string): DeskOrder {
  if (id.startsWith('W')) return rejectWithdrawal(app, id, reason);
  if (id.startsWith('P')) return rejectRedeem(app, id, reason);
  if (id.startsWith('A')) return rejectApplication(app, id, reason);
  if (!id.startsWith('D')) throw DeskRefusal.unknown(id);
  const { order, changed } = settleDeposit(app, id, 'FAILED', 'DESK', reason.trim() || 'rejected by the operator');
  if (!changed) throw DeskRefusal.settled(id, order.status);
  return deskOrderOfDeposit(order);
}
