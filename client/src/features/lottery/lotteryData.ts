import type { LotteryMenuGroup } from '../../../../shared/domains/lottery/schemas';
import { call } from '../../lib/api';
import { failure, type Answer } from '../../lib/load/answer';
import { formatDate } from '../../lib/format';

/** A popular lottery as `lottery.popular` lists it. */
export interface PopularLottery {
  gameId: number;
  gameCode: string;
  gameName: string;
  labelName: string;
  prizeMode: string;
  lastIssue: string;
  lastNumbers: string[];
  /** Epoch ms of the next draw. */
  nextDrawTime: number | null;
}

/** One drawn issue (`lottery.openedNumbers`, `lottery.vnOpenedNumbers`). */
export interface OpenedNumbers {
  gameCode: string;
  issue: string;
  numbers: string[];
  openTime: number | string | null;
}

export const POPULAR_COUNT = 20;
export const OPENED_COUNT = 10;
export const VN_OPENED_COUNT = 100;

/**
 * The lottery menu (`/lgw/games/game_menus`): a raw object of groups keyed by group code, read with
 * Object.values in the platform's order; each group has its label and its games.
 */
export async function fetchMenus(prizeMode: string, signal?: AbortSignal): Promise<Answer<LotteryMenuGroup[]>> {
  const answer = await call('lottery.menus', { prizeMode, device: 'WEB' }, { signal });
  if (!answer.success) return failure(answer);
  return { success: true, value: Object.values(answer.value).filter((group) => Array.isArray(group.gameMenus)) };
}

/** Numbers arrive as "3,8,1,5,0" (or, from some platforms, an array). */
export function splitNumbers(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string') return value.split(/[,\s|]+/).filter(Boolean);
  return [];
}

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const time = (v: unknown): number | null => {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v) {
    const parsed = Date.parse(v);
    return Number.isNaN(parsed) ? null : parsed;
  }
  return null;
};
const records = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null) : [];

export async function fetchPopular(
  params: { prizeMode: string; language: string },
  signal?: AbortSignal,
): Promise<Answer<PopularLottery[]>> {
  const answer = await call(
    'lottery.popular',
    { count: POPULAR_COUNT, prizeMode: params.prizeMode, device: 'WEB', language: params.language },
    { signal },
  );
  if (!answer.success || !Array.isArray(answer.value)) return failure(answer);
  return {
    success: true,
    value: records(answer.value)
      .filter((r) => typeof r.gameCode === 'string')
      .map((r) => ({
        gameId: typeof r.gameId === 'number' ? r.gameId : 0,
        gameCode: text(r.gameCode),
        gameName: text(r.gameName),
        labelName: text(r.labelName),
        prizeMode: text(r.prizeMode),
        lastIssue: text(r.lastIssue),
        lastNumbers: splitNumbers(r.lastNumbers),
        nextDrawTime: time(r.nextDrawTime),
      })),
  };
}

function toOpened(value: unknown): OpenedNumbers[] {
  return records(value).map((r) => ({
    gameCode: text(r.gameCode),
    issue: text(r.issue),
    numbers: splitNumbers(r.numbers),
    openTime: typeof r.openTime === 'number' || typeof r.openTime === 'string' ? r.openTime : null,
  }));
}

/** The newest draws of one game; members only (the call needs the session). */
export async function fetchOpened(gameCode: string, signal?: AbortSignal): Promise<Answer<OpenedNumbers[]>> {
  const answer = await call('lottery.openedNumbers', { gameCode, count: OPENED_COUNT }, { signal });
  if (!answer.success || !Array.isArray(answer.value)) return failure(answer);
  return { success: true, value: toOpened(answer.value) };
}

/** The last 100 draws of a Vietnam lottery game (public). */
export async function fetchVnOpened(gameCode: string, signal?: AbortSignal): Promise<Answer<OpenedNumbers[]>> {
  const answer = await call('lottery.vnOpenedNumbers', { gameCode, count: VN_OPENED_COUNT }, { signal });
  if (!answer.success || !Array.isArray(answer.value)) return failure(answer);
  return { success: true, value: toOpened(answer.value) };
}

/** When an issue was drawn, in the current language's locale. */
export function formatOpenTime(value: number | string | null): string {
  if (value === null) return '';
  const ms = typeof value === 'number' ? value : Date.parse(value);
  if (Number.isNaN(ms)) return String(value);
  return formatDate(ms, { dateStyle: 'short', timeStyle: 'medium' });
}
