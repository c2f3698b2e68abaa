import { MissionError } from '../../../../shared/domains/missions/errors';
import { centsToWire } from '../../../../shared/money';
import type { RankSummaryValue } from '../../../../shared/domains/rank/schemas';
import type { CatalogueHandlers } from '../../plugins/catalogue-routes';
import { refuse } from '../../core/refusals';
import { evaluateRank } from './rank-engine';
import type { SandboxServices } from '../../core/area-context';

/** The player rank: the levels, the member's level and progress; reading it brings the rank up to date. */
export function rankHandlers(ctx: SandboxServices): CatalogueHandlers {
  return {
    'rank.summary': ({ session }): RankSummaryValue => {
      const state = evaluateRank(ctx, session!.accountId, ctx.clock.now());
      if (!state) throw refuse(MissionError.trialAccount, 'Please register an account first');
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
