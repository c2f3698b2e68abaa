import { ErrorCode } from '../../../../shared/api';
import { centsToWire, parseAmount, type AmountProblem } from '../../../../shared/money';
import {
  BreakDurations,
  ExclusionDurations,
  LimitPeriods,
  PROTECTION_COOLING_OFF_MS,
  ProtectionError,
  REALITY_CHECK_DEFAULT_MINUTES,
  type BreakDuration,
  type ExclusionDuration,
  type LimitKind,
  type LimitPeriod,
  type LimitRefusal,
  type ProtectionState,
  type Restriction,
  type StartRestrictionPayload,
} from '../../../../shared/domains/protection/schemas';
import type { EdgeStore } from '../store';
import { MONEY_LIMITS, protectionRepository as repo, type LimitRow, type StoredKind, type StoredPeriod } from './repository';
import { netSince, usage, usageKey, type UsageContext } from './usage';
import { addMonths, limitWindow } from './windows';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const BREAK_MS: Record<BreakDuration, number> = { '24h': DAY_MS, '7d': 7 * DAY_MS, '30d': 30 * DAY_MS };
const EXCLUSION_MONTHS: Record<ExclusionDuration, number> = { '6m': 6, '1y': 12, '5y': 60 };
/** The first months of a self-exclusion cannot be undone. */
const EXCLUSION_LOCKED_MONTHS = 6;
/** Stop-now is a 24-hour break. */
const STOP_NOW_DURATION = '24h';

const AMOUNT_PROBLEMS: Record<AmountProblem, string> = {
  empty: 'amount: enter an amount, or null to remove the limit',
  notNumber: 'amount: not a number',
  tooManyDecimals: 'amount: at most two decimal places',
  notPositive: 'amount: must be more than zero',
  tooLarge: 'amount: above the largest amount the platform takes',
};

const LIMIT_ERRORS: Record<LimitKind, ProtectionError> = {
  deposit: ProtectionError.depositLimit,
  loss: ProtectionError.lossLimit,
  wager: ProtectionError.wagerLimit,
};

/** A refusal in the platform's envelope: a business refusal is HTTP 200, bad input 400. */
export class ProtectionRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly value: unknown = null,
    readonly statusCode = 200,
  ) {
    super(message);
  }
}

const badParam = (message: string) => new ProtectionRefusal(ErrorCode.requestParamErr, message, null, 400);

/** Text of a limit's value in the history: an amount for money, minutes for the session. */
const shown = (kind: StoredKind, amount: number | null): string | null =>
  amount === null ? null : kind === 'session' ? String(amount) : centsToWire(amount);

const noPending = { pendingSet: false, pendingAmount: null, requestedAt: null, effectiveAt: null } as const;

/** The refusal of `what` while `restriction` runs, carrying it as the value. */
export function restrictedRefusal(restriction: Restriction, what: string): ProtectionRefusal {
  return new ProtectionRefusal(
    ProtectionError.restricted,
    `${what} is not possible until ${new Date(restriction.endsAt).toISOString()}: your ${restriction.kind === 'exclusion' ? 'self-exclusion' : 'break'} is running`,
    restriction,
  );
}

/** When a session that started at `startedAt` reaches a limit of `minutes`, or null without one. */
export const sessionEnd = (startedAt: number, minutes: number | null): number | null =>
  minutes === null ? null : startedAt + minutes * 60_000;

/**
 * Player protection's rules (the nine calls and the limit check of the guards). A first limit or a
 * lower one applies at once and drops a pending raise; a raise or a removal waits
 * PROTECTION_COOLING_OFF_MS, then applies only when confirmed, while the limit in force stays. A break
 * or stop-now cannot be ended early; a self-exclusion of a year or more may be ended from its 7th
 * month, one of 6 months never early. Starting one while another runs is refused, except that a
 * self-exclusion ending later replaces a running break (it can only make the account safer).
 */
export class ProtectionService {
  constructor(private readonly store: EdgeStore) {}

