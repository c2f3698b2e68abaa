import {
  CONTRACT_DAY_UTC_OFFSET_MINUTES,
  REALTIME_PERIOD_MS,
  type ContractKind,
  type DividendPeriod,
} from '../../../../shared/domains/contracts/schemas';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const OFFSET_MS = CONTRACT_DAY_UTC_OFFSET_MINUTES * 60_000;

/** Rounds down to a whole 5-minute slot: the unit of every team aggregate (migration 020). */
export const floorToSlot = (ms: number): number => Math.floor(ms / REALTIME_PERIOD_MS) * REALTIME_PERIOD_MS;

/** The start of the contract day (UTC+08:00) holding `ms`. */
const dayStart = (ms: number): number => Math.floor((ms + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS;

/** The first instant of a month of the contract zone, as epoch ms (month may overflow into the next year). */
const monthDay = (year: number, month: number, day: number): number => Date.UTC(year, month, day) - OFFSET_MS;

/**
 * The end of the period holding `ms`: real-time salary every 5 minutes, hourly salary every hour,
 * daily salary each contract day (UTC+08:00); a dividend's day, week from Monday 00:00, half month
 * (1st–15th, 16th–end) or month of the contract zone. Periods are [start, end) and follow on
 * without gaps, so the end of one is the start of the next.
 */
export function periodEnd(kind: ContractKind, period: DividendPeriod | null, ms: number): number {
  if (kind === 'REALTIME_SALARY') return floorToSlot(ms) + REALTIME_PERIOD_MS;
  if (kind === 'HOURLY_SALARY') return Math.floor(ms / HOUR_MS) * HOUR_MS + HOUR_MS;
  const day = dayStart(ms);
  if (kind === 'DAILY_SALARY' || period === 'DAILY' || period === null) return day + DAY_MS;
  const local = new Date(day + OFFSET_MS);
  if (period === 'WEEKLY') return day + (7 - ((local.getUTCDay() + 6) % 7)) * DAY_MS;
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  if (period === 'SEMIMONTHLY' && local.getUTCDate() < 16) return monthDay(year, month, 16);
  return monthDay(year, month + 1, 1);
}
