import type { Database } from 'better-sqlite3';
import type { Prng } from './prng';

/** One named part of the seed data, written once per database and recorded in `seed_parts`. */
export interface SeedPart {
  /** Recorded in `seed_parts`: renaming a part makes databases that hold it write it again. */
  name: string;
  /** Each part has its own PRNG seed so that changing one part leaves the others' data unchanged. */
  seed: number;
  /** Slow work done before the seeding transaction (which is synchronous), only while the part is still to write. */
  prepare?(): Promise<void>;
  run(db: Database, rng: Prng, now: number): void;
}
