import { centsToWire } from '../../../../shared/money';
import { RewardError } from '../../../../shared/domains/rewards/errors';
import type { CatalogueHandlers } from '../../plugins/catalogue-routes';
import type { ActiveSession } from '../../repositories/sessions';
import { refuse, requireFlag } from '../../core/refusals';
import { claimPromoCode, claimTicket, drawDueRaffles, promoCodeView, rewardView, spinSlotMachine, ticketView } from './reward-actions';
import { TRIAL_TYPE } from '../../core/accounts';
import type { SandboxServices } from '../../core/area-context';

/** The reward centre's module: every call here needs it. */
export const REWARD_MODULE = 'REWCEN3';

/**
 * The caller of a reward-centre call (the rewards area's and the promotions area's): a real member
 * of a brand with the reward centre, answered as the account id once the raffles due by now are drawn.
 */
export function rewardCaller(ctx: SandboxServices): (session: ActiveSession | null) => number {
  const { accounts } = ctx.repos;
  return (session) => {
    requireFlag(ctx, REWARD_MODULE, 'The reward centre');
    const account = accounts.byId(session!.accountId)!;
    if (account.type === TRIAL_TYPE) throw refuse(RewardError.trialAccount, 'Please register an account first');
    drawDueRaffles(ctx, ctx.clock.now());
    return account.id;
  };
}

/**
 * The reward centre's own calls: promo codes, prize tickets and the turnover claimed rewards still
 * ask for (its calls named promotions.*, the rewards to claim, raffles and the daily sign-in, are the
 * promotions area's reward-centre-handlers.ts). Raffles due by the sandbox clock are drawn before any call reads them.
 */
export function rewardsHandlers(ctx: SandboxServices): CatalogueHandlers {
  const { rewardGrants, rewards } = ctx.repos;
  const caller = rewardCaller(ctx);

  return {
    'rewards.promoCodes': ({ session }) => {
      const accountId = caller(session);
      const claimed = rewards.promoClaimedBy(accountId);
      const now = ctx.clock.now();
      return rewards.visiblePromoCodes().map((code) => promoCodeView(code, claimed.has(code.id), now));
    },

    'rewards.claimPromoCode': ({ session, payload }) =>
      rewardView(claimPromoCode(ctx, caller(session), payload.promoCode, ctx.clock.now())),

    'rewards.claimTickets': ({ session, payload }) => {
      const accountId = caller(session);
      const now = ctx.clock.now();
      return rewards
        .tickets(accountId, payload.status)
        .map((row) => ticketView(ctx, row, now))
        .filter((ticket) => ticket.status !== 'EXPIRED');
    },

    'rewards.spinSlotMachine': ({ session, payload }) => spinSlotMachine(ctx, caller(session), payload.transactionId, ctx.clock.now()),

    'rewards.claimTicket': ({ session, payload }) => claimTicket(ctx, caller(session), payload.transactionId, ctx.clock.now()),

    'rewards.turnover': ({ session }) => {
      const accountId = caller(session);
      return {
        remaining: centsToWire(rewardGrants.remainingTurnover(accountId, ctx.clock.now())),
        required: centsToWire(rewards.requiredTurnover(accountId)),
      };
    },
  };
}
