import type { Database } from 'better-sqlite3';
import { mulberry32, type Prng } from './prng';
import { seedWhitelabel } from './whitelabel';
import { seedRegisterFields } from './register-fields';
import { seedCountries, seedPlatform } from './platform';
import { seedHelpCenter } from './help-center';
import { seedAnnouncements } from './announcements';
import { seedGames } from './games';
import { seedLottery } from './lottery';
import { ACCOUNTS_SEED, seedAccounts } from './accounts';
import { seedPlay } from './play';

interface SeedPart {
  name: string;
  /** Each part has its own PRNG seed so that changing one part leaves the others' data unchanged. */
  seed: number;
  run(db: Database, rng: Prng, now: number): void;
}

const PARTS: SeedPart[] = [
  { name: 'whitelabel', seed: 0x5eed0001, run: (db) => seedWhitelabel(db) },
  { name: 'register-fields', seed: 0x5eed0002, run: (db) => seedRegisterFields(db) },
  { name: 'platform', seed: 0x5eed0003, run: (db, rng) => seedPlatform(db, rng) },
  { name: 'countries', seed: 0x5eed0004, run: (db) => seedCountries(db) },
  { name: 'help-center', seed: 0x5eed0005, run: (db) => seedHelpCenter(db) },
  { name: 'announcements', seed: 0x5eed0006, run: (db, rng, now) => seedAnnouncements(db, rng, now) },
  { name: 'games', seed: 0x5eed0007, run: (db, rng) => seedGames(db, rng) },
  { name: 'lottery', seed: 0x5eed0008, run: (db) => seedLottery(db) },
  { name: 'accounts', seed: ACCOUNTS_SEED, run: (db, rng, now) => seedAccounts(db, rng, now) },
  { name: 'play', seed: 0x5eed000a, run: (db, rng) => seedPlay(db, rng) },
];

/**
 * Writes every part not yet recorded in `seed_parts`, all in one transaction. Timestamps come
 * from `now` (the sandbox clock at first start), so two fresh databases seeded at the same
 * instant are identical. Returns the names of the parts written by this call.
 */
export function seedDatabase(db: Database, now: number): string[] {
  const done = new Set(db.prepare('SELECT name FROM seed_parts').pluck().all() as string[]);
  const record = db.prepare('INSERT INTO seed_parts (name, seeded_at) VALUES (?, ?)');
  const written: string[] = [];
  db.transaction(() => {
    for (const part of PARTS) {
      if (done.has(part.name)) continue;
      part.run(db, mulberry32(part.seed), now);
      record.run(part.name, now);
      written.push(part.name);
    }
  })();
  return written;
}
