import type { SandboxArea } from '../../core/sandbox-area';
import { promotionsHandlers } from './promotions-handlers';
import { promotionsRoutes } from './promotions-routes';

/**
 * The activity centre: activities, members' sign-ups and applications with pictures; the operator
 * desk approves (issuing the reward as a grant) or rejects them (activity-desk.ts, prefix A).
 */
export const promotionsArea: SandboxArea = {
  name: 'promotions',
  handlers: ({ app }) => promotionsHandlers(app),
  routes: (scope) => promotionsRoutes(scope),
};
