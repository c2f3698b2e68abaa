import type { Database } from 'better-sqlite3';
import type { Clock } from '../../clock';
import type { LotteryGameRow, LotteryRepository } from './lottery-repository';
import type { DrawRepository, DrawRow, OrderRow } from './draws-repository';
import { MAIN_WALLET, type WalletRepository } from '../../core/wallets-repository';
import { drawOfIssue, drawsBetween, nextDraw, type ScheduledDraw } from './schedule';
import { drawNumbers, pickPool, winningPick } from './numbers';

/** A fresh database shows this many past draws per game; a long clock jump also keeps only this many. */
export const BACKFILL_DRAWS = 120;
/** A pick that hits pays pool size × this: the lottery returns 96% of stakes. */
export const LOTTERY_RTP = 0.96;
const RTP_PERCENT = Math.round(LOTTERY_RTP * 100);

export interface DrawEngine {
  /** Materialises every draw due up to the clock and settles the orders they decide. */
  catchUp(): void;
  /** The issue open for betting. */
  openIssue(game: LotteryGameRow): ScheduledDraw;
  /** The draw an issue stands for (schedule only). */
  scheduled(game: LotteryGameRow, issue: string): ScheduledDraw | undefined;
}

/**
 * Draws are materialised lazily: every read calls catchUp(), which writes the draws between the
 * last one written and the clock (at most BACKFILL_DRAWS per game; older ones are skipped, their
 * numbers are still computable) and pays the orders whose issue has drawn, all in one transaction.
 */
export function createDrawEngine(
  db: Database,
  clock: Clock,
  repos: { lottery: LotteryRepository; draws: DrawRepository; wallets: WalletRepository },
): DrawEngine {
  const { lottery, draws, wallets } = repos;
  let games: LotteryGameRow[] | undefined;
  const allGames = () => (games ??= lottery.games());

  const materialise = (game: LotteryGameRow, scheduled: ScheduledDraw): DrawRow => {
    const result = drawNumbers(game.gameCode, scheduled.issue, game.defaultPlayType);
    const row: DrawRow = {
      gameCode: game.gameCode,
      issue: scheduled.issue,
      numbers: result.numbers.join(','),
      prizes: result.prizes ? JSON.stringify(result.prizes) : null,
      drawTime: scheduled.drawTime,
    };
    draws.insertDraw(row);
    return row;
  };

  const settle = (order: OrderRow, now: number) => {
    const game = lottery.game(order.gameCode)!;
    const scheduled = drawOfIssue(game, order.issue)!;
    materialise(game, scheduled);
    const result = drawNumbers(game.gameCode, order.issue, order.playType);
    const hit = winningPick(order.playType, result);
    const picks = order.numbers.split(',').map(Number);
    const win = picks.includes(hit) ? winCents(order.stake, order.playType, game.gameCode) : 0;
    if (!draws.settle(order.id, win > 0 ? 'WON' : 'LOST', win, now)) return;
    if (win > 0) wallets.move(order.accountId, MAIN_WALLET, win, 'lottery.win', `order-${order.id}`, now);
  };

  const catchUpTx = db.transaction((now: number) => {
    for (const game of allGames()) {
      const since = draws.drawnUntil(game.gameCode);
      const interval = game.drawIntervalSeconds * 1000;
      const from = Math.max(since ?? -Infinity, now - interval * BACKFILL_DRAWS);
      if (since !== undefined && since >= now) continue;
      for (const scheduled of drawsBetween(game, from, now).slice(-BACKFILL_DRAWS)) materialise(game, scheduled);
      draws.setDrawnUntil(game.gameCode, now);
    }
    for (const order of draws.dueOrders(now)) settle(order, now);
  });

  return {
    catchUp: () => catchUpTx(clock.now()),
    openIssue: (game) => nextDraw(game, clock.now()),
    scheduled: (game, issue) => drawOfIssue(game, issue),
  };
}

/**
 * What a pick that hits pays, in whole cents: its stake times its pool size times the RTP, rounded
 * down, in integers (11 × 0.96 is 10.559999… as a float, which would pay a cent short).
 */
export function winCents(stakeCents: number, playType: string, gameCode: string): number {
  return Math.floor((stakeCents * poolSize(playType, gameCode) * RTP_PERCENT) / 100);
}

function poolSize(playType: string, gameCode: string): number {
  const { min, max } = pickPool(playType, gameCode);
  return max - min + 1;
}
