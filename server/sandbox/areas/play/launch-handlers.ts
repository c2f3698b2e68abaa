import { randomBytes } from 'node:crypto';
import { ErrorCode } from '../../../../shared/api/envelope';
import type { Game, LaunchPayload, LaunchValue } from '../../../../shared/domains/games/schemas';
import type { CatalogueHandlers } from '../../plugins/catalogue-routes';
import type { PlayKind } from './play-repository';
import { PlatformError, badParam } from '../../core/errors';
import { refuse } from '../../core/refusals';
import { MINUTE_MS } from '../../core/time';
import { TRIAL_TYPE } from '../../core/accounts';
import { PlayError } from '../../core/play-errors';
import type { AreaContext } from '../../core/area-context';
import { TRIAL_BALANCE_CENTS } from '../identity';

/** A launch address is good for this long and for one page load. */
export const TICKET_LIFETIME_MS = 5 * MINUTE_MS;
/** The lottery vendors: their games open the lottery lobby of the launch CDN. */
const LOTTERY_VENDORS: Record<'SEA' | 'VN', string> = { SEA: 'TCG_SEA', VN: 'TCG_LOTTO_VN' };

/**
 * `games.launch`, `games.launchFB` and `games.trialLaunch`: check the player, the game and
 * maintenance, then hand back an address on the launch CDN carrying a single-use ticket that the
 * game page exchanges for a play token.
 */
