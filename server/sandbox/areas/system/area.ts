import type { SandboxArea } from '../../core/sandbox-area';
import { systemHandlers } from './system-handlers';
import { downloadRoutes } from './download-routes';
import { serviceChatRoutes } from './service-chat-routes';

/** The platform's own configuration (status, whitelabel, register rules, countries) and the pages its resources open. */
export const systemArea: SandboxArea = {
  name: 'system',
  handlers: (ctx) => systemHandlers(ctx),
  routes: async (scope, ctx) => {
    await downloadRoutes(scope, ctx);
    await serviceChatRoutes(scope);
  },
};
