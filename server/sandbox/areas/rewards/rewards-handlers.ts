import type { FastifyInstance } from 'fastify';
import { centsToWire } from '../../../../shared/money';
import { RewardError } from '../../../../shared/rewardErrors';
import type { CatalogueHandlers } from '../../plugins/catalogue-routes';
import type { ActiveSession } from '../../repositories/sessions';
import { TRIAL_TYPE } from '../identity/constants';
import { refuse, requireFlag } from '../identity/refusals';
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
 * The reward centre: the issued rewards and their claim, the claimed history, raffles, promo codes,
 * prize tickets, the daily sign-in and the turnover claimed rewards still ask for. Raffles due by
 * the sandbox clock are drawn before any call reads them.
 */
export function rewardsHandlers(app: FastifyInstance): CatalogueHandlers {
  const { accounts, rewardGrants, rewards } = app.repos;

  /** The caller's account id: a real member of a brand with the reward centre. */
  const caller = (session: ActiveSession | null): number => {
    requireFlag(app, REWARD_MODULE, 'The reward centre');
    const account = accounts.byId(session!.accountId)!;
    if (account.type === TRIAL_TYPE) throw refuse(RewardError.trialAccount, 'Please register an account first');
    drawDueRaffles(app, app.clock.now());
    return account.id;
  };

  return {
    'promotions.claimable': ({ session, payload }) => {
      const accountId = caller(session);
      const types = new Set(payload.promotionType.split(','));
      const status = payload.status === 'I' ? 'ISSUED' : 'CLAIMED';
      return rewardGrants
        .list(accountId, status, app.clock.now())
        .filter((grant) => isRewardType(grant.promotionType) && types.has(grant.promotionType))
        .map(rewardView);
    },

    'promotions.claimIssued': ({ session, payload }) => {
      const accountId = caller(session);
      const grant = rewardGrants.byId(payload.promotionClaimId);
      // A reward of another member, or named with another type, is no reward of this member.
      if (!grant || grant.accountId !== accountId || grant.promotionType !== payload.promotionType) throw claimRefusal('not_found');
      const paid = rewardGrants.claim(accountId, grant.id, app.clock.now());
      if (typeof paid === 'string') throw claimRefusal(paid);
      return rewardView(paid);
    },

    'promotions.raffleStatus': ({ session }) => {
      const accountId = caller(session);
      return rewards.raffles(app.clock.now()).map((raffle) => raffleView(app, raffle, accountId));
    },

    'promotions.raffleClaim': ({ session, payload }) => enterRaffle(app, caller(session), payload.promotionId, app.clock.now()),

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

    'promotions.loginPromotion': ({ session }) => loginPromotion(app, caller(session), app.clock.now()),

    'promotions.claimLogin': ({ session }) => claimLogin(app, caller(session), app.clock.now()),

    'promotions.loginConfigHistory': ({ session }) => {
      caller(session);
      return rewards.loginConfigs().map((config) => ({
        configId: config.id,
        effectiveFrom: config.effectiveFrom,
        days: config.days.map((d) => ({ day: d.day, amount: centsToWire(d.amount), turnover: centsToWire(d.turnover) })),
      }));
    },

    'rewards.turnover': ({ session }) => {
      const accountId = caller(session);
      return {
        remaining: centsToWire(rewardGrants.remainingTurnover(accountId, app.clock.now())),
        required: centsToWire(rewards.requiredTurnover(accountId)),
      };
    },
  };
}
