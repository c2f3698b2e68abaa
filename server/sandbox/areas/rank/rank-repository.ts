import type { Database } from 'better-sqlite3';
import { TRIAL_TYPE } from '../../core/accounts';

export interface RankLevelRow {
  rankLevel: number;
  labelName: string;
  color: string;
  color2: string;
  depositRequired: number;
  turnoverRequired: number;
  upgradeBonus: number;
  monthlySalary: number;
  turnoverMultiplier: number;
}

const LEVEL = `rank_level AS rankLevel, label_name AS labelName, color, color2, deposit_required AS depositRequired,
  turnover_required AS turnoverRequired, upgrade_bonus AS upgradeBonus, monthly_salary AS monthlySalary,
  turnover_multiplier AS turnoverMultiplier`;

/**
 * The rank levels (migration 027) and what a member's rank is measured on: all-time credited
 * deposits (ledger_days, reason `deposit`) and valid bet (bet_days), both kept by triggers (019).
 */
export function createRankRepository(db: Database) {
  const stmt = {
    levels: db.prepare<[], RankLevelRow>(`SELECT ${LEVEL} FROM rank_levels ORDER BY rank_level`),
    deposits: db
      .prepare<[number], number>(
        "SELECT COALESCE(SUM(money_in - money_out), 0) FROM ledger_days WHERE account_id = ? AND reason = 'deposit'",
      )
      .pluck(),
    validBet: db.prepare<[number], number>('SELECT COALESCE(SUM(valid), 0) FROM bet_days WHERE account_id = ?').pluck(),
    // A rank only rises; trial accounts hold none.
    raise: db.prepare<[number, number, number]>(
      `UPDATE accounts SET club_rank = ? WHERE id = ? AND club_rank < ? AND type <> ${TRIAL_TYPE}`,
    ),
  };
  return {
    levels: (): RankLevelRow[] => stmt.levels.all(),
    deposits: (accountId: number): number => stmt.deposits.get(accountId)!,
    validBet: (accountId: number): number => stmt.validBet.get(accountId)!,
    /** Raises the member's club rank to `level`; false when it is already there or above. */
    raise: (accountId: number, level: number): boolean => stmt.raise.run(level, accountId, level).changes === 1,
  };
}
export type RankRepository = ReturnType<typeof createRankRepository>;
