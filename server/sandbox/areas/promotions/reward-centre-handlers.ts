import { centsToWire } from '../../../../shared/money';
import type { CatalogueHandlers } from '../../plugins/catalogue-routes';
import {
  cancelDiscountTicket,
  claimLogin,
  claimRefusal,
  enterRaffle,
  isRewardType,
  loginPromotion,
  raffleView,
  rebateSettings,
  rewardCaller,
  rewardView,
} from '../rewards';
import type { SandboxServices } from '../../core/area-context';

/**
 * The reward centre's calls named promotions.*: the member's rewards to claim and their claim, the
 * claimed history, raffles, the daily sign-in with its configs, cancelling a discount ticket and the
 * member's rebate rates. The grants, raffles and sign-ins are the rewards
 * area's (module REWCEN3); raffles due by the sandbox clock are drawn before any call reads them.
 */
export function rewardCentreHandlers(ctx: SandboxServices): CatalogueHandlers {
  const { rewardGrants, rewards } = ctx.repos;
  const caller = rewardCaller(ctx);

  return {
    'promotions.claimable': ({ session, payload }) => {
      const accountId = caller(session);
      // Left out (as the go444 client does), the list holds every type.
      const types = payload.promotionType === undefined ? null : new Set(payload.promotionType.split(','));
      const status = payload.status === 'I' ? 'ISSUED' : 'CLAIMED';
      return rewardGrants
        .list(accountId, status, ctx.clock.now())
        .filter((grant) => isRewardType(grant.promotionType) && (types === null || types.has(grant.promotionType)))
        .map(rewardView);
    },

    'promotions.claimIssued': ({ session, payload }) => {
      const accountId = caller(session);
      const grant = rewardGrants.byId(payload.promotionClaimId);
      // A reward of another member, or named with another type, is no reward of this member.
      if (!grant || grant.accountId !== accountId || grant.promotionType !== payload.promotionType) throw claimRefusal('not_found');
      const paid = rewardGrants.claim(accountId, grant.id, ctx.clock.now());
      if (typeof paid === 'string') throw claimRefusal(paid);
      return rewardView(paid);
    },

    // The member's claims, newest first: every reward the member has claimed.
    'promotions.claimList': ({ session }) => {
      const accountId = caller(session);
      return rewardGrants
        .list(accountId, 'CLAIMED', ctx.clock.now())
        .filter((grant) => isRewardType(grant.promotionType))
        .map(rewardView);
    },

    // A discount ticket leaves the member's list; it holds no money, so nothing is paid back.
    'promotions.cancelTicket': ({ session, payload }) => cancelDiscountTicket(ctx, caller(session), payload.ticketId, ctx.clock.now()),

    'promotions.rebateSettings': ({ session, payload }) => rebateSettings(ctx, caller(session), payload.productType),

    'promotions.raffleStatus': ({ session }) => {
      const accountId = caller(session);
      return rewards.raffles(ctx.clock.now()).map((raffle) => raffleView(ctx, raffle, accountId));
    },

    'promotions.raffleClaim': ({ session, payload }) => enterRaffle(ctx, caller(session), payload.promotionId, ctx.clock.now()),

    'promotions.loginPromotion': ({ session }) => loginPromotion(ctx, caller(session), ctx.clock.now()),

    'promotions.claimLogin': ({ session }) => claimLogin(ctx, caller(session), ctx.clock.now()),

    'promotions.loginConfigHistory': ({ session }) => {
      caller(session);
      return rewards.loginConfigs().map((config) => ({
        configId: config.id,
        effectiveFrom: config.effectiveFrom,
        days: config.days.map((d) => ({ day: d.day, amount: centsToWire(d.amount), turnover: centsToWire(d.turnover) })),
      }));
    },
  };
}
