import { describe, expect, it } from 'vitest';
import { fixedClock, systemClock } from './clock';

describe('clock', () => {
  it('fixedClock stands still until advanced', () => {
    const clock = fixedClock(1_000);
    expect(clock.now()).toBe(1_000);
    clock.advance(250);
    expect(clock.now()).toBe(1_250);
  });

  it('systemClock follows real time plus the advanced offset', () => {
    const clock = systemClock();
    const before = Date.now();
    clock.advance(60_000);
    const now = clock.now();
    expect(now).toBeGreaterThanOrEqual(before + 60_000);
    expect(now).toBeLessThan(Date.now() + 60_000 + 1_000);
  });

  it('refuses to move backwards', () => {
    expect(() => fixedClock(0).advance(-1)).toThrow(RangeError);
    expect(() => systemClock().advance(Number.NaN)).toThrow(RangeError);
  });
});
