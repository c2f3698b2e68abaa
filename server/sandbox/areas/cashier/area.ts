import type { SandboxArea } from '../../core/sandbox-area';
import { cashierHandlers } from './cashier-handlers';
import { accountRecordHandlers } from './account-record-handlers';
import { memberTransferHandlers } from './member-transfer-handlers';
import { withdrawalHandlers } from './withdrawal-handlers';
import { c2cHandlers } from './c2c-handlers';
import { withdrawalRoutes } from './withdrawal-routes';
import { cashierDevRoutes } from './cashier-dev-routes';
import { paymentRoutes } from './payment-routes';

/**
 * The cashier: the main wallet and the vendors' sub-wallets, transfers between them and between
 * members, deposits with the stand-in payment provider's callback, withdrawals (settings, payout
 * accounts, the withdrawal password, the fee, orders for the operator desk, the receipt
 * confirmation (C2C) of approved ones) and the account record.
 */
export const cashierArea: SandboxArea = {
  name: 'cashier',
  handlers: (ctx) => [
    cashierHandlers(ctx),
    accountRecordHandlers(ctx),
    memberTransferHandlers(ctx),
    withdrawalHandlers(ctx),
    c2cHandlers(ctx),
  ],
  routes: async (scope, ctx) => {
    await scope.register(async (child) => cashierDevRoutes(child, ctx));
    // The callback reads its body as text (the signature covers the exact bytes): a scope of its own.
    await scope.register(async (child) => paymentRoutes(child, ctx));
    await withdrawalRoutes(scope, ctx);
  },
};
