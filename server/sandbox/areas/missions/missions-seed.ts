import type { Database } from 'better-sqlite3';
import type { Prng } from '../../db/seed/prng';
import type { SeedPart } from '../../db/seed/seed-part';
import { REWARD_DAY_UTC_OFFSET_MINUTES } from '../../../../shared/domains/rewards/schemas';
import { createWalletRepository } from '../../core/wallets-repository';
import { createPlayRepository, playRound } from '../play';
import { createMissionsRepository, type NewMission } from './missions-repository';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const OFFSET_MS = REWARD_DAY_UTC_OFFSET_MINUTES * 60_000;

/** The start of the platform day (UTC+08:00) that `now` falls in: a whole quarter hour. */
export const platformDayStart = (now: number): number => Math.floor((now + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS;

/** The demo missions, windows relative to the first start: one per goal, the valid-bet one already ended. */
export function demoMissions(now: number): NewMission[] {
  const today = platformDayStart(now);
  return [
    {
      title: 'Spin the slots',
      goal: 'BET_COUNT',
      startAt: today - 3 * DAY_MS,
      endAt: today + 7 * DAY_MS,
      milestones: [
        { target: 3, reward: 1_000, turnoverMultiplier: 3 },
        { target: 5, reward: 2_000, turnoverMultiplier: 3 },
      ],
    },
    {
      title: 'Deposit sprint',
      goal: 'DEPOSIT',
      startAt: today - 25 * DAY_MS,
      endAt: today + 5 * DAY_MS,
      milestones: [
        { target: 100_000, reward: 2_000, turnoverMultiplier: 3 },
        { target: 500_000, reward: 5_800, turnoverMultiplier: 3 },
        { target: 2_000_000, reward: 18_800, turnoverMultiplier: 5 },
      ],
    },
    {
      title: 'Turnover race',
      goal: 'TURNOVER',
      startAt: today - 9 * DAY_MS,
      endAt: today - DAY_MS,
      milestones: [
        { target: 500_000, reward: 5_000, turnoverMultiplier: 2 },
        { target: 2_000_000, reward: 25_000, turnoverMultiplier: 3 },
      ],
    },
  ];
}

/** Slot rounds each demo member played over the last four days: rounds and stake in cents. */
const PLAY = [
  { username: 'mobile1', rounds: 24, stake: 5_000 },
  { username: 'agent1', rounds: 8, stake: 5_000 },
];
const PLAY_SPAN_MS = 96 * HOUR_MS;

/**
 * The missions and the play behind their leaderboards. player1's seeded deposits (₱1,000.00 within
 * the window) reach the first milestone of "Deposit sprint": its reward is issued into the reward
 * centre when player1 first reads the missions. player1 has not played in these windows (its
 * betting record stays as the records seed made it), so "Spin the slots" waits for its spins.
 * mobile1's and agent1's rounds are played as the game does (playRound: the round and its ledger
 * rows); each pays its stake back, so the seeded balances stay what the accounts seed made them.
 */
export const missionsSeed: SeedPart = {
  name: 'missions',
  seed: 0x5eed0270,
  run(db: Database, _rng: Prng, now: number) {
    const missions = createMissionsRepository(db);
    for (const mission of demoMissions(now)) missions.create(mission);
    const slot = db.prepare<[], number>("SELECT node_id FROM games WHERE game_type = 'RNG' ORDER BY node_id LIMIT 1").pluck().get();
    if (slot === undefined) return;
    const deps = { db, play: createPlayRepository(db), wallets: createWalletRepository(db) };
    const idOf = db.prepare<[string], number>('SELECT id FROM accounts WHERE username = ?').pluck();
    for (const { username, rounds, stake } of PLAY) {
      const accountId = idOf.get(username);
      if (accountId === undefined) continue;
      const step = Math.floor(PLAY_SPAN_MS / rounds);
      for (let i = 0; i < rounds; i++) {
        const at = now - PLAY_SPAN_MS + i * step;
        playRound(deps, accountId, slot, stake, { result: { seeded: true }, multiplier: 1 }, at);
      }
    }
  },
};
