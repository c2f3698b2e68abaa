import { EsportsVendors, GameCategories } from '../../../../shared/domains/games/schemas';
import type {
  FavoriteListValue,
  JackpotValue,
  MatchValue,
  Game,
  GameListValue,
  PvpRoom,
  RecentGame,
  VendorCard,
  VendorLane,
  VendorsValue,
  WinnerBoardValue,
} from '../../../../shared/domains/games/schemas';
import type { CatalogueHandlers } from '../../plugins/catalogue-routes';
import type { ActiveSession } from '../../repositories/sessions';
import { vendorLogoUrl } from './games-repository';
import { classifyDisplayName } from './games-seed';
import { refuse } from '../../core/refusals';
import { TRIAL_TYPE } from '../../core/accounts';
import { DAY_MS } from '../../core/time';
import type { WinRow } from './winners';
import { PlayError } from '../../core/play-errors';
import { centsToWire } from '../../../../shared/money';
import { currentMatches } from './fixtures';
import type { SandboxServices } from '../../core/area-context';

const HOT_LIST_SIZE = 24;
const RECENT_LIST_SIZE = 20;
const RANK_WINDOW_MS = 7 * DAY_MS;

export function gameHandlers(ctx: SandboxServices): CatalogueHandlers {
  const { games, play, accounts, draws } = ctx.repos;

  /** Favourites and recent games belong to real members: the platform answers a trial account HTTP 200 `trial.account`. */
  const memberOnly = (session: ActiveSession | null): number => {
    const account = accounts.byId(session!.accountId)!;
    if (account.type === TRIAL_TYPE) throw refuse(PlayError.trialAccount, 'Please register an account first');
    return account.id;
  };
  const knownGame = (nodeId: number): Game => {
    const game = games.game(nodeId);
    if (!game) throw refuse(PlayError.gameNotFound, `There is no game ${nodeId}`);
    return game;
  };

  return {
    'games.vendors': (): VendorsValue => ({ data: { lanes: vendorLanes(ctx) } }),
    'games.hot': ({ payload }) => ({ list: games.hotGames(HOT_LIST_SIZE, payload.vassalage || undefined) }),

    'games.list': ({ payload }): GameListValue => {
      const { games: page, totalCount } = games.list(payload);
      return {
        games: page,
        totalCount,
        totalPages: Math.ceil(totalCount / payload.pageSize),
        pageNo: payload.pageNo,
        pageSize: payload.pageSize,
      };
    },

    'games.vassalageTypes': () => ({ content: games.vassalageTypes() }),

    // Read as the rounds are played: each stake on a jackpot-class game grows its vendor's pool.
    'games.jackpot': ({ payload }): JackpotValue => {
      const pools = ctx.repos.jackpots.pools(payload.vassalage || undefined);
      return {
        total: centsToWire(pools.reduce((sum, p) => sum + p.amount, 0)),
        list: pools.map((p) => ({ vassalage: p.vassalage, displayName: p.displayName, amount: centsToWire(p.amount) })),
      };
    },

    'games.match': ({ payload }): MatchValue => ({
      list: currentMatches(ctx.repos.fixtures.fixtures(payload.vassalage || undefined), ctx.clock.now(), payload.limitNum),
    }),

    'games.favoriteIds': ({ session }) => play.favouriteIds(memberOnly(session)),
    'games.favoriteList': ({ session, payload }): FavoriteListValue => {
      const all = play
        .favouriteIds(memberOnly(session))
        .map((id) => games.game(id)!)
        .filter((g) => matchesLane(g, payload.gameType));
      const start = (payload.pageNo - 1) * payload.pageSize;
      return {
        content: all.slice(start, start + payload.pageSize),
        pageNum: payload.pageNo,
        totalPages: Math.ceil(all.length / payload.pageSize),
      };
    },
    'games.addFavorite': ({ session, payload }) => {
      const accountId = memberOnly(session);
      play.addFavourite(accountId, knownGame(payload.nodeId).nodeId, ctx.clock.now());
      return null;
    },
    'games.removeFavorite': ({ session, payload }) => {
      const accountId = memberOnly(session);
      play.removeFavourite(accountId, knownGame(payload.nodeId).nodeId);
      return null;
    },

    'games.recent': ({ session }) => {
      const list: RecentGame[] = play
        .recent(memberOnly(session), RECENT_LIST_SIZE)
        .map((r) => ({ ...games.game(r.nodeId)!, lastPlayedAt: r.lastPlayedAt }));
      return { list };
    },

    // Both boards show game rounds and lottery orders alike; lottery orders are paid when their
    // issue draws, so the draws due by now are settled before the board is read.
    'games.winnerBoard': ({ payload }): WinnerBoardValue => {
      ctx.drawEngine.catchUp();
      const { gameCategory, limitNum } = payload;
      const rows = [...play.newestWins(gameCategory, limitNum), ...draws.newestWins(gameCategory, limitNum)];
      return { list: rows.sort(newestFirst).slice(0, limitNum).map(winnerEntry) };
    },
    'games.rankList': ({ payload }): WinnerBoardValue => {
      ctx.drawEngine.catchUp();
      const { gameCategory, limitNum } = payload;
      const since = ctx.clock.now() - RANK_WINDOW_MS;
      const rows = [...play.biggestWins(since, gameCategory, limitNum), ...draws.biggestWins(since, gameCategory, limitNum)];
      return {
        list: rows
          .sort((a, b) => b.win - a.win || newestFirst(a, b))
          .slice(0, limitNum)
          .map(winnerEntry),
      };
    },

    'games.pvpRooms': ({ payload }) => {
      const list: PvpRoom[] = play.rooms(payload.vassalage ?? '').map((r) => ({
        ...r,
        status: r.players >= r.maxPlayers ? 'FULL' : 'OPEN',
      }));
      return { list };
    },
  };
}

