import type { Database } from 'better-sqlite3';
import type { ContractKind, ContractStatus, DividendPeriod } from '../../../../shared/domains/contracts/schemas';

/** One row of `contracts` with the two usernames it names. */
export interface ContractRow {
  id: number;
  kind: ContractKind;
  uplineId: number;
  memberId: number;
  upline: string;
  member: string;
  period: DividendPeriod | null;
  /** JSON of StoredTier[], highest threshold last. */
  tiers: string;
  topRate: number;
  status: ContractStatus;
  endReason: string | null;
  offeredAt: number;
  decidedAt: number | null;
  endedAt: number | null;
  endsAt: number | null;
  settledUntil: number | null;
}

/**
 * A tier as migration 020 stores it: cents and basis points; the threshold is the team's valid bet
 * (`minValidBet`, salaries) or the team's loss (`minLoss`, dividends).
 */
export interface StoredTier {
  minValidBet?: number;
  minLoss?: number;
  minActiveMembers: number;
  rate: number;
}

export interface NewContract {
  kind: ContractKind;
  uplineId: number;
  memberId: number;
  period: DividendPeriod | null;
  tiers: StoredTier[];
  topRate: number;
  offeredAt: number;
}

export interface SettlementRow {
  id: number;
  contractId: number;
  kind: ContractKind;
  member: string;
  payer: string | null;
  memberId: number;
  payerId: number | null;
  periodStart: number;
  periodEnd: number;
  validBet: number;
  profitLoss: number;
  activeMembers: number;
  rate: number;
  amount: number;
  status: 'PAID' | 'NOT_REACHED' | 'UNPAID';
  settledAt: number;
}

export type NewSettlement = Omit<SettlementRow, 'id' | 'member' | 'payer'>;

/** One 5-minute slot of a team's bets (migration 020's team_bet_slots), in cents. */
export interface TeamSlot {
  slot: number;
  valid: number;
  win: number;
}

/** The four request states of cashier.consolidated per kind: 0 none, 1 an offer waits, 2 an active contract. */
export type RequestStates = Record<ContractKind, 0 | 1 | 2>;

const COLUMNS = `c.id, c.kind, c.upline_id AS uplineId, c.member_id AS memberId, u.username AS upline, m.username AS member,
  c.period, c.tiers, c.top_rate AS topRate, c.status, c.end_reason AS endReason, c.offered_at AS offeredAt,
  c.decided_at AS decidedAt, c.ended_at AS endedAt, c.ends_at AS endsAt, c.settled_until AS settledUntil`;
const FROM = 'FROM contracts c JOIN accounts u ON u.id = c.upline_id JOIN accounts m ON m.id = c.member_id';

const SETTLEMENT_COLUMNS = `s.id, s.contract_id AS contractId, s.kind, m.username AS member, p.username AS payer,
  s.member_id AS memberId, s.payer_id AS payerId, s.period_start AS periodStart, s.period_end AS periodEnd,
  s.valid_bet AS validBet, s.profit_loss AS profitLoss, s.active_members AS activeMembers, s.rate, s.amount, s.status,
  s.settled_at AS settledAt`;
const SETTLEMENT_FROM = 'FROM contract_settlements s JOIN accounts m ON m.id = s.member_id LEFT JOIN accounts p ON p.id = s.payer_id';

/** The filters of the upline's list of the contracts it gave. */
export interface GivenFilter {
  uplineId: number;
  kind: ContractKind | null;
  status: ContractStatus | null;
  memberId: number | null;
}

/** The filters of a settlements page: one side (member or payer), periods ending in [start, end). */
export interface SettlementFilter {
  side: 'RECEIVED' | 'PAID';
  accountId: number;
  kind: ContractKind | null;
  startTime: number;
  endTime: number;
}

/**
 * Contracts and their settlements (migration 020). One OFFERED and one ACTIVE contract per member
 * and kind are guarded by unique partial indexes, and one settlement per contract and period by
 * UNIQUE(contract_id, period_start): callers map those constraint errors to refusals or skips.
 */
