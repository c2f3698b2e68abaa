import type { SandboxArea } from '../sandbox-area';
import { sessionHandlers } from './session-handlers';
import { verificationHandlers } from './verification-handlers';
import { registerHandlers } from './register-handlers';
import { memberHandlers } from './member-handlers';
import { idpRoutes } from './idp-routes';
import { phoneProviderRoutes } from './phone-provider-routes';
import { geetestHandlers } from './geetest-handlers';
import { geetestRoutes } from './geetest-routes';

/**
 * Accounts and who is behind them: sign-in and its checks, SMS codes, registration, recovery, the
 * member's own data (profile, balance, messages), the local identity provider of social sign-in, the phone-authentication provider and the GeeTest stand-in.
 */
export const identityArea: SandboxArea = {
  name: 'identity',
  handlers: ({ app, identity }) => [
    sessionHandlers(app, identity),
    verificationHandlers(app),
    registerHandlers(app, identity),
    memberHandlers(app, identity),
    geetestHandlers(app),
  ],
  routes: async (scope, { addresses }) => {
    await idpRoutes(scope, { addresses });
    await phoneProviderRoutes(scope, { addresses });
    await geetestRoutes(scope);
  },
};
