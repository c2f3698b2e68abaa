import type { SandboxArea } from '../../core/sandbox-area';
import { securityHandlers } from './security-handlers';

/**
 * The security centre (migration 028): the account overview (with the sign-in before the current
 * one, from the sign-ins every sign-in writes), binding a mobile number and an e-mail, the real name
 * set once. The sign-in list and the displacing sign-in are the gateway's edge calls.
 */
export const securityArea: SandboxArea = {
  name: 'security',
  handlers: (ctx) => securityHandlers(ctx),
};
