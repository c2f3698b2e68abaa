import type { Database } from 'better-sqlite3';
import type { WinRow } from '../play/play-repository';

export interface DrawRow {
  gameCode: string;
  issue: string;
  numbers: string;
  prizes: string | null;
  drawTime: number;
}
export interface OrderRow {
  id: number;
  accountId: number;
  gameCode: string;
  issue: string;
  playType: string;
  numbers: string;
  stake: number;
  total: number;
  drawTime: number;
  status: 'PENDING' | 'WON' | 'LOST';
  win: number;
}
export interface NewOrder {
  accountId: number;
  gameCode: string;
  issue: string;
  playType: string;
  numbers: string;
  stake: number;
  total: number;
  drawTime: number;
  createdAt: number;
}

const DRAW_COLUMNS = 'game_code AS gameCode, issue, numbers, prizes, draw_time AS drawTime';
const ORDER_COLUMNS = `id, account_id AS accountId, game_code AS gameCode, issue, play_type AS playType, numbers, stake, total,
  draw_time AS drawTime, status, win`;

/**
 * Winning orders with the ledger row that paid them, as board rows: the game is the lottery game
 * (its code and name), the vendor and node those of the lottery vendor's lobby game that
 * launches it (TCG_LOTTO_VN for the Vietnam area, TCG_SEA otherwise), the time the issue drew.
 * Lottery games are of the LOTT category.
 */
const PAID_LOTTERY_WINS = `SELECT a.username, l.amount AS win, lobby.node_id AS nodeId, m.game_code AS gameCode,
    m.game_name AS gameName, v.code AS vassalage, o.draw_time AS playedAt
  FROM lottery_orders o
  JOIN ledger l ON l.account_id = o.account_id AND l.reason = 'lottery.win' AND l.ref = 'order-' || o.id
  JOIN lottery_games m ON m.game_code = o.game_code JOIN lottery_groups grp ON grp.group_code = m.group_code
  JOIN vendors v ON v.game_type = 'LOTT' AND v.code = CASE grp.area WHEN 'VN' THEN 'TCG_LOTTO_VN' ELSE 'TCG_SEA' END
  JOIN games lobby ON lobby.game_code = v.game_code JOIN accounts a ON a.id = o.account_id
  WHERE o.status = 'WON' AND (? = 'ALL' OR ? = 'LOTT')`;

