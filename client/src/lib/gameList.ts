import type { Game, GameListQuery } from '../../../shared/domains/games/schemas';
import { call } from './api';
import { gameClientFor } from './gameClient';
import { language } from './language';
import { failure, type Answer } from './load/answer';
import { isGameLike } from './stores/games';

/** Lobby pages hold 28 games; the lists ask for the games of the window's client (listClient). */
export const LOBBY_PAGE_SIZE = 28;

/**
 * The game client the lists (games.list, games.favoriteList) ask for: the desktop site's
 * `flash,html5-desktop` with client type 3 (the spec's constants), or on a phone the mobile site's
 * (lib/gameClient.ts). The launch names its own desktop client (lib/launch/launch.ts).
 */
const DESKTOP_LIST_CLIENT = { platform: 'flash,html5-desktop', clientType: 3 } as const;

/** The list client of this window now. */
export const listClient = () => gameClientFor(DESKTOP_LIST_CLIENT);

export const GAME_NAME_MAX = 50;

type ListGameType = NonNullable<GameListQuery['gameType']>;
// Typed against the shared enum, so a lane added there must be added here.
const ListLanes: Record<ListGameType, true> = {
  RNG: true,
  LIVE: true,
  FISH: true,
  PVP: true,
  SPORTS: true,
  ESPORTS: true,
  LOTT: true,
  ELOTT: true,
  COCKFIGHT: true,
};

/** Whether a category code is a lane that games.list filters by. */
export const isListGameType = (code: string): code is ListGameType => Object.hasOwn(ListLanes, code);

type SlotClass = NonNullable<GameListQuery['gameClassify']>;
const SlotClasses: Record<SlotClass, true> = {
  SLOT: true,
  SCRATCH: true,
  POKER: true,
  TABLE: true,
  ARCADE: true,
  JACKPOT: true,
  BINGO: true,
  FISHING: true,
};

/** Whether a class from the address is one games.list filters slots by. */
export const isSlotClass = (code: string): code is SlotClass => Object.hasOwn(SlotClasses, code);

/** The lobby's own filters; the fixed list parameters are added by fetchGamePage. */
export type LobbyQuery = Pick<GameListQuery, 'gameType' | 'vassalage' | 'gameClassify' | 'minBet' | 'minLineNum' | 'gameName'> & {
  pageNo: number;
  pageSize?: number;
};

export interface GamePage {
  games: Game[];
  totalPages: number;
  totalCount: number;
  pageNo: number;
}

export interface FavouritePage {
  games: Game[];
  pageNo: number;
  totalPages: number;
}

const num = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
// A platform answer is read defensively: a game without the fields a card needs is left out.
const gamesIn = (value: unknown): Game[] => (Array.isArray(value) ? value.filter(isGameLike) : []);

/** One lobby page (`games.list`), with the list parameters of the window's game client (desktop or mobile). */
export async function fetchGamePage(
  query: LobbyQuery,
  context: { merchant: string; language: string },
  signal?: AbortSignal,
): Promise<Answer<GamePage>> {
  const answer = await call(
    'games.list',
    {
      pageSize: LOBBY_PAGE_SIZE,
      ...dropEmpty({ ...query, gameName: query.gameName?.trim().slice(0, GAME_NAME_MAX) }),
      pageNo: query.pageNo,
      ...listClient(),
      merchant: context.merchant,
      language: context.language,
    },
    { signal },
  );
  if (!answer.success || !answer.value) return failure(answer);
  const value = answer.value;
  return {
    success: true,
    value: {
      games: gamesIn(value.games),
      totalPages: num(value.totalPages, 0),
      totalCount: num(value.totalCount, 0),
      pageNo: num(value.pageNo, query.pageNo),
    },
  };
}

/** One page of the member's favourite games (`games.favoriteList`), as the window's game client lists them. */
export async function fetchFavouritePage(pageNo: number, pageSize: number, signal?: AbortSignal): Promise<Answer<FavouritePage>> {
  const { clientType, platform } = listClient();
  const answer = await call('games.favoriteList', { clientType, platform, language: language.value, pageNo, pageSize }, { signal });
  if (!answer.success || !answer.value) return failure(answer);
  const value = answer.value;
  return {
    success: true,
    value: { games: gamesIn(value.content), pageNo: num(value.pageNum, pageNo), totalPages: num(value.totalPages, 0) },
  };
}

function dropEmpty<T extends object>(query: T): Partial<T> {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== '')) as Partial<T>;
}