export function createContractRepository(db: Database) {
  const givenWhere = `WHERE c.upline_id = @uplineId AND (@kind IS NULL OR c.kind = @kind)
    AND (@status IS NULL OR c.status = @status) AND (@memberId IS NULL OR c.member_id = @memberId)`;
  // PAID: the contracts I gave, whoever paid them (a top agent's are paid by the platform).
  const settlementWhere = `WHERE (CASE WHEN @side = 'RECEIVED' THEN s.member_id = @accountId
      ELSE s.contract_id IN (SELECT id FROM contracts WHERE upline_id = @accountId) END)
    AND (@kind IS NULL OR s.kind = @kind) AND s.period_end >= @startTime AND s.period_end < @endTime`;
  const stmt = {
    byId: db.prepare<[number], ContractRow>(`SELECT ${COLUMNS} ${FROM} WHERE c.id = ?`),
    depth: db.prepare<[number, number], number>('SELECT depth FROM team_paths WHERE ancestor_id = ? AND member_id = ?').pluck(),
    withStatus: db.prepare<[number, string, string], ContractRow>(
      `SELECT ${COLUMNS} ${FROM} WHERE c.member_id = ? AND c.kind = ? AND c.status = ?`,
    ),
    insert: db.prepare(`INSERT INTO contracts (kind, upline_id, member_id, period, tiers, top_rate, status, offered_at)
      VALUES (@kind, @uplineId, @memberId, @period, @tiers, @topRate, 'OFFERED', @offeredAt)`),
    end: db.prepare(`UPDATE contracts SET status = @status, end_reason = @endReason, ended_at = @endedAt
      WHERE id = @id AND status = @from`),
    activate: db.prepare(`UPDATE contracts SET status = 'ACTIVE', decided_at = @now, settled_until = @settledUntil
      WHERE id = @id AND status = 'OFFERED'`),
    reject: db.prepare(`UPDATE contracts SET status = 'REJECTED', decided_at = ? WHERE id = ? AND status = 'OFFERED'`),
    setEndsAt: db.prepare(`UPDATE contracts SET ends_at = ? WHERE id = ? AND status = 'ACTIVE'`),
    setSettledUntil: db.prepare('UPDATE contracts SET settled_until = ? WHERE id = ?'),
    aboveInTeam: db.prepare<[number, string, number], ContractRow>(`SELECT ${COLUMNS} ${FROM}
      JOIN team_paths t ON t.member_id = c.member_id AND t.ancestor_id = ? AND t.depth >= 1
      WHERE c.kind = ? AND c.status IN ('OFFERED', 'ACTIVE') AND c.top_rate > ?`),
    mine: db.prepare<[number], ContractRow>(`SELECT ${COLUMNS} ${FROM} WHERE c.member_id = ?
      ORDER BY CASE c.status WHEN 'OFFERED' THEN 0 WHEN 'ACTIVE' THEN 1 ELSE 2 END,
        COALESCE(c.ended_at, c.decided_at, c.offered_at) DESC, c.id DESC LIMIT 50`),
    states: db.prepare<[number], { kind: ContractKind; status: ContractStatus }>(
      `SELECT kind, status FROM contracts WHERE member_id = ? AND status IN ('OFFERED', 'ACTIVE')`,
    ),
    given: db.prepare(`SELECT ${COLUMNS} ${FROM} ${givenWhere} ORDER BY c.offered_at DESC, c.id DESC LIMIT @limit OFFSET @offset`),
    givenTotals: db.prepare(`SELECT COUNT(*) AS count, COALESCE(SUM(c.status = 'ACTIVE'), 0) AS active,
      COALESCE(SUM(c.status = 'OFFERED'), 0) AS offered FROM contracts c ${givenWhere}`),
    due: db.prepare<[], ContractRow>(`SELECT ${COLUMNS} ${FROM} WHERE c.status = 'ACTIVE' ORDER BY c.id`),
    insertSettlement: db.prepare(`INSERT INTO contract_settlements (contract_id, member_id, payer_id, kind, period_start,
        period_end, valid_bet, profit_loss, active_members, rate, amount, status, settled_at)
      VALUES (@contractId, @memberId, @payerId, @kind, @periodStart, @periodEnd, @validBet, @profitLoss, @activeMembers, @rate,
        @amount, @status, @settledAt) ON CONFLICT (contract_id, period_start) DO NOTHING`),
    settlementByPeriod: db
      .prepare<[number, number], number>('SELECT id FROM contract_settlements WHERE contract_id = ? AND period_start = ?')
      .pluck(),
    settlements: db.prepare(`SELECT ${SETTLEMENT_COLUMNS} ${SETTLEMENT_FROM} ${settlementWhere}
      ORDER BY s.period_end DESC, s.id DESC LIMIT @limit OFFSET @offset`),
    settlementTotals: db.prepare(`SELECT COUNT(*) AS count, COALESCE(SUM(CASE WHEN s.status = 'PAID' THEN s.amount END), 0) AS amount,
      COALESCE(SUM(s.valid_bet), 0) AS validBet FROM contract_settlements s ${settlementWhere}`),
    teamSlots: db.prepare<[number, number, number], TeamSlot>(`SELECT slot, valid, win FROM team_bet_slots
      WHERE ancestor_id = ? AND slot >= ? AND slot < ? AND (valid <> 0 OR win <> 0) ORDER BY slot`),
    activeMembers: db
      .prepare<[number, number, number], number>(
        `SELECT COUNT(DISTINCT b.account_id) FROM team_paths t
        JOIN member_bet_slots b ON b.account_id = t.member_id AND b.slot >= ? AND b.slot < ? WHERE t.ancestor_id = ?`,
      )
      .pluck(),
    settlementsOf: db.prepare<[number], SettlementRow>(
      `SELECT ${SETTLEMENT_COLUMNS} ${SETTLEMENT_FROM} WHERE s.contract_id = ? ORDER BY s.period_start`,
    ),
  };

  return {
    byId: (id: number): ContractRow | undefined => stmt.byId.get(id),
    /** How far below `ancestorId` the member sits (0 itself), or undefined outside its team. */
    depthBelow: (ancestorId: number, memberId: number): number | undefined => stmt.depth.get(ancestorId, memberId),
    /** The member's contract of a kind in one status (at most one OFFERED and one ACTIVE exist). */
    withStatus: (memberId: number, kind: ContractKind, status: 'OFFERED' | 'ACTIVE'): ContractRow | undefined =>
      stmt.withStatus.get(memberId, kind, status),
    /** A new OFFERED contract; throws the unique index's constraint error when one already waits. */
    insertOffer(contract: NewContract): number {
      return Number(stmt.insert.run({ ...contract, tiers: JSON.stringify(contract.tiers) }).lastInsertRowid);
    },
    /** Moves a contract from `from` to an ended status; false when it was no longer in `from`. */
    end(id: number, from: ContractStatus, status: ContractStatus, endReason: string | null, endedAt: number): boolean {
      return stmt.end.run({ id, from, status, endReason, endedAt }).changes === 1;
    },
    activate: (id: number, now: number, settledUntil: number): boolean => stmt.activate.run({ id, now, settledUntil }).changes === 1,
    reject: (id: number, now: number): boolean => stmt.reject.run(now, id).changes === 1,
    setEndsAt: (id: number, endsAt: number): boolean => stmt.setEndsAt.run(endsAt, id).changes === 1,
    setSettledUntil(id: number, until: number): void {
      stmt.setSettledUntil.run(until, id);
    },
    /** OFFERED or ACTIVE contracts of a kind below `ancestorId` (depth ≥ 1) whose top rate is above `rate`. */
    aboveInTeam: (ancestorId: number, kind: ContractKind, rate: number): ContractRow[] => stmt.aboveInTeam.all(ancestorId, kind, rate),
    /** Offers first, then active, then ended ones newest first; at most 50. */
    mine: (memberId: number): ContractRow[] => stmt.mine.all(memberId),
    requestStates(memberId: number): RequestStates {
      const states: RequestStates = { DAILY_SALARY: 0, HOURLY_SALARY: 0, REALTIME_SALARY: 0, DIVIDEND: 0 };
      for (const row of stmt.states.all(memberId)) {
        const state = row.status === 'ACTIVE' ? 2 : 1;
        // An active contract with a change offered still waits for the member's answer.
        if (state === 1 || states[row.kind] === 0) states[row.kind] = state;
      }
      return states;
    },
    given(filter: GivenFilter, limit: number, offset: number) {
      const rows = stmt.given.all({ ...filter, limit, offset }) as ContractRow[];
      const totals = stmt.givenTotals.get(filter) as { count: number; active: number; offered: number };
      return { rows, ...totals };
    },
    /** Every ACTIVE contract, oldest first: the settlement engine's work list. */
    active: (): ContractRow[] => stmt.due.all(),
    /** Inserts a settlement once; undefined when that contract and period already have one. */
    insertSettlement(row: NewSettlement): number | undefined {
      const result = stmt.insertSettlement.run(row);
      return result.changes === 1 ? Number(result.lastInsertRowid) : undefined;
    },
    settlementByPeriod: (contractId: number, periodStart: number): number | undefined =>
      stmt.settlementByPeriod.get(contractId, periodStart),
    settlements(filter: SettlementFilter, limit: number, offset: number) {
      const rows = stmt.settlements.all({ ...filter, limit, offset }) as SettlementRow[];
      const totals = stmt.settlementTotals.get(filter) as { count: number; amount: number; validBet: number };
      return { rows, ...totals };
    },
    /** The team's settled bets per 5-minute slot in [fromSlot, toSlot), slots without any left out. */
    teamSlots: (ancestorId: number, fromSlot: number, toSlot: number): TeamSlot[] => stmt.teamSlots.all(ancestorId, fromSlot, toSlot),
    /** Team accounts (the ancestor included) with a settled bet in [fromSlot, toSlot). */
    activeMembers: (ancestorId: number, fromSlot: number, toSlot: number): number => stmt.activeMembers.get(fromSlot, toSlot, ancestorId)!,
    settlementsOf: (contractId: number): SettlementRow[] => stmt.settlementsOf.all(contractId),
  };
}
export type ContractRepository = ReturnType<typeof createContractRepository>;
