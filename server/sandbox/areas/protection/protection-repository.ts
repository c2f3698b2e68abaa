import type { Database } from 'better-sqlite3';
import { centsToWire } from '../../../../shared/money';
import {
  LimitKinds,
  LimitPeriods,
  ProtectionError,
  type LimitKind,
  type LimitPeriod,
  type LimitRefusal,
  type ProtectionEvent,
  type Restriction,
  type RestrictionKind,
} from '../../../../shared/domains/protection/schemas';
import { PlatformError } from '../../core/errors';
import { limitWindow } from './windows';

/** A money limit's kind, or the session limit (period 'session', amount in minutes). */
export type StoredKind = LimitKind | 'session';
export type StoredPeriod = LimitPeriod | 'session';

export interface LimitRow {
  kind: StoredKind;
  period: StoredPeriod;
  amount: number | null;
  pendingSet: 0 | 1;
  pendingAmount: number | null;
  requestedAt: number | null;
  effectiveAt: number | null;
}

interface RestrictionRow {
  id: number;
  kind: RestrictionKind;
  duration: string;
  startedAt: number;
  endsAt: number;
  cancellableFrom: number | null;
}

export type NewEvent = Omit<ProtectionEvent, 'id' | 'time'>;

/** A business refusal (HTTP 200, `success: false`) with the value the site acts on. */
const refusal = (code: ProtectionError, message: string, value: unknown = null) => new PlatformError(code, message, 200, value);

const LIMIT_ERRORS: Record<LimitKind, ProtectionError> = {
  deposit: ProtectionError.depositLimit,
  loss: ProtectionError.lossLimit,
  wager: ProtectionError.wagerLimit,
};

const restrictionView = (row: RestrictionRow): Restriction => ({
  kind: row.kind,
  duration: row.duration,
  startedAt: row.startedAt,
  endsAt: row.endsAt,
  cancellableFrom: row.cancellableFrom,
});

/**
 * Player protection's tables (migration 030) and the checks every deposit, bet and sign-in runs.
 * Usage is read from the money's own rows, so it can never drift from the ledger:
 * - deposits: credited orders plus pending ones not yet expired, by creation time in the window
 *   (many pending orders cannot pass the limit together);
 * - loss: stakes minus wins of settled bets (game rounds when played, lottery orders when settled)
 *   in the window, never below 0; a lottery stake waiting for its draw counts as lost until it
 *   settles, so many open orders cannot pass the limit together;
 * - wager: stakes of game rounds and of lottery orders not cancelled, by when they were placed.
 */
