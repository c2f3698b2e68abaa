import type { Database } from 'better-sqlite3';
import type { BetRecord, TransactionType } from '../../../../shared/schemas/records';
import { transactionTypeSql } from './transaction-types';

/** One account over [from, to) in epoch ms. */
export interface RangeQuery {
  accountId: number;
  from: number;
  to: number;
}

export interface PageQuery {
  limit: number;
  offset: number;
}

export interface LedgerRow {
  id: number;
  walletType: number;
  amount: number;
  balanceAfter: number;
  reason: string;
  ref: string | null;
  createdAt: number;
}

export interface LedgerTotals {
  count: number;
  moneyIn: number;
  moneyOut: number;
}

/** A bet of the betting record, amounts in cents. */
export interface BetRow {
  id: string;
  time: number;
  gameType: string;
  vendor: string;
  gameName: string;
  bet: number;
  valid: number;
  win: number;
  status: BetRecord['status'];
}

export interface BetTotalsRow {
  count: number;
  bet: number;
  valid: number;
  win: number;
  /** What settled bets won minus what they staked (pending and cancelled bets count 0). */
  profit: number;
}

export interface ProfitGroupRow {
  /** Days since the epoch on the player's clock. */
  dayNo: number;
  gameType: string;
  bets: number;
  bet: number;
  valid: number;
  win: number;
}

export interface BonusRow {
  id: number;
  createdAt: number;
  reason: string;
  amount: number;
  remark: string | null;
}

const TYPE = transactionTypeSql('reason');
const LEDGER_RANGE = `account_id = @accountId AND created_at >= @from AND created_at < @to
  AND (@type IS NULL OR ${TYPE} = @type)`;
const LEDGER_COLUMNS = `id, wallet_type AS walletType, amount, balance_after AS balanceAfter, reason, ref, created_at AS createdAt`;

/**
 * The betting record's two sources: demo game rounds (settled when played) and lottery sub-orders
 * (pending until their issue draws, or cancelled). A game type filter keeps the rounds of games of
 * that type and, for LOTT, the lottery orders. Lottery orders carry the lottery vendor of their
 * area (TCG_LOTTO_VN for Vietnam, TCG_SEA otherwise), as the winner boards show them.
 */
const ROUNDS_RANGE = `r.account_id = @accountId AND r.played_at >= @from AND r.played_at < @to
  AND (@gameType IS NULL OR r.node_id IN (SELECT node_id FROM games WHERE game_type = @gameType))`;
const ORDERS_RANGE = `o.account_id = @accountId AND o.created_at >= @from AND o.created_at < @to
  AND (@gameType IS NULL OR @gameType = 'LOTT')`;
const ORDER_STATUS = `CASE o.status WHEN 'PENDING' THEN 'PENDING' WHEN 'CANCELLED' THEN 'CANCELLED' ELSE 'SETTLED' END`;
const ORDER_VALID = `CASE WHEN o.status IN ('WON', 'LOST') THEN o.total ELSE 0 END`;
const ORDER_WIN = `CASE WHEN o.status = 'WON' THEN o.win ELSE 0 END`;

interface BetFilter extends RangeQuery {
  gameType: string | null;
}

