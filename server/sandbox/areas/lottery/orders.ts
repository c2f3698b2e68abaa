import type { Database } from 'better-sqlite3';
import {
  ALL_GAMES,
  type LotteryBetPayload,
  type LotteryBetResult,
  type LotteryCancelResult,
  type LotteryOrderPage,
  type LotterySubOrder,
} from '../../../../shared/domains/lottery/schemas';
import { PlatformError, badParam } from '../../core/errors';
import type { LotteryRepository } from './lottery-repository';
import type { DrawRepository, OrderListRow } from './draws-repository';
import { InsufficientBalance, MAIN_WALLET, type WalletRepository } from '../../core/wallets-repository';
import { DAY_MS, localDayStart } from './schedule';
import type { DrawEngine } from './draw-engine';
import { MAX_MULTIPLE, MODE_DIVISORS, PRIZE_MODE_IDS, PRIZE_SERIES, playOf, slipText } from './plays';
import { cartCents, parseOlderSlips, parseSlips, type BetTerms } from './slip';
import { PlayError } from '../../core/play-errors';

/** Orders are taken for the open issue and for issues up to a week ahead. */
const MAX_AHEAD_MS = 7 * DAY_MS;
/**
 * Seconds before its draw when an issue stops taking orders: the sandbox takes them until the draw
 * itself. `lottery.nearNumbers` reports it as `lockTime`, which the lottery clients count down to.
 */
export const LOCK_SECONDS = 0;
/** `orderType` 1 is an order on the current issue; chases (orders over several issues) are other types. */
const ORDINARY_ORDER = 1;

/** Refusals of the member's own orders (HTTP 400 with the envelope, as the area's other refusals). */
export const OrderError = {
  notFound: 'lottery.order.not.found',
  notCancellable: 'lottery.order.not.cancellable',
} as const;

export interface OrderDeps {
  db: Database;
  engine: DrawEngine;
  lottery: LotteryRepository;
  draws: DrawRepository;
  wallets: WalletRepository;
}

const amount = (cents: number) => (cents / 100).toFixed(4);

/** The fields the older jQuery client sends once for the whole bet, which it always sends together. */
const OLDER_FIELDS = ['bettingMode', 'series', 'multiples'] as const;

/**
 * The mode, series and multiple of an older jQuery client's bet (`bettingMode`, `series`,
 * `multiples`), each checked as a slip's own; undefined for a body without them, whose slips carry
 * their own.
 */
function olderTerms(bet: LotteryBetPayload): BetTerms | undefined {
  if (OLDER_FIELDS.every((field) => bet[field] === undefined)) return undefined;
  const missing = OLDER_FIELDS.find((field) => bet[field] === undefined);
  if (missing) throw badParam(`${missing}: is required with ${OLDER_FIELDS.filter((f) => f !== missing).join(' and ')}`);
  const mode = bet.bettingMode!;
  if (!(mode in MODE_DIVISORS)) throw badParam('bettingMode: is 1 (whole units), 2 (tenths) or 3 (hundredths)');
  const series = bet.series!;
  if (series !== PRIZE_SERIES) throw badParam(`series: ${series} is not offered; members bet at series ${PRIZE_SERIES}`);
  const multiple = Number(bet.multiples);
  if (multiple < 1 || multiple > MAX_MULTIPLE) throw badParam(`multiples: goes from 1 to ${MAX_MULTIPLE}`);
  return { mode, series, multiple };
}

/**
 * Takes a lottery client's bet: the game by id, an ordinary order on an open issue, the game's
 * prize mode, then every slip of `bettingSlipString` (in the older jQuery client's form when the
 * body carries its `bettingMode`, `series` and `multiples`), whose costs must add up to
 * `betCartAmountSum`. Each slip becomes a sub-order of the bet and its cost a `lottery.bet` ledger
 * row, all in one transaction (refused whole when the balance is short). Sub-orders are paid when
 * their issue draws.
 */
