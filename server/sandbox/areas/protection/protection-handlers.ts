import { centsToWire, parseAmount, type AmountProblem } from '../../../../shared/money';
import {
  BreakDurations,
  ExclusionDurations,
  PROTECTION_COOLING_OFF_MS,
  ProtectionError,
  REALITY_CHECK_DEFAULT_MINUTES,
  type BreakDuration,
  type ExclusionDuration,
  type LimitPeriod,
  type ProtectionState,
  type Restriction,
  type StartRestrictionPayload,
} from '../../../../shared/domains/protection/schemas';
import type { CatalogueHandlers } from '../../plugins/catalogue-routes';
import type { ActiveSession } from '../../repositories/sessions';
import { PlatformError, badParam } from '../../core/errors';
import { IdentityError } from '../identity';
import { verifyPassword } from '../../core/password';
import { MONEY_LIMITS, type LimitRow, type StoredKind, type StoredPeriod } from './protection-repository';
import { limitWindow, addMonths } from './windows';
import type { SandboxServices } from '../../core/area-context';

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

const refuse = (code: ProtectionError | string, message: string, value: unknown = null) => new PlatformError(code, message, 200, value);

/** Text of a limit's value in the history: an amount for money, minutes for the session. */
const shown = (kind: StoredKind, amount: number | null): string | null =>
  amount === null ? null : kind === 'session' ? String(amount) : centsToWire(amount);

/**
 * Player protection (ours, /wps/gf/protection). A first limit or a lower one applies at once and
 * drops a pending raise; a raise or a removal waits PROTECTION_COOLING_OFF_MS, then applies only
 * when confirmed, while the limit in force stays. A break or stop-now cannot be ended early; a
 * self-exclusion of a year or more may be ended from its 7th month, one of 6 months never early.
 * Starting one while another runs is refused, except that a self-exclusion ending later replaces
 * a running break (it can only make the account safer). Stop-now also ends every session.
 */
