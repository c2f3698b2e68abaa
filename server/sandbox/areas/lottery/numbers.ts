import { mulberry32, type Prng } from '../../db/seed/prng';

/**
 * Drawn numbers are a pure function of (game code, issue): the same issue always shows the same
 * result, on every machine and after every restart, with no stored secret to lose.
 */
export interface DrawResult {
  /** The numbers in drawing order, e.g. [3, 8, 1, 5, 0]. */
  numbers: number[];
  /** Vietnam prize tiers (DB = special prize, then G1…G7), as printed digits. */
  prizes?: Record<string, string[]>;
}

/** How many values a pick can take, per play type: a pick guesses the first drawn number. */
export function pickPool(playType: string, gameCode: string): { min: number; max: number } {
  switch (playType) {
    case 'K3':
      return { min: 1, max: 6 };
    case 'PK10':
      return { min: 1, max: 10 };
    case '11X5':
      return { min: 1, max: 11 };
    case 'LOTTO':
      return { min: 1, max: lottoPool(gameCode) };
    case 'KENO':
      return { min: 1, max: 80 };
    case 'LO2':
      return { min: 0, max: 99 };
    default:
      return { min: 0, max: 9 }; // 5D, 3D: digits
  }
}

/**
 * The values each drawn number can take: a pick's pool, except for Vietnam `LO2`, whose drawn
 * numbers are the digits of the special prize (the pick is its last two).
 */
export function drawnPool(playType: string, gameCode: string): { min: number; max: number } {
  return playType === 'LO2' ? { min: 0, max: 9 } : pickPool(playType, gameCode);
}

function lottoPool(gameCode: string): number {
  const match = /(\d{2})$/.exec(gameCode);
  return match ? Number(match[1]) : 42;
}

/** The value a pick is compared with: the first number drawn, or the last two digits of the Vietnam special prize. */
export function winningPick(playType: string, result: DrawResult): number {
  if (playType === 'LO2') return Number(result.prizes!.DB[0].slice(-2));
  return result.numbers[0];
}

export function drawNumbers(gameCode: string, issue: string, playType: string): DrawResult {
  const rng = mulberry32(fnv1a(`${gameCode}|${issue}`));
  switch (playType) {
    case '5D':
      return { numbers: digits(rng, 5) };
    case '3D':
      return { numbers: digits(rng, 3) };
    case 'K3':
      return { numbers: Array.from({ length: 3 }, () => rng.int(1, 6)) };
    case 'PK10':
      return { numbers: distinct(rng, 1, 10, 10) };
    case '11X5':
      return { numbers: distinct(rng, 1, 11, 5) };
    case 'LOTTO':
      return { numbers: distinct(rng, 1, lottoPool(gameCode), 6) };
    case 'KENO':
      return { numbers: distinct(rng, 1, 80, 20) };
    case 'LO2':
      return vietnamPrizes(rng);
    default:
      return { numbers: digits(rng, 5) };
  }
}

const digits = (rng: Prng, count: number) => Array.from({ length: count }, () => rng.int(0, 9));

/** `count` different values from min..max in drawing order (a partial Fisher–Yates shuffle). */
function distinct(rng: Prng, min: number, max: number, count: number): number[] {
  const pool = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  for (let i = 0; i < count; i++) {
    const j = rng.int(i, pool.length - 1);
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, count);
}

/** Northern-style tiers: how many numbers each prize has and how many digits each number has. */
const VN_TIERS: Array<[tier: string, count: number, width: number]> = [
  ['DB', 1, 5],
  ['G1', 1, 5],
  ['G2', 2, 5],
  ['G3', 6, 5],
  ['G4', 4, 4],
  ['G5', 6, 4],
  ['G6', 3, 3],
  ['G7', 4, 2],
];

function vietnamPrizes(rng: Prng): DrawResult {
  const prizes: Record<string, string[]> = {};
  for (const [tier, count, width] of VN_TIERS) {
    prizes[tier] = Array.from({ length: count }, () => digits(rng, width).join(''));
  }
  return { numbers: [...prizes.DB[0]].map(Number), prizes };
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
