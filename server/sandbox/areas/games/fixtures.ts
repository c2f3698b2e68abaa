import { REWARD_DAY_UTC_OFFSET_MINUTES } from '../../../../shared/domains/rewards/schemas';
import type { SportsMatch } from '../../../../shared/domains/games/schemas';
import { DAY_MS } from '../../core/time';
import type { FixtureRow } from './fixtures-repository';

export const WEEK_MS = 7 * DAY_MS;
/** The platform's week starts on Monday 00:00 at UTC+08:00, the offset of its day (rewards' day). */
const OFFSET_MS = REWARD_DAY_UTC_OFFSET_MINUTES * 60_000;

/** When the platform week that `now` falls in began (UTC ms). 1 January 1970 was a Thursday. */
export function platformWeekStart(now: number): number {
  const days = Math.floor((now + OFFSET_MS) / DAY_MS);
  const sinceMonday = (days + 3) % 7;
  return (days - sinceMonday) * DAY_MS - OFFSET_MS;
}

/**
 * The matches of the weekly fixtures not yet over at `now`: each fixture's next kick-off (or the
 * one under way, LIVE), live ones first, then by kick-off, at most `limit`.
 */
export function currentMatches(fixtures: readonly FixtureRow[], now: number, limit: number): SportsMatch[] {
  const week = platformWeekStart(now);
  const matches = fixtures.map((f): SportsMatch => {
    let start = week - WEEK_MS + f.weekOffsetMs;
    while (start + f.durationMs <= now) start += WEEK_MS;
    return {
      matchId: f.id,
      nodeId: f.nodeId,
      vassalage: f.vassalage,
      sport: f.sport,
      league: f.league,
      homeTeam: f.homeTeam,
      awayTeam: f.awayTeam,
      startTime: start,
      status: start <= now ? 'LIVE' : 'UPCOMING',
    };
  });
  matches.sort((a, b) => (a.status === b.status ? a.startTime - b.startTime || a.matchId - b.matchId : a.status === 'LIVE' ? -1 : 1));
  return matches.slice(0, limit);
}
