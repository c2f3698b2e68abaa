import { randomInt } from 'node:crypto';

/** Reel symbols; only the middle row pays. */
export const SLOT_SYMBOLS = ['SEVEN', 'BAR', 'BELL', 'CHERRY', 'LEMON', 'PLUM'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

const MILLION = 1_000_000;
/**
 * Outcomes with their chance per million spins and what they pay per unit staked. The expected
 * return is Σ multiplier × chance = 0.96 (a 96% RTP), checked by the tests.
 */
export const SLOT_PAYTABLE: Array<{ line: SlotSymbol[]; multiplier: number; perMillion: number; name: string }> = [
  { name: 'three sevens', line: ['SEVEN', 'SEVEN', 'SEVEN'], multiplier: 50, perMillion: 2_000 },
  { name: 'three bars', line: ['BAR', 'BAR', 'BAR'], multiplier: 20, perMillion: 6_000 },
  { name: 'three bells', line: ['BELL', 'BELL', 'BELL'], multiplier: 10, perMillion: 14_000 },
  { name: 'three cherries', line: ['CHERRY', 'CHERRY', 'CHERRY'], multiplier: 5, perMillion: 30_000 },
  { name: 'three lemons', line: ['LEMON', 'LEMON', 'LEMON'], multiplier: 2, perMillion: 120_000 },
  { name: 'two cherries', line: ['CHERRY', 'CHERRY'], multiplier: 1, perMillion: 210_000 },
];

export interface SlotSpin {
  /** Three rows of three symbols, top to bottom; the middle row is the pay line. */
  reels: SlotSymbol[][];
  multiplier: number;
  line: string | null;
}

/** What the middle row pays: three of a kind from the table, or two cherries from the left. */
export function payOf(row: SlotSymbol[]): { multiplier: number; line: string | null } {
  for (const entry of SLOT_PAYTABLE) {
    if (entry.line.every((symbol, i) => row[i] === symbol) && (entry.line.length === 3 || row[2] !== 'CHERRY')) {
      return { multiplier: entry.multiplier, line: entry.name };
    }
  }
  return { multiplier: 0, line: null };
}

const anySymbol = () => SLOT_SYMBOLS[randomInt(SLOT_SYMBOLS.length)];

/** One spin: the outcome is drawn from the table first (node:crypto), then reels are laid out to show it. */
export function spin(): SlotSpin {
  const roll = randomInt(MILLION);
  let floor = 0;
  let middle: SlotSymbol[] | undefined;
  for (const entry of SLOT_PAYTABLE) {
    floor += entry.perMillion;
    if (roll < floor) {
      middle = entry.line.length === 3 ? [...entry.line] : [...entry.line, pickOther('CHERRY')];
      break;
    }
  }
  // A losing row: anything that pays nothing.
  while (!middle) {
    const row = [anySymbol(), anySymbol(), anySymbol()];
    if (payOf(row).multiplier === 0) middle = row;
  }
  const reels = [[anySymbol(), anySymbol(), anySymbol()], middle, [anySymbol(), anySymbol(), anySymbol()]];
  return { reels, ...payOf(middle) };
}

function pickOther(not: SlotSymbol): SlotSymbol {
  const others = SLOT_SYMBOLS.filter((s) => s !== not);
  return others[randomInt(others.length)];
}
