import type { Database } from 'better-sqlite3';
import type { Prng } from '../../db/seed/prng';
import { seedPasswordHash, warmSeedPasswordHashes } from '../../core/password';
import { createTeamWriter, DAY_MS, timesBetween } from './team-writer';

/** The deep team's agent at the top and the default size of its downline in a started sandbox. */
export const DEEP_TEAM_AGENT = 'bigagent';
export const DEEP_TEAM_MEMBERS_DEFAULT = 10_000;
/** Levels below the agent; each level is about three times the one above it. */
export const DEEP_TEAM_LEVELS = 6;
const LEVEL_GROWTH = 3;
/** A third of the accounts above the last level are agents, each with about nine accounts below it. */
const AGENT_SHARE = 3;
/** Play over the last 30 days: about five slot rounds per member. */
export const DEEP_TEAM_PLAY_DAYS = 30;
const ROUNDS_PER_MEMBER = [2, 8] as const;
const STAKES = [100, 200, 500, 1_000, 2_000, 5_000];

/** Fixed salts (the seed's): every tree account shares one hash per password, computed once. */
const AGENT_SALT = Buffer.from('deep-team-agent!');
const MEMBER_SALT = Buffer.from('deep-team-member');
const AGENT_PASSWORD = 'Agent1234';
const MEMBER_PASSWORD = 'Play1234';

export interface PlannedMember {
  /** 1-based, also the username's number (`bt000001`). */
  index: number;
  /** 1 = directly below the agent. */
  depth: number;
  /** The upline's index; 0 = the agent itself. */
  parent: number;
  type: 0 | 1;
}

/** How many accounts each level holds: growing by LEVEL_GROWTH, adding up to `members`, at least one per level. */
export function levelSizes(members: number, levels = DEEP_TEAM_LEVELS): number[] {
  if (members < levels) throw new RangeError(`A deep team of ${levels} levels needs at least ${levels} members (got ${members})`);
  const weights = Array.from({ length: levels }, (_, i) => LEVEL_GROWTH ** i);
  const total = weights.reduce((a, b) => a + b, 0);
  const sizes = weights.map((w) => Math.max(1, Math.floor((members * w) / total)));
  sizes[levels - 1] += members - sizes.reduce((a, b) => a + b, 0);
  return sizes;
}

/**
 * The tree's shape: level by level, the first third of each level above the last are agents, and
 * every account of the next level hangs below one of them (drawn with the seed's PRNG), so every
 * level has an agent with a downline and the tree is exactly `levels` deep.
 */
export function planDeepTeam(members: number, rng: Prng, levels = DEEP_TEAM_LEVELS): PlannedMember[] {
  const plan: PlannedMember[] = [];
  let agents = [0];
  let index = 0;
  levelSizes(members, levels).forEach((size, level) => {
    const depth = level + 1;
    const last = depth === levels;
    const agentCount = last ? 0 : Math.max(1, Math.ceil(size / AGENT_SHARE));
    const next: number[] = [];
    for (let i = 0; i < size; i++) {
      index++;
      // The first accounts of a level take one parent each in turn, so no agent above is left without a downline.
      const parent = i < agents.length ? agents[i]! : rng.pick(agents);
      const type = i < agentCount ? 1 : 0;
      plan.push({ index, depth, parent, type });
      if (type === 1) next.push(index);
    }
    agents = next;
  });
  return plan;
}

export const deepTeamUsername = (index: number): string => `bt${String(index).padStart(6, '0')}`;

/** Hashes the two shared passwords on the thread pool before the synchronous seed. */
export function warmDeepTeamPasswords(): Promise<void> {
  return warmSeedPasswordHashes([
    { password: AGENT_PASSWORD, salt: AGENT_SALT },
    { password: MEMBER_PASSWORD, salt: MEMBER_SALT },
  ]);
}

/**
 * `bigagent` (type 1, Agent1234) and `members` accounts below it over DEEP_TEAM_LEVELS levels
 * (`bt000001`…; agents Agent1234, members Play1234), each joined between 155 and 5 days ago (an
 * upline always before its downline), with one or two credited deposits and slot rounds over the
 * last DEEP_TEAM_PLAY_DAYS days. Everything goes through prepared statements in the caller's
 * transaction; the closure and the team aggregates come from migration 020's triggers.
 */
export function seedDeepTeam(
  db: Database,
  rng: Prng,
  now: number,
  members: number,
  progress?: (done: number, total: number) => void,
): void {
  // The team's rows and their aggregates outgrow SQLite's default 2 MB page cache many times over; a
  // larger cache for the seed keeps a file database from re-reading the pages it is filling.
  const cacheSize = db.pragma('cache_size', { simple: true }) as number;
  db.pragma(`cache_size = ${-Math.min(1_048_576, Math.max(65_536, members * 20))}`);
  const writer = createTeamWriter(db, rng, now);
  const agentHash = seedPasswordHash(AGENT_PASSWORD, AGENT_SALT);
  const memberHash = seedPasswordHash(MEMBER_PASSWORD, MEMBER_SALT);
  const plan = planDeepTeam(members, rng);

  const topId = writer.addAccount({
    username: DEEP_TEAM_AGENT,
    passwordHash: agentHash,
    type: 1,
    nickname: 'Big Agent',
    referralCode: 'BIGAGENT',
    uplineId: null,
    createdAt: now - 200 * DAY_MS,
  });
  writer.deposit(topId, 10_000_000, now - 199 * DAY_MS);

  const ids = new Array<number>(plan.length + 1);
  ids[0] = topId;
  const playFrom = now - DEEP_TEAM_PLAY_DAYS * DAY_MS;
  // A level joins in its own window, each after the one above: level 1 155 to 130 days ago, level 6 30 to 5 days ago.
  const joinWindow = (depth: number): [number, number] => [now - (180 - depth * 25) * DAY_MS, now - (155 - depth * 25) * DAY_MS];
  const step = Math.max(1, Math.floor(plan.length / 20));
  plan.forEach((m, i) => {
    const [from, to] = joinWindow(m.depth);
    const createdAt = from + Math.floor(rng.next() * (to - from));
    const id = writer.addAccount({
      username: deepTeamUsername(m.index),
      passwordHash: m.type === 1 ? agentHash : memberHash,
      type: m.type,
      nickname: `Team ${m.index}`,
      // '0' never appears in the accounts seed's codes nor as a registration's code length, so these are unique.
      referralCode: `B0${String(m.index).padStart(6, '0')}`,
      uplineId: ids[m.parent]!,
      createdAt,
    });
    ids[m.index] = id;
    // One deposit when joining (or when play starts, for the older members), a second one for some.
    const start = Math.max(createdAt, playFrom - DAY_MS) + rng.int(1, 12) * 3_600_000;
    let settled = writer.deposit(id, rng.pick([50_000, 100_000, 200_000, 500_000]), start);
    const rounds = rng.int(ROUNDS_PER_MEMBER[0], ROUNDS_PER_MEMBER[1]);
    const times = timesBetween(rng, rounds, Math.max(settled, playFrom), now);
    const half = Math.floor(times.length / 2);
    writer.playRounds(id, times.slice(0, half), STAKES);
    if (rng.chance(0.3)) settled = writer.deposit(id, rng.pick([50_000, 100_000]), (times[half - 1] ?? settled) + 60_000);
    writer.playRounds(
      id,
      times.slice(half).filter((t) => t > settled),
      STAKES,
    );
    if (progress && ((i + 1) % step === 0 || i + 1 === plan.length)) progress(i + 1, plan.length);
  });
  writer.finish(ids);
  db.pragma(`cache_size = ${cacheSize}`);
}
