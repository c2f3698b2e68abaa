import type { Database } from 'better-sqlite3';
import type { TransactionType } from '../../../../shared/schemas/records';
import type { ContractRow } from '../contracts/contracts-repository';
import { AGENT_TYPES } from '../records/member-transfer-handlers';
import { transactionTypeSql } from '../records/transaction-types';

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

/** One team account's bets in a range, in cents. */
export interface MemberBetsRow {
  username: string;
  level: number;
  bets: number;
  bet: number;
  valid: number;
  win: number;
}

/** One team account's bets and money in a range, in cents. */
export interface MemberProfitRow {
  username: string;
  level: number;
  deposits: number;
  withdrawals: number;
  valid: number;
  win: number;
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

const AGENT_TYPE_LIST = AGENT_TYPES.join(', ');

/** The ledger reasons the team money aggregates count (migration 020's team_money_slots, same rules). */
const moneyReason = (column: string): string =>
  `(${column} IN ('deposit', 'withdraw', 'withdraw.refund') OR ${column} LIKE 'bonus.%' OR ${column} LIKE 'contract.%.in')`;

/**
 * The team accounts a report covers: the agent's whole team (the agent at depth 0), or the one
 * account `@only` of it; `@minDepth` 1 leaves the agent out.
 */
const TEAM = `team(id, depth) AS (SELECT member_id, depth FROM team_paths
  WHERE ancestor_id = @agentId AND depth >= @minDepth AND (@only IS NULL OR member_id = @only))`;

/**
 * Per-account bets of [from, to): the whole quarter hours [qFrom, qTo) from bet_quarters, the
 * partial ends [from, headTo) and [tailFrom, to) from the rows by their (account, time) indexes,
 * so the figures are exact to the 5-minute slot while a long range reads one summary row per
 * quarter. A cancelled lottery order leaves the team's bets (as in team_bet_slots), while
 * bet_quarters keeps it as a bet: the cancelled orders of the whole quarters are taken back out.
 */
const BET_PARTS = `
  SELECT t.id, t.depth, q.bets AS bets, q.bet AS bet, q.valid AS valid, q.win AS win, 0 AS deposits, 0 AS withdrawals,
      0 AS bonuses, 0 AS moves
    FROM team t JOIN bet_quarters q ON q.account_id = t.id AND q.quarter >= @qFrom AND q.quarter < @qTo
  UNION ALL
  SELECT t.id, t.depth, -1, -o.total, 0, 0, 0, 0, 0, 0
    FROM team t JOIN lottery_orders o INDEXED BY lottery_orders_account ON o.account_id = t.id
      AND o.created_at >= @headTo AND o.created_at < @tailFrom
    WHERE o.status = 'CANCELLED'
  UNION ALL
  SELECT t.id, t.depth, 1, r.stake, r.stake, r.win, 0, 0, 0, 0
    FROM team t JOIN game_rounds r INDEXED BY game_rounds_account ON r.account_id = t.id
      AND ((r.played_at >= @from AND r.played_at < @headTo) OR (r.played_at >= @tailFrom AND r.played_at < @to))
  UNION ALL
  SELECT t.id, t.depth, 1, o.total, CASE WHEN o.status IN ('WON', 'LOST') THEN o.total ELSE 0 END,
      CASE WHEN o.status = 'WON' THEN o.win ELSE 0 END, 0, 0, 0, 0
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
      CASE WHEN d.reason LIKE 'bonus.%' OR d.reason LIKE 'contract.%.in' THEN d.money_in - d.money_out ELSE 0 END,
      d.rows
    FROM team t JOIN ledger_days d ON d.account_id = t.id AND d.day >= @dFrom AND d.day < @dTo
    WHERE ${moneyReason('d.reason')}
  UNION ALL
  SELECT t.id, t.depth, 0, 0, 0, 0,
      CASE WHEN l.reason = 'deposit' THEN l.amount ELSE 0 END,
      CASE WHEN l.reason IN ('withdraw', 'withdraw.refund') THEN -l.amount ELSE 0 END,
      CASE WHEN l.reason LIKE 'bonus.%' OR l.reason LIKE 'contract.%.in' THEN l.amount ELSE 0 END,
      1
    FROM team t JOIN ledger l INDEXED BY ledger_account_time ON l.account_id = t.id
      AND ((l.created_at >= @from AND l.created_at < @dHeadTo) OR (l.created_at >= @dTailFrom AND l.created_at < @to))
    WHERE ${moneyReason('l.reason')}`;

interface ReportParams {
  agentId: number;
  only: number | null;
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

function reportParams(q: TeamRange, only: number | null, minDepth: number): ReportParams {
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
    sizes: db.prepare<[number], { teamSize: number; directMembers: number; agents: number }>(`SELECT COUNT(*) AS teamSize,
        COALESCE(SUM(p.depth = 1), 0) AS directMembers, COALESCE(SUM(a.type IN (${AGENT_TYPE_LIST})), 0) AS agents
      FROM team_paths p JOIN accounts a ON a.id = p.member_id WHERE p.ancestor_id = ? AND p.depth > 0`),
    newMembers: db
      .prepare<[number, number, number], number>(
        `SELECT COUNT(*) FROM team_paths INDEXED BY team_paths_joined
        WHERE ancestor_id = ? AND joined_at >= ? AND joined_at < ? AND depth > 0`,
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
    balance: db
      .prepare<[number], number>(
        `SELECT COALESCE(SUM(w.balance), 0) FROM team_paths p JOIN wallets w ON w.account_id = p.member_id
        WHERE p.ancestor_id = ?`,
      )
      .pluck(),

    childCount: db
      .prepare<[number], number>('SELECT COUNT(*) FROM team_paths INDEXED BY team_paths_depth WHERE ancestor_id = ? AND depth = 1')
      .pluck(),
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

    betting: db.prepare<[ReportParams], MemberBetsRow>(`WITH ${TEAM}, parts AS (${BET_PARTS})
      SELECT a.username, g.level, g.bets, g.bet, g.valid, g.win FROM (
        SELECT id, MIN(depth) AS level, SUM(bets) AS bets, SUM(bet) AS bet, SUM(valid) AS valid, SUM(win) AS win
          FROM parts GROUP BY id HAVING SUM(bets) > 0) g
      JOIN accounts a ON a.id = g.id ORDER BY g.valid DESC, a.username`),
    profit: db.prepare<[ReportParams], MemberProfitRow>(`WITH ${TEAM}, parts AS (${BET_PARTS} UNION ALL ${MONEY_PARTS})
      SELECT a.username, g.level, g.deposits, g.withdrawals, g.valid, g.win, g.bonuses FROM (
        SELECT id, MIN(depth) AS level, SUM(deposits) AS deposits, SUM(withdrawals) AS withdrawals, SUM(valid) AS valid,
            SUM(win) AS win, SUM(bonuses) AS bonuses
          FROM parts GROUP BY id HAVING SUM(bets) > 0 OR SUM(moves) > 0) g
      JOIN accounts a ON a.id = g.id ORDER BY g.win - g.valid + g.bonuses, a.username`),

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
      return {
        ...stmt.sizes.get(q.agentId)!,
        newMembers: stmt.newMembers.get(q.agentId, q.from, q.to)!,
        activeMembers: stmt.active.get(q.agentId, fromSlot, toSlot)!,
        ...stmt.bets.get(q.agentId, fromSlot, toSlot)!,
        ...stmt.money.get(q.agentId, fromSlot, toSlot)!,
        teamBalance: stmt.balance.get(q.agentId)!,
      };
    },

    /** A page of the direct downlines of `parentId`, oldest account first. */
    children(parentId: number, page: PageQuery): { total: number; ids: number[] } {
      return { total: stmt.childCount.get(parentId)!, ids: stmt.children.all(parentId, page.limit, page.offset) };
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

    /** Team accounts (or the one `only`) with bets in the range, biggest valid bet first. */
    betting: (q: TeamRange, only: number | null): MemberBetsRow[] => stmt.betting.all(reportParams(q, only, 0)),
    /** Team accounts (or the one `only`) with bets or money in the range, lowest profit and loss first. */
    profit: (q: TeamRange, only: number | null): MemberProfitRow[] => stmt.profit.all(reportParams(q, only, 0)),

    /** The downline's (not the agent's) ledger rows of the range: totals and one page, newest first. */
    ledger(q: TeamRange, only: number | null, type: TransactionType | null, page: PageQuery) {
      const params = { ...reportParams(q, only, 1), type };
      return { totals: stmt.ledgerTotals.get(params)!, rows: stmt.ledgerPage.all({ ...params, ...page }) };
    },
  };
}
export type TeamRepository = ReturnType<typeof createTeamRepository>;
