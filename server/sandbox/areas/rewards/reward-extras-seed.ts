import type { Database } from 'better-sqlite3';
import type { SeedPart } from '../../db/seed/seed-part';
import { ProductTypes, type ProductType } from '../../../../shared/domains/rewards/schemas';
import { createRewardExtrasRepository } from './reward-extras-repository';
import { dayStart, platformDay, shiftDay } from './reward-actions';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The rebate rate of rank level 1 by game type, in basis points of the valid bet (0.50% on slots,
 * as the records seed's weekly rebate); each level above adds 0.05 percentage points.
 */
const BASE_REBATE_BP: Record<ProductType, number> = {
  RNG: 50,
  LIVE: 40,
  FISH: 50,
  PVP: 30,
  SPORTS: 35,
  LOTT: 20,
  ELOTT: 20,
  COCKFIGHT: 25,
};
const REBATE_STEP_BP = 5;

/** The all-time goals every member can reach; rewards ask their amount once more in turnover. */
const ACHIEVEMENTS = [
  { title: 'First ten bets', measure: 'BET_COUNT', target: 10, reward: 500, turnover: 500 },
  { title: 'A hundred bets', measure: 'BET_COUNT', target: 100, reward: 2_000, turnover: 2_000 },
  { title: 'High roller: 10,000 in valid bets', measure: 'TURNOVER', target: 1_000_000, reward: 8_800, turnover: 8_800 },
  { title: 'Seven active days', measure: 'ACTIVE_DAYS', target: 7, reward: 1_000, turnover: 0 },
] as const;

/**
 * The reward centre's extras: three quests open this week (any game, slots, live casino), the
 * achievements, the rebate rates of every rank level, and for player1 three heartbeat days and
 * three discount tickets (two valid, one expired).
 */
export function seedRewardExtras(db: Database, _rng: unknown, now: number): void {
  const extras = createRewardExtrasRepository(db);
  const today = dayStart(platformDay(now));

  const quests = [
    { title: 'Place five bets', goal: 'BET_COUNT', productType: null, target: 5, reward: 800, turnover: 800 },
    { title: 'Twenty slot rounds', goal: 'BET_COUNT', productType: 'RNG', target: 20, reward: 1_500, turnover: 3_000 },
    { title: 'Live casino: 2,000 in valid bets', goal: 'TURNOVER', productType: 'LIVE', target: 200_000, reward: 3_800, turnover: 7_600 },
  ] as const;
  for (const q of quests) extras.addQuest({ ...q, startAt: today - 2 * DAY_MS, endAt: today + 5 * DAY_MS });

  ACHIEVEMENTS.forEach((a, i) => extras.addAchievement(a, i));

  const levels = db.prepare<[], number>('SELECT rank_level FROM rank_levels ORDER BY rank_level').pluck().all();
  for (const level of levels) {
    for (const type of ProductTypes) extras.addRebateRate(level, type, BASE_REBATE_BP[type] + (level - 1) * REBATE_STEP_BP);
  }

  const player1 = db.prepare<[string], number>('SELECT id FROM accounts WHERE username = ?').pluck().get('player1');
  if (player1 === undefined) return;
  for (const ago of [3, 2, 1]) extras.heartbeat(player1, shiftDay(platformDay(now), -ago), now - ago * DAY_MS);
  const tickets = [
    { title: '10% off slot stakes', productType: 'RNG', rateBp: 1_000, maxDiscount: 5_000, daysAgo: 2, expiresInDays: 12 },
    { title: '5% off live casino stakes', productType: 'LIVE', rateBp: 500, maxDiscount: 10_000, daysAgo: 1, expiresInDays: 6 },
    { title: '20% off a sports bet', productType: 'SPORTS', rateBp: 2_000, maxDiscount: 2_000, daysAgo: 10, expiresInDays: -3 },
  ] as const;
  for (const t of tickets) {
    extras.addDiscountTicket({
      accountId: player1,
      title: t.title,
      productType: t.productType,
      rateBp: t.rateBp,
      maxDiscount: t.maxDiscount,
      issuedAt: now - t.daysAgo * DAY_MS,
      expiresAt: now + t.expiresInDays * DAY_MS,
    });
  }
}

export const rewardExtrasSeed: SeedPart = { name: 'reward-extras', seed: 0x5eed0032, run: seedRewardExtras };
