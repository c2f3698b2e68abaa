import type { SandboxArea } from '../../core/sandbox-area';
import { launchHandlers } from './launch-handlers';
import { playRoutes } from './play-routes';

/** Game launches and the launch CDN (`/play`): the demo game pages and the bets they place. */
export const playArea: SandboxArea = {
  name: 'play',
  handlers: (ctx) => launchHandlers(ctx),
  routes: (scope, ctx) => playRoutes(scope, ctx),
};
