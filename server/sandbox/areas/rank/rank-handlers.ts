import { MissionError } from '../../../../shared/domains/missions/errors';
import { centsToWire } from '../../../../shared/money';
import type { RankProgressValue, RankSummaryValue } from '../../../../shared/domains/rank/schemas';
import type { CatalogueHandlers } from '../../plugins/catalogue-routes';
import { refuse } from '../../core/refusals';
import { evaluateRank, previousPlatformMonth, type RankState } from './rank-engine';
import type { SandboxServices } from '../../core/area-context';

/** The player rank: the levels, the member's level and progress; reading it brings the rank up to date. */
export function rankHandlers(ctx: SandboxServices): CatalogueHandlers {
  const evaluate = (accountId: number): RankState => {
    const state = evaluateRank(ctx, accountId, ctx.clock.now());
    if (!state) throw refuse(MissionError.trialAccount, 'Please register an account first');
    return state;
  };
  return {
    /**
     * The way to the next level: valid bet and deposits, all time, against the next level's
     * (the level's own at the top), and the valid bet of the platform month so far.
     */
    'rank.progress': ({ session }): RankProgressValue => {
      const now = ctx.clock.now();
      const state = evaluate(session!.accountId);
      const held = state.levels.find((l) => l.rankLevel === state.rankLevel)!;
      const next = state.levels.find((l) => l.rankLevel > state.rankLevel);
      const target = next ?? held;
      const { currentStart } = previousPlatformMonth(now);
      const monthly = ctx.repos.records.bets({ accountId: session!.accountId, from: currentStart, to: now + 1 }, null, {
        limit: 0,
        offset: 0,
      }).totals.valid;
      const share = (actual: number, expected: number) => (expected <= 0 ? 100 : Math.min(100, Math.floor((actual * 100) / expected)));
      return {
        playerRankName: held.labelName,
        rankLevel: state.rankLevel,
        nextRankName: next ? next.labelName : null,
        monthlyTurnover: { actual: centsToWire(monthly), expected: centsToWire(0) },
        totalTurnover: { actual: centsToWire(state.validBet), expected: centsToWire(target.turnoverRequired) },
        totalDeposit: { actual: centsToWire(state.deposits), expected: centsToWire(target.depositRequired) },
        playerRankProgress: next
          ? Math.min(share(state.validBet, next.turnoverRequired), share(state.deposits, next.depositRequired))
          : 100,
      };
    },

    'rank.summary': ({ session }): RankSummaryValue => {
      const state = evaluate(session!.accountId);
      const next = state.levels.find((l) => l.rankLevel > state.rankLevel);
      return {
        rankLevel: state.rankLevel,
        levels: state.levels.map((l) => ({
          rankLevel: l.rankLevel,
          labelName: l.labelName,
          color: l.color,
          color2: l.color2,
          depositRequired: centsToWire(l.depositRequired),
          turnoverRequired: centsToWire(l.turnoverRequired),
          upgradeBonus: centsToWire(l.upgradeBonus),
          monthlySalary: centsToWire(l.monthlySalary),
          turnoverMultiplier: l.turnoverMultiplier,
        })),
        deposits: centsToWire(state.deposits),
        validBet: centsToWire(state.validBet),
        nextLevel: next ? next.rankLevel : null,
      };
    },
  };
}
