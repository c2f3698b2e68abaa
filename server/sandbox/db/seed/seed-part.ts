import type { Database } from 'better-sqlite3';
import type { Prng } from './prng';

/** Choices a sandbox makes about its seed (SandboxOptions): the optional parts and their size. */
export interface SeedOptions {
  /** Members of the deep demo team under `bigagent` (0 = no deep team). */
  deepTeamMembers?: number;
  /** Told how far a long part has come (done of total), for a caller that shows progress. */
  progress?: (part: string, done: number, total: number) => void;
}

/** One named part of the seed data, written once per database and recorded in `seed_parts`. */
export interface SeedPart {
  /** Recorded in `seed_parts`: renaming a part makes databases that hold it write it again. */
  name: string;
  /** Each part has its own PRNG seed so that changing one part leaves the others' data unchanged. */
  seed: number;
  /** Slow work done before the seeding transaction (which is synchronous), only while the part is still to write. */
  prepare?(options: SeedOptions): Promise<void>;
  /** An optional part is written only when this says so; until then it is not recorded, so a later start may still write it. */
  wanted?(options: SeedOptions): boolean;
  run(db: Database, rng: Prng, now: number, options: SeedOptions): void;
}
