import type { Database } from 'better-sqlite3';
import type { SeedPart } from '../../db/seed/seed-part';
import type { PointEntryType, PointSource, RewardKind } from '../../../../shared/domains/points/schemas';
import { createPointsRepository } from './points-repository';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The platform's point configuration: one point per ₱1 of valid bet on slots, sports, e-sports and
 * lottery, per ₱2 on live casino and PVP (lower house edge), per ₱1 deposited; 100 points convert
 * to ₱1.00 (1 % back), at least 500 at a time; the mall's rewards are worth about twice that. Written before the accounts and their play, so the seeded
 * rounds, orders and deposits earn their points through the triggers of migration 024.
 */
export const POINT_RATES: ReadonlyArray<readonly [PointSource, PointEntryType, number]> = [
  ['RNG', 'SLOTS', 100],
  ['LIVE', 'LIVE', 200],
  ['PVP', 'PVP', 200],
  ['SPORTS', 'SPORTS', 100],
  ['ESPORTS', 'SPORTS', 100],
  ['LOTT', 'LOTTERY', 100],
  ['ELOTT', 'LOTTERY', 100],
  ['DEPOSIT', 'DEPOSIT', 100],
];
export const POINT_CONVERSION = { points: 100, cents: 100, minPoints: 500 } as const;

export const pointsConfigSeed: SeedPart = {
  name: 'points-config',
  seed: 0x5eed0240,
  run(db) {
    const points = createPointsRepository(db);
    for (const [source, type, cents] of POINT_RATES) points.putRate(source, type, cents);
    points.putConversion(POINT_CONVERSION);
  },
};

interface SeedReward {
  name: string;
  description: string;
  kind: RewardKind;
  points: number;
  stock: number;
  /** Pesos a voucher is worth. */
  faceValue: number | null;
}

/** The mall: vouchers and load (virtual) and goods (physical), one of them sold out. */
export const MALL_REWARDS: readonly SeedReward[] = [
  {
    name: 'Mobile load ₱20',
    description: 'Prepaid load sent to your mobile number.',
    kind: 'VIRTUAL',
    points: 1_000,
    stock: 500,
    faceValue: 20,
  },
  {
    name: 'Mobile load ₱50',
    description: 'Prepaid load sent to your mobile number.',
    kind: 'VIRTUAL',
    points: 2_500,
    stock: 200,
    faceValue: 50,
  },
  {
    name: 'GCash voucher ₱100',
    description: 'A GCash voucher code sent to your inbox.',
    kind: 'VIRTUAL',
    points: 5_000,
    stock: 100,
    faceValue: 100,
  },
  {
    name: 'Grab voucher ₱200',
    description: 'Rides or food: a Grab voucher code.',
    kind: 'VIRTUAL',
    points: 10_000,
    stock: 50,
    faceValue: 200,
  },
  {
    name: 'Club T-shirt',
    description: 'Cotton T-shirt in the club colours, size M or L.',
    kind: 'PHYSICAL',
    points: 6_000,
    stock: 30,
    faceValue: null,
  },
  {
    name: 'Wireless earbuds',
    description: 'Bluetooth earbuds with a charging case.',
    kind: 'PHYSICAL',
    points: 30_000,
    stock: 10,
    faceValue: null,
  },
  {
    name: 'Smartwatch',
    description: 'Fitness smartwatch with heart-rate sensor.',
    kind: 'PHYSICAL',
    points: 90_000,
    stock: 5,
    faceValue: null,
  },
  {
    name: 'Limited edition cap',
    description: 'Embroidered cap from the anniversary series.',
    kind: 'PHYSICAL',
    points: 4_500,
    stock: 0,
    faceValue: null,
  },
];

/**
 * The mall's rewards, and player1's redemptions after the points its deposits earned: one approved
 * (₱50 load) and one still at the desk (₱20 load), each later than every entry before it.
 */
export const pointsSeed: SeedPart = {
  name: 'points',
  seed: 0x5eed0241,
  run(db: Database, _rng, now) {
    const points = createPointsRepository(db);
    const ids = MALL_REWARDS.map((reward, sort) =>
      points.addReward({ ...reward, faceValue: reward.faceValue === null ? null : reward.faceValue * 100, sort }),
    );
    const player = db.prepare<[string], number>('SELECT id FROM accounts WHERE username = ?').pluck().get('player1');
    if (player === undefined) return;
    const last =
      db.prepare<[number], number | null>('SELECT MAX(created_at) FROM point_entries WHERE account_id = ?').pluck().get(player) ?? 0;
    const approvedAt = Math.min(now - 2 * HOUR_MS, Math.max(last + HOUR_MS, now - 9 * DAY_MS));
    const pendingAt = Math.min(now - HOUR_MS, Math.max(approvedAt + HOUR_MS, now - DAY_MS));
    const approved = points.redeem({ accountId: player, rewardId: ids[1], quantity: 1, address: null, mobile: null }, approvedAt);
    if (typeof approved !== 'string') points.decide(approved.id, 'APPROVED', null, approvedAt + HOUR_MS / 2);
    points.redeem({ accountId: player, rewardId: ids[0], quantity: 1, address: null, mobile: null }, pendingAt);
  },
};
