import type { Database } from 'better-sqlite3';
import type { AchievementMeasure, ProductType, QuestGoal } from '../../../../shared/domains/rewards/schemas';
import { TRIAL_TYPE } from '../../core/accounts';

/** bet_quarters buckets time by quarter hours (migration 019); quest windows start and end on one. */
const QUARTER_MS = 900_000;

export interface QuestRow {
  id: number;
  title: string;
  goal: QuestGoal;
  productType: ProductType | null;
  target: number;
  reward: number;
  turnover: number;
  startAt: number;
  endAt: number;
}

export interface AchievementRow {
  id: number;
  title: string;
  measure: AchievementMeasure;
  target: number;
  reward: number;
  turnover: number;
}

export interface DiscountTicketRow {
  id: number;
  accountId: number;
  title: string;
  productType: ProductType;
  rateBp: number;
  maxDiscount: number;
  issuedAt: number;
  expiresAt: number;
  cancelledAt: number | null;
}

export interface RebateRateRow {
  productType: ProductType;
  rateBp: number;
}

export interface BoardRow {
  accountId: number;
  username: string;
  valid: number;
}

const QUEST = `id, title, goal, product_type AS productType, target, reward, turnover, start_at AS startAt, end_at AS endAt`;
const TICKET = `id, account_id AS accountId, title, product_type AS productType, rate_bp AS rateBp, max_discount AS maxDiscount,
  issued_at AS issuedAt, expires_at AS expiresAt, cancelled_at AS cancelledAt`;

/**
 * The reward centre's extras (migration 032): quests and achievements with the member's progress
 * read from bet_quarters and the heartbeat days, the heartbeat itself (once per member and platform
 * day, by its primary key), discount tickets and the rebate rates.
 */
