import { computed, effect, signal, type ReadonlySignal } from '@preact/signals-core';
import type { Game } from '../../../../shared/domains/games/schemas';
import { call } from '../api';
import { failure, type Answer } from '../load/answer';
import { role } from './session';

/** A game of the member's "recently played" row: the catalogue game plus when it was last played. */
export type RecentGame = Game & { lastPlayedAt: number };

/** The favourite node ids of the signed-in member. */
export const favoriteIds = signal<ReadonlySet<number>>(new Set());
/** Recently played games, newest first; null until loaded. */
export const recentGames = signal<RecentGame[] | null>(null);

/** Members and agents have favourites; visitors and trial accounts do not. */
const hasFavourites: ReadonlySignal<boolean> = computed(() => role.value === 'member' || role.value === 'agent');

export function isGameLike(value: unknown): value is Game {
  if (typeof value !== 'object' || value === null) return false;
  const game = value as Record<string, unknown>;
  return typeof game.nodeId === 'number' && typeof game.gameCode === 'string' && typeof game.vassalage === 'string';
}

export async function loadFavoriteIds(): Promise<void> {
  const answer = await call('games.favoriteIds');
  const value: unknown = answer.value;
  if (answer.success && Array.isArray(value)) favoriteIds.value = new Set(value.filter((id): id is number => typeof id === 'number'));
}

/** The member's recently played games, kept in the store until the session ends. */
export async function loadRecentGames(signal?: AbortSignal): Promise<Answer<RecentGame[]>> {
  const answer = await call('games.recent', {}, { signal });
  if (signal?.aborted || !answer.success) return failure(answer);
  const list = answer.value?.list;
  // Read defensively: a game without the fields a card needs, or without its play time, is left out.
  const games = Array.isArray(list) ? list.filter((g) => isGameLike(g) && typeof g.lastPlayedAt === 'number') : [];
  recentGames.value = games;
  return { success: true, value: games };
}

export type FavouriteResult = { ok: true; favourite: boolean } | { ok: false; message: string };

/**
 * Adds or removes one favourite. The store changes at once so the
 * heart answers the click; a refusal puts it back and returns the server's message.
 */
export async function toggleFavorite(game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>): Promise<FavouriteResult> {
  const wasFavourite = favoriteIds.value.has(game.nodeId);
  setFavourite(game.nodeId, !wasFavourite);
  const payload = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
  const answer = await call(wasFavourite ? 'games.removeFavorite' : 'games.addFavorite', payload);
  if (!answer.success) {
    setFavourite(game.nodeId, wasFavourite);
    return { ok: false, message: answer.message || answer.errorCode || '' };
  }
  return { ok: true, favourite: !wasFavourite };
}

/** Games the server just listed as favourites are favourites, whatever the id list said before. */
export function markFavourites(nodeIds: readonly number[]): void {
  if (nodeIds.every((id) => favoriteIds.value.has(id))) return;
  favoriteIds.value = new Set([...favoriteIds.value, ...nodeIds]);
}

function setFavourite(nodeId: number, on: boolean): void {
  const next = new Set(favoriteIds.value);
  if (on) next.add(nodeId);
  else next.delete(nodeId);
  favoriteIds.value = next;
}

// Favourites arrive after sign-in and go with the session; a trial account never has any.
effect(() => {
  if (hasFavourites.value) {
    void loadFavoriteIds();
  } else {
    favoriteIds.value = new Set();
    recentGames.value = null;
  }
});