export function protectionHandlers(ctx: SandboxServices): CatalogueHandlers {
  const { protection } = ctx.repos;

  function state(session: ActiveSession): ProtectionState {
    const { accountId } = session;
    // Draws due by now settle first, so the loss and the session's net count their wins.
    ctx.drawEngine.catchUp();
    const now = ctx.clock.now();
    const rows = protection.limitsOf(accountId);
    const limits = MONEY_LIMITS.map(({ kind, period }) => {
      const row = rows.find((r) => r.kind === kind && r.period === period);
      const window = limitWindow(period, now);
      return {
        kind,
        period,
        amount: row?.amount == null ? null : centsToWire(row.amount),
        used: centsToWire(protection.used(accountId, kind, period, now)),
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
    const startedAt = protection.sessionStart(session.token) ?? now;
    return {
      limits,
      sessionLimit: {
        minutes: sessionRow?.amount ?? null,
        pending: sessionRow?.pendingSet
          ? { minutes: sessionRow.pendingAmount, requestedAt: sessionRow.requestedAt!, effectiveAt: sessionRow.effectiveAt! }
          : null,
      },
      realityCheckMinutes: protection.realityCheckMinutes(accountId) ?? REALITY_CHECK_DEFAULT_MINUTES,
      restriction: protection.running(accountId, now),
      session: {
        startedAt,
        net: centsToWire(protection.sessionNet(accountId, startedAt)),
        endsAt: protection.sessionEnd(accountId, startedAt),
      },
      serverTime: now,
    };
  }

  /** Sets a limit by the cooling-off rule; `amount` null removes it. */
  function change(accountId: number, kind: StoredKind, period: StoredPeriod, amount: number | null): void {
    const now = ctx.clock.now();
    const row = protection.find(accountId, kind, period);
    const current = row?.amount ?? null;
    const eventPeriod = kind === 'session' ? null : (period as LimitPeriod);
    const subject = kind;
    ctx.db.transaction(() => {
      if (current === null) {
        if (amount === null) throw badParam('amount: there is no limit to remove');
        protection.saveLimit(accountId, { kind, period, amount, pendingSet: 0, pendingAmount: null, requestedAt: null, effectiveAt: null });
        protection.addEvent(accountId, now, {
          event: kind === 'session' ? 'session.set' : 'limit.set',
          subject,
          period: eventPeriod,
          from: null,
          to: shown(kind, amount),
          effectiveAt: now,
        });
        return;
      }
      if (amount !== null && amount < current) {
        // Lowering applies at once and drops a pending raise.
        protection.saveLimit(accountId, { kind, period, amount, pendingSet: 0, pendingAmount: null, requestedAt: null, effectiveAt: null });
        protection.addEvent(accountId, now, {
          event: kind === 'session' ? 'session.set' : 'limit.lowered',
          subject,
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
        protection.saveLimit(accountId, { ...row, pendingSet: 0, pendingAmount: null, requestedAt: null, effectiveAt: null });
        protection.addEvent(accountId, now, {
          event: 'limit.raise.cancelled',
          subject,
          period: eventPeriod,
          from: shown(kind, current),
          to: shown(kind, row.pendingAmount),
          effectiveAt: null,
        });
        return;
      }
      // A raise or a removal: it waits, and a new request restarts the wait.
      const effectiveAt = now + PROTECTION_COOLING_OFF_MS;
      protection.saveLimit(accountId, {
        kind,
        period,
        amount: current,
        pendingSet: 1,
        pendingAmount: amount,
        requestedAt: now,
        effectiveAt,
      });
      protection.addEvent(accountId, now, {
        event: 'limit.raise.requested',
        subject,
        period: eventPeriod,
        from: shown(kind, current),
        to: shown(kind, amount),
        effectiveAt,
      });
    })();
  }

  /** The stored key a confirmation or a withdrawal names: a money limit needs its period. */
  function pendingKey(payload: { kind: StoredKind; period?: LimitPeriod }): { kind: StoredKind; period: StoredPeriod } {
    if (payload.kind === 'session') return { kind: 'session', period: 'session' };
    if (!payload.period) throw badParam('period: is required for a money limit');
    return { kind: payload.kind, period: payload.period };
  }

  function pendingRow(accountId: number, kind: StoredKind, period: StoredPeriod): LimitRow & { amount: number } {
    const row = protection.find(accountId, kind, period);
    if (!row?.pendingSet || row.amount === null) throw refuse(ProtectionError.noPending, `No change of this limit is waiting`);
    return { ...row, amount: row.amount };
  }

  function restrictionFor(payload: StartRestrictionPayload, now: number): Restriction {
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

  return {
    'protection.state': ({ session }) => state(session!),

    'protection.setLimit': ({ session, payload }) => {
      let cents: number | null = null;
      if (payload.amount !== null) {
        const parsed = parseAmount(payload.amount);
        if ('problem' in parsed) throw badParam(AMOUNT_PROBLEMS[parsed.problem]);
        cents = parsed.cents;
      }
      change(session!.accountId, payload.kind, payload.period, cents);
      return state(session!);
    },

    'protection.setSessionLimit': ({ session, payload }) => {
      change(session!.accountId, 'session', 'session', payload.minutes);
      return state(session!);
    },

    'protection.confirmLimit': ({ session, payload }) => {
      const accountId = session!.accountId;
      const { kind, period } = pendingKey(payload);
      const now = ctx.clock.now();
      const row = pendingRow(accountId, kind, period);
      if (now < row.effectiveAt!) {
        throw refuse(ProtectionError.pendingNotDue, `This change can be confirmed from ${new Date(row.effectiveAt!).toISOString()}`, {
          effectiveAt: row.effectiveAt,
        });
      }
      ctx.db.transaction(() => {
        protection.saveLimit(accountId, {
          kind,
          period,
          amount: row.pendingAmount,
          pendingSet: 0,
          pendingAmount: null,
          requestedAt: null,
          effectiveAt: null,
        });
        protection.addEvent(accountId, now, {
          event: 'limit.raise.confirmed',
          subject: kind,
          period: kind === 'session' ? null : (period as LimitPeriod),
          from: shown(kind, row.amount),
          to: shown(kind, row.pendingAmount),
          effectiveAt: now,
        });
      })();
      return state(session!);
    },

    'protection.cancelPending': ({ session, payload }) => {
      const accountId = session!.accountId;
      const { kind, period } = pendingKey(payload);
      const row = pendingRow(accountId, kind, period);
      ctx.db.transaction(() => {
        protection.saveLimit(accountId, { ...row, pendingSet: 0, pendingAmount: null, requestedAt: null, effectiveAt: null });
        protection.addEvent(accountId, ctx.clock.now(), {
          event: 'limit.raise.cancelled',
          subject: kind,
          period: kind === 'session' ? null : (period as LimitPeriod),
          from: shown(kind, row.amount),
          to: shown(kind, row.pendingAmount),
          effectiveAt: null,
        });
      })();
      return state(session!);
    },

    'protection.setRealityCheck': ({ session, payload }) => {
      const accountId = session!.accountId;
      const before = protection.realityCheckMinutes(accountId) ?? REALITY_CHECK_DEFAULT_MINUTES;
      if (before !== payload.minutes) {
        ctx.db.transaction(() => {
          protection.setRealityCheck(accountId, payload.minutes);
          protection.addEvent(accountId, ctx.clock.now(), {
            event: 'realityCheck.set',
            subject: 'realityCheck',
            period: null,
            from: String(before),
            to: String(payload.minutes),
            effectiveAt: ctx.clock.now(),
          });
        })();
      }
      return state(session!);
    },

    'protection.startRestriction': ({ session, payload }) => {
      const accountId = session!.accountId;
      const now = ctx.clock.now();
      const restriction = restrictionFor(payload, now);
      const current = protection.running(accountId, now);
      const replaces =
        current !== null && current.kind !== 'exclusion' && restriction.kind === 'exclusion' && restriction.endsAt > current.endsAt;
      if (current && !replaces) {
        throw refuse(
          ProtectionError.alreadyRestricted,
          `A ${current.kind === 'exclusion' ? 'self-exclusion' : 'break'} already runs until ${new Date(current.endsAt).toISOString()}`,
          current,
        );
      }
      ctx.db.transaction(() => {
        if (current) {
          protection.endRunning(accountId, now);
          protection.addEvent(accountId, now, {
            event: 'restriction.ended',
            subject: current.kind,
            period: null,
            from: current.duration,
            to: restriction.duration,
            effectiveAt: now,
          });
        }
        protection.startRestriction(accountId, restriction);
        protection.addEvent(accountId, now, {
          event: 'restriction.started',
          subject: restriction.kind,
          period: null,
          from: null,
          to: restriction.duration,
          effectiveAt: restriction.endsAt,
        });
        // Stop-now signs the player out everywhere at once; a break or exclusion keeps this
        // session so what is left can still be withdrawn, and refuses every new sign-in.
        if (restriction.kind === 'stopNow') ctx.repos.sessions.endForAccount(accountId);
      })();
      return restriction;
    },

    'protection.endExclusion': async ({ payload }) => {
      const account = ctx.repos.accounts.byUsername(payload.username.trim());
      if (!(await verifyPassword(payload.password, account?.passwordHash)) || !account) {
        throw refuse(IdentityError.incorrectCredentials, 'Incorrect username or password');
      }
      const now = ctx.clock.now();
      const current = protection.running(account.id, now);
      if (!current) throw refuse(ProtectionError.notRestricted, 'No break or self-exclusion is running');
      if (current.cancellableFrom === null || now < current.cancellableFrom) {
        const until = new Date(current.cancellableFrom ?? current.endsAt).toISOString();
        throw refuse(
          ProtectionError.exclusionLocked,
          current.kind === 'exclusion'
            ? `This self-exclusion cannot be ended before ${until}`
            : `A break cannot be ended early; it ends at ${until}`,
          current,
        );
      }
      ctx.db.transaction(() => {
        protection.endRunning(account.id, now);
        protection.addEvent(account.id, now, {
          event: 'restriction.ended',
          subject: current.kind,
          period: null,
          from: current.duration,
          to: null,
          effectiveAt: now,
        });
      })();
      return null;
    },

    'protection.history': ({ session, payload }) => {
      const { list, totalCount } = protection.history(session!.accountId, payload.pageNo, payload.pageSize);
      return { list, pageNo: payload.pageNo, pageSize: payload.pageSize, totalCount, totalPages: Math.ceil(totalCount / payload.pageSize) };
    },
  };
}
