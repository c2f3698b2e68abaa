import { randomInt } from 'node:crypto';

/** Single-zero roulette: even-money bets return 2×, a straight number 36× (RTP 36/37 ≈ 97.3%). */
export const ROULETTE_BETS = ['RED', 'BLACK', 'ODD', 'EVEN', 'LOW', 'HIGH', 'NUMBER'] as const;
export type RouletteBet = (typeof ROULETTE_BETS)[number];

const RED_NUMBERS = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export function colourOf(n: number): 'GREEN' | 'RED' | 'BLACK' {
  if (n === 0) return 'GREEN';
  return RED_NUMBERS.has(n) ? 'RED' : 'BLACK';
}

/** What a bet returns per unit staked when `n` comes up (0 = lost). */
export function rouletteMultiplier(bet: RouletteBet, n: number, pick?: number): number {
  if (bet === 'NUMBER') return n === pick ? 36 : 0;
  if (n === 0) return 0;
  const hit = {
    RED: colourOf(n) === 'RED',
    BLACK: colourOf(n) === 'BLACK',
    ODD: n % 2 === 1,
    EVEN: n % 2 === 0,
    LOW: n <= 18,
    HIGH: n >= 19,
  }[bet];
  return hit ? 2 : 0;
}

export function spinWheel(): number {
  return randomInt(37);
}
