import type { Game, GameListQuery } from '../../../shared/schemas/games';
import { call } from './api';
import { failure, type Answer } from './load/answer';
import { isGameLike } from './stores/games';

/** Lobby pages hold 28 games; the list asks as client type 3 on platform flash,html5-desktop, as the desktop site does. */
export const LOBBY_PAGE_SIZE = 28;
export const LIST_PLATFORM = 'flash,html5-desktop';
export const CLIENT_TYPE = 3;
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

/** One lobby page (`games.list`), with the fixed list parameters of the desktop site. */
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
      platform: LIST_PLATFORM,
      clientType: CLIENT_TYPE,
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

/** One page of the member's favourite games (`games.favoriteList`). */
export async function fetchFavouritePage(pageNo: number, pageSize: number, signal?: AbortSignal): Promise<Answer<FavouritePage>> {
  const answer = await call('games.favoriteList', { pageNo, pageSize }, { signal });
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
