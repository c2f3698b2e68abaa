import {
  LimitKinds,
  LimitPeriods,
  type LimitKind,
  type LimitPeriod,
  type ProtectionEvent,
  type Restriction,
  type RestrictionKind,
} from '../../../../shared/domains/protection/schemas';
import type { EdgeSql } from '../store';

/** A money limit's kind, or the session limit (period 'session', amount in minutes). */
export type StoredKind = LimitKind | 'session';
export type StoredPeriod = LimitPeriod | 'session';

export interface LimitRow {
  kind: StoredKind;
  period: StoredPeriod;
  amount: number | null;
  pendingSet: boolean;
  pendingAmount: number | null;
  requestedAt: number | null;
  effectiveAt: number | null;
}

export type NewEvent = Omit<ProtectionEvent, 'id' | 'time'>;

/** Why the edge ended a session at the platform. */
export type EndedReason = 'sessionLimit' | 'stopNow';

/** What the edge knows of a session token: its account and sign-in time, the account's session limit in minutes, and why the edge ended it. */
export type SessionRecord = {
  accountId: string | null;
  startedAt: number | null;
  minutes: number | null;
  ended: EndedReason | null;
};

/** An amount the edge forwarded and the platform accepted (protection_forwarded). */
export interface ForwardedRow {
  amount: number;
  at: number;
  reference: string;
  expiresAt: number | null;
}

/** Every money limit, in the order the state answers them: LimitKinds × LimitPeriods. */
export const MONEY_LIMITS = LimitKinds.flatMap((kind) => LimitPeriods.map((period) => ({ kind, period })));

interface RestrictionRow extends Record<string, unknown> {
  kind: RestrictionKind;
  duration: string;
  startedAt: number;
  endsAt: number;
  cancellableFrom: number | null;
}

const restrictionView = (row: RestrictionRow): Restriction => ({
  kind: row.kind,
  duration: row.duration,
  startedAt: row.startedAt,
  endsAt: row.endsAt,
  cancellableFrom: row.cancellableFrom,
});

const RUNNING = `SELECT id, kind, duration, started_at AS "startedAt", ends_at AS "endsAt", cancellable_from AS "cancellableFrom"
  FROM protection_restrictions WHERE account_id = $1 AND ended_at IS NULL AND ends_at > $2 ORDER BY ends_at DESC LIMIT 1`;

/**
 * Player protection's tables (edge migration 2) over the edge store, by account (member.info id).
 * Every method takes the SQL it runs on, so a change and its history line share one transaction
 * (`store.transaction`).
 */
