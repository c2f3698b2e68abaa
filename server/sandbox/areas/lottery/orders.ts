import type { Database } from 'better-sqlite3';
import type { LotteryBetPayload, LotteryOrder } from '../../../../shared/schemas/lottery';
import { PlatformError, badParam } from '../../errors';
import type { LotteryRepository } from './lottery-repository';
import type { DrawRepository, OrderRow } from './draws-repository';
import { InsufficientBalance, MAIN_WALLET, type WalletRepository } from '../identity/wallets-repository';
import { DAY_MS } from './schedule';
import { pickPool } from './numbers';
import type { DrawEngine } from './draw-engine';
import { PlayError, toCents } from '../play/money';

/** Orders are taken for the open issue and for issues up to a week ahead. */
const MAX_AHEAD_MS = 7 * DAY_MS;

export interface OrderDeps {
  db: Database;
  engine: DrawEngine;
  lottery: LotteryRepository;
  draws: DrawRepository;
  wallets: WalletRepository;
}

/**
 * Takes a lottery order: checks the game, issue, play type and picks, then writes the order and
 * its stake as a ledger row in one transaction (refused whole when the balance is short). The
 * order is paid when its issue draws.
 */
export function placeOrder(deps: OrderDeps, accountId: number, bet: LotteryBetPayload, now: number): LotteryOrder {
  deps.engine.catchUp();
  const game = deps.lottery.game(bet.gameCode);
  if (!game) throw badParam('gameCode: unknown lottery game');
  if (bet.playType.toUpperCase() !== game.defaultPlayType) throw badParam(`playType: ${game.gameCode} takes ${game.defaultPlayType}`);
  const scheduled = deps.engine.scheduled(game, bet.issue);
  if (!scheduled) throw badParam(`issue: ${bet.issue} is not an issue of ${game.gameCode}`);
  if (scheduled.drawTime <= now) throw new PlatformError(PlayError.issueClosed, `Issue ${bet.issue} has already drawn`, 400);
  if (scheduled.drawTime - now > MAX_AHEAD_MS) throw badParam(`issue: ${bet.issue} is not open yet`);

  const { min, max } = pickPool(game.defaultPlayType, game.gameCode);
  const picks = bet.numbers.split(',').map(Number);
  if (picks.some((n) => n < min || n > max)) throw badParam(`numbers: picks go from ${min} to ${max}`);
  if (new Set(picks).size !== picks.length) throw badParam('numbers: a pick appears twice');
  const stake = toCents(bet.stake, 'stake');
  const total = stake * picks.length;

  const take = deps.db.transaction(() => {
    const id = deps.draws.insertOrder({
      accountId,
      gameCode: game.gameCode,
      issue: bet.issue,
      playType: game.defaultPlayType,
      numbers: picks.join(','),
      stake,
      total,
      drawTime: scheduled.drawTime,
      createdAt: now,
    });
    deps.wallets.move(accountId, MAIN_WALLET, -total, 'lottery.bet', `order-${id}`, now);
    deps.draws.touchRecent(accountId, game.gameCode, now);
    return id;
  });
  try {
    return orderView(deps.draws.order(take())!);
  } catch (error) {
    if (error instanceof InsufficientBalance)
      throw new PlatformError(PlayError.balanceInsufficient, 'The balance is not enough for this bet', 400);
    throw error;
  }
}

export function orderView(order: OrderRow): LotteryOrder {
  return {
    orderId: String(order.id),
    gameCode: order.gameCode,
    issue: order.issue,
    playType: order.playType,
    numbers: order.numbers,
    stake: order.stake / 100,
    totalStake: order.total / 100,
    status: order.status,
    winAmount: order.win / 100,
  };
}
