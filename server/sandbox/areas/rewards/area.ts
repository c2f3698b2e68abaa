import type { SandboxArea } from '../../core/sandbox-area';
import { rewardsHandlers } from './rewards-handlers';

/** The reward centre: claimable rewards, raffles, promo codes, prize tickets, the daily sign-in and the turnover owed. */
export const rewardsArea: SandboxArea = {
  name: 'rewards',
  handlers: (ctx) => rewardsHandlers(ctx),
};
