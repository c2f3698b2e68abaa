import type { SandboxArea } from '../sandbox-area';
import { cashierHandlers } from './cashier-handlers';
import { cashierDevRoutes } from './cashier-dev-routes';
import { deskRoutes } from './desk-routes';
import { paymentRoutes } from './payment-routes';

/**
 * The cashier: the main wallet and the vendors' sub-wallets, transfers between them, deposits with
 * the stand-in payment provider's callback, and the operator desk (`/__desk`) that settles
 * deposits and withdrawals.
 */
export const cashierArea: SandboxArea = {
  name: 'cashier',
  handlers: ({ app, addresses }) => cashierHandlers(app, addresses),
  routes: async (scope) => {
    await scope.register(deskRoutes);
    await scope.register(cashierDevRoutes);
    // The callback reads its body as text (the signature covers the exact bytes): a scope of its own.
    await scope.register(paymentRoutes);
  },
};
