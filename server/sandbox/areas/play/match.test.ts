import { describe, expect, it } from 'vitest';
import { MATCH_ODDS, playMatch, sidesOf } from './match';

describe('the match demo', () => {
  it('names its sides as the sport does', () => {
    expect(sidesOf('COCKFIGHT')).toEqual(['MERON', 'WALA']);
    expect(sidesOf('SPORTS')).toEqual(['HOME', 'AWAY']);
  });

  it('pays the odds on the winning side only, and a cockfight draw loses both', () => {
    expect(playMatch('SPORTS', 'HOME', () => 0)).toEqual({ result: { winner: 'HOME', pick: 'HOME' }, multiplier: MATCH_ODDS });
    expect(playMatch('SPORTS', 'HOME', () => 1)).toEqual({ result: { winner: 'AWAY', pick: 'HOME' }, multiplier: 0 });
    // The first roll decides a draw (0 of 40), the second the side.
    const rolls = [5, 1];
    expect(playMatch('COCKFIGHT', 'WALA', () => rolls.shift()!)).toEqual({
      result: { winner: 'WALA', pick: 'WALA' },
      multiplier: MATCH_ODDS,
    });
    expect(playMatch('COCKFIGHT', 'MERON', () => 0).result.winner).toBe('DRAW');
    expect(playMatch('COCKFIGHT', 'MERON', () => 0).multiplier).toBe(0);
  });

  it('refuses a side the match does not have', () => {
    expect(() => playMatch('COCKFIGHT', 'HOME')).toThrow(/MERON against WALA/);
  });

  it('returns about 97.5% of stakes over many bets on a two-sided match', () => {
    let paid = 0;
    const n = 20_000;
    for (let i = 0; i < n; i++) paid += playMatch('SPORTS', 'AWAY').multiplier;
    expect(paid / n).toBeGreaterThan(0.93);
    expect(paid / n).toBeLessThan(1.02);
  });
});
