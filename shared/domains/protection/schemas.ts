import Type, { type Static } from 'typebox';
import { Money } from '../cashier/schemas';

/**
 * Player protection (responsible gaming): deposit, loss and wager limits per day, week and month,
 * a session time limit, the reality check's interval, breaks and self-exclusion. No platform of
 * this kind publishes these calls, so they are ours (`/wps/gf/protection/*`); a platform without
 * them answers `function.not.available` and the site hides the tools.
 *
 * Windows follow the platform's day (UTC+08:00): a day limit resets at platform midnight, a week
 * limit on Monday, a month limit on the 1st. Lowering a limit (or setting a first one) applies at
 * once; raising or removing one waits PROTECTION_COOLING_OFF_MS and then needs a confirmation.
 */

const Open = { additionalProperties: true } as const;
const Ms = Type.Integer({ minimum: 0 });

/** A raise or removal waits this long before it can be confirmed. */
export const PROTECTION_COOLING_OFF_MS = 24 * 60 * 60 * 1000;
/** The site warns once this share of a limit is used. */
export const PROTECTION_WARN_SHARE = 0.8;
/** The reality check's default interval and the choices offered. */
export const REALITY_CHECK_DEFAULT_MINUTES = 60;
export const REALITY_CHECK_MINUTES = [15, 30, 45, 60, 90, 120] as const;
/** A session time limit, in minutes. */
export const SESSION_LIMIT_MIN_MINUTES = 15;
export const SESSION_LIMIT_MAX_MINUTES = 24 * 60;

export const LimitKinds = ['deposit', 'loss', 'wager'] as const;
export type LimitKind = (typeof LimitKinds)[number];
export const LimitPeriods = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LimitPeriods)[number];
const LimitKind = Type.Enum(LimitKinds);
const LimitPeriod = Type.Enum(LimitPeriods);

/** A break: 24 hours, 7 or 30 days. Self-exclusion: 6 months, 1 or 5 years (its first 6 months cannot be undone). */
export const BreakDurations = ['24h', '7d', '30d'] as const;
export const ExclusionDurations = ['6m', '1y', '5y'] as const;
export type BreakDuration = (typeof BreakDurations)[number];
export type ExclusionDuration = (typeof ExclusionDurations)[number];
/** "Stop now" is a 24-hour break that also ends every session of the account at once. */
export const RestrictionKinds = ['break', 'exclusion', 'stopNow'] as const;
export type RestrictionKind = (typeof RestrictionKinds)[number];

/** A raise or removal waiting for its cooling-off period; `amount` null removes the limit. */
export const PendingChange = Type.Object(
  {
    amount: Type.Union([Money, Type.Null()]),
    requestedAt: Ms,
    /** From this time the change can be confirmed; it never applies without the confirmation. */
    effectiveAt: Ms,
  },
  Open,
);
export type PendingChange = Static<typeof PendingChange>;

/** One money limit with what its current window has used (deposits: credited and pending orders; loss: stakes minus wins, never below 0; wager: stakes). */
export const ProtectionLimit = Type.Object(
  {
    kind: LimitKind,
    period: LimitPeriod,
    /** The limit in force, or null when none is set (a pending first limit does not exist: it applies at once). */
    amount: Type.Union([Money, Type.Null()]),
    used: Money,
    windowStart: Ms,
    windowEnd: Ms,
    pending: Type.Union([PendingChange, Type.Null()]),
  },
  Open,
);
export type ProtectionLimit = Static<typeof ProtectionLimit>;

export const SessionLimit = Type.Object(
  {
    /** Minutes a session may last, or null. */
    minutes: Type.Union([Type.Integer({ minimum: SESSION_LIMIT_MIN_MINUTES, maximum: SESSION_LIMIT_MAX_MINUTES }), Type.Null()]),
    pending: Type.Union([
      Type.Object({ minutes: Type.Union([Type.Integer(), Type.Null()]), requestedAt: Ms, effectiveAt: Ms }, Open),
      Type.Null(),
    ]),
  },
  Open,
);
export type SessionLimit = Static<typeof SessionLimit>;

/** A running break, self-exclusion or stop-now. */
export const Restriction = Type.Object(
  {
    kind: Type.Enum(RestrictionKinds),
    duration: Type.String(),
    startedAt: Ms,
    endsAt: Ms,
    /** A self-exclusion may be ended from this time on; null: it runs to its end. */
    cancellableFrom: Type.Union([Ms, Type.Null()]),
  },
  Open,
);
export type Restriction = Static<typeof Restriction>;

/** The current session: what the reality check and the session limit read. */
export const ProtectionSession = Type.Object(
  {
    startedAt: Ms,
    /** Wins minus stakes of this session's settled bets. */
    net: Money,
    /** When the session limit ends this session, or null. */
    endsAt: Type.Union([Ms, Type.Null()]),
  },
  Open,
);
export type ProtectionSession = Static<typeof ProtectionSession>;

export const ProtectionState = Type.Object(
  {
    /** Every kind × period, always all nine, in LimitKinds × LimitPeriods order. */
    limits: Type.Array(ProtectionLimit),
    sessionLimit: SessionLimit,
    realityCheckMinutes: Type.Integer({ minimum: 1 }),
    restriction: Type.Union([Restriction, Type.Null()]),
    session: ProtectionSession,
    /** The platform's clock, so the site counts down without trusting the device's. */
    serverTime: Ms,
  },
  Open,
);
export type ProtectionState = Static<typeof ProtectionState>;

