import { describe, expect, it } from 'vitest';
import { addMonths, dayStart, limitWindow } from './windows';

const at = (iso: string) => Date.parse(iso);

describe('limit windows on the platform day (UTC+08:00)', () => {
  it('starts a day at platform midnight, which is 16:00 UTC the day before', () => {
    expect(dayStart(at('2023-11-14T22:13:20Z'))).toBe(at('2023-11-14T16:00:00Z'));
    expect(dayStart(at('2023-11-14T15:59:59Z'))).toBe(at('2023-11-13T16:00:00Z'));
    expect(limitWindow('day', at('2023-11-14T16:00:00Z'))).toEqual({ start: at('2023-11-14T16:00:00Z'), end: at('2023-11-15T16:00:00Z') });
  });

  it('starts a week on Monday and a month on the 1st, local time', () => {
    // Wednesday 15 November 2023, 06:13 in Manila.
    expect(limitWindow('week', at('2023-11-14T22:13:20Z'))).toEqual({ start: at('2023-11-12T16:00:00Z'), end: at('2023-11-19T16:00:00Z') });
    // Sunday 19 November, 23:59 in Manila, still belongs to the week from Monday the 13th.
    expect(limitWindow('week', at('2023-11-19T15:59:00Z')).start).toBe(at('2023-11-12T16:00:00Z'));
    expect(limitWindow('month', at('2023-11-14T22:13:20Z'))).toEqual({
      start: at('2023-10-31T16:00:00Z'),
      end: at('2023-11-30T16:00:00Z'),
    });
    // 1 January 00:30 in Manila is still 31 December in UTC, but the month is January's.
    expect(limitWindow('month', at('2023-12-31T16:30:00Z'))).toEqual({
      start: at('2023-12-31T16:00:00Z'),
      end: at('2024-01-31T16:00:00Z'),
    });
  });

  it('adds calendar months, keeping the time of day and clamping to the last day of the month', () => {
    expect(addMonths(at('2023-11-14T22:13:20Z'), 6)).toBe(at('2024-05-14T22:13:20Z'));
    expect(addMonths(at('2023-08-31T04:00:00Z'), 6)).toBe(at('2024-02-29T04:00:00Z'));
    expect(addMonths(at('2023-11-14T22:13:20Z'), 60)).toBe(at('2028-11-14T22:13:20Z'));
  });
});
