import {
  LimitKinds,
  LimitPeriods,
  REALITY_CHECK_DEFAULT_MINUTES,
  type ProtectionLimit,
  type ProtectionState,
  type Restriction,
} from '../../../../shared/domains/protection/schemas';

/** The platform's time in these tests: 10:00 on 15 May 2024 (UTC+08:00). */
export const SERVER_NOW = Date.UTC(2024, 4, 15, 2, 0);
const DAY = 24 * 60 * 60 * 1000;

export function limit(overrides: Partial<ProtectionLimit> = {}): ProtectionLimit {
  return {
    kind: 'deposit',
    period: 'day',
    amount: null,
    used: '0.00',
    windowStart: SERVER_NOW - 10 * 60 * 60 * 1000,
    windowEnd: SERVER_NOW + 14 * 60 * 60 * 1000,
    pending: null,
    ...overrides,
  };
}

/** A state with all nine limits (the given ones replace theirs), as the platform answers it. */
export function protectionState(
  options: { limits?: ProtectionLimit[]; restriction?: Restriction | null; serverTime?: number } & Partial<ProtectionState> = {},
): ProtectionState {
  const given = options.limits ?? [];
  const limits = LimitKinds.flatMap((kind) =>
    LimitPeriods.map((period) => given.find((l) => l.kind === kind && l.period === period) ?? limit({ kind, period })),
  );
  return {
    sessionLimit: { minutes: null, pending: null },
    realityCheckMinutes: REALITY_CHECK_DEFAULT_MINUTES,
    restriction: null,
    session: { startedAt: SERVER_NOW - 5 * 60_000, net: '0.00', endsAt: null },
    serverTime: SERVER_NOW,
    ...options,
    limits,
  };
}

export function restriction(overrides: Partial<Restriction> = {}): Restriction {
  return { kind: 'stopNow', duration: '24h', startedAt: SERVER_NOW, endsAt: SERVER_NOW + DAY, cancellableFrom: null, ...overrides };
}

export const ok = <T>(value: T) => ({ success: true as const, value });
export const refused = (errorCode: string, message = '') => ({ success: false as const, value: null, errorCode, message });
