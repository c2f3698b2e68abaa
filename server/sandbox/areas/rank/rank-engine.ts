import { REWARD_DAY_UTC_OFFSET_MINUTES } from '../../../../shared/domains/rewards/schemas';
import type { RankLevelRow } from './rank-repository';
import { TRIAL_TYPE } from '../../core/accounts';
import type { SandboxServices } from '../../core/area-context';

const OFFSET_MS = REWARD_DAY_UTC_OFFSET_MINUTES * 60_000;

/** An upgrade bonus is one per member and level; a salary one per member and platform month. */
export const upgradeSourceRef = (level: number): string => `rank:${level}`;
export const salarySourceRef = (month: string): string => `rank-salary:${month}`;

/** The platform month (UTC+08:00) before the one `now` falls in: its key (yyyy-mm) and when the current one began. */
export function previousPlatformMonth(now: number): { month: string; currentStart: number } {
  const local = new Date(now + OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  const previous = new Date(Date.UTC(year, month - 1, 1));
  return {
    month: `${previous.getUTCFullYear()}-${String(previous.getUTCMonth() + 1).padStart(2, '0')}`,
    currentStart: Date.UTC(year, month, 1) - OFFSET_MS,
  };
}

/** The highest level whose deposits and valid bet the member has both reached (1 at least). */
export function levelReached(levels: readonly RankLevelRow[], deposits: number, validBet: number): number {
  let reached = 1;
  for (const level of levels)
    if (deposits >= level.depositRequired && validBet >= level.turnoverRequired) reached = Math.max(reached, level.rankLevel);
  return reached;
}

export interface RankState {
  rankLevel: number;
  levels: RankLevelRow[];
  deposits: number;
  validBet: number;
}

/**
 * Brings the member's rank up to date, in one transaction: a level reached by all-time deposits
 * and valid bet raises `club_rank` (a rank never falls) and issues each new level's upgrade bonus
 * (UPGRADE_BONUS, `rank:<level>`); the level held issues its salary for the previous platform month
 * (RANK_SALARY, `rank-salary:<yyyy-mm>`) once that month is over, to a member who existed in it.
 * Issuing is idempotent, so this runs on every read of the rank and after every credited deposit.
 */
export function evaluateRank(ctx: SandboxServices, accountId: number, now: number): RankState | null {
  const { accounts, rank, rewardGrants } = ctx.repos;
  return ctx.db.transaction((): RankState | null => {
    const account = accounts.byId(accountId);
    if (!account || account.type === TRIAL_TYPE) return null;
    const levels = rank.levels();
    const deposits = rank.deposits(accountId);
    const validBet = rank.validBet(accountId);
    const reached = levelReached(levels, deposits, validBet);
    const before = account.clubRank;
    if (reached > before && rank.raise(accountId, reached)) {
      for (const level of levels) {
        if (level.rankLevel <= before || level.rankLevel > reached || level.upgradeBonus <= 0) continue;
        rewardGrants.issue(
          {
            accountId,
            promotionType: 'UPGRADE_BONUS',
            promotionId: level.rankLevel,
            title: `Upgrade bonus: ${level.labelName}`,
            amount: level.upgradeBonus,
            turnover: level.upgradeBonus * level.turnoverMultiplier,
            sourceRef: upgradeSourceRef(level.rankLevel),
          },
          now,
        );
      }
    }
    const rankLevel = Math.max(before, reached);
    const held = levels.find((l) => l.rankLevel === rankLevel);
    const { month, currentStart } = previousPlatformMonth(now);
    if (held && held.monthlySalary > 0 && account.createdAt < currentStart) {
      rewardGrants.issue(
        {
          accountId,
          promotionType: 'RANK_SALARY',
          promotionId: held.rankLevel,
          title: `Rank salary ${month}: ${held.labelName}`,
          amount: held.monthlySalary,
          turnover: held.monthlySalary * held.turnoverMultiplier,
          sourceRef: salarySourceRef(month),
        },
        now,
      );
    }
    return { rankLevel, levels, deposits, validBet };
  })();
}
