import type { Database } from 'better-sqlite3';
import type { BetRecord, TransactionType } from '../../../../shared/domains/records/schemas';
import { transactionTypeSql } from './transaction-types';
import type { PageQuery, RangeQuery } from '../../core/range';

/** One account over [from, to) in epoch ms. */
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
  /** What settled bets staked: pending and cancelled bets have no outcome (yet). */
  settledBet: number;
  valid: number;
  win: number;
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
const DAY_MS = 86_400_000;
/** Every time zone's offset from UTC is a whole number of quarter hours. */
const QUARTER_MS = 900_000;

interface BucketFilter {
  accountId: number;
  fromBucket: number;
  toBucket: number;
}

/**
 * A range cut at bucket bounds: its whole buckets [fromBucket, toBucket) come from a summary table,
 * the partial head [from, fromBucket) and tail [toBucket, to) from the rows. Null when the range
 * holds no whole bucket (then the rows are read directly: at most two buckets' worth).
 */
function cut(q: RangeQuery, bucketMs: number): { fromBucket: number; toBucket: number } | null {
  const fromBucket = Math.ceil(q.from / bucketMs);
  const toBucket = Math.floor(q.to / bucketMs);
  return fromBucket < toBucket ? { fromBucket, toBucket } : null;
}

/** Stretches of a range, newest first, each with its row count: where a page's offset falls. */
interface Stretch {
  to: number;
  count: number;
}

