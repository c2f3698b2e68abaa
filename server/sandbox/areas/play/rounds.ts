import type { Database } from 'better-sqlite3';
import { PlatformError } from '../../core/errors';
import type { PlayRepository } from './play-repository';
import { InsufficientBalance, MAIN_WALLET, type WalletRepository } from '../../core/wallets-repository';
import { PlayError } from '../../core/play-errors';

export interface RoundDeps {
  db: Database;
  play: PlayRepository;
  wallets: WalletRepository;
}

export interface RoundOutcome<R> {
  result: R;
  multiplier: number;
}

/**
 * Plays one round in one SQLite transaction: the round, its stake and (when it wins) its win as
 * ledger rows, and the member's recent games. better-sqlite3 runs transactions one at a time, so
 * concurrent rounds on one wallet can never spend the same money twice; a stake the balance cannot
 * cover rolls everything back and answers `balance.insufficient`.
 */
export function playRound<R>(
  deps: RoundDeps,
  accountId: number,
  nodeId: number,
  stakeCents: number,
  outcome: RoundOutcome<R>,
  now: number,
): { result: R; win: number; balance: number } {
  const win = Math.floor(stakeCents * outcome.multiplier);
  const run = deps.db.transaction(() => {
    const round = deps.play.insertRound(accountId, nodeId, stakeCents, win, JSON.stringify(outcome.result), now);
    let balance = deps.wallets.move(accountId, MAIN_WALLET, -stakeCents, 'game.bet', `round-${round}`, now);
    if (win > 0) balance = deps.wallets.move(accountId, MAIN_WALLET, win, 'game.win', `round-${round}`, now);
    deps.play.touchRecent(accountId, nodeId, now);
    return balance;
  });
  try {
    const balance = run();
    return { result: outcome.result, win: win / 100, balance: balance / 100 };
  } catch (error) {
    if (error instanceof InsufficientBalance)
      throw new PlatformError(PlayError.balanceInsufficient, 'The balance is not enough for this bet', 400);
    throw error;
  }
}

/**
 * Plays one round of a trial ticket: the stake and any win move the ticket's demo balance in one
 * statement (a stake it cannot cover is refused and changes nothing). No ledger row, no game round
 * and no recent game is written: play money is no bet, so it pays no points, counts for no mission
 * or jackpot and never reaches a winner board.
 */
export function playDemoRound<R>(
  play: PlayRepository,
  playToken: string,
  stakeCents: number,
  outcome: RoundOutcome<R>,
): { result: R; win: number; balance: number } {
  const win = Math.floor(stakeCents * outcome.multiplier);
  const balance = play.demoRound(playToken, stakeCents, win);
  if (balance === undefined) throw new PlatformError(PlayError.balanceInsufficient, 'The balance is not enough for this bet', 400);
  return { result: outcome.result, win: win / 100, balance: balance / 100 };
}
