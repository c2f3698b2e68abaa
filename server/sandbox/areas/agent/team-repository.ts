import type { Database } from 'better-sqlite3';
import type { TransactionType } from '../../../../shared/domains/records/schemas';
import type { ContractRow } from '../contracts';
import { transactionTypeSql } from '../records';

/** Team aggregates are kept per 5-minute slot (migration 020: slot = time / 300000). */
export const SLOT_MS = 300_000;
/** Per-account bets are kept per quarter hour (migration 019: bet_quarters, quarter = time / 900000). */
const QUARTER_MS = 900_000;
const DAY_MS = 86_400_000;

/** An agent's team over [from, to) in epoch ms, both on slot bounds. */
export interface TeamRange {
  agentId: number;
  from: number;
  to: number;
}

export interface OverviewRow {
  teamSize: number;
  directMembers: number;
  agents: number;
  newMembers: number;
  activeMembers: number;
  deposits: number;
  withdrawals: number;
  bets: number;
  bet: number;
  valid: number;
  win: number;
  bonuses: number;
  teamBalance: number;
}

export interface DownlineRow {
  id: number;
  username: string;
  type: number;
  uplineId: number | null;
  level: number;
  teamSize: number;
  directMembers: number;
  balance: number;
  createdAt: number;
  lastLoginAt: number | null;
}

/** Bets and money in a range, in cents: an account's own or its whole team's. */
export interface AccountFigures {
  bets: number;
  bet: number;
  valid: number;
  win: number;
  deposits: number;
  withdrawals: number;
  bonuses: number;
}

export interface TeamLedgerRow {
  id: number;
  createdAt: number;
  username: string;
  reason: string;
  amount: number;
  balanceAfter: number;
}

export interface PageQuery {
  limit: number;
  offset: number;
}

/** The ledger reasons the team money aggregates count (migration 020's team_money_slots, same rules). */
const moneyReason = (column: string): string =>
  `(${column} IN ('deposit', 'withdraw', 'withdraw.refund') OR ${column} LIKE 'bonus.%' OR ${column} LIKE 'contract.%.in')`;

/**
 * The one account `@only` a per-account read covers, if it sits at least `@minDepth` below the
 * agent (1 leaves the agent's own rows out), with its depth.
 */
const TEAM = `team(id, depth) AS (SELECT member_id, depth FROM team_paths
  WHERE ancestor_id = @agentId AND member_id = @only AND depth >= @minDepth)`;

/**
 * Per-account bets of [from, to): the whole quarter hours [qFrom, qTo) from bet_quarters, the
 * partial ends [from, headTo) and [tailFrom, to) from the rows by their (account, time) indexes,
 * so the figures are exact to the 5-minute slot while a long range reads one summary row per
 * quarter. A cancelled lottery order leaves the team's bets (as in team_bet_slots), while
 * bet_quarters keeps it as a bet: the cancelled orders of the whole quarters are taken back out.
 */
const BET_PARTS = `
  SELECT t.id, t.depth, q.bets AS bets, q.bet AS bet, q.valid AS valid, q.win AS win, 0 AS deposits, 0 AS withdrawals,
      0 AS bonuses
    FROM team t JOIN bet_quarters q ON q.account_id = t.id AND q.quarter >= @qFrom AND q.quarter < @qTo
  UNION ALL
  SELECT t.id, t.depth, -1, -o.total, 0, 0, 0, 0, 0
    FROM team t JOIN lottery_orders o INDEXED BY lottery_orders_account ON o.account_id = t.id
      AND o.created_at >= @headTo AND o.created_at < @tailFrom
    WHERE o.status = 'CANCELLED'
  UNION ALL
  SELECT t.id, t.depth, 1, r.stake, r.stake, r.win, 0, 0, 0
    FROM team t JOIN game_rounds r INDEXED BY game_rounds_account ON r.account_id = t.id
      AND ((r.played_at >= @from AND r.played_at < @headTo) OR (r.played_at >= @tailFrom AND r.played_at < @to))
  UNION ALL
  SELECT t.id, t.depth, 1, o.total, CASE WHEN o.status IN ('WON', 'LOST') THEN o.total ELSE 0 END,
      CASE WHEN o.status = 'WON' THEN o.win ELSE 0 END, 0, 0, 0
    FROM team t JOIN lottery_orders o INDEXED BY lottery_orders_account ON o.account_id = t.id
      AND ((o.created_at >= @from AND o.created_at < @headTo) OR (o.created_at >= @tailFrom AND o.created_at < @to))
    WHERE o.status <> 'CANCELLED'`;

