import type { Database, Statement } from 'better-sqlite3';
import { EsportsVendors, type Game, type GameListQuery } from '../../../../shared/domains/games/schemas';

export interface VendorRow {
  code: string;
  gameType: string;
  displayName: string;
  isHot: number;
  isGame: string | null;
  gameCode: string | null;
}
interface GameRow {
  nodeId: number;
  gameName: string;
  displayName: string;
  gameCode: string;
  gameType: string;
  vassalage: string;
  isHot: number;
  gameClassify: string | null;
  minBet: number;
  lineNum: number;
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
    lobbyGame: db.prepare<[string, string], GameRow>(
      `SELECT ${GAME_COLUMNS} FROM games WHERE vassalage = ? AND game_type = ? ORDER BY node_id LIMIT 1`,
    ),
    byCode: db.prepare<[string], GameRow>(`SELECT ${GAME_COLUMNS} FROM games WHERE game_code = ?`),
    allVendorGames: db.prepare<[], { gameType: string; vassalage: string; gameClassify: string | null }>(`SELECT DISTINCT
      v.game_type AS gameType, v.code AS vassalage, g.game_classify AS gameClassify FROM vendors v
      LEFT JOIN games g ON g.vassalage = v.code AND g.game_type = v.game_type AND g.game_classify IS NOT NULL
      ORDER BY v.sort, g.game_classify`),
    maintenance: db.prepare<[number], { game: number; vendor: number }>(`SELECT g.maintenance AS game, v.maintenance AS vendor
      FROM games g JOIN vendors v ON v.code = g.vassalage AND v.game_type = g.game_type WHERE g.node_id = ?`),
  };
  const listStatements = new Map<string, { page: Statement<unknown[], GameRow>; count: Statement<unknown[], number> }>();
  return {
    vendors: (): VendorRow[] => stmt.vendors.all(),
    vendorName: (code: string): string | undefined => stmt.vendorName.get(code),
    classifyCounts: () => stmt.classifyCounts.all(),
    hotGames(limit: number, vassalage?: string): Game[] {
      const rows = vassalage ? stmt.hotByVendor.all(vassalage, limit) : stmt.hot.all(limit);
      return rows.map(toGame);
    },
    /** A vendor's own lobby in a category: its first game, as its card launches it. */
    lobbyGame(vassalage: string, gameType: string): Game | undefined {
      const row = stmt.lobbyGame.get(vassalage, gameType);
      return row && toGame(row);
    },
    game(nodeId: number): Game | undefined {
      const row = stmt.game.get(nodeId);
      return row && toGame(row);
    },
    count: (): number => stmt.count.get()!,
    byCode(gameCode: string): Game | undefined {
      const row = stmt.byCode.get(gameCode);
      return row && toGame(row);
    },
    /** Whether the game or its vendor (in that lane) is flagged as under maintenance. */
    underMaintenance(nodeId: number): boolean {
      const row = stmt.maintenance.get(nodeId);
      return !!row && (row.game === 1 || row.vendor === 1);
    },
    /** Category → vendor → the slot classes the vendor has games in (empty for lanes without classes). */
    vassalageTypes(): Record<string, Record<string, string[]>> {
      const out: Record<string, Record<string, string[]>> = {};
      for (const row of stmt.allVendorGames.all()) {
        const lane = (out[row.gameType] ??= {});
        const classes = (lane[row.vassalage] ??= []);
        if (row.gameClassify) classes.push(row.gameClassify);
      }
      return out;
    },
    /**
     * One lobby page. Statements are prepared once per combination of filters, so every query
     * is a prepared one; the indexes on lane, vendor, class and sort answer each in milliseconds.
     */
    list(query: GameListQuery): { games: Game[]; totalCount: number } {
      const filters = listFilters(query);
      const key = filters.map((f) => f.sql).join(' AND ');
      let statements = listStatements.get(key);
      if (!statements) {
        const where = key ? `WHERE ${key}` : '';
        statements = {
          page: db.prepare<unknown[], GameRow>(`SELECT ${GAME_COLUMNS} FROM games ${where} ORDER BY sort, node_id LIMIT ? OFFSET ?`),
          count: db.prepare<unknown[], number>(`SELECT COUNT(*) FROM games ${where}`).pluck(),
        };
        listStatements.set(key, statements);
      }
      const params = filters.flatMap((f) => f.params);
      const totalCount = statements.count.get(...params)!;
      const offset = (query.pageNo - 1) * query.pageSize;
      const games = offset >= totalCount ? [] : statements.page.all(...params, query.pageSize, offset).map(toGame);
      return { games, totalCount };
    },
  };
}
export type GameRepository = ReturnType<typeof createGameRepository>;

interface Filter {
  sql: string;
  params: unknown[];
}

function listFilters(query: GameListQuery): Filter[] {
  const filters: Filter[] = [];
  if (query.gameType === 'ESPORTS') {
    filters.push({
      sql: `game_type = 'SPORTS' AND vassalage IN (${EsportsVendors.map(() => '?').join(', ')})`,
      params: [...EsportsVendors],
    });
  } else if (query.gameType) {
    filters.push({ sql: 'game_type = ?', params: [query.gameType] });
  }
  if (query.vassalage) filters.push({ sql: 'vassalage = ?', params: [query.vassalage] });
  if (query.gameClassify) filters.push({ sql: 'game_classify = ?', params: [query.gameClassify] });
  if (query.minBet !== undefined) filters.push({ sql: 'min_bet >= ?', params: [query.minBet] });
  if (query.minLineNum !== undefined) filters.push({ sql: 'line_num >= ?', params: [query.minLineNum] });
  if (query.gameName) {
    // A substring, not a pattern: the caller's % and _ match themselves. LIKE ignores ASCII case.
    const escaped = query.gameName.replace(/[\\%_]/g, (c) => `\\${c}`);
    filters.push({ sql: "game_name LIKE ? ESCAPE '\\'", params: [`%${escaped}%`] });
  }
  return filters;
}

/** A game as GCSGAME_gameList sends it; the sandbox draws one icon per game, so the three icon fields name it. */
function toGame({ gameClassify, ...row }: GameRow): Game {
  const icon = gameIconUrl(row.nodeId);
  return {
    ...row,
    nodeName: row.gameName,
    iconUrl: icon,
    showIcon: icon,
    defaultIcon: icon,
    ...(gameClassify === null ? {} : { gameClassify }),
  };
}

export function gameIconUrl(nodeId: number): string {
  return `/img/game/${nodeId}.svg`;
}
export function vendorLogoUrl(code: string): string {
  return `/img/vendor/${code}.svg`;
}
