import { centsToWire } from '../../../../shared/money';
import type { LayoutSection } from '../../../../shared/domains/rewards/schemas';
import type { CatalogueHandlers } from '../../plugins/catalogue-routes';
import { requireFlag } from '../../core/refusals';
import type { SandboxServices } from '../../core/area-context';
import { maskName } from '../games';
import { platformDay, prizeView } from './reward-actions';
import { REWARD_MODULE, rewardCaller } from './rewards-handlers';
import {
  achievementView,
  discountTicketView,
  extraClaimView,
  platformWeek,
  questView,
  RANK_BOARD_SIZE,
  settleGoals,
} from './reward-extras';

/**
 * The reward centre's extras: the prize tickets' config, discount tickets, quests and achievements
 * with the member's progress, their rewards still to claim, the daily heartbeat, the week's rank
 * board and the centre's layout (the last two answer guests too).
 */
export function rewardExtrasHandlers(ctx: SandboxServices): CatalogueHandlers {
  const { rewardExtras, rewardGrants, rewards } = ctx.repos;
  const caller = rewardCaller(ctx);

  return {
    'rewards.ticketConfig': ({ session }) => {
      caller(session);
      return {
        ticketTypes: (['SLOT_MACHINE', 'PRIZE_WHEEL'] as const).map((type) => ({
          type,
          prizes: rewards.prizes(type).map(prizeView),
        })),
      };
    },

    'rewards.discountTickets': ({ session }) => {
      const accountId = caller(session);
      const now = ctx.clock.now();
      return rewardExtras.discountTickets(accountId, now).map((row) => discountTicketView(row, now));
    },

    'rewards.quests': ({ session }) => {
      const accountId = caller(session);
      const now = ctx.clock.now();
      return rewardExtras.openQuests(now).map((quest) => questView(ctx, quest, accountId, now));
    },

    'rewards.achievements': ({ session }) => {
      const accountId = caller(session);
      const now = ctx.clock.now();
      return rewardExtras.achievements().map((achievement) => achievementView(ctx, achievement, accountId, now));
    },

    'rewards.unappliedExtra': ({ session }) => {
      const accountId = caller(session);
      const now = ctx.clock.now();
      settleGoals(ctx, accountId, now);
      const claims = rewardGrants
        .list(accountId, 'ISSUED', now)
        .filter((grant) => grant.promotionType === 'QUEST' || grant.promotionType === 'ACHIEVEMENT')
        .map(extraClaimView);
      return { claims };
    },

    'rewards.heartbeat': ({ session }) => {
      const accountId = caller(session);
      const now = ctx.clock.now();
      const day = platformDay(now);
      const recorded = rewardExtras.heartbeat(accountId, day, now);
      return { day, recorded, activeDays: rewardExtras.activeDays(accountId) };
    },

    'rewards.rankBoard': () => {
      requireFlag(ctx, REWARD_MODULE, 'The reward centre');
      const { start, end } = platformWeek(ctx.clock.now());
      return {
        periodStart: start,
        periodEnd: end,
        list: rewardExtras
          .board(start, end, RANK_BOARD_SIZE)
          .map((row, i) => ({ rank: i + 1, account: maskName(row.username), validBet: centsToWire(row.valid) })),
      };
    },

    'rewards.layout': () => {
      requireFlag(ctx, REWARD_MODULE, 'The reward centre');
      const now = ctx.clock.now();
      // A section is laid out while it has something to show, in the reward centre's order.
      const shown: [LayoutSection, boolean][] = [
        ['LOGIN', rewards.loginConfig(now) !== undefined],
        ['QUEST', rewardExtras.openQuests(now).length > 0],
        ['ACHIEVEMENT', rewardExtras.achievements().length > 0],
        ['TICKET', rewards.prizes('SLOT_MACHINE').length + rewards.prizes('PRIZE_WHEEL').length > 0],
        ['RAFFLE', rewards.raffles(now).some((raffle) => raffle.drawnAt === null)],
        ['PROMO_CODE', rewards.visiblePromoCodes().some((code) => code.expiresAt > now)],
        ['RANK_BOARD', true],
      ];
      return shown.filter(([, show]) => show).map(([section], i) => ({ section, sort: i + 1 }));
    },
  };
}
