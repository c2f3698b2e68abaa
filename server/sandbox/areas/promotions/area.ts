import type { SandboxArea } from '../../core/sandbox-area';
import { promotionsHandlers } from './promotions-handlers';
import { promotionsRoutes } from './promotions-routes';
import { rewardCentreHandlers } from './reward-centre-handlers';

/**
 * The activity centre: activities, members' sign-ups and applications with pictures; the operator
 * desk approves (issuing the reward as a grant) or rejects them (activity-desk.ts, prefix A); and
 * the reward centre's calls named promotions.* (rewards to claim, raffles, the daily sign-in) over
 * the rewards area's grants.
 */
export const promotionsArea: SandboxArea = {
  name: 'promotions',
  handlers: (ctx) => [promotionsHandlers(ctx), rewardCentreHandlers(ctx)],
  routes: (scope, ctx) => promotionsRoutes(scope, ctx),
};
