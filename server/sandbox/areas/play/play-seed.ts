import type { Database } from 'better-sqlite3';
import type { Prng } from '../../db/seed/prng';
import type { SeedPart } from '../../db/seed/seed-part';

/** The vendor lane shown under maintenance, so the lobby's maintenance path can be tried. */
export const MAINTENANCE_VENDOR = { code: 'NE', gameType: 'RNG' } as const;
const MAINTENANCE_GAMES = 3;
const ROOMS_PER_PVP_GAME = 3;
const ROOM_SIZES = [2, 4, 4, 6];

/**
 * Play data on top of the game catalogue: one vendor lane and a few single games under
 * maintenance (never hot games, so the home page stays playable), and the PVP rooms of every PVP
 * game with their seat counts.
 */
export function seedPlay(db: Database, rng: Prng): void {
  db.prepare('UPDATE vendors SET maintenance = 1 WHERE code = ? AND game_type = ?').run(
    MAINTENANCE_VENDOR.code,
    MAINTENANCE_VENDOR.gameType,
  );
  const candidates = db
    .prepare(
      `SELECT node_id FROM games WHERE game_type = 'RNG' AND vassalage = 'PG' AND hot_rank IS NULL
    ORDER BY node_id`,
    )
    .pluck()
    .all() as number[];
  const flag = db.prepare('UPDATE games SET maintenance = 1 WHERE node_id = ?');
  for (let i = 0; i < MAINTENANCE_GAMES; i++) flag.run(candidates.splice(rng.int(0, candidates.length - 1), 1)[0]);

  const pvpGames = db.prepare("SELECT node_id FROM games WHERE game_type = 'PVP' ORDER BY node_id").pluck().all() as number[];
  const room = db.prepare('INSERT INTO pvp_rooms (room_id, node_id, players, max_players) VALUES (?, ?, ?, ?)');
  for (const nodeId of pvpGames) {
    for (let i = 1; i <= ROOMS_PER_PVP_GAME; i++) {
      const maxPlayers = rng.pick(ROOM_SIZES);
      room.run(nodeId * 10 + i, nodeId, rng.int(0, maxPlayers), maxPlayers);
    }
  }
}

export const playSeed: SeedPart = { name: 'play', seed: 0x5eed000a, run: (db, rng) => seedPlay(db, rng) };
