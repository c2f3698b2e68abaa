import { REWARD_DAY_UTC_OFFSET_MINUTES } from '../../../../shared/domains/rewards/schemas';
import type { LimitPeriod } from '../../../../shared/domains/protection/schemas';

/** The platform's day is UTC+08:00 (Manila, no daylight saving), as the daily sign-in's. */
const OFFSET_MS = REWARD_DAY_UTC_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

/** The platform's local calendar fields of an instant. */
const local = (ms: number) => new Date(ms + OFFSET_MS);

/** The instant of local midnight on a calendar day; `month` may overflow into the next year. */
const localMidnight = (year: number, month: number, day: number): number => Date.UTC(year, month, day) - OFFSET_MS;

/** Platform midnight starting the day that holds `ms`. */
export const dayStart = (ms: number): number => Math.floor((ms + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS;

/**
 * The window of a limit holding `now`, [start, end): a day from platform midnight, a week from
 * Monday 00:00, a month from the 1st 00:00, all in UTC+08:00.
 */
export function limitWindow(period: LimitPeriod, now: number): { start: number; end: number } {
  const day = dayStart(now);
  if (period === 'day') return { start: day, end: day + DAY_MS };
  const date = local(day);
  if (period === 'week') {
    const start = day - ((date.getUTCDay() + 6) % 7) * DAY_MS;
    return { start, end: start + 7 * DAY_MS };
  }
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  return { start: localMidnight(year, month, 1), end: localMidnight(year, month + 1, 1) };
}

/**
 * `ms` moved by whole calendar months of the platform's zone, keeping the time of day; a day the
 * target month lacks becomes its last (31 August + 6 months = 28 or 29 February).
 */
export function addMonths(ms: number, months: number): number {
  const date = local(ms);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  const timeOfDay = (ms + OFFSET_MS) % DAY_MS;
  return localMidnight(target.getUTCFullYear(), target.getUTCMonth(), Math.min(date.getUTCDate(), lastDay)) + timeOfDay;
}
