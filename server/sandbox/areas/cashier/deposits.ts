import { centsToWire } from '../../../../shared/money';
import { MAIN_WALLET } from '../../core/wallets-repository';
import { deliverNotice } from '../../core/mail-notices';
import { depositOrderId, depositRowId, type DepositOrderRow, type SettledBy } from './cashier-repository';
import { DeskRefusal, type DeskOrder } from '../../core/desk-order';
import { evaluateRank } from '../rank';
import type { SandboxServices } from '../../core/area-context';

/** A deposit order not paid within 30 minutes of its creation expires. */
export const DEPOSIT_LIFETIME_MS = 30 * 60_000;

/** The ledger reason of a credited deposit; its ref is the order id, so an order credits once. */
export const DEPOSIT_REASON = 'deposit';

export type DepositOutcome = 'CREDITED' | 'FAILED';

const SETTLED_BY_TEXT: Record<SettledBy, string> = {
  PROVIDER: 'by the payment provider',
  DESK: 'at the desk (manual deposit)',
  CLOCK: 'unpaid after 30 minutes',
};

export function deskOrderOfDeposit(order: DepositOrderRow): DeskOrder {
  const settled = order.settledBy ? `; settled ${SETTLED_BY_TEXT[order.settledBy]}` : '';
  return {
    id: depositOrderId(order.id),
    kind: 'deposit',
    account: order.username,
    amount: centsToWire(order.amount),
    fee: '0.00',
    status: order.status,
    channel: order.channelName,
    createdAt: order.createdAt,
    settledAt: order.settledAt,
    detail: `bank ${order.bankCode}${settled}${order.note ? `; ${order.note}` : ''}`,
  };
}

/**
 * Settles a pending deposit in one transaction: CREDITED adds the amount to the main wallet
 * (ledger `deposit`, ref = order id) and FAILED moves nothing; either writes the member's mail
 * notice. Orders whose 30 minutes are up expire first. Settling an order again with the outcome
 * it already has changes nothing and answers `changed: false`; any other settled order is refused.
 */
export function settleDeposit(
  ctx: SandboxServices,
  orderId: string,
  outcome: DepositOutcome,
  by: SettledBy,
  note = '',
): { order: DepositOrderRow; changed: boolean } {
  const { cashier, wallets } = ctx.repos;
  const rowId = depositRowId(orderId);
  // Expiring is its own statement: a refusal below rolls the transaction back, and the expiry must stay.
  cashier.expireDue(ctx.clock.now());
  return ctx.db.transaction(() => {
    const now = ctx.clock.now();
    const order = rowId === null ? undefined : cashier.orderById(rowId);
    if (!order) throw DeskRefusal.unknown(orderId);
    if (order.status !== 'PENDING') {
      if (order.status === outcome) return { order, changed: false };
      throw DeskRefusal.settled(orderId, order.status);
    }
    if (outcome === 'CREDITED') wallets.move(order.accountId, MAIN_WALLET, order.amount, DEPOSIT_REASON, orderId, now);
    cashier.settle(order.id, outcome, by, now, note);
    // A credited deposit may reach a rank level: raise it and issue its upgrade bonus now.
    if (outcome === 'CREDITED') evaluateRank(ctx, order.accountId, now);
    deliverNotice(
      ctx.repos,
      order.accountId,
      outcome === 'CREDITED' ? 'DEPOSIT_CREDITED' : 'DEPOSIT_FAILED',
      { amount: centsToWire(order.amount), orderId },
      now,
    );
    return { order: cashier.orderById(order.id)!, changed: true };
  })();
}

/** Deposit orders for the desk: the pending ones, or every recent one (newest first). */
export function listDepositsForDesk(ctx: SandboxServices, status: 'pending' | 'all'): DeskOrder[] {
  ctx.repos.cashier.expireDue(ctx.clock.now());
  const rows = status === 'pending' ? ctx.repos.cashier.pendingOrders() : ctx.repos.cashier.recentOrders(200);
  return rows.map(deskOrderOfDeposit);
}
