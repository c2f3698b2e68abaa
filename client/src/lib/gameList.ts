import type { Game } from '../../../shared/schemas/games';
import { call } from './api';
import { isGameLike } from './stores/games';

/** Spec 2 §2: lobby pages hold 28 games; spec 2 §9: client type 3, platform flash,html5-desktop. */
export const LOBBY_PAGE_SIZE = 28;
export const LIST_PLATFORM = 'flash,html5-desktop';
export const CLIENT_TYPE = 3;
export const GAME_NAME_MAX = 50;

export interface GameListQuery {
  gameType?: string;
  vassalage?: string;
  gameClassify?: string;
  minBet?: number;
  minLineNum?: number;
  gameName?: string;
  pageNo: number;
  pageSize?: number;
}

export interface GamePage {
  games: Game[];
  totalPages: number;
  totalCount: number;
  pageNo: number;
}

export type Listed<T> = { ok: true; page: T } | { ok: false; message: string };

const num = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
const gamesIn = (value: unknown): Game[] => (Array.isArray(value) ? value.filter(isGameLike) : []);

/** One lobby page (`games.list`), with the fixed list parameters of the desktop site. */
export async function fetchGamePage(
  query: GameListQuery,
  context: { merchant: string; language: string },
  signal?: AbortSignal,
): Promise<Listed<GamePage>> {
  const payload: Record<string, unknown> = {
    pageSize: LOBBY_PAGE_SIZE,
    ...dropEmpty({ ...query, gameName: query.gameName?.trim().slice(0, GAME_NAME_MAX) }),
    platform: LIST_PLATFORM,
    clientType: CLIENT_TYPE,
    merchant: context.merchant,
    language: context.language,
  };
  const answer = await call('games.list', payload, { signal });
  const value = answer.value as Record<string, unknown> | null | undefined;
  if (!answer.success || typeof value !== 'object' || value === null) return { ok: false, message: answer.message ?? '' };
  return {
    ok: true,
    page: {
      games: gamesIn(value.games),
      totalPages: num(value.totalPages, 0),
      totalCount: num(value.totalCount, 0),
      pageNo: num(value.pageNo, query.pageNo),
    },
  };
}

export interface FavouritePage {
  games: Game[];
  pageNo: number;
  totalPages: number;
}

/** One page of the member's favourite games (`games.favoriteList`). */
export async function fetchFavouritePage(pageNo: number, pageSize: number, signal?: AbortSignal): Promise<Listed<FavouritePage>> {
  const answer = await call('games.favoriteList', { pageNo, pageSize }, { signal });
  const value = answer.value as Record<string, unknown> | null | undefined;
  if (!answer.success || typeof value !== 'object' || value === null) return { ok: false, message: answer.message ?? '' };
  return { ok: true, page: { games: gamesIn(value.content), pageNo: num(value.pageNum, pageNo), totalPages: num(value.totalPages, 0) } };
}

function dropEmpty(query: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== ''));
}
