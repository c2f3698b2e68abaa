import type { SandboxArea } from '../../core/sandbox-area';
import { rsaKeyHandlers } from './rsa-key-handlers';
import { sessionHandlers } from './session-handlers';
import { verificationHandlers } from './verification-handlers';
import { registerHandlers } from './register-handlers';
import { passwordHandlers } from './password-handlers';
import { idpRoutes } from './idp-routes';
import { phoneProviderRoutes } from './phone-provider-routes';
import { geetestHandlers } from './geetest-handlers';
import { geetestRoutes } from './geetest-routes';

/**
 * Accounts and who is behind them: the RSA modulus of encrypted calls, sign-in and its checks, SMS
 * codes, registration, passwords and their recovery, the local identity provider of social sign-in,
 * the phone-authentication provider and the GeeTest stand-in.
 */
export const identityArea: SandboxArea = {
  name: 'identity',
  handlers: (ctx) => [
    rsaKeyHandlers(ctx),
    sessionHandlers(ctx),
    verificationHandlers(ctx),
    registerHandlers(ctx),
    passwordHandlers(ctx),
    geetestHandlers(ctx),
  ],
  routes: async (scope, ctx) => {
    await idpRoutes(scope, ctx);
    await phoneProviderRoutes(scope, ctx);
    await geetestRoutes(scope, ctx);
  },
};
