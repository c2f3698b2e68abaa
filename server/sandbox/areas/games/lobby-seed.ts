import type { Database } from 'better-sqlite3';
import { EsportsVendors } from '../../../../shared/domains/games/schemas';
import type { Prng } from '../../db/seed/prng';
import type { SeedPart } from '../../db/seed/seed-part';
import { DAY_MS, MINUTE_MS } from '../../core/time';

/** Every stake on a jackpot-class game puts 1% into its vendor's pool. */
export const JACKPOT_CONTRIBUTION_BP = 100;

/**
 * A pool for each vendor with jackpot-class games, seeded at 50,000 to 500,000 pesos (whole
 * hundreds); it counts every round played, the seeded history included.
 */
function seedJackpotPools(db: Database, rng: Prng): void {
  const vendors = db
    .prepare("SELECT DISTINCT vassalage FROM games WHERE game_classify = 'JACKPOT' ORDER BY vassalage")
    .pluck()
    .all() as string[];
  const open = db.prepare('INSERT INTO jackpot_pools (vassalage, seed_amount, contribution_bp, started_at) VALUES (?, ?, ?, 0)');
  for (const vassalage of vendors) open.run(vassalage, rng.int(500, 5000) * 100 * 100, JACKPOT_CONTRIBUTION_BP);
}

const LEAGUES: Record<'FOOTBALL' | 'BASKETBALL' | 'ESPORTS', { league: string; teams: string[] }[]> = {
  FOOTBALL: [
    { league: 'Premier League', teams: ['Arsenal', 'Chelsea', 'Liverpool', 'Everton', 'Fulham', 'Brighton', 'Brentford', 'Wolves'] },
    { league: 'La Liga', teams: ['Sevilla', 'Valencia', 'Villarreal', 'Getafe', 'Osasuna', 'Celta Vigo'] },
    { league: 'Philippines Football League', teams: ['Kaya FC-Iloilo', 'Stallion Laguna', 'Dynamic Herb Cebu', 'Loyola'] },
  ],
  BASKETBALL: [
    { league: 'PBA Commissioner’s Cup', teams: ['Ginebra', 'San Miguel', 'Magnolia', 'TNT', 'Meralco', 'Rain or Shine'] },
    { league: 'NBA', teams: ['Lakers', 'Celtics', 'Warriors', 'Bucks', 'Nuggets', 'Heat', 'Knicks', 'Suns'] },
  ],
  ESPORTS: [
    { league: 'MPL Philippines', teams: ['Blacklist International', 'ECHO', 'ONIC PH', 'RSG PH', 'Aurora', 'Omega'] },
    { league: 'Dota 2 Pro Circuit', teams: ['Team Spirit', 'Tundra', 'Gaimin Gladiators', 'Team Liquid', 'OG', 'Talon'] },
  ],
};
const DURATION_MS: Record<keyof typeof LEAGUES, number> = {
  FOOTBALL: 110 * MINUTE_MS,
  BASKETBALL: 150 * MINUTE_MS,
  ESPORTS: 60 * MINUTE_MS,
};
const FIXTURES_PER_BOOK = 21;

/**
 * Three fixtures a day on each sports book's lobby game (its first game), the week round: football
 * and basketball on the sports books, e-sports on the e-sports books, kicking off between 10:00
 * and 23:30 platform time.
 */
function seedFixtures(db: Database, rng: Prng): void {
  const books = db
    .prepare("SELECT MIN(node_id) AS nodeId, vassalage FROM games WHERE game_type = 'SPORTS' GROUP BY vassalage ORDER BY nodeId")
    .all() as { nodeId: number; vassalage: string }[];
  const add = db.prepare(`INSERT INTO sports_fixtures (node_id, sport, league, home_team, away_team, week_offset_ms, duration_ms)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  for (const book of books) {
    const sports: (keyof typeof LEAGUES)[] = (EsportsVendors as readonly string[]).includes(book.vassalage)
      ? ['ESPORTS']
      : ['FOOTBALL', 'BASKETBALL'];
    for (let i = 0; i < FIXTURES_PER_BOOK; i++) {
      const sport = sports[i % sports.length]!;
      const { league, teams } = rng.pick(LEAGUES[sport]);
      const home = rng.pick(teams);
      let away = rng.pick(teams);
      while (away === home) away = rng.pick(teams);
      const day = Math.floor(i / 3);
      const offset = day * DAY_MS + (10 * 60 + rng.int(0, 27) * 30) * MINUTE_MS;
      add.run(book.nodeId, sport, league, home, away, offset, DURATION_MS[sport]);
    }
  }
}

export const jackpotPoolsSeed: SeedPart = { name: 'jackpot-pools', seed: 0x5eed0035, run: (db, rng) => seedJackpotPools(db, rng) };
export const sportsFixturesSeed: SeedPart = { name: 'sports-fixtures', seed: 0x5eed0036, run: (db, rng) => seedFixtures(db, rng) };
