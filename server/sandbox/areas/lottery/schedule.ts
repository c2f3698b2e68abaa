/**
 * When each lottery game draws. Issues are named after the platform's local day (UTC+07:00, the
 * lottery operator's zone) and the draw's number within that day: `YYYYMMDD-NNNN`. Games with
 * an interval shorter than a day draw at every multiple of it from local midnight (the last one
 * at the next midnight, still numbered in the closing day); daily games draw once: Vietnam's at
 * 18:15 local, the other daily games at 21:00 local (the sandbox's choice: the platform publishes no times).
 */
export const LOCAL_OFFSET_MS = 7 * 3_600_000;
export const DAY_MS = 86_400_000;
const VN_DAILY_AT_MS = (18 * 60 + 15) * 60_000;
const SEA_DAILY_AT_MS = 21 * 3_600_000;

export interface ScheduledGame {
  gameCode: string;
  area: 'SEA' | 'VN';
  drawIntervalSeconds: number;
}

export interface ScheduledDraw {
  issue: string;
  drawTime: number;
}

const isDaily = (game: ScheduledGame) => game.drawIntervalSeconds * 1000 >= DAY_MS;
const intervalMs = (game: ScheduledGame) => (isDaily(game) ? DAY_MS : game.drawIntervalSeconds * 1000);
/** Draws per local day. */
export const drawsPerDay = (game: ScheduledGame) => (isDaily(game) ? 1 : Math.floor(DAY_MS / intervalMs(game)));

/** The instant local midnight of the local day containing `ms` began. */
export function localDayStart(ms: number): number {
  const local = ms + LOCAL_OFFSET_MS;
  return local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - LOCAL_OFFSET_MS;
}

function drawTime(game: ScheduledGame, dayStart: number, seq: number): number {
  if (isDaily(game)) return dayStart + (game.area === 'VN' ? VN_DAILY_AT_MS : SEA_DAILY_AT_MS);
  return dayStart + seq * intervalMs(game);
}

function issueName(dayStart: number, seq: number): string {
  const date = new Date(dayStart + LOCAL_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
  return `${date}-${String(seq).padStart(4, '0')}`;
}

/** Draws with after < drawTime <= until, oldest first. */
export function drawsBetween(game: ScheduledGame, after: number, until: number): ScheduledDraw[] {
  const out: ScheduledDraw[] = [];
  const perDay = drawsPerDay(game);
  const step = intervalMs(game);
  // The draw at a midnight belongs to the day before, so start one day early.
  for (let day = localDayStart(after) - DAY_MS; day <= until; day += DAY_MS) {
    const first = isDaily(game) ? 1 : Math.max(1, Math.floor((after - day) / step));
    for (let seq = first; seq <= perDay; seq++) {
      const time = drawTime(game, day, seq);
      if (time > until) break;
      if (time > after) out.push({ issue: issueName(day, seq), drawTime: time });
    }
  }
  return out;
}

/** The first draw after `now`: the issue open for betting. */
export function nextDraw(game: ScheduledGame, now: number): ScheduledDraw {
  return drawsBetween(game, now, now + 2 * DAY_MS)[0];
}

/** The last draw at or before `now`: the issue drawn most recently (every game draws at least daily). */
export function previousDraw(game: ScheduledGame, now: number): ScheduledDraw {
  return drawsBetween(game, now - 2 * DAY_MS, now).at(-1)!;
}

/** The draw an issue name stands for, or undefined when the game has no such issue. */
export function drawOfIssue(game: ScheduledGame, issue: string): ScheduledDraw | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})-(\d{4})$/.exec(issue);
  if (!match) return undefined;
  const [, y, m, d, n] = match;
  const seq = Number(n);
  const localMidnight = Date.UTC(Number(y), Number(m) - 1, Number(d));
  if (Number.isNaN(localMidnight) || seq < 1 || seq > drawsPerDay(game)) return undefined;
  const dayStart = localMidnight - LOCAL_OFFSET_MS;
  if (issueName(dayStart, seq) !== issue) return undefined; // e.g. 20240230
  return { issue, drawTime: drawTime(game, dayStart, seq) };
}