/** ESPORTS is the SPORTS lane's e-sports vendors; other lanes match the stored category. */
function matchesLane(game: Game, gameType: string | undefined): boolean {
  if (!gameType) return true;
  if (gameType === 'ESPORTS') return game.gameType === 'SPORTS' && (EsportsVendors as readonly string[]).includes(game.vassalage);
  return game.gameType === gameType;
}

/** 'player1' → 'pl***1': enough to recognise oneself, not enough to find someone. */
export function maskName(username: string): string {
  if (username.length <= 3) return `${username[0]}***`;
  return `${username.slice(0, 2)}***${username.slice(-1)}`;
}

const newestFirst = (a: WinRow, b: WinRow): number => b.playedAt - a.playedAt;

function winnerEntry(row: WinRow): WinnerBoardValue['list'][number] {
  return {
    vo: {
      customerName: maskName(row.username),
      winAmount: row.win / 100,
      vassalage: row.vassalage,
      gameId: row.gameCode,
      nodeId: row.nodeId,
      gameName: row.gameName,
      winTime: row.playedAt,
    },
  };
}

/** One lane per category that has vendors, in the platform's fixed category order. */
function vendorLanes(ctx: SandboxServices): VendorLane[] {
  const cards = new Map<string, VendorCard[]>();
  for (const v of ctx.repos.games.vendors()) {
    const card: VendorCard = {
      vassalage: v.code,
      displayName: v.displayName,
      gameType: v.gameType,
      title: v.gameType,
      lagerIcon: vendorLogoUrl(v.code),
      isHot: v.isHot,
    };
    if (v.gameCode) card.gameCode = v.gameCode;
    if (v.isGame) card.isGame = v.isGame;
    const lane = cards.get(v.gameType) ?? [];
    lane.push(card);
    cards.set(v.gameType, lane);
  }
  const classify = new Map<string, VendorLane['gameClassify']>();
  for (const c of ctx.repos.games.classifyCounts()) {
    const list = classify.get(c.gameType) ?? [];
    list.push({ key: c.key, displayName: classifyDisplayName(c.key), gameCount: c.gameCount });
    classify.set(c.gameType, list);
  }
  const order = [...GameCategories, ...[...cards.keys()].filter((t) => !(GameCategories as readonly string[]).includes(t))];
  return order
    .filter((type) => cards.has(type))
    .map((type) => ({ title: type, cards: cards.get(type)!, gameClassify: classify.get(type) ?? [] }));
}