  async state(ctx: UsageContext, sessionStartedAt: number): Promise<ProtectionState> {
    const { accountId, now } = ctx;
    const rows = await repo.limitsOf(this.store, accountId);
    const [used, net, realityCheck, restriction] = await Promise.all([
      usage(ctx, MONEY_LIMITS),
      netSince(ctx, sessionStartedAt),
      repo.realityCheckMinutes(this.store, accountId),
      repo.running(this.store, accountId, now),
    ]);
    const limits = MONEY_LIMITS.map(({ kind, period }) => {
      const row = rows.find((r) => r.kind === kind && r.period === period);
      const window = limitWindow(period, now);
      return {
        kind,
        period,
        amount: row?.amount == null ? null : centsToWire(row.amount),
        used: centsToWire(used.get(usageKey(kind, period)) ?? 0),
        windowStart: window.start,
        windowEnd: window.end,
        pending: row?.pendingSet
          ? {
              amount: row.pendingAmount === null ? null : centsToWire(row.pendingAmount),
              requestedAt: row.requestedAt!,
              effectiveAt: row.effectiveAt!,
            }
          : null,
      };
    });
    const sessionRow = rows.find((r) => r.kind === 'session');
    return {
      limits,
      sessionLimit: {
        minutes: sessionRow?.amount ?? null,
        pending: sessionRow?.pendingSet
          ? { minutes: sessionRow.pendingAmount, requestedAt: sessionRow.requestedAt!, effectiveAt: sessionRow.effectiveAt! }
          : null,
      },
      realityCheckMinutes: realityCheck ?? REALITY_CHECK_DEFAULT_MINUTES,
      restriction,
      session: { startedAt: sessionStartedAt, net: centsToWire(net), endsAt: sessionEnd(sessionStartedAt, sessionRow?.amount ?? null) },
      serverTime: now,
    };
  }

  /** A limit's amount as the payload writes it, in cents; null removes the limit. */
  static amountOf(amount: string | null): number | null {
    if (amount === null) return null;
    const parsed = parseAmount(amount);
    if ('problem' in parsed) throw badParam(AMOUNT_PROBLEMS[parsed.problem]);
    return parsed.cents;
  }

