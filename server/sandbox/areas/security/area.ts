import type { SandboxArea } from '../../core/sandbox-area';
import { securityHandlers } from './security-handlers';

/**
 * The security centre (migration 028): the account overview, binding a mobile number and an e-mail,
 * the real name set once, the sign-in history written by every sign-in, and the displacing sign-in
 * of a session that a sign-in elsewhere ended.
 */
export const securityArea: SandboxArea = {
  name: 'security',
  handlers: (ctx) => securityHandlers(ctx),
};