/**
 * Per-account money of [from, to) with team_money_slots' rules: whole UTC days [dFrom, dTo) from
 * ledger_days, the partial ends from the ledger's (account, time) index.
 */
const MONEY_PARTS = `
  SELECT t.id, t.depth, 0, 0, 0, 0,
      CASE WHEN d.reason = 'deposit' THEN d.money_in - d.money_out ELSE 0 END,
      CASE WHEN d.reason IN ('withdraw', 'withdraw.refund') THEN d.money_out - d.money_in ELSE 0 END,
      CASE WHEN d.reason LIKE 'bonus.%' OR d.reason LIKE 'contract.%.in' THEN d.money_in - d.money_out ELSE 0 END
    FROM team t JOIN ledger_days d ON d.account_id = t.id AND d.day >= @dFrom AND d.day < @dTo
    WHERE ${moneyReason('d.reason')}
  UNION ALL
  SELECT t.id, t.depth, 0, 0, 0, 0,
      CASE WHEN l.reason = 'deposit' THEN l.amount ELSE 0 END,
      CASE WHEN l.reason IN ('withdraw', 'withdraw.refund') THEN -l.amount ELSE 0 END,
      CASE WHEN l.reason LIKE 'bonus.%' OR l.reason LIKE 'contract.%.in' THEN l.amount ELSE 0 END
    FROM team t JOIN ledger l INDEXED BY ledger_account_time ON l.account_id = t.id
      AND ((l.created_at >= @from AND l.created_at < @dHeadTo) OR (l.created_at >= @dTailFrom AND l.created_at < @to))
    WHERE ${moneyReason('l.reason')}`;

interface ReportParams {
  agentId: number;
  only: number;
  minDepth: number;
  from: number;
  to: number;
  qFrom: number;
  qTo: number;
  headTo: number;
  tailFrom: number;
  dFrom: number;
  dTo: number;
  dHeadTo: number;
  dTailFrom: number;
}

/** Whole buckets of `bucketMs` inside [from, to), and where the partial ends stop and start. */
function cut(from: number, to: number, bucketMs: number) {
  const first = Math.ceil(from / bucketMs);
  const last = Math.floor(to / bucketMs);
  return first < last
    ? { first, last, headTo: first * bucketMs, tailFrom: last * bucketMs }
    : { first: 0, last: 0, headTo: to, tailFrom: to };
}

function reportParams(q: TeamRange, only: number, minDepth: number): ReportParams {
  const quarters = cut(q.from, q.to, QUARTER_MS);
  const days = cut(q.from, q.to, DAY_MS);
  return {
    agentId: q.agentId,
    only,
    minDepth,
    from: q.from,
    to: q.to,
    qFrom: quarters.first,
    qTo: quarters.last,
    headTo: quarters.headTo,
    tailFrom: quarters.tailFrom,
    dFrom: days.first,
    dTo: days.last,
    dHeadTo: days.headTo,
    dTailFrom: days.tailFrom,
  };
}

/**
 * Which slots hold rows [offset, offset + limit) of the newest-first order, given each slot's row
 * count newest first: the slots [fromSlot, toSlot) and how many of their rows to skip. Null when
 * the page is past the last row.
 */
export function pageWindow(
  slots: ReadonlyArray<{ slot: number; rows: number }>,
  page: PageQuery,
): { fromSlot: number; toSlot: number; page: PageQuery } | null {
  let newer = 0;
  let first = -1;
  let skip = 0;
  for (let i = 0; i < slots.length; i++) {
    const { slot, rows } = slots[i]!;
    if (first < 0 && newer + rows > page.offset) {
      first = i;
      skip = page.offset - newer;
    }
    newer += rows;
    if (first >= 0 && newer >= page.offset + page.limit)
      return { fromSlot: slot, toSlot: slots[first]!.slot + 1, page: { limit: page.limit, offset: skip } };
  }
  return first < 0
    ? null
    : { fromSlot: slots[slots.length - 1]!.slot, toSlot: slots[first]!.slot + 1, page: { limit: page.limit, offset: skip } };
}

const CONTRACT_COLUMNS = `c.id, c.kind, c.upline_id AS uplineId, c.member_id AS memberId, u.username AS upline, m.username AS member,
  c.period, c.tiers, c.top_rate AS topRate, c.status, c.end_reason AS endReason, c.offered_at AS offeredAt,
  c.decided_at AS decidedAt, c.ended_at AS endedAt, c.ends_at AS endsAt, c.settled_until AS settledUntil`;