/** Materialised lottery draws, the engine's progress per game, orders and the members' recently played lotteries. */
export function createDrawRepository(db: Database) {
  const stmt = {
    insertDraw: db.prepare('INSERT OR IGNORE INTO lottery_draws (game_code, issue, numbers, prizes, draw_time) VALUES (?, ?, ?, ?, ?)'),
    drawnUntil: db.prepare<[string], number>('SELECT drawn_until FROM lottery_draw_state WHERE game_code = ?').pluck(),
    setDrawnUntil: db.prepare(`INSERT INTO lottery_draw_state (game_code, drawn_until) VALUES (?, ?)
      ON CONFLICT(game_code) DO UPDATE SET drawn_until = excluded.drawn_until`),
    latest: db.prepare<[string, number, number], DrawRow>(`SELECT ${DRAW_COLUMNS} FROM lottery_draws
      WHERE game_code = ? AND draw_time <= ? ORDER BY draw_time DESC LIMIT ?`),
    latestOf: db.prepare<[string, number, number], DrawRow>(`SELECT ${DRAW_COLUMNS} FROM lottery_draws
      WHERE game_code IN (SELECT value FROM json_each(?)) AND draw_time <= ? ORDER BY draw_time DESC, game_code LIMIT ?`),
    draw: db.prepare<[string, string], DrawRow>(`SELECT ${DRAW_COLUMNS} FROM lottery_draws WHERE game_code = ? AND issue = ?`),
    insertOrder: db.prepare<[NewOrder], { id: number }>(`INSERT INTO lottery_orders (account_id, game_code, issue, play_type, numbers,
      stake, total, draw_time, status, created_at) VALUES (@accountId, @gameCode, @issue, @playType, @numbers, @stake, @total,
      @drawTime, 'PENDING', @createdAt) RETURNING id`),
    due: db.prepare<[number], OrderRow>(`SELECT ${ORDER_COLUMNS} FROM lottery_orders WHERE status = 'PENDING' AND draw_time <= ?
      ORDER BY draw_time, id`),
    settle: db.prepare("UPDATE lottery_orders SET status = ?, win = ?, settled_at = ? WHERE id = ? AND status = 'PENDING'"),
    order: db.prepare<[number], OrderRow>(`SELECT ${ORDER_COLUMNS} FROM lottery_orders WHERE id = ?`),
    ordersOf: db.prepare<[number, number], OrderRow>(`SELECT ${ORDER_COLUMNS} FROM lottery_orders WHERE account_id = ?
      ORDER BY id DESC LIMIT ?`),
    popularity: db.prepare<[], { gameCode: string; orders: number }>(`SELECT game_code AS gameCode, COUNT(*) AS orders
      FROM lottery_orders GROUP BY game_code`),
    newestWins: db.prepare<[string, string, number], WinRow>(`${PAID_LOTTERY_WINS} ORDER BY o.draw_time DESC, o.id DESC LIMIT ?`),
    biggestWins: db.prepare<[string, string, number, number], WinRow>(`${PAID_LOTTERY_WINS} AND o.draw_time >= ?
      ORDER BY l.amount DESC, o.draw_time DESC LIMIT ?`),
    touchRecent: db.prepare(`INSERT INTO lottery_recent (account_id, game_code, last_played_at) VALUES (?, ?, ?)
      ON CONFLICT(account_id, game_code) DO UPDATE SET last_played_at = excluded.last_played_at`),
    recent: db
      .prepare<[number, number], string>(
        `SELECT game_code FROM lottery_recent WHERE account_id = ?
      ORDER BY last_played_at DESC LIMIT ?`,
      )
      .pluck(),
  };
  return {
    insertDraw: (d: DrawRow): void => void stmt.insertDraw.run(d.gameCode, d.issue, d.numbers, d.prizes, d.drawTime),
    drawnUntil: (gameCode: string): number | undefined => stmt.drawnUntil.get(gameCode),
    setDrawnUntil: (gameCode: string, until: number): void => void stmt.setDrawnUntil.run(gameCode, until),
    /** Draws of a game up to `now`, newest first. */
    latest: (gameCode: string, now: number, limit: number): DrawRow[] => stmt.latest.all(gameCode, now, limit),
    /** Draws of several games up to `now`, newest first. */
    latestOf: (gameCodes: string[], now: number, limit: number): DrawRow[] => stmt.latestOf.all(JSON.stringify(gameCodes), now, limit),
    draw: (gameCode: string, issue: string): DrawRow | undefined => stmt.draw.get(gameCode, issue),
    insertOrder: (order: NewOrder): number => stmt.insertOrder.get(order)!.id,
    dueOrders: (now: number): OrderRow[] => stmt.due.all(now),
    settle: (id: number, status: 'WON' | 'LOST', win: number, now: number): boolean => stmt.settle.run(status, win, now, id).changes > 0,
    order: (id: number): OrderRow | undefined => stmt.order.get(id),
    ordersOf: (accountId: number, limit: number): OrderRow[] => stmt.ordersOf.all(accountId, limit),
    /** Orders per game, the measure of a lottery's popularity. */
    popularity: (): Map<string, number> => new Map(stmt.popularity.all().map((r) => [r.gameCode, r.orders])),
    /** The newest paid lottery wins of a board category (LOTT or ALL; none for the others). */
    newestWins: (category: string, limit: number): WinRow[] => stmt.newestWins.all(category, category, limit),
    /** The biggest paid lottery wins drawn since `since`. */
    biggestWins: (since: number, category: string, limit: number): WinRow[] => stmt.biggestWins.all(category, category, since, limit),
    touchRecent: (accountId: number, gameCode: string, now: number): void => void stmt.touchRecent.run(accountId, gameCode, now),
    recent: (accountId: number, limit: number): string[] => stmt.recent.all(accountId, limit),
  };
}
export type DrawRepository = ReturnType<typeof createDrawRepository>;
