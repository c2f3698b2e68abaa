import type { SandboxArea } from '../../core/sandbox-area';
import { protectionHandlers } from './protection-handlers';

/**
 * Player protection: limits, the session limit, the reality check's interval, breaks and
 * self-exclusion. Deposits, bets and sign-ins call `ctx.repos.protection.check…` to enforce them.
 */
export const protectionArea: SandboxArea = {
  name: 'protection',
  handlers: (ctx) => protectionHandlers(ctx),
};
