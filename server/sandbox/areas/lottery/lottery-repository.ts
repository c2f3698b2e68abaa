import type { Database } from 'better-sqlite3';
import type { LotteryMenus } from '../../../../shared/domains/lottery/schemas';

export interface LotteryGameRow {
  area: 'SEA' | 'VN';
  groupCode: string;
  groupLabel: string;
  gameId: number;
  gameCode: string;
  gameName: string;
  labelName: string;
  prizeMode: string;
  defaultPlayType: string;
  drawIntervalSeconds: number;
}
const GAME_COLUMNS = `g.area, g.group_code AS groupCode, g.label_name AS groupLabel, m.game_id AS gameId, m.game_code AS gameCode,
  m.game_name AS gameName, m.label_name AS labelName, m.prize_mode AS prizeMode, m.default_play_type AS defaultPlayType,
  m.draw_interval_seconds AS drawIntervalSeconds`;

/** A lottery group: `groupId` is its row id, the `gameGroupId` of `GET /lgw/games`. */
export interface LotteryGroupRow {
  groupId: number;
  groupCode: string;
  area: 'SEA' | 'VN';
  label: string;
}

interface MenuRow {
  groupCode: string;
  groupLabel: string;
  gameId: number;
  gameCode: string;
  gameName: string;
  labelName: string;
  prizeMode: string;
  defaultPlayType: string;
  drawIntervalSeconds: number;
}

export function createLotteryRepository(db: Database) {
  const menus = db.prepare<[string], MenuRow>(`SELECT g.group_code AS groupCode, g.label_name AS groupLabel, m.game_id AS gameId,
      m.game_code AS gameCode, m.game_name AS gameName, m.label_name AS labelName, m.prize_mode AS prizeMode,
      m.default_play_type AS defaultPlayType, m.draw_interval_seconds AS drawIntervalSeconds
    FROM lottery_groups g JOIN lottery_games m ON m.group_code = g.group_code
    WHERE g.area = ? ORDER BY g.sort, m.sort`);
  const all = db.prepare<[], LotteryGameRow>(`SELECT ${GAME_COLUMNS}
    FROM lottery_groups g JOIN lottery_games m ON m.group_code = g.group_code ORDER BY g.sort, m.sort`);
  const groups = db.prepare<[], LotteryGroupRow>(`SELECT rowid AS groupId, group_code AS groupCode, area, label_name AS label
    FROM lottery_groups ORDER BY sort`);
  const byCode = db.prepare<[string], LotteryGameRow>(`SELECT ${GAME_COLUMNS}
    FROM lottery_groups g JOIN lottery_games m ON m.group_code = g.group_code WHERE m.game_code = ?`);
  const byId = db.prepare<[number], LotteryGameRow>(`SELECT ${GAME_COLUMNS}
    FROM lottery_groups g JOIN lottery_games m ON m.group_code = g.group_code WHERE m.game_id = ?`);
  return {
    /** Every lottery game of both areas in menu order. */
    games: (): LotteryGameRow[] => all.all(),
    /** Every lottery group of both areas in menu order. */
    groups: (): LotteryGroupRow[] => groups.all(),
    game: (gameCode: string): LotteryGameRow | undefined => byCode.get(gameCode),
    /** A game by the numeric id the lottery client sends (`gameId`). */
    gameById: (gameId: number): LotteryGameRow | undefined => byId.get(gameId),
    /** Menu groups of an area keyed by group code; a prize mode (any case) narrows the games. */
    menus(area: 'SEA' | 'VN', prizeMode?: string): LotteryMenus {
      const out: LotteryMenus = {};
      for (const row of menus.all(area)) {
        if (prizeMode && row.prizeMode.toLowerCase() !== prizeMode.toLowerCase()) continue;
        addToMenus(out, row);
      }
      return out;
    },
  };
}
export type LotteryRepository = ReturnType<typeof createLotteryRepository>;

/** Adds one game to the menu shape (groups keyed by group code), creating its group on first use. */
export function addToMenus(out: LotteryMenus, row: MenuRow): void {
  const group = (out[row.groupCode] ??= { gameGroupCode: row.groupCode, labelName: row.groupLabel, gameMenus: [] });
  group.gameMenus.push({
    gameId: row.gameId,
    gameCode: row.gameCode,
    gameName: row.gameName,
    labelName: row.labelName,
    prizeMode: row.prizeMode,
    defaultPlayType: row.defaultPlayType,
    drawIntervalSeconds: row.drawIntervalSeconds,
  });
}
