import { describe, expect, it } from 'vitest';
import { formatClock } from './formatClock';

describe('formatClock', () => {
  it('counts down in hours, minutes and seconds, never below zero', () => {
    expect(formatClock(65_000, {}, 'en-US')).toBe('1:05');
    expect(formatClock(65_000, { padMinutes: true }, 'en-US')).toBe('01:05');
    expect(formatClock(3_725_000, {}, 'en-US')).toBe('1:02:05');
    expect(formatClock(7_205_000, { padMinutes: true }, 'en-US')).toBe('2:00:05');
    expect(formatClock(-5, { padMinutes: true }, 'en-US')).toBe('00:00');
    // A part-second left still shows as a second.
    expect(formatClock(400, {}, 'en-US')).toBe('0:01');
  });

  it("writes the reader's digits", () => {
    expect(formatClock(65_000, { padMinutes: true }, 'fa-IR')).toBe('۰۱:۰۵');
    expect(formatClock(65_000, {}, 'bn-BD')).toBe('১:০৫');
  });
});
