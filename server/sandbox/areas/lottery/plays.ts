import { LOTTERY_RTP } from './draw-engine';
import { pickPool } from './numbers';

/**
 * The one play each play type offers in the sandbox: a pick guesses the first number drawn (the
 * last two digits of the special prize for Vietnam `LO2`). Its id is what a bet slip names.
 */
export const PLAY_IDS: Readonly<Record<string, number>> = {
  '5D': 101,
  '3D': 201,
  K3: 301,
  PK10: 401,
  '11X5': 501,
  LOTTO: 601,
  KENO: 701,
  LO2: 801,
};

/** The price of one bet at the whole unit (mode 1), in cents: the play menu's `singleBetPrice` of 1. */
export const SINGLE_BET_PRICE_CENTS = 100;
/** Bet units: mode 1 bets whole units of the single-bet price, 2 tenths, 3 hundredths. */
export const MODE_DIVISORS: Readonly<Record<number, number>> = { 1: 1, 2: 10, 3: 100 };
/** A slip's multiple is at least 1 and at most this. */
export const MAX_MULTIPLE = 100_000;
/**
 * The prize series is what a two-unit bet on a one-in-a-thousand pick pays back, so it states the
 * return: the draw engine pays 96%, which is series 1920, the only series a member bets at here.
 */
export const PRIZE_SERIES = Math.round(LOTTERY_RTP * 2000);
/** The prize modes of the games' menus and the ids a bet names them by. */
export const PRIZE_MODE_IDS: Readonly<Record<string, number>> = { Lott: 1 };

export interface LotteryPlay {
  playId: number;
  /** Positions (rows of balls) a slip of this play carries. */
  positions: number;
  /** Digits each ball is written with in a slip: 1 for pools within 0–9, else 2 (zero-padded). */
  ballWidth: number;
  min: number;
  max: number;
}

/** The play a game offers, from its play type and pool. */
export function playOf(playType: string, gameCode: string): LotteryPlay {
  const { min, max } = pickPool(playType, gameCode);
  return { playId: PLAY_IDS[playType] ?? PLAY_IDS['5D'], positions: 1, ballWidth: max > 9 ? 2 : 1, min, max };
}

/** The cost of one bet in cents: the single-bet price in the slip's unit times its multiple. */
export const betCents = (mode: number, multiple: number): number => (SINGLE_BET_PRICE_CENTS / MODE_DIVISORS[mode]) * multiple;

/** The slip a sub-order was placed with, written back in the client's format. */
export function slipText(play: LotteryPlay, picks: number[], mode: number, series: number, multiple: number): string {
  const balls = picks.map((n) => String(n).padStart(play.ballWidth, '0')).join('');
  return `${balls}~1~${play.playId}~${mode}~${series}~${multiple}`;
}
