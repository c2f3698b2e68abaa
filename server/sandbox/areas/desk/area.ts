import type { SandboxArea } from '../../core/sandbox-area';
import { deskRoutes } from './desk-routes';

/**
 * The operator desk (`/__desk`, and `/__dev/desk/*`): one list of the orders that wait for the
 * operator in several areas (the cashier's deposits and withdrawals, the promotions area's
 * applications, the points area's redemptions, the feedback area's entries), approved or rejected
 * by their prefix. Not a domain of the platform: the sandbox's stand-in for its back office.
 */
export const deskArea: SandboxArea = {
  name: 'desk',
  routes: async (scope, ctx) => {
    await scope.register(async (child) => deskRoutes(child, ctx));
  },
};