export const protectionRepository = {
  async limitsOf(sql: EdgeSql, accountId: string): Promise<LimitRow[]> {
    return sql.query<LimitRow & Record<string, unknown>>(
      `SELECT kind, period, amount, pending_set AS "pendingSet", pending_amount AS "pendingAmount",
        requested_at AS "requestedAt", effective_at AS "effectiveAt" FROM protection_limits WHERE account_id = $1`,
      [accountId],
    );
  },

  async find(sql: EdgeSql, accountId: string, kind: StoredKind, period: StoredPeriod): Promise<LimitRow | undefined> {
    return (await protectionRepository.limitsOf(sql, accountId)).find((l) => l.kind === kind && l.period === period);
  },

  /** Writes a limit's row; a row with neither a limit nor a pending change goes. */
  async saveLimit(sql: EdgeSql, accountId: string, row: LimitRow): Promise<void> {
    if (row.amount === null && !row.pendingSet) {
      await sql.query('DELETE FROM protection_limits WHERE account_id = $1 AND kind = $2 AND period = $3', [
        accountId,
        row.kind,
        row.period,
      ]);
      return;
    }
    await sql.query(
      `INSERT INTO protection_limits (account_id, kind, period, amount, pending_set, pending_amount, requested_at, effective_at)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
        ON CONFLICT (account_id, kind, period) DO UPDATE SET amount = excluded.amount, pending_set = excluded.pending_set,
          pending_amount = excluded.pending_amount, requested_at = excluded.requested_at, effective_at = excluded.effective_at`,
      [accountId, row.kind, row.period, row.amount, row.pendingSet, row.pendingAmount, row.requestedAt, row.effectiveAt],
    );
  },

  async realityCheckMinutes(sql: EdgeSql, accountId: string): Promise<number | undefined> {
    const rows = await sql.query<{ minutes: number }>(
      'SELECT reality_check_minutes AS minutes FROM protection_settings WHERE account_id = $1',
      [accountId],
    );
    return rows[0]?.minutes;
  },

  async setRealityCheck(sql: EdgeSql, accountId: string, minutes: number): Promise<void> {
    await sql.query(
      `INSERT INTO protection_settings (account_id, reality_check_minutes) VALUES ($1, $2)
        ON CONFLICT (account_id) DO UPDATE SET reality_check_minutes = excluded.reality_check_minutes`,
      [accountId, minutes],
    );
  },

  /** The break, stop-now or self-exclusion running at `now`, or null. */
  async running(sql: EdgeSql, accountId: string, now: number): Promise<Restriction | null> {
    const rows = await sql.query<RestrictionRow>(RUNNING, [accountId, now]);
    return rows[0] ? restrictionView(rows[0]) : null;
  },

  async startRestriction(sql: EdgeSql, accountId: string, r: Restriction): Promise<void> {
    await sql.query(
      `INSERT INTO protection_restrictions (account_id, kind, duration, started_at, ends_at, cancellable_from)
        VALUES ($1, $2, $3, $4, $5, $6)`,
      [accountId, r.kind, r.duration, r.startedAt, r.endsAt, r.cancellableFrom],
    );
  },

  /** Ends the running restriction early (a self-exclusion past its locked months, or a break a longer exclusion replaces). */
  async endRunning(sql: EdgeSql, accountId: string, now: number): Promise<void> {
    await sql.query(
      `UPDATE protection_restrictions SET ended_at = $2
        WHERE id = (SELECT id FROM protection_restrictions WHERE account_id = $1 AND ended_at IS NULL AND ends_at > $2
          ORDER BY ends_at DESC LIMIT 1)`,
      [accountId, now],
    );
  },

  async addEvent(sql: EdgeSql, accountId: string, time: number, e: NewEvent): Promise<void> {
    await sql.query(
      `INSERT INTO protection_events (account_id, time, event, subject, period, from_value, to_value, effective_at)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [accountId, time, e.event, e.subject, e.period, e.from, e.to, e.effectiveAt],
    );
  },

  async history(
    sql: EdgeSql,
    accountId: string,
    pageNo: number,
    pageSize: number,
  ): Promise<{ list: ProtectionEvent[]; totalCount: number }> {
    const list = await sql.query<ProtectionEvent & Record<string, unknown>>(
      `SELECT id, time, event, subject, period, from_value AS "from", to_value AS "to", effective_at AS "effectiveAt"
        FROM protection_events WHERE account_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`,
      [accountId, pageSize, (pageNo - 1) * pageSize],
    );
    const count = await sql.query<{ n: number }>('SELECT COUNT(*) AS n FROM protection_events WHERE account_id = $1', [accountId]);
    return { list, totalCount: Number(count[0]?.n ?? 0) };
  },

  async addForwarded(
    sql: EdgeSql,
    accountId: string,
    kind: 'deposit' | 'bet',
    row: { amount: number; at: number; reference: string; expiresAt: number | null },
  ): Promise<void> {
    await sql.query(
      'INSERT INTO protection_forwarded (account_id, kind, amount, at, reference, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
      [accountId, kind, row.amount, row.at, row.reference, row.expiresAt],
    );
  },

  /** What the edge forwarded of `kind` in [from, to). */
  async forwarded(sql: EdgeSql, accountId: string, kind: 'deposit' | 'bet', from: number, to: number): Promise<ForwardedRow[]> {
    return sql.query<ForwardedRow & Record<string, unknown>>(
      `SELECT amount, at, reference, expires_at AS "expiresAt" FROM protection_forwarded
        WHERE account_id = $1 AND kind = $2 AND at >= $3 AND at < $4 ORDER BY at`,
      [accountId, kind, from, to],
    );
  },

  /** Forgets forwarded amounts older than `before`: no window reaches back that far. */
  async pruneForwarded(sql: EdgeSql, before: number): Promise<void> {
    await sql.query('DELETE FROM protection_forwarded WHERE at < $1', [before]);
  },

  /**
   * What the session guard reads of a token in one query: its account and sign-in time (sessions),
   * the account's session limit, and whether the edge already ended it.
   */
  async sessionOf(sql: EdgeSql, hash: string): Promise<SessionRecord> {
    const rows = await sql.query<SessionRecord>(
      `SELECT s.account_id AS "accountId", s.learnt_at AS "startedAt", l.amount AS minutes, e.reason AS ended
        FROM (SELECT $1::text AS token_hash) t
        LEFT JOIN sessions s ON s.token_hash = t.token_hash
        LEFT JOIN protection_limits l ON l.account_id = s.account_id AND l.kind = 'session' AND l.amount IS NOT NULL
        LEFT JOIN protection_ended_sessions e ON e.token_hash = t.token_hash`,
      [hash],
    );
    return rows[0] ?? { accountId: null, startedAt: null, minutes: null, ended: null };
  },

  async endSession(sql: EdgeSql, hash: string, accountId: string, reason: EndedReason, at: number): Promise<void> {
    await sql.query(
      `INSERT INTO protection_ended_sessions (token_hash, account_id, reason, ended_at) VALUES ($1, $2, $3, $4)
        ON CONFLICT (token_hash) DO NOTHING`,
      [hash, accountId, reason, at],
    );
  },

  /** Marks every session the edge knows of the account as ended (stop-now): their tokens answer 401 from now on. */
  async endAccountSessions(sql: EdgeSql, accountId: string, reason: EndedReason, at: number): Promise<void> {
    await sql.query(
      `INSERT INTO protection_ended_sessions (token_hash, account_id, reason, ended_at)
        SELECT token_hash, account_id, $2, $3 FROM sessions WHERE account_id = $1
        ON CONFLICT (token_hash) DO NOTHING`,
      [accountId, reason, at],
    );
  },

  /** Of `hashes`, those whose session the edge must end now: ended already (to log out here too) or past their limit. */
  async sessionsToEnd(
    sql: EdgeSql,
    hashes: readonly string[],
    now: number,
  ): Promise<Array<{ hash: string; accountId: string; reason: EndedReason }>> {
    if (hashes.length === 0) return [];
    return sql.query<{ hash: string; accountId: string; reason: EndedReason }>(
      `SELECT s.token_hash AS hash, s.account_id AS "accountId", COALESCE(e.reason, 'sessionLimit') AS reason
        FROM sessions s
        LEFT JOIN protection_limits l ON l.account_id = s.account_id AND l.kind = 'session' AND l.amount IS NOT NULL
        LEFT JOIN protection_ended_sessions e ON e.token_hash = s.token_hash
        WHERE s.token_hash = ANY($1::text[]) AND (e.reason IS NOT NULL OR s.learnt_at + l.amount * 60000 <= $2)`,
      [[...hashes], now],
    );
  },

  /** Forgets ended sessions older than `before`: the platform has long ended them itself. */
  async pruneEnded(sql: EdgeSql, before: number): Promise<void> {
    await sql.query('DELETE FROM protection_ended_sessions WHERE ended_at < $1', [before]);
  },
};