  /** Sets a limit by the cooling-off rule; `amount` null removes it. */
  async change(accountId: string, kind: StoredKind, period: StoredPeriod, amount: number | null, now: number): Promise<void> {
    const eventPeriod = kind === 'session' ? null : (period as LimitPeriod);
    await this.store.transaction(async (sql) => {
      // One change of an account's limits at a time, on every replica.
      await sql.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`protection:${accountId}`]);
      const row = await repo.find(sql, accountId, kind, period);
      const current = row?.amount ?? null;
      const event = (name: 'limit.set' | 'limit.lowered' | 'limit.raise.requested' | 'limit.raise.cancelled') =>
        kind === 'session' && (name === 'limit.set' || name === 'limit.lowered') ? 'session.set' : name;
      if (current === null) {
        if (amount === null) throw badParam('amount: there is no limit to remove');
        await repo.saveLimit(sql, accountId, { kind, period, amount, ...noPending });
        await repo.addEvent(sql, accountId, now, {
          event: event('limit.set'),
          subject: kind,
          period: eventPeriod,
          from: null,
          to: shown(kind, amount),
          effectiveAt: now,
        });
        return;
      }
      if (amount !== null && amount < current) {
        // Lowering applies at once and drops a pending raise.
        await repo.saveLimit(sql, accountId, { kind, period, amount, ...noPending });
        await repo.addEvent(sql, accountId, now, {
          event: event('limit.lowered'),
          subject: kind,
          period: eventPeriod,
          from: shown(kind, current),
          to: shown(kind, amount),
          effectiveAt: now,
        });
        return;
      }
      if (amount === current) {
        // The limit in force asked for again: a pending raise is withdrawn, nothing else changes.
        if (!row?.pendingSet) return;
        await repo.saveLimit(sql, accountId, { ...row, ...noPending });
        await repo.addEvent(sql, accountId, now, {
          event: 'limit.raise.cancelled',
          subject: kind,
          period: eventPeriod,
          from: shown(kind, current),
          to: shown(kind, row.pendingAmount),
          effectiveAt: null,
        });
        return;
      }
      // A raise or a removal: it waits, and a new request restarts the wait.
      const effectiveAt = now + PROTECTION_COOLING_OFF_MS;
      await repo.saveLimit(sql, accountId, {
        kind,
        period,
        amount: current,
        pendingSet: true,
        pendingAmount: amount,
        requestedAt: now,
        effectiveAt,
      });
      await repo.addEvent(sql, accountId, now, {
        event: event('limit.raise.requested'),
        subject: kind,
        period: eventPeriod,
        from: shown(kind, current),
        to: shown(kind, amount),
        effectiveAt,
      });
    });
  }

  /** The stored key a confirmation or a withdrawal names: a money limit needs its period. */
  static pendingKey(payload: { kind: StoredKind; period?: LimitPeriod }): { kind: StoredKind; period: StoredPeriod } {
    if (payload.kind === 'session') return { kind: 'session', period: 'session' };
    if (!payload.period) throw badParam('period: is required for a money limit');
    return { kind: payload.kind, period: payload.period };
  }

  private static requirePending(row: LimitRow | undefined): LimitRow & { amount: number } {
    if (!row?.pendingSet || row.amount === null)
      throw new ProtectionRefusal(ProtectionError.noPending, 'No change of this limit is waiting');
    return { ...row, amount: row.amount };
  }

  async confirm(accountId: string, kind: StoredKind, period: StoredPeriod, now: number): Promise<void> {
    await this.store.transaction(async (sql) => {
      await sql.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`protection:${accountId}`]);
      const row = ProtectionService.requirePending(await repo.find(sql, accountId, kind, period));
      if (now < row.effectiveAt!) {
        throw new ProtectionRefusal(
          ProtectionError.pendingNotDue,
          `This change can be confirmed from ${new Date(row.effectiveAt!).toISOString()}`,
          {
            effectiveAt: row.effectiveAt,
          },
        );
      }
      await repo.saveLimit(sql, accountId, { kind, period, amount: row.pendingAmount, ...noPending });
      await repo.addEvent(sql, accountId, now, {
        event: 'limit.raise.confirmed',
        subject: kind,
        period: kind === 'session' ? null : (period as LimitPeriod),
        from: shown(kind, row.amount),
        to: shown(kind, row.pendingAmount),
        effectiveAt: now,
      });
    });
  }

  async cancelPending(accountId: string, kind: StoredKind, period: StoredPeriod, now: number): Promise<void> {
    await this.store.transaction(async (sql) => {
      await sql.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`protection:${accountId}`]);
      const row = ProtectionService.requirePending(await repo.find(sql, accountId, kind, period));
      await repo.saveLimit(sql, accountId, { ...row, ...noPending });
      await repo.addEvent(sql, accountId, now, {
        event: 'limit.raise.cancelled',
        subject: kind,
        period: kind === 'session' ? null : (period as LimitPeriod),
        from: shown(kind, row.amount),
        to: shown(kind, row.pendingAmount),
        effectiveAt: null,
      });
    });
  }

  async setRealityCheck(accountId: string, minutes: number, now: number): Promise<void> {
    await this.store.transaction(async (sql) => {
      const before = (await repo.realityCheckMinutes(sql, accountId)) ?? REALITY_CHECK_DEFAULT_MINUTES;
      if (before === minutes) return;
      await repo.setRealityCheck(sql, accountId, minutes);
      await repo.addEvent(sql, accountId, now, {
        event: 'realityCheck.set',
        subject: 'realityCheck',
        period: null,
        from: String(before),
        to: String(minutes),
        effectiveAt: now,
      });
    });
  }

  static restrictionFor(payload: StartRestrictionPayload, now: number): Restriction {
    if (payload.kind === 'stopNow') {
      if (payload.duration !== undefined) throw badParam('duration: stop-now always lasts 24 hours');
      return { kind: 'stopNow', duration: STOP_NOW_DURATION, startedAt: now, endsAt: now + DAY_MS, cancellableFrom: null };
    }
    if (payload.kind === 'break') {
      const duration = BreakDurations.find((d) => d === payload.duration);
      if (!duration) throw badParam(`duration: a break lasts ${BreakDurations.join(', ')}`);
      return { kind: 'break', duration, startedAt: now, endsAt: now + BREAK_MS[duration], cancellableFrom: null };
    }
    const duration = ExclusionDurations.find((d) => d === payload.duration);
    if (!duration) throw badParam(`duration: a self-exclusion lasts ${ExclusionDurations.join(', ')}`);
    const endsAt = addMonths(now, EXCLUSION_MONTHS[duration]);
    const unlocked = addMonths(now, EXCLUSION_LOCKED_MONTHS);
    // A 6-month exclusion is locked for all of it: it runs to its end.
    return { kind: 'exclusion', duration, startedAt: now, endsAt, cancellableFrom: unlocked < endsAt ? unlocked : null };
  }

  /** Starts a break, stop-now or self-exclusion; the caller ends the sessions a stop-now ends. */
  async startRestriction(accountId: string, payload: StartRestrictionPayload, now: number): Promise<Restriction> {
    const restriction = ProtectionService.restrictionFor(payload, now);
    await this.store.transaction(async (sql) => {
      await sql.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`protection:${accountId}`]);
      const current = await repo.running(sql, accountId, now);
      const replaces =
        current !== null && current.kind !== 'exclusion' && restriction.kind === 'exclusion' && restriction.endsAt > current.endsAt;
      if (current && !replaces) {
        throw new ProtectionRefusal(
          ProtectionError.alreadyRestricted,
          `A ${current.kind === 'exclusion' ? 'self-exclusion' : 'break'} already runs until ${new Date(current.endsAt).toISOString()}`,
          current,
        );
      }
      if (current) {
        await repo.endRunning(sql, accountId, now);
        await repo.addEvent(sql, accountId, now, {
          event: 'restriction.ended',
          subject: current.kind,
          period: null,
          from: current.duration,
          to: restriction.duration,
          effectiveAt: now,
        });
      }
      await repo.startRestriction(sql, accountId, restriction);
      await repo.addEvent(sql, accountId, now, {
        event: 'restriction.started',
        subject: restriction.kind,
        period: null,
        from: null,
        to: restriction.duration,
        effectiveAt: restriction.endsAt,
      });
    });
    return restriction;
  }

  /** Refuses to end anything but a self-exclusion past its locked months; `end` then ends it. */
  async endExclusion(accountId: string, now: number): Promise<void> {
    await this.store.transaction(async (sql) => {
      await sql.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`protection:${accountId}`]);
      const current = await repo.running(sql, accountId, now);
      if (!current) throw new ProtectionRefusal(ProtectionError.notRestricted, 'No break or self-exclusion is running');
      if (current.cancellableFrom === null || now < current.cancellableFrom) {
        const until = new Date(current.cancellableFrom ?? current.endsAt).toISOString();
        throw new ProtectionRefusal(
          ProtectionError.exclusionLocked,
          current.kind === 'exclusion'
            ? `This self-exclusion cannot be ended before ${until}`
            : `A break cannot be ended early; it ends at ${until}`,
          current,
        );
      }
      await repo.endRunning(sql, accountId, now);
      await repo.addEvent(sql, accountId, now, {
        event: 'restriction.ended',
        subject: current.kind,
        period: null,
        from: current.duration,
        to: null,
        effectiveAt: now,
      });
    });
  }

  async history(accountId: string, pageNo: number, pageSize: number) {
    const { list, totalCount } = await repo.history(this.store, accountId, pageNo, pageSize);
    return { list, pageNo, pageSize, totalCount, totalPages: Math.ceil(totalCount / pageSize) };
  }

  /**
   * Refuses `amount` cents more of `kinds` when it would pass any of their limits in force: the first
   * one passed, by kind then day, week, month. Each refusal is written to the history.
   */
  async requireWithinLimits(ctx: UsageContext, kinds: readonly LimitKind[], amount: number): Promise<void> {
    const { accountId, now } = ctx;
    const rows = await repo.limitsOf(this.store, accountId);
    const set = kinds.flatMap((kind) =>
      LimitPeriods.flatMap((period) => {
        const row = rows.find((l) => l.kind === kind && l.period === period);
        return row && row.amount !== null ? [{ kind, period, limit: row.amount }] : [];
      }),
    );
    if (set.length === 0) return;
    const used = await usage(ctx, set);
    for (const { kind, period, limit } of set) {
      const so = used.get(usageKey(kind, period)) ?? 0;
      if (so + amount <= limit) continue;
      const value: LimitRefusal = {
        kind,
        period,
        amount: centsToWire(limit),
        used: centsToWire(so),
        remaining: centsToWire(Math.max(0, limit - so)),
        windowEnd: limitWindow(period, now).end,
      };
      await repo.addEvent(this.store, accountId, now, {
        event: 'refused',
        subject: kind,
        period,
        from: centsToWire(limit),
        to: centsToWire(amount),
        effectiveAt: null,
      });
      throw new ProtectionRefusal(
        LIMIT_ERRORS[kind],
        `This would pass your ${period} ${kind} limit of ${value.amount}: ${value.remaining} is left until ${new Date(value.windowEnd).toISOString()}`,
        value,
      );
    }
  }
}
