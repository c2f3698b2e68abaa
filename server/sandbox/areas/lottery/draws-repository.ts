import type { Database } from 'better-sqlite3';
import type { WinRow } from '../games';

export interface DrawRow {
  gameCode: string;
  issue: string;
  numbers: string;
  prizes: string | null;
  drawTime: number;
}
export type OrderStatus = 'PENDING' | 'WON' | 'LOST' | 'CANCELLED';
/** One sub-order: one slip of a bet (`orderNo`). */
export interface OrderRow {
  id: number;
  accountId: number;
  orderNo: string;
  gameCode: string;
  issue: string;
  playType: string;
  playId: number;
  mode: number;
  series: number;
  multiple: number;
  numbers: string;
  /** Cents per pick. */
  stake: number;
  /** Cents taken from the wallet. */
  total: number;
  drawTime: number;
  status: OrderStatus;
  win: number;
  createdAt: number;
}
/** A sub-order as the member's lists show it: with its game and, once drawn, the issue's numbers. */
export interface OrderListRow extends OrderRow {
  gameId: number;
  gameName: string;
  drawNumbers: string | null;
}
export type NewOrder = Omit<OrderRow, 'id' | 'status' | 'win'>;

const DRAW_COLUMNS = 'game_code AS gameCode, issue, numbers, prizes, draw_time AS drawTime';
const ORDER_COLUMNS = `id, account_id AS accountId, order_no AS orderNo, game_code AS gameCode, issue, play_type AS playType,
  play_id AS playId, mode, series, multiple, numbers, stake, total, draw_time AS drawTime, status, win, created_at AS createdAt`;
const LIST_COLUMNS = `o.id, o.account_id AS accountId, o.order_no AS orderNo, o.game_code AS gameCode, o.issue, o.play_type AS playType,
  o.play_id AS playId, o.mode, o.series, o.multiple, o.numbers, o.stake, o.total, o.draw_time AS drawTime, o.status, o.win,
  o.created_at AS createdAt, m.game_id AS gameId, m.game_name AS gameName, d.numbers AS drawNumbers`;
const LIST_FROM = `FROM lottery_orders o JOIN lottery_games m ON m.game_code = o.game_code
  LEFT JOIN lottery_draws d ON d.game_code = o.game_code AND d.issue = o.issue`;
/** A member's sub-orders placed in [from, to), of one game id or (NULL) of every game. */
const DAY_ORDERS = `WHERE o.account_id = @accountId AND o.created_at >= @from AND o.created_at < @to
  AND (@gameId IS NULL OR m.game_id = @gameId)`;

interface DayQuery {
  accountId: number;
  from: number;
  to: number;
  gameId: number | null;
}

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
    insertOrder: db.prepare<[NewOrder], { id: number }>(`INSERT INTO lottery_orders (account_id, order_no, game_code, issue, play_type,
      play_id, mode, series, multiple, numbers, stake, total, draw_time, status, created_at) VALUES (@accountId, @orderNo, @gameCode,
      @issue, @playType, @playId, @mode, @series, @multiple, @numbers, @stake, @total, @drawTime, 'PENDING', @createdAt) RETURNING id`),
    setOrderNo: db.prepare('UPDATE lottery_orders SET order_no = ? WHERE id = ?'),
    cancel: db.prepare("UPDATE lottery_orders SET status = 'CANCELLED', cancelled_at = ? WHERE id = ? AND status = 'PENDING'"),
    listed: db.prepare<[number], OrderListRow>(`SELECT ${LIST_COLUMNS} ${LIST_FROM} WHERE o.id = ?`),
    dayOrders: db.prepare<[DayQuery & { limit: number; offset: number }], OrderListRow>(`SELECT ${LIST_COLUMNS} ${LIST_FROM}
      ${DAY_ORDERS} ORDER BY o.id DESC LIMIT @limit OFFSET @offset`),
    dayOrderCount: db.prepare<[DayQuery], number>(`SELECT COUNT(*) ${LIST_FROM} ${DAY_ORDERS}`).pluck(),
    drawPage: db.prepare<[string, number, number, number], DrawRow>(`SELECT ${DRAW_COLUMNS} FROM lottery_draws
      WHERE game_code = ? AND draw_time <= ? ORDER BY draw_time DESC LIMIT ? OFFSET ?`),
    drawCount: db.prepare<[string, number], number>('SELECT COUNT(*) FROM lottery_draws WHERE game_code = ? AND draw_time <= ?').pluck(),
    due: db.prepare<[number], OrderRow>(`SELECT ${ORDER_COLUMNS} FROM lottery_orders WHERE status = 'PENDING' AND draw_time <= ?
      ORDER BY draw_time, id`),
    settle: db.prepare("UPDATE lottery_orders SET status = ?, win = ?, settled_at = ? WHERE id = ? AND status = 'PENDING'"),
    order: db.prepare<[number], OrderRow>(`SELECT ${ORDER_COLUMNS} FROM lottery_orders WHERE id = ?`),
    popularity: db.prepare<[], { gameCode: string; orders: number }>(`SELECT game_code AS gameCode, COUNT(*) AS orders
      FROM lottery_orders WHERE status != 'CANCELLED' GROUP BY game_code`),
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
    setOrderNo: (id: number, orderNo: string): void => void stmt.setOrderNo.run(orderNo, id),
    /** Marks an open sub-order cancelled; false when it is no longer open. */
    cancel: (id: number, now: number): boolean => stmt.cancel.run(now, id).changes > 0,
    listed: (id: number): OrderListRow | undefined => stmt.listed.get(id),
    /** A member's sub-orders placed in [from, to), newest first, a page at a time, with the total. */
    dayOrders(query: DayQuery, limit: number, offset: number): { rows: OrderListRow[]; total: number } {
      return { rows: stmt.dayOrders.all({ ...query, limit, offset }), total: stmt.dayOrderCount.get(query)! };
    },
    /** A game's draws up to `now`, newest first, a page at a time, with the total. */
    drawPage(gameCode: string, now: number, limit: number, offset: number): { rows: DrawRow[]; total: number } {
      return { rows: stmt.drawPage.all(gameCode, now, limit, offset), total: stmt.drawCount.get(gameCode, now)! };
    },
    dueOrders: (now: number): OrderRow[] => stmt.due.all(now),
    settle: (id: number, status: 'WON' | 'LOST', win: number, now: number): boolean => stmt.settle.run(status, win, now, id).changes > 0,
    order: (id: number): OrderRow | undefined => stmt.order.get(id),
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
