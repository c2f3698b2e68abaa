import type { SandboxArea } from '../../core/sandbox-area';
import { pointsHandlers } from './points-handlers';
import { pointsRoutes } from './points-routes';

/** Points and the point mall: balance, rates, rewards, redemptions (decided at the desk), details, conversion to cash. */
export const pointsArea: SandboxArea = {
  name: 'points',
  handlers: (ctx) => pointsHandlers(ctx),
  routes: (scope, ctx) => pointsRoutes(scope, ctx),
};
