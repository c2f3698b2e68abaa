import { GAME_NAME_MAX, isListGameType, isSlotClass, type LobbyQuery } from '../../lib/gameList';

/** The lobby's filters as the URL query keeps them, so a filtered page can be shared and reloaded. */
export interface LobbyFilters {
  vendor: string | null;
  classify: string | null;
  /** Slot filter: minimum bet of 1 or more. */
  minBet1: boolean;
  /** Slot filter: 25 lines or more. */
  lines25: boolean;
  name: string;
  page: number;
}

export const MIN_BET_FILTER = 1;
export const MIN_LINES_FILTER = 25;

export function readFilters(params: URLSearchParams): LobbyFilters {
  const page = Number(params.get('page'));
  return {
    vendor: params.get('vendor') || null,
    classify: params.get('classify') || null,
    minBet1: params.get('minBet') === String(MIN_BET_FILTER),
    lines25: params.get('minLineNum') === String(MIN_LINES_FILTER),
    name: (params.get('q') ?? '').slice(0, GAME_NAME_MAX),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The query string for `filters`; defaults are left out so the plain lobby URL stays plain. */
export function writeFilters(filters: LobbyFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.vendor) params.set('vendor', filters.vendor);
  if (filters.classify) params.set('classify', filters.classify);
  if (filters.minBet1) params.set('minBet', String(MIN_BET_FILTER));
  if (filters.lines25) params.set('minLineNum', String(MIN_LINES_FILTER));
  if (filters.name.trim()) params.set('q', filters.name.trim());
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Any filter change starts again at page 1; only paging keeps the other filters and moves the page. */
export function withFilter(filters: LobbyFilters, change: Partial<Omit<LobbyFilters, 'page'>>): LobbyFilters {
  return { ...filters, ...change, page: 1 };
}

export function listQuery(gameType: string, filters: LobbyFilters): LobbyQuery {
  const slots = gameType === 'RNG';
  return {
    gameType: isListGameType(gameType) ? gameType : undefined,
    vassalage: filters.vendor ?? undefined,
    gameClassify: slots && filters.classify !== null && isSlotClass(filters.classify) ? filters.classify : undefined,
    minBet: slots && filters.minBet1 ? MIN_BET_FILTER : undefined,
    minLineNum: slots && filters.lines25 ? MIN_LINES_FILTER : undefined,
    gameName: filters.name || undefined,
    pageNo: filters.page,
  };
}