export function placeBet(deps: OrderDeps, accountId: number, bet: LotteryBetPayload, now: number): LotteryBetResult {
  deps.engine.catchUp();
  const game = deps.lottery.gameById(bet.gameId);
  if (!game) throw badParam('gameId: unknown lottery game');
  if (bet.orderType !== ORDINARY_ORDER)
    throw badParam(`orderType: ${ORDINARY_ORDER} (an order on the current issue) is the order type taken`);
  // The older jQuery client sends `chase` as text ("false"; "true" with a `chaseSlip`).
  if (bet.chase === true || bet.chase === 'true' || bet.quickChase) {
    throw badParam('chase: chasing over several issues is not offered; bet on one issue');
  }
  if (bet.chaseSlip) throw badParam('chaseSlip: chasing over several issues is not offered; bet on one issue');
  if (bet.winningStop) throw badParam('winningStop: only a chase stops on a win');
  const prizeModeId = PRIZE_MODE_IDS[game.prizeMode];
  if (bet.prizeModeId !== prizeModeId) throw badParam(`prizeModeId: ${game.gameCode} is played in prize mode ${prizeModeId}`);
  const scheduled = deps.engine.scheduled(game, bet.currentNumero);
  if (!scheduled) throw badParam(`currentNumero: ${bet.currentNumero} is not an issue of ${game.gameCode}`);
  if (scheduled.drawTime - LOCK_SECONDS * 1000 <= now) {
    throw new PlatformError(PlayError.issueClosed, `Issue ${bet.currentNumero} has already drawn`, 400);
  }
  if (scheduled.drawTime - now > MAX_AHEAD_MS) throw badParam(`currentNumero: ${bet.currentNumero} is not open yet`);

  const play = playOf(game.defaultPlayType, game.gameCode);
  const terms = olderTerms(bet);
  const slips = terms ? parseOlderSlips(bet.bettingSlipString, play, terms) : parseSlips(bet.bettingSlipString, play);
  const total = slips.reduce((sum, slip) => sum + slip.cents, 0);
  if (cartCents(bet.betCartAmountSum) !== total) throw badParam(`betCartAmountSum: the slips cost ${amount(total)}`);

  const take = deps.db.transaction((): number[] => {
    const ids: number[] = [];
    let orderNo = '';
    for (const slip of slips) {
      const id = deps.draws.insertOrder({
        accountId,
        orderNo,
        gameCode: game.gameCode,
        issue: bet.currentNumero,
        playType: game.defaultPlayType,
        playId: slip.playId,
        mode: slip.mode,
        series: slip.series,
        multiple: slip.multiple,
        numbers: slip.picks.join(','),
        stake: slip.betCents,
        total: slip.cents,
        drawTime: scheduled.drawTime,
        createdAt: now,
      });
      // The bet's number is its first sub-order's.
      if (!orderNo) orderNo = orderNumber(id);
      deps.draws.setOrderNo(id, orderNo);
      deps.wallets.move(accountId, MAIN_WALLET, -slip.cents, 'lottery.bet', `order-${id}`, now);
      ids.push(id);
    }
    deps.draws.touchRecent(accountId, game.gameCode, now);
    return ids;
  });
  let ids: number[];
  try {
    ids = take();
  } catch (error) {
    if (error instanceof InsufficientBalance) {
      throw new PlatformError(PlayError.balanceInsufficient, 'The balance is not enough for this bet', 400);
    }
    throw error;
  }
  const subOrders = ids.map((id) => subOrderView(deps.draws.listed(id)!));
  return {
    orderNumber: subOrders[0].orderNo,
    numero: bet.currentNumero,
    totalBettingAmount: total / 100,
    orderNo: subOrders[0].orderNo,
    gameId: game.gameId,
    currentNumero: bet.currentNumero,
    betCartAmountSum: total / 100,
    subOrders,
  };
}

/** A bet's number: `LT` and its first sub-order's id, ten digits. */
export const orderNumber = (id: number): string => `LT${String(id).padStart(10, '0')}`;

/**
 * The member's sub-orders placed today (the operator's day, +07:00), newest first, pages from 0; of
 * one game, or of every game without `gameId` or with `gameId=-1` (`ALL_GAMES`).
 */
export function todayOrders(
  deps: OrderDeps,
  accountId: number,
  query: { gameId?: number; page?: number; size?: number },
  now: number,
): LotteryOrderPage {
  deps.engine.catchUp();
  const gameId = query.gameId === undefined || query.gameId === ALL_GAMES ? null : query.gameId;
  if (gameId !== null && !deps.lottery.gameById(gameId)) throw badParam('gameId: unknown lottery game');
  const page = query.page ?? 0;
  const size = query.size ?? 10;
  const from = localDayStart(now);
  const { rows, total } = deps.draws.dayOrders({ accountId, from, to: from + DAY_MS, gameId }, size, page * size);
  return { content: rows.map(subOrderView), number: page, size, totalElements: total, totalPages: Math.ceil(total / size) };
}

/**
 * Cancels the member's open sub-orders and refunds each one's cost (`lottery.cancel`, the same ref
 * as its stake), all in one transaction: one id that is not the member's, or whose issue has drawn
 * or which is already settled or cancelled, refuses the whole list and nothing changes.
 */
export function cancelOrders(deps: OrderDeps, accountId: number, orderIds: string[], now: number): LotteryCancelResult {
  deps.engine.catchUp();
  const ids = [...new Set(orderIds.map(Number))];
  const cancel = deps.db.transaction((): number => {
    let refund = 0;
    for (const id of ids) {
      const order = deps.draws.order(id);
      if (!order || order.accountId !== accountId) {
        throw new PlatformError(OrderError.notFound, `Order ${id} is not one of your orders`, 400);
      }
      if (order.status !== 'PENDING' || order.drawTime <= now || !deps.draws.cancel(id, now)) {
        throw new PlatformError(
          OrderError.notCancellable,
          `Order ${id} is ${order.status === 'CANCELLED' ? 'already cancelled' : 'settled'}`,
          400,
        );
      }
      deps.wallets.move(accountId, MAIN_WALLET, order.total, 'lottery.cancel', `order-${id}`, now);
      refund += order.total;
    }
    return refund;
  });
  const refund = cancel();
  return { cancelled: ids.map(String), refundAmount: refund / 100 };
}

export function subOrderView(order: OrderListRow): LotterySubOrder {
  const play = playOf(order.playType, order.gameCode);
  return {
    orderId: String(order.id),
    orderNo: order.orderNo,
    gameId: order.gameId,
    gameCode: order.gameCode,
    gameName: order.gameName,
    currentNumero: order.issue,
    playId: order.playId,
    bettingSlipString: slipText(play, order.numbers.split(',').map(Number), order.mode, order.series, order.multiple),
    betAmount: order.total / 100,
    status: order.status,
    winAmount: order.win / 100,
    betTime: order.createdAt,
    winningNumber: order.drawNumbers,
  };
}
