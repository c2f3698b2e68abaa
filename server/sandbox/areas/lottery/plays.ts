import { LOTTERY_RTP, winCents } from './draw-engine';
import { pickPool } from './numbers';

/**
 * The one play each play type offers in the sandbox: a pick guesses the first number drawn (the
 * last two digits of the special prize for Vietnam `LO2`). Its id is what a bet slip names; a
 * lotto's play is 600 plus its pool (642 for 6/42, 655 for 6/55), since the pools differ and the
 * public clients key a play's ball board by its id (R `ball_board_config`).
 */
export const PLAY_IDS: Readonly<Record<string, number>> = {
  '5D': 101,
  '3D': 201,
  K3: 301,
  PK10: 401,
  '11X5': 501,
  LOTTO: 600,
  KENO: 701,
  LO2: 801,
};

/**
 * How the play menu names each play type's play and its group (`GET /lgw/games/{gameId}/play_menu`):
 * codes in the platform's manner (`Last_3`, `First_3_11X5`, `Last3Straight_LF` are the public
 * clients'), the game family after the underscore except for digit games; a lotto play's code
 * ends with its pool (`First1Straight_LOTTO42`), as its id does.
 */
const PLAY_NAMES: Readonly<Record<string, { group: [code: string, name: string]; play: [code: string, name: string] }>> = {
  '5D': { group: ['First_1', 'First number'], play: ['First1Straight', 'First number straight'] },
  '3D': { group: ['First_1_LF', 'First number'], play: ['First1Straight_LF', 'First number straight'] },
  K3: { group: ['First_1_K3', 'First die'], play: ['First1Straight_K3', 'First die straight'] },
  PK10: { group: ['First_1_PK10', 'First place'], play: ['First1Straight_PK10', 'First place straight'] },
  '11X5': { group: ['First_1_11X5', 'First ball'], play: ['First1Straight_11X5', 'First ball straight'] },
  LOTTO: { group: ['First_1_LOTTO', 'First ball'], play: ['First1Straight_LOTTO', 'First ball straight'] },
  KENO: { group: ['First_1_KENO', 'First ball'], play: ['First1Straight_KENO', 'First ball straight'] },
  LO2: { group: ['Special_Last_2_VN', 'Special prize'], play: ['SpecialLast2_VN', 'Special prize last two digits'] },
};

/** The price of one bet at the whole unit (mode 1), in cents: the play menu's `singleBetPrice` of 1. */
export const SINGLE_BET_PRICE_CENTS = 100;
/** Bet units: mode 1 bets whole units of the single-bet price, 2 tenths, 3 hundredths. */
export const MODE_DIVISORS: Readonly<Record<number, number>> = { 1: 1, 2: 10, 3: 100 };
/** The betting modes' codes in the game setting: `Dollar` is the public clients' default; the others are ours. */
export const MODE_CODES: Readonly<Record<number, string>> = { 1: 'Dollar', 2: 'Dime', 3: 'Cent' };
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
  playCode: string;
  playName: string;
  /** The play's group in the play menu: the hundred of its id, its code and name. */
  group: { playId: number; playCode: string; playName: string };
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
  const known = PLAY_IDS[playType] !== undefined ? playType : '5D';
  const playId = known === 'LOTTO' ? PLAY_IDS.LOTTO + max : PLAY_IDS[known];
  const names = PLAY_NAMES[known];
  return {
    playId,
    playCode: known === 'LOTTO' ? `${names.play[0]}${max}` : names.play[0],
    playName: names.play[1],
    group: { playId: Math.floor(playId / 100) * 100, playCode: names.group[0], playName: names.group[1] },
    positions: 1,
    ballWidth: max > 9 ? 2 : 1,
    min,
    max,
  };
}

/** The cost of one bet in cents: the single-bet price in the slip's unit times its multiple. */
export const betCents = (mode: number, multiple: number): number => (SINGLE_BET_PRICE_CENTS / MODE_DIVISORS[mode]) * multiple;

/** What one bet of the play at the whole unit wins, in cents: the play menu's `bonus`. */
export const bonusCents = (playType: string, gameCode: string): number => winCents(SINGLE_BET_PRICE_CENTS, playType, gameCode);

/** The slip a sub-order was placed with, written back in the client's format. */
export function slipText(play: LotteryPlay, picks: number[], mode: number, series: number, multiple: number): string {
  const balls = picks.map((n) => String(n).padStart(play.ballWidth, '0')).join('');
  return `${balls}~1~${play.playId}~${mode}~${series}~${multiple}`;
}

/** What a lottery page must know of a play to draw its balls: a client's own table, keyed by play id as R's ball board. */
export interface BallRule {
  min: number;
  max: number;
  /** Digits each ball is written with in a slip. */
  width: number;
  /** What a pick is compared with. */
  hits: string;
}

/** The ball rules of the plays of these games, by play id (what the launched lottery page ships with). */
export function ballRules(games: ReadonlyArray<{ gameCode: string; defaultPlayType: string }>): Record<string, BallRule> {
  const rules: Record<string, BallRule> = {};
  for (const game of games) {
    const play = playOf(game.defaultPlayType, game.gameCode);
    const hits = game.defaultPlayType === 'LO2' ? 'the last two digits of the special prize' : 'the first number drawn';
    rules[play.playId] = { min: play.min, max: play.max, width: play.ballWidth, hits };
  }
  return rules;
}
