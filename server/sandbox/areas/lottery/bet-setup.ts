import {
  DRAW_POSITIONS,
  type DrawPosition,
  type LotteryBettingMode,
  type LotteryGameGroups,
  type LotteryGameSetting,
  type LotteryHotGap,
  type LotteryPlayMenu,
  type LotterySeries,
} from '../../../../shared/domains/lottery/schemas';
import type { DrawRow } from './draws-repository';
import type { LotteryGameRow, LotteryGroupRow } from './lottery-repository';
import { drawnPool } from './numbers';
import {
  MAX_MULTIPLE,
  MODE_CODES,
  MODE_DIVISORS,
  PRIZE_MODE_IDS,
  PRIZE_SERIES,
  SINGLE_BET_PRICE_CENTS,
  betCents,
  bonusCents,
  playOf,
} from './plays';
import { winCents } from './draw-engine';

/**
 * What a lottery client reads before it bets, from the sandbox's games, plays, odds and draws:
 * the game groups (`GET /lgw/games`), a game's play menu and betting modes, the member's series
 * and the ball statistics of the last draws. Each answer is in the shape the public clients read
 * (contract/PUBLIC-CLIENTS.md), and each number in it is one a bet is checked or paid by.
 */

/** `GET /lgw/games`: every group in menu order with its games; a game's `remark` is its name. */
export function gameGroups(groups: LotteryGroupRow[], games: LotteryGameRow[]): LotteryGameGroups {
  return groups
    .map((group) => ({
      gameGroupId: group.groupId,
      code: group.groupCode,
      displayName: group.label,
      games: games
        .filter((game) => game.groupCode === group.groupCode)
        .map((game) => ({ gameId: game.gameId, gameGroupId: group.groupId, code: game.gameCode, remark: game.gameName })),
    }))
    .filter((group) => group.games.length > 0);
}

/**
 * `GET /lgw/games/{gameId}/play_menu`: the game's prize mode with its one play, in a group of its
 * own: the slip's `playId`, the single-bet price and the `bonus`, what one bet at the whole unit
 * wins when it hits (the draw engine's payout, to the cent). Only the game's prize mode is listed:
 * no empty elements for modes the sandbox does not offer.
 */
export function playMenu(game: LotteryGameRow): LotteryPlayMenu {
  const play = playOf(game.defaultPlayType, game.gameCode);
  const entry = {
    playId: play.playId,
    playCode: play.playCode,
    playName: play.playName,
    playMenu: play.playName,
    playSwitch: 1,
    singleBetPrice: SINGLE_BET_PRICE_CENTS / 100,
    playMenuInfos: [{ bonus: bonusCents(game.defaultPlayType, game.gameCode) / 100 }],
  };
  return [
    {
      prizeModeId: PRIZE_MODE_IDS[game.prizeMode],
      prizeModeName: game.prizeMode,
      playMenuGroups: [
        {
          playId: play.group.playId,
          playCode: play.group.playCode,
          playName: play.group.playName,
          playMenu: play.group.playName,
          groupSwitch: 1,
          sorting: 1,
          playSubGroups: [],
          playMenus: [entry],
        },
      ],
    },
  ];
}

/**
 * `GET /lgw/games/{gameId}/setting`: the betting modes a slip names (`mode` 1, 2, 3), each with its
 * unit of the single-bet price, the largest multiple a slip takes, what one bet (one pick) costs
 * at that multiple and what it wins when it hits. Nothing else limits an order but the balance and
 * the 20 slips of a bet; the top-level maxima are the whole unit's.
 */
export function gameSetting(game: LotteryGameRow): LotteryGameSetting {
  const bettingModes = Object.keys(MODE_DIVISORS)
    .map(Number)
    .map((mode): LotteryBettingMode => {
      const most = betCents(mode, MAX_MULTIPLE);
      return {
        bettingModeId: mode,
        code: MODE_CODES[mode],
        unit: 1 / MODE_DIVISORS[mode],
        betMultipleMax: MAX_MULTIPLE,
        betAmountMax: most / 100,
        winAmountMax: winCents(most, game.defaultPlayType, game.gameCode) / 100,
      };
    });
  return { betMultipleMax: MAX_MULTIPLE, betAmountMax: bettingModes[0].betAmountMax, bettingModes };
}

/**
 * `GET /lgw/customers/series`: the member's series for each game group and the prize modes of its
 * games. Members bet at one series (`PRIZE_SERIES`, the draw engine's 96%), so it is the least, the
 * most, the most to bet at and the default alike: no rebate to trade for a lower series.
 */
export function customerSeries(groups: LotteryGroupRow[], games: LotteryGameRow[]): LotterySeries {
  return groups.flatMap((group) => {
    const modes = new Set(games.filter((g) => g.groupCode === group.groupCode).map((g) => PRIZE_MODE_IDS[g.prizeMode]));
    return [...modes].map((prizeModeId) => ({
      gameGroupCode: group.groupCode,
      prizeModeId,
      maxSeries: PRIZE_SERIES,
      minSeries: PRIZE_SERIES,
      maxBetSeries: PRIZE_SERIES,
      defaultSeries: PRIZE_SERIES,
    }));
  });
}

/** The draws hot_gap_info counts over: the game's latest, newest first. */
export const HOT_GAP_DRAWS = 100;

/**
 * `GET /lgw/draw/{gameId}/hot_gap_info` from the game's last `HOT_GAP_DRAWS` draws (newest first),
 * for each position of its draw, FIRST to TENTH (a keno draw's first ten); a 3D draw's hundreds,
 * tens and ones are THIRD, FOURTH and FIFTH, where TCG's client library looks them up
 * (L `hot_gap_digits.js`: `FC3D_HUNDREDS` → 3, the last three of five digits). Each array is
 * indexed by ball: at least twelve slots (0 to 11, as the clients slice them), as many as the largest ball
 * needs past that; then four more for big, small, odd and even, where big is above the middle of
 * the pool (5–9 of the digits). `hot` counts how often each came at the position; `gap` how many
 * draws ago it last came there (0: in the latest draw), or the number of draws counted when it did
 * not come in them. Slots of values that are not balls of the game hold 0 in both.
 */
export function hotGap(game: LotteryGameRow, draws: DrawRow[]): LotteryHotGap {
  const { min, max } = drawnPool(game.defaultPlayType, game.gameCode);
  const slots = Math.max(12, max + 1);
  const drawn = draws.map((d) => d.numbers.split(',').map(Number));
  const first = game.defaultPlayType === '3D' ? 2 : 0;
  const positions = DRAW_POSITIONS.slice(first, Math.min(DRAW_POSITIONS.length, first + (drawn[0]?.length ?? 0)));
  const hot: Partial<Record<DrawPosition, number[]>> = {};
  const gap: Partial<Record<DrawPosition, number[]>> = {};
  positions.forEach((position, at) => {
    const counts = new Array<number>(slots + 4).fill(0);
    const ago = new Array<number>(slots + 4).fill(0);
    for (let n = min; n <= max; n++) ago[n] = drawn.length;
    for (let feature = slots; feature < slots + 4; feature++) ago[feature] = drawn.length;
    drawn.forEach((numbers, age) => {
      const n = numbers[at];
      if (n === undefined) return;
      const features = [n > (min + max) / 2 ? 0 : 1, n % 2 === 1 ? 2 : 3].map((f) => slots + f);
      for (const slot of [n, ...features]) {
        counts[slot]++;
        ago[slot] = Math.min(ago[slot], age);
      }
    });
    hot[position] = counts;
    gap[position] = ago;
  });
  return { hot, gap };
}