export function createProtectionRepository(db: Database) {
  const stmt = {
    limits: db.prepare<[number], LimitRow>(
      `SELECT kind, period, amount, pending_set AS pendingSet, pending_amount AS pendingAmount, requested_at AS requestedAt,
        effective_at AS effectiveAt FROM protection_limits WHERE account_id = ?`,
    ),
    upsertLimit:
      db.prepare(`INSERT INTO protection_limits (account_id, kind, period, amount, pending_set, pending_amount, requested_at, effective_at)
      VALUES (@accountId, @kind, @period, @amount, @pendingSet, @pendingAmount, @requestedAt, @effectiveAt)
      ON CONFLICT (account_id, kind, period) DO UPDATE SET amount = excluded.amount, pending_set = excluded.pending_set,
        pending_amount = excluded.pending_amount, requested_at = excluded.requested_at, effective_at = excluded.effective_at`),
    deleteLimit: db.prepare('DELETE FROM protection_limits WHERE account_id = ? AND kind = ? AND period = ?'),
    realityCheck: db.prepare<[number], number>('SELECT reality_check_minutes FROM protection_settings WHERE account_id = ?').pluck(),
    setRealityCheck: db.prepare(`INSERT INTO protection_settings (account_id, reality_check_minutes) VALUES (?, ?)
      ON CONFLICT (account_id) DO UPDATE SET reality_check_minutes = excluded.reality_check_minutes`),
    running: db.prepare<[number, number], RestrictionRow>(
      `SELECT id, kind, duration, started_at AS startedAt, ends_at AS endsAt, cancellable_from AS cancellableFrom
        FROM protection_restrictions WHERE account_id = ? AND ended_at IS NULL AND ends_at > ? ORDER BY ends_at DESC LIMIT 1`,
    ),
    startRestriction: db.prepare(`INSERT INTO protection_restrictions (account_id, kind, duration, started_at, ends_at, cancellable_from)
      VALUES (@accountId, @kind, @duration, @startedAt, @endsAt, @cancellableFrom)`),
    endRestriction: db.prepare('UPDATE protection_restrictions SET ended_at = ? WHERE id = ?'),
    addEvent: db.prepare(`INSERT INTO protection_events (account_id, time, event, subject, period, from_value, to_value, effective_at)
      VALUES (@accountId, @time, @event, @subject, @period, @from, @to, @effectiveAt)`),
    events: db.prepare<[number, number, number], ProtectionEvent>(
      `SELECT id, time, event, subject, period, from_value AS "from", to_value AS "to", effective_at AS effectiveAt
        FROM protection_events WHERE account_id = ? ORDER BY id DESC LIMIT ? OFFSET ?`,
    ),
    eventCount: db.prepare<[number], number>('SELECT COUNT(*) FROM protection_events WHERE account_id = ?').pluck(),
    deposited: db
      .prepare<[number, number, number, number], number>(
        `SELECT COALESCE(SUM(amount), 0) FROM deposit_orders WHERE account_id = ? AND created_at >= ? AND created_at < ?
          AND (status = 'CREDITED' OR (status = 'PENDING' AND expires_at > ?))`,
      )
      .pluck(),
    wagered: db
      .prepare<{ accountId: number; from: number; to: number }, number>(
        `SELECT (SELECT COALESCE(SUM(stake), 0) FROM game_rounds WHERE account_id = @accountId AND played_at >= @from AND played_at < @to)
          + (SELECT COALESCE(SUM(total), 0) FROM lottery_orders WHERE account_id = @accountId AND status <> 'CANCELLED'
              AND created_at >= @from AND created_at < @to)`,
      )
      .pluck(),
    lost: db
      .prepare<{ accountId: number; from: number; to: number }, number>(
        `SELECT (SELECT COALESCE(SUM(stake - win), 0) FROM game_rounds WHERE account_id = @accountId AND played_at >= @from AND played_at < @to)
          + (SELECT COALESCE(SUM(total - win), 0) FROM lottery_orders WHERE account_id = @accountId AND status IN ('WON', 'LOST')
              AND settled_at >= @from AND settled_at < @to)
          + (SELECT COALESCE(SUM(total), 0) FROM lottery_orders WHERE account_id = @accountId AND status = 'PENDING'
              AND created_at >= @from AND created_at < @to)`,
      )
      .pluck(),
    sessionNet: db
      .prepare<{ accountId: number; from: number }, number>(
        `SELECT (SELECT COALESCE(SUM(win - stake), 0) FROM game_rounds WHERE account_id = @accountId AND played_at >= @from)
          + (SELECT COALESCE(SUM(win - total), 0) FROM lottery_orders WHERE account_id = @accountId AND status IN ('WON', 'LOST')
              AND created_at >= @from)`,
      )
      .pluck(),
    sessionStart: db.prepare<[string], number>('SELECT created_at FROM sessions WHERE token = ?').pluck(),
    lastSignIn: db.prepare<[number], number | null>('SELECT last_login_at FROM accounts WHERE id = ?').pluck(),
  };

  const limitsOf = (accountId: number) => stmt.limits.all(accountId);
  const find = (accountId: number, kind: StoredKind, period: StoredPeriod) =>
    limitsOf(accountId).find((l) => l.kind === kind && l.period === period);

  const addEvent = (accountId: number, time: number, event: NewEvent) => stmt.addEvent.run({ accountId, time, ...event });

  /** What a limit's current window has used, in cents. */
  function used(accountId: number, kind: LimitKind, period: LimitPeriod, now: number): number {
    const { start, end } = limitWindow(period, now);
    if (kind === 'deposit') return stmt.deposited.get(accountId, start, end, now) ?? 0;
    if (kind === 'wager') return stmt.wagered.get({ accountId, from: start, to: end }) ?? 0;
    return Math.max(0, stmt.lost.get({ accountId, from: start, to: end }) ?? 0);
  }

  const running = (accountId: number, now: number): Restriction | null => {
    const row = stmt.running.get(accountId, now);
    return row ? restrictionView(row) : null;
  };

  /** Refuses anything a running break, stop-now or self-exclusion forbids, saying until when. */
  function requireUnrestricted(accountId: number, now: number, what: string): void {
    const restriction = running(accountId, now);
    if (restriction) {
      throw refusal(
        ProtectionError.restricted,
        `${what} is not possible until ${new Date(restriction.endsAt).toISOString()}: your ${restriction.kind === 'exclusion' ? 'self-exclusion' : 'break'} is running`,
        restriction,
      );
    }
  }

  /**
   * Refuses `cents` more of `kinds` when it would pass any of their limits in force: the first
   * one passed, by kind then day, week, month. Each refusal is written to the history; callers
   * check before their own transaction, so the refusal's line stays.
   */
  function requireWithinLimits(accountId: number, kinds: readonly LimitKind[], cents: number, now: number): void {
    const limits = limitsOf(accountId);
    for (const kind of kinds) {
      for (const period of LimitPeriods) {
        const limit = limits.find((l) => l.kind === kind && l.period === period);
        if (!limit || limit.amount === null) continue;
        const so = used(accountId, kind, period, now);
        if (so + cents <= limit.amount) continue;
        const value: LimitRefusal = {
          kind,
          period,
          amount: centsToWire(limit.amount),
          used: centsToWire(so),
          remaining: centsToWire(Math.max(0, limit.amount - so)),
          windowEnd: limitWindow(period, now).end,
        };
        addEvent(accountId, now, {
          event: 'refused',
          subject: kind,
          period,
          from: centsToWire(limit.amount),
          to: centsToWire(cents),
          effectiveAt: null,
        });
        throw refusal(
          LIMIT_ERRORS[kind],
          `This would pass your ${period} ${kind} limit of ${value.amount}: ${value.remaining} is left until ${new Date(value.windowEnd).toISOString()}`,
          value,
        );
      }
    }
  }

  /** When the session that signed in at `startedAt` reaches its limit, or null without one. */
  const sessionEnd = (accountId: number, startedAt: number): number | null => {
    const minutes = find(accountId, 'session', 'session')?.amount ?? null;
    return minutes === null ? null : startedAt + minutes * 60_000;
  };

  return {
    limitsOf,
    find,
    used,
    running,
    sessionEnd,
    addEvent,

    /** Writes a limit's row; a row with neither a limit nor a pending change goes. */
    saveLimit(accountId: number, row: LimitRow): void {
      if (row.amount === null && row.pendingSet === 0) stmt.deleteLimit.run(accountId, row.kind, row.period);
      else stmt.upsertLimit.run({ accountId, ...row });
    },

    realityCheckMinutes: (accountId: number): number | undefined => stmt.realityCheck.get(accountId),
    setRealityCheck: (accountId: number, minutes: number) => stmt.setRealityCheck.run(accountId, minutes),

    startRestriction(accountId: number, r: Restriction): void {
      stmt.startRestriction.run({ accountId, ...r });
    },
    /** Ends the running restriction early (a self-exclusion past its locked months, or a break a longer exclusion replaces). */
    endRunning(accountId: number, now: number): void {
      const row = stmt.running.get(accountId, now);
      if (row) stmt.endRestriction.run(now, row.id);
    },

    history(accountId: number, pageNo: number, pageSize: number) {
      return { list: stmt.events.all(accountId, pageSize, (pageNo - 1) * pageSize), totalCount: stmt.eventCount.get(accountId) ?? 0 };
    },

    /** When the session behind `token` signed in. */
    sessionStart: (token: string): number | undefined => stmt.sessionStart.get(token),
    /** Wins minus stakes of the bets placed since `from` and settled. */
    sessionNet: (accountId: number, from: number): number => stmt.sessionNet.get({ accountId, from }) ?? 0,

    /** Sign-in (every path): refused while a break, stop-now or self-exclusion runs, with it as the value. */
    checkSignIn(accountId: number, now: number): void {
      requireUnrestricted(accountId, now, 'Signing in');
    },

    /** A new deposit order of `cents`: refused during a restriction or past a deposit limit. */
    checkDeposit(accountId: number, cents: number, now: number): void {
      requireUnrestricted(accountId, now, 'Depositing');
      requireWithinLimits(accountId, ['deposit'], cents, now);
    },

    /**
     * A bet of `stake` from any session or game frame: refused during a restriction, once the
     * session limit of the account's latest sign-in has run out, or past a loss or wager limit.
     */
    checkBet(accountId: number, stake: number, now: number): void {
      requireUnrestricted(accountId, now, 'Betting');
      const signedIn = stmt.lastSignIn.get(accountId);
      const end = signedIn === null || signedIn === undefined ? null : sessionEnd(accountId, signedIn);
      if (end !== null && now >= end) {
        const minutes = find(accountId, 'session', 'session')?.amount ?? 0;
        addEvent(accountId, now, {
          event: 'refused',
          subject: 'session',
          period: null,
          from: String(minutes),
          to: null,
          effectiveAt: null,
        });
        throw refusal(
          ProtectionError.sessionLimit,
          `Your session limit of ${minutes} minutes has been reached; please sign in again later`,
        );
      }
      requireWithinLimits(accountId, ['loss', 'wager'], stake, now);
    },
  };
}
export type ProtectionRepository = ReturnType<typeof createProtectionRepository>;

/** Every money limit, in the order the state answers them: LimitKinds × LimitPeriods. */
export const MONEY_LIMITS = LimitKinds.flatMap((kind) => LimitPeriods.map((period) => ({ kind, period })));
