import type { FastifyInstance } from 'fastify';
import { centsToWire } from '../../../../shared/money';
import { RewardError } from '../../../../shared/domains/rewards/errors';
import type { CatalogueHandlers } from '../../plugins/catalogue-routes';
import type { ActiveSession } from '../../repositories/sessions';
import { TRIAL_TYPE } from '../identity/constants';
import { refuse, requireFlag } from '../../core/refusals';
import {
  claimLogin,
  claimPromoCode,
  claimRefusal,
  claimTicket,
  drawDueRaffles,
  enterRaffle,
  isRewardType,
  loginPromotion,
  promoCodeView,
  raffleView,
  rewardView,
  spinSlotMachine,
  ticketView,
} from './reward-actions';

/** The reward centre's module: every call here needs it. */
export const REWARD_MODULE = 'REWCEN3';

/**
 * The caller of a reward-centre call (the rewards area's and the promotions area's): a real member
 * of a brand with the reward centre, answered as the account id once the raffles due by now are drawn.
 */
export function rewardCaller(app: FastifyInstance): (session: ActiveSession | null) => number {
  const { accounts } = app.repos;
  return (session) => {
    requireFlag(app, REWARD_MODULE, 'The reward centre');
    const account = accounts.byId(session!.accountId)!;
    if (account.type === TRIAL_TYPE) throw refuse(RewardError.trialAccount, 'Please register an account first');
    drawDueRaffles(app, app.clock.now());
    return account.id;
  };
}

/**
 * The reward centre's own calls: promo codes, prize tickets and the turnover claimed rewards still
 * ask for (its calls named promotions.*, the rewards to claim, raffles and the daily sign-in, are the
 * promotions area's reward-centre-handlers.ts). Raffles due by the sandbox clock are drawn before any call reads them.
 */
export function rewardsHandlers(app: FastifyInstance): CatalogueHandlers {
  const { rewardGrants, rewards } = app.repos;
  const caller = rewardCaller(app);

  return {
    'rewards.promoCodes': ({ session }) => {
      const accountId = caller(session);
      const claimed = rewards.promoClaimedBy(accountId);
      const now = app.clock.now();
      return rewards.visiblePromoCodes().map((code) => promoCodeView(code, claimed.has(code.id), now));
    },

    'rewards.claimPromoCode': ({ session, payload }) =>
      rewardView(claimPromoCode(app, caller(session), payload.promoCode, app.clock.now())),

    'rewards.claimTickets': ({ session, payload }) => {
      const accountId = caller(session);
      const now = app.clock.now();
      return rewards
        .tickets(accountId, payload.status)
        .map((row) => ticketView(app, row, now))
        .filter((ticket) => ticket.status !== 'EXPIRED');
    },

    'rewards.spinSlotMachine': ({ session, payload }) => spinSlotMachine(app, caller(session), payload.transactionId, app.clock.now()),

    'rewards.claimTicket': ({ session, payload }) => claimTicket(app, caller(session), payload.transactionId, app.clock.now()),

    'rewards.turnover': ({ session }) => {
      const accountId = caller(session);
      return {
        remaining: centsToWire(rewardGrants.remainingTurnover(accountId, app.clock.now())),
        required: centsToWire(rewards.requiredTurnover(accountId)),
      };
    },
  };
}
