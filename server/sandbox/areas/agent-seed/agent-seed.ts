import type { SeedPart } from '../../db/seed/seed-part';
import { seedDemoTeams, warmDemoTeamPasswords } from './demo-teams';
import { seedDeepTeam, warmDeepTeamPasswords } from './deep-team';

/** agent1's sub-agents and their members, with play, deposits and contracts: small, always written. */
export const agentTeamsSeed: SeedPart = {
  name: 'agent-teams',
  seed: 0x5eed0020,
  prepare: warmDemoTeamPasswords,
  run: (db, rng, now) => seedDemoTeams(db, rng, now),
};

/**
 * `bigagent`'s deep team (SeedOptions.deepTeamMembers accounts below it): written only when asked
 * for, since it costs about a second per 10,000 members; a database seeded without it gets it at
 * the first start that asks.
 */
export const deepTeamSeed: SeedPart = {
  name: 'agent-deep-team',
  seed: 0x5eed0021,
  wanted: (options) => (options.deepTeamMembers ?? 0) > 0,
  prepare: warmDeepTeamPasswords,
  run: (db, rng, now, options) =>
    seedDeepTeam(db, rng, now, options.deepTeamMembers ?? 0, (done, total) => options.progress?.('agent-deep-team', done, total)),
};
