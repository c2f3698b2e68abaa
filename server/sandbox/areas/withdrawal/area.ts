import type { SandboxArea } from '../sandbox-area';
import { c2cHandlers } from './c2c-handlers';
import { withdrawalHandlers } from './withdrawal-handlers';
import { withdrawalRoutes } from './withdrawal-routes';

/**
 * Withdrawal: the settings, payout accounts, the withdrawal password, the fee, orders for the
 * operator desk (withdrawal-desk.ts) and the receipt confirmation (C2C) of approved ones.
 */
export const withdrawalArea: SandboxArea = {
  name: 'withdrawal',
  handlers: ({ app }) => [withdrawalHandlers(app), c2cHandlers(app)],
  routes: (scope) => withdrawalRoutes(scope),
};
