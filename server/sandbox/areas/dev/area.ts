import type { SandboxArea } from '../../core/sandbox-area';
import { devRoutes } from './dev-routes';

/** Development helpers under `/__dev` (the sandbox port only: the gateway never proxies them). */
export const devArea: SandboxArea = {
  name: 'dev',
  routes: (scope, ctx) => devRoutes(scope, ctx),
};
