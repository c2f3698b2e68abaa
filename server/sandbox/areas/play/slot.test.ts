import { describe, expect, it } from 'vitest';
import { SLOT_PAYTABLE, payOf, spin } from './slot';
import { rouletteMultiplier } from './roulette';

describe('slot', () => {
  it('returns 96% of stakes by its pay table', () => {
    const rtp = SLOT_PAYTABLE.reduce((sum, e) => sum + (e.multiplier * e.perMillion) / 1_000_000, 0);
    expect(rtp).toBeCloseTo(0.96, 10);
  });

  it('shows reels that pay exactly what the spin says', () => {
    for (let i = 0; i < 2_000; i++) {
      const s = spin();
      expect(s.reels.flat()).toHaveLength(9);
      expect(payOf(s.reels[1]).multiplier).toBe(s.multiplier);
    }
  });

  it('pays about 96% over many spins', () => {
    let paid = 0;
    const spins = 200_000;
    for (let i = 0; i < spins; i++) paid += spin().multiplier;
    expect(paid / spins).toBeGreaterThan(0.9);
    expect(paid / spins).toBeLessThan(1.02);
  });
});

describe('roulette', () => {
  it('pays even money on outside bets, 36× on a number, nothing on zero', () => {
    expect(rouletteMultiplier('RED', 1)).toBe(2);
    expect(rouletteMultiplier('BLACK', 1)).toBe(0);
    expect(rouletteMultiplier('EVEN', 0)).toBe(0);
    expect(rouletteMultiplier('NUMBER', 0, 0)).toBe(36);
    expect(rouletteMultiplier('HIGH', 19)).toBe(2);
    const rtp = Array.from({ length: 37 }, (_, n) => rouletteMultiplier('RED', n)).reduce((a, b) => a + b, 0) / 37;
    expect(rtp).toBeCloseTo(36 / 37, 10);
  });
});
