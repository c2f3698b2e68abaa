import type { Database } from 'better-sqlite3';
import type { MissionGoal, MissionStatus } from '../../../../shared/domains/missions/schemas';
import { TRIAL_TYPE } from '../../core/accounts';

/** bet_quarters buckets time by quarter hours (migration 019); mission windows start and end on one. */
export const QUARTER_MS = 900_000;

export interface MissionRow {
  id: number;
  title: string;
  goal: MissionGoal;
  startAt: number;
  endAt: number;
}

export interface MilestoneRow {
  missionId: number;
  milestone: number;
  /** Bets for BET_COUNT, cents otherwise. */
  target: number;
  reward: number;
  turnoverMultiplier: number;
}

export interface NewMission {
  title: string;
  goal: MissionGoal;
  startAt: number;
  endAt: number;
  milestones: ReadonlyArray<{ target: number; reward: number; turnoverMultiplier: number }>;
}

export interface Standing {
  accountId: number;
  username: string;
  value: number;
}

const MISSION = 'id, title, goal, start_at AS startAt, end_at AS endAt';
const MILESTONE = 'mission_id AS missionId, milestone, target, reward, turnover_multiplier AS turnoverMultiplier';

/**
 * Missions, their milestones, and each member's measure over a mission's window: settled bets
 * and their valid bet from bet_quarters (game rounds when played, lottery orders once WON or LOST),
 * credited deposits from the ledger (reason `deposit`).
 */
