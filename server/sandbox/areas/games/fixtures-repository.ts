import type { Database } from 'better-sqlite3';

export interface FixtureRow {
  id: number;
  nodeId: number;
  vassalage: string;
  sport: string;
  league: string;
  homeTeam: string;
  awayTeam: string;
  weekOffsetMs: number;
  durationMs: number;
}

/** The sports books' weekly fixtures (migration 035). */
export function createFixtureRepository(db: Database) {
  const COLUMNS = `f.id, f.node_id AS nodeId, g.vassalage, f.sport, f.league, f.home_team AS homeTeam, f.away_team AS awayTeam,
    f.week_offset_ms AS weekOffsetMs, f.duration_ms AS durationMs`;
  const stmt = {
    all: db.prepare<[], FixtureRow>(`SELECT ${COLUMNS} FROM sports_fixtures f JOIN games g ON g.node_id = f.node_id ORDER BY f.id`),
    byVendor: db.prepare<[string], FixtureRow>(
      `SELECT ${COLUMNS} FROM sports_fixtures f JOIN games g ON g.node_id = f.node_id WHERE g.vassalage = ? ORDER BY f.id`,
    ),
    add: db.prepare(`INSERT INTO sports_fixtures (node_id, sport, league, home_team, away_team, week_offset_ms, duration_ms)
      VALUES (@nodeId, @sport, @league, @homeTeam, @awayTeam, @weekOffsetMs, @durationMs)`),
  };
  return {
    fixtures: (vassalage?: string): FixtureRow[] => (vassalage === undefined ? stmt.all.all() : stmt.byVendor.all(vassalage)),
    add: (row: Omit<FixtureRow, 'id' | 'vassalage'>): void => {
      stmt.add.run(row);
    },
  };
}
export type FixtureRepository = ReturnType<typeof createFixtureRepository>;
