import type { Database } from 'better-sqlite3';

export interface JackpotPoolRow {
  vassalage: string;
  displayName: string;
  /** Cents: the seed plus the pool's share of the stakes played into it. */
  amount: number;
}

/**
 * The progressive jackpots (migration 035): a pool per vendor, worth its seed plus
 * `contribution_bp` basis points of every stake on the vendor's jackpot-class games since the
 * pool started, read from the game rounds as they are played.
 */
export function createJackpotRepository(db: Database) {
  const POOLS = `SELECT p.vassalage,
      COALESCE((SELECT display_name FROM vendors v WHERE v.code = p.vassalage ORDER BY v.sort LIMIT 1), p.vassalage) AS displayName,
      p.seed_amount + COALESCE((SELECT SUM(r.stake) FROM games g JOIN game_rounds r ON r.node_id = g.node_id AND r.played_at >= p.started_at
        WHERE g.vassalage = p.vassalage AND g.game_classify = 'JACKPOT'), 0) * p.contribution_bp / 10000 AS amount
    FROM jackpot_pools p`;
  const stmt = {
    all: db.prepare<[], JackpotPoolRow>(`${POOLS} ORDER BY amount DESC, p.vassalage`),
    one: db.prepare<[string], JackpotPoolRow>(`${POOLS} WHERE p.vassalage = ?`),
    open: db.prepare<[string, number, number, number]>(
      'INSERT INTO jackpot_pools (vassalage, seed_amount, contribution_bp, started_at) VALUES (?, ?, ?, ?)',
    ),
  };
  return {
    pools: (vassalage?: string): JackpotPoolRow[] => {
      if (vassalage === undefined) return stmt.all.all();
      const pool = stmt.one.get(vassalage);
      return pool ? [pool] : [];
    },
    open: (vassalage: string, seedAmount: number, contributionBp: number, startedAt: number): void => {
      stmt.open.run(vassalage, seedAmount, contributionBp, startedAt);
    },
  };
}
export type JackpotRepository = ReturnType<typeof createJackpotRepository>;
