import type { Database } from 'better-sqlite3';
import type { Game } from '../../../shared/schemas/games';

export interface VendorRow {
  code: string; gameType: string; displayName: string; isHot: number; isGame: string | null; gameCode: string | null;
}
interface GameRow {
  nodeId: number; gameName: string; displayName: string; gameCode: string; gameType: string; vassalage: string;
  isHot: number; gameClassify: string | null; minBet: number; lineNum: number;
}

const GAME_COLUMNS = `node_id AS nodeId, game_name AS gameName, display_name AS displayName, game_code AS gameCode,
  game_type AS gameType, vassalage, is_hot AS isHot, game_classify AS gameClassify, min_bet AS minBet, line_num AS lineNum`;

export function createGameRepository(db: Database) {
  const stmt = {
    vendors: db.prepare<[], VendorRow>(`SELECT code, game_type AS gameType, display_name AS displayName, is_hot AS isHot,
      is_game AS isGame, game_code AS gameCode FROM vendors ORDER BY sort`),
    vendorName: db.prepare<[string], string>('SELECT display_name FROM vendors WHERE code = ? ORDER BY sort LIMIT 1').pluck(),
    classifyCounts: db.prepare<[], { gameType: string; key: string; gameCount: number }>(`SELECT game_type AS gameType,
      game_classify AS key, COUNT(*) AS gameCount FROM games WHERE game_classify IS NOT NULL
      GROUP BY game_type, game_classify ORDER BY game_type, gameCount DESC, key`),
    hot: db.prepare<[number], GameRow>(`SELECT ${GAME_COLUMNS} FROM games WHERE hot_rank IS NOT NULL ORDER BY hot_rank LIMIT ?`),
    hotByVendor: db.prepare<[string, number], GameRow>(`SELECT ${GAME_COLUMNS} FROM games
      WHERE hot_rank IS NOT NULL AND vassalage = ? ORDER BY hot_rank LIMIT ?`),
    game: db.prepare<[number], GameRow>(`SELECT ${GAME_COLUMNS} FROM games WHERE node_id = ?`),
    count: db.prepare<[], number>('SELECT COUNT(*) FROM games').pluck(),
  };
  return {
    vendors: (): VendorRow[] => stmt.vendors.all(),
    vendorName: (code: string): string | undefined => stmt.vendorName.get(code),
    classifyCounts: () => stmt.classifyCounts.all(),
    hotGames(limit: number, vassalage?: string): Game[] {
      const rows = vassalage ? stmt.hotByVendor.all(vassalage, limit) : stmt.hot.all(limit);
      return rows.map(toGame);
    },
    game(nodeId: number): Game | undefined {
      const row = stmt.game.get(nodeId);
      return row && toGame(row);
    },
    count: (): number => stmt.count.get()!,
  };
}
export type GameRepository = ReturnType<typeof createGameRepository>;

function toGame({ gameClassify, ...row }: GameRow): Game {
  return {
    ...row,
    iconUrl: gameIconUrl(row.nodeId),
    ...(gameClassify === null ? {} : { gameClassify }),
  };
}

export function gameIconUrl(nodeId: number): string {
  return `/img/game/${nodeId}.svg`;
}
export function vendorLogoUrl(code: string): string {
  return `/img/vendor/${code}.svg`;
}