/** Read-only queries of the member's records over the ledger, game rounds and lottery orders. */
export function createRecordsRepository(db: Database) {
  const stmt = {
    ledgerTotals: db.prepare<[RangeQuery & { type: TransactionType | null }], LedgerTotals>(`SELECT COUNT(*) AS count,
        COALESCE(SUM(CASE WHEN amount > 0 THEN amount END), 0) AS moneyIn,
        COALESCE(SUM(CASE WHEN amount < 0 THEN -amount END), 0) AS moneyOut
      FROM ledger INDEXED BY ledger_account_time WHERE ${LEDGER_RANGE}`),
    // The page's ids come from the index (newest first, ties by id); the rows are read for those ids only.
    ledgerPage: db.prepare<[RangeQuery & PageQuery & { type: TransactionType | null }], LedgerRow>(`SELECT ${LEDGER_COLUMNS}
      FROM ledger WHERE id IN (SELECT id FROM ledger INDEXED BY ledger_account_time WHERE ${LEDGER_RANGE}
        ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset)
      ORDER BY created_at DESC, id DESC`),

    betTotals: db.prepare<[BetFilter], BetTotalsRow>(`SELECT COALESCE(SUM(count), 0) AS count, COALESCE(SUM(bet), 0) AS bet,
        COALESCE(SUM(valid), 0) AS valid, COALESCE(SUM(win), 0) AS win, COALESCE(SUM(profit), 0) AS profit FROM (
      SELECT COUNT(*) AS count, SUM(r.stake) AS bet, SUM(r.stake) AS valid, SUM(r.win) AS win, SUM(r.win - r.stake) AS profit
        FROM game_rounds r INDEXED BY game_rounds_account WHERE ${ROUNDS_RANGE}
      UNION ALL
      SELECT COUNT(*), SUM(o.total), SUM(${ORDER_VALID}), SUM(${ORDER_WIN}),
          SUM(CASE WHEN o.status IN ('WON', 'LOST') THEN o.win - o.total ELSE 0 END)
        FROM lottery_orders o WHERE ${ORDERS_RANGE})`),
    // Which bets are on the page: both sources merge newest first on their (account, time) indexes.
    betPage: db.prepare<[BetFilter & PageQuery], { source: number; rid: number }>(`
      SELECT 1 AS source, r.id AS rid, r.played_at AS time FROM game_rounds r INDEXED BY game_rounds_account WHERE ${ROUNDS_RANGE}
      UNION ALL
      SELECT 0, o.id, o.created_at FROM lottery_orders o WHERE ${ORDERS_RANGE}
      ORDER BY time DESC, source DESC, rid DESC LIMIT @limit OFFSET @offset`),
    round: db.prepare<[number], BetRow>(`SELECT 'round-' || r.id AS id, r.played_at AS time, g.game_type AS gameType,
        g.vassalage AS vendor, g.game_name AS gameName, r.stake AS bet, r.stake AS valid, r.win AS win, 'SETTLED' AS status
      FROM game_rounds r JOIN games g ON g.node_id = r.node_id WHERE r.id = ?`),
    order: db.prepare<[number], BetRow>(`SELECT o.order_no AS id, o.created_at AS time, 'LOTT' AS gameType,
        CASE grp.area WHEN 'VN' THEN 'TCG_LOTTO_VN' ELSE 'TCG_SEA' END AS vendor, m.game_name AS gameName,
        o.total AS bet, ${ORDER_VALID} AS valid, ${ORDER_WIN} AS win, ${ORDER_STATUS} AS status
      FROM lottery_orders o JOIN lottery_games m ON m.game_code = o.game_code JOIN lottery_groups grp ON grp.group_code = m.group_code
      WHERE o.id = ?`),

    // Settled bets by the player's day and game type.
    profit: db.prepare<[RangeQuery & { offsetMs: number }], ProfitGroupRow>(`SELECT dayNo, gameType, COUNT(*) AS bets,
        SUM(bet) AS bet, SUM(valid) AS valid, SUM(win) AS win FROM (
      SELECT (r.played_at + @offsetMs) / 86400000 AS dayNo, g.game_type AS gameType, r.stake AS bet, r.stake AS valid, r.win AS win
        FROM game_rounds r INDEXED BY game_rounds_account JOIN games g ON g.node_id = r.node_id
        WHERE r.account_id = @accountId AND r.played_at >= @from AND r.played_at < @to
      UNION ALL
      SELECT (o.created_at + @offsetMs) / 86400000, 'LOTT', o.total, o.total, o.win
        FROM lottery_orders o WHERE o.account_id = @accountId AND o.created_at >= @from AND o.created_at < @to
          AND o.status IN ('WON', 'LOST'))
      GROUP BY dayNo, gameType ORDER BY dayNo DESC, gameType`),

    bonusTotals: db.prepare<[RangeQuery], { count: number; amount: number }>(`SELECT COUNT(*) AS count,
        COALESCE(SUM(amount), 0) AS amount FROM ledger INDEXED BY ledger_account_time
      WHERE account_id = @accountId AND created_at >= @from AND created_at < @to AND substr(reason, 1, 6) = 'bonus.'`),
    bonusPage: db.prepare<[RangeQuery & PageQuery], BonusRow>(`SELECT l.id, l.created_at AS createdAt, l.reason, l.amount,
        b.remark FROM ledger l LEFT JOIN bonus_remarks b ON b.ledger_id = l.id
      WHERE l.id IN (SELECT id FROM ledger INDEXED BY ledger_account_time WHERE account_id = @accountId AND created_at >= @from
        AND created_at < @to AND substr(reason, 1, 6) = 'bonus.' ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset)
      ORDER BY l.created_at DESC, l.id DESC`),
    ledgerRef: db
      .prepare<[number, string, string], number>('SELECT id FROM ledger WHERE account_id = ? AND reason = ? AND ref = ?')
      .pluck(),
    setRemark: db.prepare(`INSERT INTO bonus_remarks (ledger_id, remark)
      SELECT id, @remark FROM ledger WHERE account_id = @accountId AND reason = @reason AND ref = @ref
      ON CONFLICT(ledger_id) DO NOTHING`),
  };

  return {
    ledgerTotals: (q: RangeQuery, type: TransactionType | null): LedgerTotals => stmt.ledgerTotals.get({ ...q, type })!,
    ledgerPage: (q: RangeQuery, type: TransactionType | null, page: PageQuery): LedgerRow[] => stmt.ledgerPage.all({ ...q, type, ...page }),

    betTotals: (q: RangeQuery, gameType: string | null): BetTotalsRow => stmt.betTotals.get({ ...q, gameType })!,
    betPage(q: RangeQuery, gameType: string | null, page: PageQuery): BetRow[] {
      return stmt.betPage.all({ ...q, gameType, ...page }).map(({ source, rid }) => (source === 1 ? stmt.round : stmt.order).get(rid)!);
    },

    profit: (q: RangeQuery, offsetMs: number): ProfitGroupRow[] => stmt.profit.all({ ...q, offsetMs }),

    bonusTotals: (q: RangeQuery) => stmt.bonusTotals.get(q)!,
    bonusPage: (q: RangeQuery, page: PageQuery): BonusRow[] => stmt.bonusPage.all({ ...q, ...page }),
    /** The ledger row id of a movement (account, reason, ref), if it was written. */
    ledgerRef: (accountId: number, reason: string, ref: string): number | undefined => stmt.ledgerRef.get(accountId, reason, ref),
    /** Notes the operator's remark on the bonus row (account, reason, ref) written by the same transaction. */
    setBonusRemark(accountId: number, reason: string, ref: string, remark: string): void {
      stmt.setRemark.run({ accountId, reason, ref, remark });
    },
  };
}
export type RecordsRepository = ReturnType<typeof createRecordsRepository>;