/** The stretch a page starts in and the rows to skip there, or null past the end. */
function seek(stretches: readonly Stretch[], offset: number): { to: number; offset: number } | null {
  let skip = offset;
  for (const s of stretches) {
    if (skip < s.count) return { to: s.to, offset: skip };
    skip -= s.count;
  }
  return null;
}
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
  AND (@gameType IS NULL OR (SELECT game_type FROM games WHERE node_id = r.node_id) = @gameType)`;
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
        COALESCE(SUM(settledBet), 0) AS settledBet, COALESCE(SUM(valid), 0) AS valid, COALESCE(SUM(win), 0) AS win FROM (
      SELECT COUNT(*) AS count, SUM(r.stake) AS bet, SUM(r.stake) AS settledBet, SUM(r.stake) AS valid, SUM(r.win) AS win
        FROM game_rounds r INDEXED BY game_rounds_account WHERE ${ROUNDS_RANGE}
      UNION ALL
      SELECT COUNT(*), SUM(o.total), SUM(${ORDER_VALID}), SUM(${ORDER_VALID}), SUM(${ORDER_WIN})
        FROM lottery_orders o WHERE ${ORDERS_RANGE})`),
    betDays: db.prepare<[BucketFilter & { gameType: string | null }], BetTotalsRow & { bucket: number }>(`SELECT day AS bucket,
        SUM(bets) AS count, SUM(bet) AS bet, SUM(settled_bet) AS settledBet, SUM(valid) AS valid, SUM(win) AS win
      FROM bet_days WHERE account_id = @accountId AND day >= @fromBucket AND day < @toBucket
        AND (@gameType IS NULL OR game_type = @gameType)
      GROUP BY day HAVING SUM(bets) > 0 ORDER BY day DESC`),
    ledgerDays: db.prepare<[BucketFilter & { type: TransactionType | null }], LedgerTotals & { bucket: number }>(`SELECT day AS bucket,
        SUM(rows) AS count, SUM(money_in) AS moneyIn, SUM(money_out) AS moneyOut
      FROM ledger_days WHERE account_id = @accountId AND day >= @fromBucket AND day < @toBucket
        AND (@type IS NULL OR ${TYPE} = @type)
      GROUP BY day HAVING SUM(rows) > 0 ORDER BY day DESC`),
    profitQuarters: db.prepare<[BucketFilter & { offsetMs: number }], ProfitGroupRow>(`SELECT
        (quarter * ${QUARTER_MS} + CAST(@offsetMs AS INTEGER)) / ${DAY_MS} AS dayNo, game_type AS gameType, SUM(settled) AS bets,
        SUM(settled_bet) AS bet, SUM(valid) AS valid, SUM(win) AS win
      FROM bet_quarters WHERE account_id = @accountId AND quarter >= @fromBucket AND quarter < @toBucket
      GROUP BY dayNo, gameType HAVING SUM(settled) > 0`),
    // Which bets are on the page: both sources merge newest first on their (account, time) indexes.
    betPage: db.prepare<[BetFilter & PageQuery], { source: number; rid: number }>(`
      SELECT 1 AS source, r.id AS rid, r.played_at AS time FROM game_rounds r INDEXED BY game_rounds_account WHERE ${ROUNDS_RANGE}
      UNION ALL
      SELECT 0, o.id, o.created_at FROM lottery_orders o WHERE ${ORDERS_RANGE}
      ORDER BY time DESC, rid DESC LIMIT @limit OFFSET @offset`),
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
      SELECT (r.played_at + CAST(@offsetMs AS INTEGER)) / 86400000 AS dayNo, g.game_type AS gameType, r.stake AS bet, r.stake AS valid, r.win AS win
        FROM game_rounds r INDEXED BY game_rounds_account JOIN games g ON g.node_id = r.node_id
        WHERE r.account_id = @accountId AND r.played_at >= @from AND r.played_at < @to
      UNION ALL
      SELECT (o.created_at + CAST(@offsetMs AS INTEGER)) / 86400000, 'LOTT', o.total, o.total, o.win
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

  /** A range's ledger totals and its stretches: whole days from ledger_days, the partial ends from the index. */
  const ledgerSummary = (q: RangeQuery, type: TransactionType | null): { totals: LedgerTotals; stretches: Stretch[] } => {
    const whole = cut(q, DAY_MS);
    if (!whole) {
      const totals = stmt.ledgerTotals.get({ ...q, type })!;
      return { totals, stretches: [{ to: q.to, count: totals.count }] };
    }
    const tail = stmt.ledgerTotals.get({ ...q, from: whole.toBucket * DAY_MS, type })!;
    const head = stmt.ledgerTotals.get({ ...q, to: whole.fromBucket * DAY_MS, type })!;
    const days = stmt.ledgerDays.all({ accountId: q.accountId, ...whole, type });
    const parts = [tail, ...days, head];
    return {
      totals: {
        count: parts.reduce((n, p) => n + p.count, 0),
        moneyIn: parts.reduce((n, p) => n + p.moneyIn, 0),
        moneyOut: parts.reduce((n, p) => n + p.moneyOut, 0),
      },
      stretches: [
        { to: q.to, count: tail.count },
        ...days.map((d) => ({ to: (d.bucket + 1) * DAY_MS, count: d.count })),
        { to: whole.fromBucket * DAY_MS, count: head.count },
      ],
    };
  };

  /** A range's bet totals and its stretches: whole days from bet_days, the partial ends from the rows. */
  const betSummary = (q: RangeQuery, gameType: string | null): { totals: BetTotalsRow; stretches: Stretch[] } => {
    const whole = cut(q, DAY_MS);
    if (!whole) {
      const totals = stmt.betTotals.get({ ...q, gameType })!;
      return { totals, stretches: [{ to: q.to, count: totals.count }] };
    }
    const tail = stmt.betTotals.get({ ...q, from: whole.toBucket * DAY_MS, gameType })!;
    const head = stmt.betTotals.get({ ...q, to: whole.fromBucket * DAY_MS, gameType })!;
    const days = stmt.betDays.all({ accountId: q.accountId, ...whole, gameType });
    const parts = [tail, ...days, head];
    const sum = (field: keyof BetTotalsRow) => parts.reduce((n, p) => n + p[field], 0);
    return {
      totals: { count: sum('count'), bet: sum('bet'), settledBet: sum('settledBet'), valid: sum('valid'), win: sum('win') },
      stretches: [
        { to: q.to, count: tail.count },
        ...days.map((d) => ({ to: (d.bucket + 1) * DAY_MS, count: d.count })),
        { to: whole.fromBucket * DAY_MS, count: head.count },
      ],
    };
  };

  return {
    /** The range's totals (count, money in, money out) and one page of its rows, newest first. */
    ledger(q: RangeQuery, type: TransactionType | null, page: PageQuery): { totals: LedgerTotals; rows: LedgerRow[] } {
      const { totals, stretches } = ledgerSummary(q, type);
      const start = seek(stretches, page.offset);
      const rows = start ? stmt.ledgerPage.all({ ...q, to: start.to, type, limit: page.limit, offset: start.offset }) : [];
      return { totals, rows };
    },

    /** The range's bet totals and one page of its bets, newest first. */
    bets(q: RangeQuery, gameType: string | null, page: PageQuery): { totals: BetTotalsRow; rows: BetRow[] } {
      const { totals, stretches } = betSummary(q, gameType);
      const start = seek(stretches, page.offset);
      const ids = start ? stmt.betPage.all({ ...q, to: start.to, gameType, limit: page.limit, offset: start.offset }) : [];
      return { totals, rows: ids.map(({ source, rid }) => (source === 1 ? stmt.round : stmt.order).get(rid)!) };
    },

    /** Settled bets by the player's day (days start at -offsetMs UTC) and game type, newest day first. */
    profit(q: RangeQuery, offsetMs: number): ProfitGroupRow[] {
      const whole = offsetMs % QUARTER_MS === 0 ? cut(q, QUARTER_MS) : null;
      if (!whole) return stmt.profit.all({ ...q, offsetMs });
      const groups = new Map<string, ProfitGroupRow>();
      for (const g of [
        ...stmt.profit.all({ ...q, from: whole.toBucket * QUARTER_MS, offsetMs }),
        ...stmt.profitQuarters.all({ accountId: q.accountId, ...whole, offsetMs }),
        ...stmt.profit.all({ ...q, to: whole.fromBucket * QUARTER_MS, offsetMs }),
      ]) {
        const key = `${g.dayNo}|${g.gameType}`;
        const had = groups.get(key);
        groups.set(
          key,
          had ? { ...had, bets: had.bets + g.bets, bet: had.bet + g.bet, valid: had.valid + g.valid, win: had.win + g.win } : g,
        );
      }
      return [...groups.values()].sort((a, b) => b.dayNo - a.dayNo || a.gameType.localeCompare(b.gameType));
    },

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
