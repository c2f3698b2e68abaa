import { signal } from '@preact/signals-core';

/** localStorage key mapping each username to the game codes they starred. */
export const LOTTERY_FAVORITES_KEY = 'lotteryFavorites';

type FavouriteMap = Record<string, string[]>;

function readMap(): FavouriteMap {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(LOTTERY_FAVORITES_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const map: FavouriteMap = {};
    for (const [user, codes] of Object.entries(parsed)) {
      if (Array.isArray(codes)) map[user] = codes.filter((c): c is string => typeof c === 'string');
    }
    return map;
  } catch {
    return {}; // storage blocked or damaged: start empty rather than fail the page
  }
}

/** Every user's starred lotteries; the page reads its own user's list. */
export const lotteryFavorites = signal<FavouriteMap>(readMap());

export function favouritesOf(username: string | null): string[] {
  return username ? (lotteryFavorites.value[username] ?? []) : [];
}

/** Stars or unstars a lottery for `username`; returns whether it is starred now. */
export function toggleLotteryFavorite(username: string, gameCode: string): boolean {
  const current = readMap();
  const mine = current[username] ?? [];
  const starred = !mine.includes(gameCode);
  current[username] = starred ? [...mine, gameCode] : mine.filter((c) => c !== gameCode);
  lotteryFavorites.value = current;
  try {
    localStorage.setItem(LOTTERY_FAVORITES_KEY, JSON.stringify(current));
  } catch {
    // not persisted; the star still holds for this page view
  }
  return starred;
}