export const SetLimitPayload = Type.Object(
  { kind: LimitKind, period: LimitPeriod, amount: Type.Union([Type.String({ maxLength: 32 }), Type.Null()]) },
  Open,
);
export type SetLimitPayload = Static<typeof SetLimitPayload>;

/** Confirms a pending raise or removal once its `effectiveAt` has passed; `kind: 'session'` confirms the session limit's. */
export const ConfirmLimitPayload = Type.Object(
  { kind: Type.Union([LimitKind, Type.Literal('session')]), period: Type.Optional(LimitPeriod) },
  Open,
);
export type ConfirmLimitPayload = Static<typeof ConfirmLimitPayload>;

/** Withdraws a pending raise or removal: the limit in force stays. */
export const CancelPendingPayload = ConfirmLimitPayload;
export type CancelPendingPayload = Static<typeof CancelPendingPayload>;

export const SetSessionLimitPayload = Type.Object(
  { minutes: Type.Union([Type.Integer({ minimum: SESSION_LIMIT_MIN_MINUTES, maximum: SESSION_LIMIT_MAX_MINUTES }), Type.Null()]) },
  Open,
);
export type SetSessionLimitPayload = Static<typeof SetSessionLimitPayload>;

export const SetRealityCheckPayload = Type.Object({ minutes: Type.Enum(REALITY_CHECK_MINUTES) }, Open);
export type SetRealityCheckPayload = Static<typeof SetRealityCheckPayload>;

/** A break (24h, 7d, 30d), a self-exclusion (6m, 1y, 5y) or stop-now (no duration: 24 hours). */
export const StartRestrictionPayload = Type.Object(
  {
    kind: Type.Enum(RestrictionKinds),
    duration: Type.Optional(Type.Enum([...BreakDurations, ...ExclusionDurations])),
  },
  Open,
);
export type StartRestrictionPayload = Static<typeof StartRestrictionPayload>;

/**
 * Ends a self-exclusion after its first 6 months. The account cannot sign in while it runs, so
 * the call proves ownership with the username and password (encrypted), not a session.
 */
export const EndExclusionPayload = Type.Object(
  { username: Type.String({ minLength: 1, maxLength: 64 }), password: Type.String({ minLength: 1, maxLength: 64 }) },
  Open,
);
export type EndExclusionPayload = Static<typeof EndExclusionPayload>;

export const ProtectionEventKinds = [
  'limit.set',
  'limit.lowered',
  'limit.raise.requested',
  'limit.raise.confirmed',
  'limit.raise.cancelled',
  'session.set',
  'realityCheck.set',
  'restriction.started',
  'restriction.ended',
  'refused',
] as const;

/** One line of the account's own history of limits and breaks. */
export const ProtectionEvent = Type.Object(
  {
    id: Type.Integer(),
    time: Ms,
    event: Type.Enum(ProtectionEventKinds),
    /** deposit / loss / wager / session / realityCheck / break / exclusion / stopNow. */
    subject: Type.String(),
    period: Type.Union([LimitPeriod, Type.Null()]),
    /** The value before and after, as text the site formats by subject (an amount, minutes, a duration). */
    from: Type.Union([Type.String(), Type.Null()]),
    to: Type.Union([Type.String(), Type.Null()]),
    effectiveAt: Type.Union([Ms, Type.Null()]),
  },
  Open,
);
export type ProtectionEvent = Static<typeof ProtectionEvent>;

export const ProtectionHistoryQuery = Type.Object(
  { pageNo: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }), pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }) },
  Open,
);
export const ProtectionHistoryValue = Type.Object(
  {
    list: Type.Array(ProtectionEvent),
    pageNo: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
    totalCount: Type.Integer({ minimum: 0 }),
    totalPages: Type.Integer({ minimum: 0 }),
  },
  Open,
);
export type ProtectionHistoryValue = Static<typeof ProtectionHistoryValue>;

/**
 * The refusals (HTTP 200, `success: false`, this `errorCode`). A limit refusal's `value` is a
 * LimitRefusal, a sign-in refused during a restriction carries the Restriction as `value`.
 */
export const ProtectionError = {
  depositLimit: 'protection.limit.deposit',
  lossLimit: 'protection.limit.loss',
  wagerLimit: 'protection.limit.wager',
  sessionLimit: 'protection.session.limit',
  restricted: 'protection.restricted',
  pendingNotDue: 'protection.pending.not.due',
  noPending: 'protection.pending.none',
  exclusionLocked: 'protection.exclusion.locked',
  alreadyRestricted: 'protection.already.restricted',
  notRestricted: 'protection.not.restricted',
} as const;
export type ProtectionError = (typeof ProtectionError)[keyof typeof ProtectionError];

/** What a limit refusal carries: which limit, and how much of it is left in this window. */
export const LimitRefusal = Type.Object(
  { kind: LimitKind, period: LimitPeriod, amount: Money, used: Money, remaining: Money, windowEnd: Ms },
  Open,
);
export type LimitRefusal = Static<typeof LimitRefusal>;