export function launchHandlers(ctx: AreaContext): CatalogueHandlers {
  const { addresses } = ctx;
  const { games, play, accounts, lottery, system } = ctx.repos;

  const vendorInMaintenance = (code: string) => system.state().maintenanceVendors.includes(code);

  const resolveGame = (payload: LaunchPayload): Game => {
    let game: Game | undefined;
    if (payload.nodeId !== undefined) game = games.game(payload.nodeId);
    else if (typeof payload.gameId === 'number') game = games.game(payload.gameId);
    else if (typeof payload.gameId === 'string')
      game = /^\d+$/.test(payload.gameId) ? games.game(Number(payload.gameId)) : games.byCode(payload.gameId);
    else if (payload.roomId !== undefined) {
      const room = play.room(payload.roomId);
      game = room && games.game(room.nodeId);
    } else throw badParam('nodeId: a nodeId, gameId or roomId is required');
    if (!game) throw refuse(PlayError.gameNotFound, 'This game does not exist');
    return game;
  };

  return {
    'games.launch': ({ session, payload }): LaunchValue => {
      // The real platform answers a launch without launchMode with HTTP 500 "#727 system busy".
      if (!payload.launchMode) throw new PlatformError(ErrorCode.systemBusy, ErrorCode.systemBusy, 500);
      const account = accounts.byId(session!.accountId)!;
      const freePlay = (payload.accountType ?? 1) === 0;
      if (account.type === TRIAL_TYPE && !freePlay) throw refuse(PlayError.trialAccount, 'Please register an account first');
      if (account.type !== TRIAL_TYPE && freePlay) throw badParam('accountType: free play (0) is for trial accounts');

      const now = ctx.clock.now();
      let kind: PlayKind;
      let nodeId: number | null = null;
      let lotteryCode: string | null = null;
      if (payload.launchMode === 'LOTT') {
        const area = payload.lottoArea === 'VN' ? 'VN' : 'SEA';
        if (payload.lottoGameCode) {
          const game = lottery.game(payload.lottoGameCode);
          if (!game) throw refuse(PlayError.gameNotFound, 'This lottery game does not exist');
          lotteryCode = game.gameCode;
          if (vendorInMaintenance(LOTTERY_VENDORS[game.area])) throw refuse(PlayError.gameMaintenance, 'This game is under maintenance');
          ctx.repos.draws.touchRecent(account.id, game.gameCode, now);
        } else if (vendorInMaintenance(LOTTERY_VENDORS[area])) {
          throw refuse(PlayError.gameMaintenance, 'This game is under maintenance');
        }
        kind = 'lottery';
      } else {
        const game = resolveGame(payload);
        if (games.underMaintenance(game.nodeId) || vendorInMaintenance(game.vassalage)) {
          throw refuse(PlayError.gameMaintenance, 'This game is under maintenance');
        }
        kind = kindOf(game);
        nodeId = game.nodeId;
        play.touchRecent(account.id, game.nodeId, now);
      }

      return issue(account.id, kind, nodeId, lotteryCode, freePlay, now);
    },

    /**
     * A game tried with play money: the member from the session header or the payload's token, else
     * a guest (the platform's own site calls it without a session). The ticket carries its own demo
     * balance, the ₱2,000.00 a trial account opens with, which its rounds move instead of the ledger.
     * The lottery lobby bets through lottery orders, which only the ledger pays: it has no trial play.
     */
    'games.trialLaunch': ({ session, payload }): LaunchValue => {
      const now = ctx.clock.now();
      const caller = session ?? (payload.token ? ctx.repos.sessions.findActive(payload.token, now) : undefined);
      if (payload.launchMode === 'LOTT') throw badParam('launchMode: lottery games have no trial play');
      const game = resolveGame(payload);
      const kind = kindOf(game);
      if (kind === 'lottery') throw badParam('nodeId: lottery games have no trial play');
      if (games.underMaintenance(game.nodeId) || vendorInMaintenance(game.vassalage)) {
        throw refuse(PlayError.gameMaintenance, 'This game is under maintenance');
      }
      if (caller) play.touchRecent(caller.accountId, game.nodeId, now);
      return issue(caller?.accountId ?? null, kind, game.nodeId, null, true, now, TRIAL_BALANCE_CENTS);
    },

    /**
     * The FB sports book's lobby (its first game): the member from the session header or the
     * payload's token, a trial account in free play, checked for maintenance as any launch.
     */
    'games.launchFB': ({ session, payload }): LaunchValue => {
      const now = ctx.clock.now();
      const caller = session ?? (payload.token ? ctx.repos.sessions.findActive(payload.token, now) : undefined);
      if (!caller) throw new PlatformError(ErrorCode.notSession, 'Please sign in first', 401);
      const account = accounts.byId(caller.accountId)!;
      const game = games.lobbyGame(FB_VENDOR, 'SPORTS');
      if (!game) throw refuse(PlayError.gameNotFound, 'This game does not exist');
      if (games.underMaintenance(game.nodeId) || vendorInMaintenance(FB_VENDOR)) {
        throw refuse(PlayError.gameMaintenance, 'This game is under maintenance');
      }
      play.touchRecent(account.id, game.nodeId, now);
      return issue(account.id, kindOf(game), game.nodeId, null, account.type === TRIAL_TYPE, now);
    },
  };

  /**
   * A single-use ticket on the launch CDN for the game page to exchange for a play token; a trial
   * ticket carries its demo balance in cents (null: the ticket plays the account's main wallet).
   */
  function issue(
    accountId: number | null,
    kind: PlayKind,
    nodeId: number | null,
    lotteryCode: string | null,
    freePlay: boolean,
    now: number,
    demoBalance: number | null = null,
  ) {
    const ticket = randomBytes(24).toString('base64url');
    play.insertTicket({
      ticket,
      accountId,
      kind,
      nodeId,
      lotteryCode,
      freePlay: +freePlay,
      demoBalance,
      issuedAt: now,
      expiresAt: now + TICKET_LIFETIME_MS,
    });
    return { content: { game_url: `${addresses.publicUrl}/play/${kind}/?t=${ticket}` } };
  }
}

/** The sports book `games.launchFB` opens. */
export const FB_VENDOR = 'FB';

/**
 * Which demo page plays a game: live tables are roulette, lotteries the lottery lobby, sports,
 * e-sports and cockfights a match between two sides, everything else the slot.
 */
export function kindOf(game: Pick<Game, 'gameType' | 'vassalage'>): PlayKind {
  if (game.gameType === 'LIVE') return 'table';
  if (game.gameType === 'SPORTS' || game.gameType === 'ESPORTS' || game.gameType === 'COCKFIGHT') return 'match';
  if (game.gameType === 'LOTT' || game.gameType === 'ELOTT' || game.vassalage === 'TCG_SEA') return 'lottery';
  return 'slot';
}
