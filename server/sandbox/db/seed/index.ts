import type { Database } from 'better-sqlite3';
import { mulberry32 } from './prng';
import type { SeedOptions, SeedPart } from './seed-part';
import { whitelabelSeed } from '../../areas/system/whitelabel-seed';
import { registerFieldsSeed } from '../../areas/system/register-fields-seed';
import { profileFieldsSeed } from '../../areas/profile/profile-seed';
import { countriesSeed, platformSeed } from '../../areas/system/platform-seed';
import { helpCenterSeed } from '../../areas/content/help-center-seed';
import { announcementsSeed } from '../../areas/content/announcements-seed';
import { gamesSeed } from '../../areas/games/games-seed';
import { jackpotPoolsSeed, sportsFixturesSeed } from '../../areas/games/lobby-seed';
import { lotterySeed } from '../../areas/lottery/lottery-seed';
import { accountsSeed } from '../../areas/identity/accounts-seed';
import { playSeed } from '../../areas/play/play-seed';
import { cashierSeed } from '../../areas/cashier/cashier-seed';
import { recordsSeed } from '../../areas/records/records-seed';
import { withdrawalSeed } from '../../areas/cashier/withdrawal-seed';
import { rewardsSeed } from '../../areas/rewards/rewards-seed';
import { rewardExtrasSeed } from '../../areas/rewards/reward-extras-seed';
import { agentAnnouncementsSeed } from '../../areas/agent/agent-seed';
import { missionsSeed } from '../../areas/missions/missions-seed';
import { agentTeamsSeed, deepTeamSeed } from '../../areas/agent-seed/agent-seed';
import { activitiesSeed } from '../../areas/promotions/activities-seed';
import { pointsConfigSeed, pointsSeed } from '../../areas/points/points-seed';

/** Every part, in the order written: a part may refer to rows of an earlier one (play's rooms to games). */
const PARTS: readonly SeedPart[] = [
  whitelabelSeed,
  registerFieldsSeed,
  profileFieldsSeed,
  platformSeed,
  countriesSeed,
  helpCenterSeed,
  announcementsSeed,
  gamesSeed,
  jackpotPoolsSeed,
  sportsFixturesSeed,
  lotterySeed,
  // Before the accounts' play and deposits, which earn points as they are written.
  pointsConfigSeed,
  accountsSeed,
  playSeed,
  cashierSeed,
  recordsSeed,
  withdrawalSeed,
  rewardsSeed,
  rewardExtrasSeed,
  activitiesSeed,
  pointsSeed,
  missionsSeed,
  agentAnnouncementsSeed,
  agentTeamsSeed,
  deepTeamSeed,
];

function seededParts(db: Database): Set<string> {
  return new Set(db.prepare('SELECT name FROM seed_parts').pluck().all() as string[]);
}

/** Runs the slow preparation of the parts still to write (see SeedPart.prepare), before seedDatabase. */
export async function prepareSeed(db: Database, options: SeedOptions = {}): Promise<void> {
  const done = seededParts(db);
  await Promise.all(
    PARTS.filter((part) => !done.has(part.name) && (part.wanted?.(options) ?? true)).map((part) => part.prepare?.(options)),
  );
}

/**
 * Writes every part not yet recorded in `seed_parts`, all in one transaction. Timestamps come
 * from `now` (the sandbox clock at first start), so two fresh databases seeded at the same
 * instant are identical. Returns the names of the parts written by this call.
 */
export function seedDatabase(db: Database, now: number, options: SeedOptions = {}): string[] {
  const done = seededParts(db);
  const record = db.prepare('INSERT INTO seed_parts (name, seeded_at) VALUES (?, ?)');
  const written: string[] = [];
  db.transaction(() => {
    for (const part of PARTS) {
      if (done.has(part.name) || !(part.wanted?.(options) ?? true)) continue;
      part.run(db, mulberry32(part.seed), now, options);
      record.run(part.name, now);
      written.push(part.name);
    }
  })();
  return written;
}