export function createRewardExtrasRepository(db: Database) {
  const stmt = {
    openQuests: db.prepare<[number, number], QuestRow>(
      `SELECT ${QUEST} FROM quests WHERE start_at <= ? AND end_at > ? ORDER BY end_at, id`,
    ),
    insertQuest: db.prepare(`INSERT INTO quests (title, goal, product_type, target, reward, turnover, start_at, end_at)
      VALUES (@title, @goal, @productType, @target, @reward, @turnover, @startAt, @endAt)`),
    // Settled bets and valid bet of a window, every game type or one.
    played: db.prepare<
      { accountId: number; qFrom: number; qTo: number; productType: string | null },
      { settled: number; valid: number }
    >(`SELECT COALESCE(SUM(settled), 0) AS settled, COALESCE(SUM(valid), 0) AS valid FROM bet_quarters
      WHERE account_id = @accountId AND quarter >= @qFrom AND quarter < @qTo AND (@productType IS NULL OR game_type = @productType)`),
    achievements: db.prepare<[], AchievementRow>('SELECT id, title, measure, target, reward, turnover FROM achievements ORDER BY sort, id'),
    insertAchievement: db.prepare(`INSERT INTO achievements (title, measure, target, reward, turnover, sort)
      VALUES (@title, @measure, @target, @reward, @turnover, @sort)`),
    lifetime: db.prepare<[number], { settled: number; valid: number }>(
      'SELECT COALESCE(SUM(settled), 0) AS settled, COALESCE(SUM(valid), 0) AS valid FROM bet_quarters WHERE account_id = ?',
    ),
    heartbeat: db.prepare<[number, string, number]>(
      'INSERT INTO heartbeat_days (account_id, day, first_at) VALUES (?, ?, ?) ON CONFLICT (account_id, day) DO NOTHING',
    ),
    activeDays: db.prepare<[number], number>('SELECT COUNT(*) FROM heartbeat_days WHERE account_id = ?').pluck(),
    tickets: db.prepare<[number, number], DiscountTicketRow>(`SELECT ${TICKET} FROM discount_tickets
      WHERE account_id = ? AND cancelled_at IS NULL AND expires_at > ? - 30 * 86400000 ORDER BY expires_at, id`),
    ticket: db.prepare<[number], DiscountTicketRow>(`SELECT ${TICKET} FROM discount_tickets WHERE id = ?`),
    insertTicket: db.prepare(`INSERT INTO discount_tickets (account_id, title, product_type, rate_bp, max_discount, issued_at, expires_at)
      VALUES (@accountId, @title, @productType, @rateBp, @maxDiscount, @issuedAt, @expiresAt)`),
    cancel: db.prepare<[number, number, number, number]>(`UPDATE discount_tickets SET cancelled_at = ?
      WHERE id = ? AND account_id = ? AND cancelled_at IS NULL AND expires_at > ?`),
    rebateRates: db.prepare<[number], RebateRateRow>(
      'SELECT product_type AS productType, rate_bp AS rateBp FROM rebate_rates WHERE rank_level = ? ORDER BY product_type',
    ),
    insertRebateRate: db.prepare<[number, string, number]>('INSERT INTO rebate_rates (rank_level, product_type, rate_bp) VALUES (?, ?, ?)'),
    board: db.prepare<{ qFrom: number; qTo: number; limit: number }, BoardRow>(
      `SELECT q.account_id AS accountId, a.username, SUM(q.valid) AS valid
        FROM bet_quarters q INDEXED BY bet_quarters_time JOIN accounts a ON a.id = q.account_id
        WHERE q.quarter >= @qFrom AND q.quarter < @qTo AND a.type <> ${TRIAL_TYPE}
        GROUP BY q.account_id HAVING valid > 0 ORDER BY valid DESC, q.account_id LIMIT @limit`,
    ),
  };

  return {
    /** The quests open at `now`, the soonest to end first. */
    openQuests: (now: number): QuestRow[] => stmt.openQuests.all(now, now),
    addQuest(quest: Omit<QuestRow, 'id'>): number {
      return Number(stmt.insertQuest.run(quest).lastInsertRowid);
    },
    /** The member's progress on a quest: settled bets or valid bet (cents) in its window and game type. */
    questProgress(quest: QuestRow, accountId: number): number {
      const played = stmt.played.get({
        accountId,
        qFrom: quest.startAt / QUARTER_MS,
        qTo: quest.endAt / QUARTER_MS,
        productType: quest.productType,
      })!;
      return quest.goal === 'BET_COUNT' ? played.settled : played.valid;
    },

    achievements: (): AchievementRow[] => stmt.achievements.all(),
    addAchievement(achievement: Omit<AchievementRow, 'id'>, sort: number): number {
      return Number(stmt.insertAchievement.run({ ...achievement, sort }).lastInsertRowid);
    },
    /** The member's all-time measure of an achievement. */
    achievementProgress(measure: AchievementMeasure, accountId: number): number {
      if (measure === 'ACTIVE_DAYS') return stmt.activeDays.get(accountId)!;
      const lifetime = stmt.lifetime.get(accountId)!;
      return measure === 'BET_COUNT' ? lifetime.settled : lifetime.valid;
    },

    /** Counts the platform day for the member; true when this was its first heartbeat. */
    heartbeat: (accountId: number, day: string, now: number): boolean => stmt.heartbeat.run(accountId, day, now).changes === 1,
    activeDays: (accountId: number): number => stmt.activeDays.get(accountId)!,

    /** The member's tickets not cancelled: those still valid, and those expired in the last 30 days. */
    discountTickets: (accountId: number, now: number): DiscountTicketRow[] => stmt.tickets.all(accountId, now),
    discountTicket: (id: number): DiscountTicketRow | undefined => stmt.ticket.get(id),
    addDiscountTicket(ticket: Omit<DiscountTicketRow, 'id' | 'cancelledAt'>): number {
      return Number(stmt.insertTicket.run(ticket).lastInsertRowid);
    },
    /** Cancels the member's valid ticket; false when it was already cancelled or has expired. */
    cancelDiscountTicket: (accountId: number, id: number, now: number): boolean => stmt.cancel.run(now, id, accountId, now).changes === 1,

    rebateRates: (rankLevel: number): RebateRateRow[] => stmt.rebateRates.all(rankLevel),
    addRebateRate: (rankLevel: number, productType: ProductType, rateBp: number): void => {
      stmt.insertRebateRate.run(rankLevel, productType, rateBp);
    },

    /** The members with the most valid bet in [from, to), best first (whole quarter hours). */
    board: (from: number, to: number, limit: number): BoardRow[] =>
      stmt.board.all({ qFrom: Math.floor(from / QUARTER_MS), qTo: Math.ceil(to / QUARTER_MS), limit }),
  };
}
export type RewardExtrasRepository = ReturnType<typeof createRewardExtrasRepository>;
