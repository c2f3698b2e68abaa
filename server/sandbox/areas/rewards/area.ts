import type { SandboxArea } from '../../core/sandbox-area';
import { rewardsHandlers } from './rewards-handlers';
import { rewardExtrasHandlers } from './reward-extras-handlers';

/**
 * The reward centre: claimable rewards, raffles, promo codes, prize tickets, the daily sign-in, the
 * turnover owed, and the extras: discount tickets, quests, achievements, the heartbeat, the rank board.
 */
export const rewardsArea: SandboxArea = {
  name: 'rewards',
  handlers: (ctx) => [rewardsHandlers(ctx), rewardExtrasHandlers(ctx)],
};
