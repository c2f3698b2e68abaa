/**
 * The sandbox's notion of "now". Time-driven work (draws, salaries, expiries) reads this clock
 * instead of Date.now(), so tests and the /__dev/clock helper move time instead of waiting.
 */
export interface Clock {
  now(): number;
  advance(ms: number): void;
}

/** Real time plus an offset that only ever grows through advance(). */
export function systemClock(): Clock {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance(ms: number) {
      assertAdvance(ms);
      offset += ms;
    },
  };
}

/** A clock that stands still until advanced: tests get identical timestamps on every run. */
export function fixedClock(startMs: number): Clock {
  let now = startMs;
  return {
    now: () => now,
    advance(ms: number) {
      assertAdvance(ms);
      now += ms;
    },
  };
}

function assertAdvance(ms: number): void {
  if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`A clock only moves forward (got ${ms})`);
}