/**
 * The agent centre's reads over the team tree (team_paths) and the aggregates that triggers keep
 * (team_bet_slots, team_money_slots, member_bet_slots, bet_quarters, ledger_days): a team figure
 * is one index range per agent, a per-account report one seek per team account.
 */
export function createTeamRepository(db: Database) {
  const stmt = {
    depth: db.prepare<[number, number], number>('SELECT depth FROM team_paths WHERE ancestor_id = ? AND member_id = ?').pluck(),
    // Kept by migration 022's triggers: one row per agent, one index range of join slots.
    totals: db.prepare<[number], { members: number; agents: number; balance: number }>(
      'SELECT members, agents, balance FROM team_totals WHERE ancestor_id = ?',
    ),
    directMembers: db
      .prepare<[number], number>('SELECT COUNT(*) FROM team_paths INDEXED BY team_paths_depth WHERE ancestor_id = ? AND depth = 1')
      .pluck(),
    newMembers: db
      .prepare<[number, number, number], number>(
        'SELECT COALESCE(SUM(joins), 0) FROM team_join_slots WHERE ancestor_id = ? AND slot >= ? AND slot < ?',
      )
      .pluck(),
    active: db
      .prepare<[number, number, number], number>(
        `SELECT COUNT(*) FROM team_paths p WHERE p.ancestor_id = ?
        AND EXISTS (SELECT 1 FROM member_bet_slots s WHERE s.account_id = p.member_id AND s.slot >= ? AND s.slot < ?)`,
      )
      .pluck(),
    bets: db.prepare<[number, number, number], { bets: number; bet: number; valid: number; win: number }>(`SELECT
        COALESCE(SUM(bets), 0) AS bets, COALESCE(SUM(bet), 0) AS bet, COALESCE(SUM(valid), 0) AS valid, COALESCE(SUM(win), 0) AS win
      FROM team_bet_slots WHERE ancestor_id = ? AND slot >= ? AND slot < ?`),
    money: db.prepare<[number, number, number], { deposits: number; withdrawals: number; bonuses: number }>(`SELECT
        COALESCE(SUM(deposits), 0) AS deposits, COALESCE(SUM(withdrawals), 0) AS withdrawals, COALESCE(SUM(bonuses), 0) AS bonuses
      FROM team_money_slots WHERE ancestor_id = ? AND slot >= ? AND slot < ?`),

    children: db
      .prepare<[number, number, number], number>(
        `SELECT member_id FROM team_paths INDEXED BY team_paths_depth
        WHERE ancestor_id = ? AND depth = 1 ORDER BY member_id LIMIT ? OFFSET ?`,
      )
      .pluck(),
    searchCount: db
      .prepare<[number, string], number>(
        `SELECT COUNT(*) FROM accounts a
        JOIN team_paths p ON p.ancestor_id = ? AND p.member_id = a.id AND p.depth > 0
        WHERE a.username LIKE ? ESCAPE '\\'`,
      )
      .pluck(),
    search: db
      .prepare<[number, string, number, number], number>(
        `SELECT a.id FROM accounts a
        JOIN team_paths p ON p.ancestor_id = ? AND p.member_id = a.id AND p.depth > 0
        WHERE a.username LIKE ? ESCAPE '\\' ORDER BY a.username LIMIT ? OFFSET ?`,
      )
      .pluck(),
    downline: db.prepare<[{ agentId: number; memberId: number }], DownlineRow>(`SELECT a.id, a.username, a.type,
        a.upline_id AS uplineId, (SELECT depth FROM team_paths WHERE ancestor_id = @agentId AND member_id = a.id) AS level,
        (SELECT COUNT(*) FROM team_paths WHERE ancestor_id = a.id AND depth > 0) AS teamSize,
        (SELECT COUNT(*) FROM team_paths INDEXED BY team_paths_depth WHERE ancestor_id = a.id AND depth = 1) AS directMembers,
        (SELECT COALESCE(SUM(balance), 0) FROM wallets WHERE account_id = a.id) AS balance,
        a.created_at AS createdAt, a.last_login_at AS lastLoginAt
      FROM accounts a WHERE a.id = @memberId`),
    // From just below the agent down to `member` itself: its ancestors nearer than the agent, farthest first.
    path: db
      .prepare<[number, number], string>(
        `SELECT a.username FROM team_paths p JOIN accounts a ON a.id = p.ancestor_id
        WHERE p.member_id = ? AND p.depth < ? ORDER BY p.depth DESC`,
      )
      .pluck(),
    openContracts: db.prepare<[number, number], ContractRow>(`SELECT ${CONTRACT_COLUMNS} FROM contracts c
        JOIN accounts u ON u.id = c.upline_id JOIN accounts m ON m.id = c.member_id
      WHERE c.member_id = ? AND c.upline_id = ? AND c.status IN ('OFFERED', 'ACTIVE') ORDER BY c.id`),

    // One account's own figures (@only): its quarter-hour and day summaries and the partial ends.
    ownFigures: db.prepare<[ReportParams], AccountFigures>(`WITH ${TEAM}, parts AS (${BET_PARTS} UNION ALL ${MONEY_PARTS})
      SELECT COALESCE(SUM(bets), 0) AS bets, COALESCE(SUM(bet), 0) AS bet, COALESCE(SUM(valid), 0) AS valid,
          COALESCE(SUM(win), 0) AS win, COALESCE(SUM(deposits), 0) AS deposits, COALESCE(SUM(withdrawals), 0) AS withdrawals,
          COALESCE(SUM(bonuses), 0) AS bonuses
        FROM parts`),
    // The downline's ledger per slot of the range, newest slot first (migration 022).
    ledgerSlots: db.prepare<
      [{ agentId: number; fromSlot: number; toSlot: number; type: TransactionType | null }],
      { slot: number; rows: number; moneyIn: number; moneyOut: number }
    >(`SELECT slot, SUM(rows) AS rows, SUM(money_in) AS moneyIn, SUM(money_out) AS moneyOut FROM team_ledger_slots
      WHERE ancestor_id = @agentId AND slot >= @fromSlot AND slot < @toSlot
        AND (@type IS NULL OR ${transactionTypeSql('reason')} = @type)
      GROUP BY slot HAVING SUM(rows) > 0 ORDER BY slot DESC`),
    // The downline's rows of a few slots, by the ledger's time index.
    ledgerWindow: db.prepare<
      [{ agentId: number; from: number; to: number; type: TransactionType | null; limit: number; offset: number }],
      TeamLedgerRow
    >(`SELECT l.id, l.created_at AS createdAt, a.username, l.reason, l.amount, l.balance_after AS balanceAfter
      FROM ledger l INDEXED BY ledger_time
        JOIN team_paths p ON p.ancestor_id = @agentId AND p.member_id = l.account_id AND p.depth > 0
        JOIN accounts a ON a.id = l.account_id
      WHERE l.created_at >= @from AND l.created_at < @to AND (@type IS NULL OR ${transactionTypeSql('l.reason')} = @type)
      ORDER BY l.created_at DESC, l.id DESC LIMIT @limit OFFSET @offset`),

    // The downline's ledger: whole days from ledger_days, the partial ends from the index.
    ledgerTotals: db.prepare<[ReportParams & { type: TransactionType | null }], { count: number; moneyIn: number; moneyOut: number }>(
      `WITH ${TEAM}, parts(rows, moneyIn, moneyOut) AS (
        SELECT d.rows, d.money_in, d.money_out FROM team t JOIN ledger_days d ON d.account_id = t.id AND d.day >= @dFrom AND d.day < @dTo
          WHERE @type IS NULL OR ${transactionTypeSql('d.reason')} = @type
        UNION ALL
        SELECT 1, MAX(l.amount, 0), MAX(-l.amount, 0) FROM team t JOIN ledger l INDEXED BY ledger_account_time ON l.account_id = t.id
            AND ((l.created_at >= @from AND l.created_at < @dHeadTo) OR (l.created_at >= @dTailFrom AND l.created_at < @to))
          WHERE @type IS NULL OR ${transactionTypeSql('l.reason')} = @type)
      SELECT COALESCE(SUM(rows), 0) AS count, COALESCE(SUM(moneyIn), 0) AS moneyIn, COALESCE(SUM(moneyOut), 0) AS moneyOut FROM parts`,
    ),
    ledgerPage: db.prepare<[ReportParams & PageQuery & { type: TransactionType | null }], TeamLedgerRow>(`WITH ${TEAM}
      SELECT l.id, l.created_at AS createdAt, a.username, l.reason, l.amount, l.balance_after AS balanceAfter
      FROM ledger l JOIN accounts a ON a.id = l.account_id
      WHERE l.id IN (SELECT l2.id FROM team t JOIN ledger l2 INDEXED BY ledger_account_time ON l2.account_id = t.id
          AND l2.created_at >= @from AND l2.created_at < @to
        WHERE @type IS NULL OR ${transactionTypeSql('l2.reason')} = @type
        ORDER BY l2.created_at DESC, l2.id DESC LIMIT @limit OFFSET @offset)
      ORDER BY l.created_at DESC, l.id DESC`),
  };

  return {
    /** How far below `agentId` the account sits (0: itself), or undefined outside its team. */
    depthBelow: (agentId: number, memberId: number): number | undefined => stmt.depth.get(agentId, memberId),

    overview(q: TeamRange): OverviewRow {
      const [fromSlot, toSlot] = [q.from / SLOT_MS, q.to / SLOT_MS];
      const totals = stmt.totals.get(q.agentId) ?? { members: 0, agents: 0, balance: 0 };
      return {
        teamSize: totals.members,
        directMembers: stmt.directMembers.get(q.agentId)!,
        agents: totals.agents,
        newMembers: stmt.newMembers.get(q.agentId, fromSlot, toSlot)!,
        activeMembers: stmt.active.get(q.agentId, fromSlot, toSlot)!,
        ...stmt.bets.get(q.agentId, fromSlot, toSlot)!,
        ...stmt.money.get(q.agentId, fromSlot, toSlot)!,
        teamBalance: totals.balance,
      };
    },

    /** A page of the direct downlines of `parentId`, oldest account first. */
    children(parentId: number, page: PageQuery): { total: number; ids: number[] } {
      return { total: stmt.directMembers.get(parentId)!, ids: stmt.children.all(parentId, page.limit, page.offset) };
    },
    /** A page of the agent's downline whose username starts with `prefix` (any case), by username. */
    search(agentId: number, prefix: string, page: PageQuery): { total: number; ids: number[] } {
      const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return { total: stmt.searchCount.get(agentId, pattern)!, ids: stmt.search.all(agentId, pattern, page.limit, page.offset) };
    },
    downline: (agentId: number, memberId: number): DownlineRow => stmt.downline.get({ agentId, memberId })!,
    /** Usernames from just below the agent down to `memberId` (which sits `depth` below it). */
    path: (memberId: number, depth: number): string[] => stmt.path.all(memberId, depth),
    /** The account's offered and active contracts with its own upline. */
    openContracts: (memberId: number, uplineId: number): ContractRow[] => stmt.openContracts.all(memberId, uplineId),

    /** Accounts below `accountId` at any depth. */
    teamSize: (accountId: number): number => stmt.totals.get(accountId)?.members ?? 0,
    /** The account's own bets and money in the range (`accountId` is in the agent's team). */
    ownFigures: (q: TeamRange, accountId: number): AccountFigures => stmt.ownFigures.get(reportParams(q, accountId, 0))!,
    /** The bets and money of `accountId`'s whole team, itself included, in the range: one index range per aggregate. */
    teamFigures(accountId: number, from: number, to: number): AccountFigures {
      const [fromSlot, toSlot] = [from / SLOT_MS, to / SLOT_MS];
      return { ...stmt.bets.get(accountId, fromSlot, toSlot)!, ...stmt.money.get(accountId, fromSlot, toSlot)! };
    },

    /**
     * The downline's (not the agent's) ledger rows of the range: totals and one page, newest first.
     * One account (`only`) is read by its own index; the whole downline by its slot counts, which
     * say which few slots hold the page, then those slots of the ledger by time.
     */
    ledger(q: TeamRange, only: number | null, type: TransactionType | null, page: PageQuery) {
      if (only !== null) {
        const params = { ...reportParams(q, only, 1), type };
        return { totals: stmt.ledgerTotals.get(params)!, rows: stmt.ledgerPage.all({ ...params, ...page }) };
      }
      const slots = stmt.ledgerSlots.all({ agentId: q.agentId, fromSlot: q.from / SLOT_MS, toSlot: q.to / SLOT_MS, type });
      const totals = { count: 0, moneyIn: 0, moneyOut: 0 };
      for (const s of slots) {
        totals.count += s.rows;
        totals.moneyIn += s.moneyIn;
        totals.moneyOut += s.moneyOut;
      }
      const window = pageWindow(slots, page);
      const rows = window
        ? stmt.ledgerWindow.all({ agentId: q.agentId, from: window.fromSlot * SLOT_MS, to: window.toSlot * SLOT_MS, type, ...window.page })
        : [];
      return { totals, rows };
    },
  };
}
export type TeamRepository = ReturnType<typeof createTeamRepository>;