export function createMissionsRepository(db: Database) {
  const range = (m: MissionRow) => ({ qFrom: m.startAt / QUARTER_MS, qTo: m.endAt / QUARTER_MS, from: m.startAt, to: m.endAt });
  const stmt = {
    insert: db.prepare<[string, string, number, number], { id: number }>(
      'INSERT INTO missions (title, goal, start_at, end_at) VALUES (?, ?, ?, ?) RETURNING id',
    ),
    insertMilestone: db.prepare(
      'INSERT INTO mission_milestones (mission_id, milestone, target, reward, turnover_multiplier) VALUES (?, ?, ?, ?, ?)',
    ),
    byId: db.prepare<[number], MissionRow>(`SELECT ${MISSION} FROM missions WHERE id = ?`),
    open: db.prepare<[number, number, number, number], MissionRow>(
      `SELECT ${MISSION} FROM missions WHERE start_at <= ? AND end_at > ? ORDER BY end_at, id LIMIT ? OFFSET ?`,
    ),
    openCount: db.prepare<[number, number], number>('SELECT COUNT(*) FROM missions WHERE start_at <= ? AND end_at > ?').pluck(),
    ended: db.prepare<[number, number, number], MissionRow>(
      `SELECT ${MISSION} FROM missions WHERE end_at <= ? ORDER BY end_at DESC, id DESC LIMIT ? OFFSET ?`,
    ),
    endedCount: db.prepare<[number], number>('SELECT COUNT(*) FROM missions WHERE end_at <= ?').pluck(),
    milestones: db.prepare<[number], MilestoneRow>(`SELECT ${MILESTONE} FROM mission_milestones WHERE mission_id = ? ORDER BY milestone`),
    bets: db
      .prepare<{ accountId: number; qFrom: number; qTo: number }, number>(
        `SELECT COALESCE(SUM(settled), 0) FROM bet_quarters WHERE account_id = @accountId AND quarter >= @qFrom AND quarter < @qTo`,
      )
      .pluck(),
    valid: db
      .prepare<{ accountId: number; qFrom: number; qTo: number }, number>(
        `SELECT COALESCE(SUM(valid), 0) FROM bet_quarters WHERE account_id = @accountId AND quarter >= @qFrom AND quarter < @qTo`,
      )
      .pluck(),
    deposits: db
      .prepare<{ accountId: number; from: number; to: number }, number>(
        `SELECT COALESCE(SUM(amount), 0) FROM ledger INDEXED BY ledger_account_time
          WHERE account_id = @accountId AND created_at >= @from AND created_at < @to AND reason = 'deposit'`,
      )
      .pluck(),
    // Standings: every non-trial member with progress, best first; ties go to the older account.
    betStandings: db.prepare<{ qFrom: number; qTo: number }, Standing>(
      `SELECT q.account_id AS accountId, a.username, SUM(q.settled) AS value
        FROM bet_quarters q INDEXED BY bet_quarters_time JOIN accounts a ON a.id = q.account_id
        WHERE q.quarter >= @qFrom AND q.quarter < @qTo AND a.type <> ${TRIAL_TYPE}
        GROUP BY q.account_id HAVING value > 0 ORDER BY value DESC, q.account_id`,
    ),
    validStandings: db.prepare<{ qFrom: number; qTo: number }, Standing>(
      `SELECT q.account_id AS accountId, a.username, SUM(q.valid) AS value
        FROM bet_quarters q INDEXED BY bet_quarters_time JOIN accounts a ON a.id = q.account_id
        WHERE q.quarter >= @qFrom AND q.quarter < @qTo AND a.type <> ${TRIAL_TYPE}
        GROUP BY q.account_id HAVING value > 0 ORDER BY value DESC, q.account_id`,
    ),
    depositStandings: db.prepare<{ from: number; to: number }, Standing>(
      `SELECT l.account_id AS accountId, a.username, SUM(l.amount) AS value
        FROM ledger l INDEXED BY ledger_reason_time JOIN accounts a ON a.id = l.account_id
        WHERE l.reason = 'deposit' AND l.created_at >= @from AND l.created_at < @to AND a.type <> ${TRIAL_TYPE}
        GROUP BY l.account_id HAVING value > 0 ORDER BY value DESC, l.account_id`,
    ),
  };

  return {
    /** Adds a mission and its milestones (targets rising), in one transaction; answers its id. */
    create: db.transaction((mission: NewMission): number => {
      if (mission.milestones.length === 0) throw new RangeError(`Mission "${mission.title}" has no milestone`);
      mission.milestones.forEach((m, i) => {
        if (i > 0 && m.target <= mission.milestones[i - 1]!.target) throw new RangeError('Milestone targets rise');
      });
      const { id } = stmt.insert.get(mission.title, mission.goal, mission.startAt, mission.endAt)!;
      mission.milestones.forEach((m, i) => stmt.insertMilestone.run(id, i + 1, m.target, m.reward, m.turnoverMultiplier));
      return id;
    }),
    byId: (id: number): MissionRow | undefined => stmt.byId.get(id),
    /** One page of the open (started, not ended: ending soonest first) or ended (latest first) missions, and their count. */
    page(status: MissionStatus, now: number, limit: number, offset: number): { rows: MissionRow[]; total: number } {
      return status === 'O'
        ? { rows: stmt.open.all(now, now, limit, offset), total: stmt.openCount.get(now, now)! }
        : { rows: stmt.ended.all(now, limit, offset), total: stmt.endedCount.get(now)! };
    },
    milestones: (missionId: number): MilestoneRow[] => stmt.milestones.all(missionId),
    /** The member's measure over the mission's window: bets, or cents of valid bet or deposits. */
    progress(mission: MissionRow, accountId: number): number {
      const r = range(mission);
      if (mission.goal === 'BET_COUNT') return stmt.bets.get({ accountId, qFrom: r.qFrom, qTo: r.qTo })!;
      if (mission.goal === 'TURNOVER') return stmt.valid.get({ accountId, qFrom: r.qFrom, qTo: r.qTo })!;
      return stmt.deposits.get({ accountId, from: r.from, to: r.to })!;
    },
    /** Every member with progress in the mission's window, best first. */
    standings(mission: MissionRow): Standing[] {
      const r = range(mission);
      if (mission.goal === 'BET_COUNT') return stmt.betStandings.all({ qFrom: r.qFrom, qTo: r.qTo });
      if (mission.goal === 'TURNOVER') return stmt.validStandings.all({ qFrom: r.qFrom, qTo: r.qTo });
      return stmt.depositStandings.all({ from: r.from, to: r.to });
    },
  };
}
export type MissionsRepository = ReturnType<typeof createMissionsRepository>;
