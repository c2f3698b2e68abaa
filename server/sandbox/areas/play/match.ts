import { randomInt } from 'node:crypto';

/**
 * The match demo that sports, e-sports and cockfight games open: one fixture between two sides,
 * a bet on either side at decimal odds 1.95 (a 2.5% margin), settled at once. Cockfight calls its
 * sides Meron and Wala, as the pits do; a cockfight can also end in a draw, which loses both bets.
 */
export const MATCH_SIDES = ['HOME', 'AWAY', 'MERON', 'WALA'] as const;
export type MatchSide = (typeof MATCH_SIDES)[number];

export const MATCH_ODDS = 1.95;
/** One cockfight in 40 is a draw. */
const DRAW_ONE_IN = 40;

export function sidesOf(gameType: string): readonly [MatchSide, MatchSide] {
  return gameType === 'COCKFIGHT' ? ['MERON', 'WALA'] : ['HOME', 'AWAY'];
}

export interface MatchResult {
  winner: MatchSide | 'DRAW';
  pick: MatchSide;
}

export function playMatch(gameType: string, pick: MatchSide, roll = randomInt): { result: MatchResult; multiplier: number } {
  const sides = sidesOf(gameType);
  if (!sides.includes(pick)) throw new RangeError(`side: this match is ${sides.join(' against ')}`);
  const winner = gameType === 'COCKFIGHT' && roll(DRAW_ONE_IN) === 0 ? 'DRAW' : sides[roll(2)]!;
  return { result: { winner, pick }, multiplier: winner === pick ? MATCH_ODDS : 0 };
}
