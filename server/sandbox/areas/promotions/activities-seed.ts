import type { Database } from 'better-sqlite3';
import type { SeedPart } from '../../db/seed/seed-part';
import { encodeGreyPng } from '../../core/png';
import { createRewardGrantsRepository } from '../rewards';
import { createActivitiesRepository } from './activities-repository';

const DAY_MS = 86_400_000;

/**
 * The activities, and player1's part in each so that each of the eight ActivityStates
 * (shared/domains/promotions/schemas.ts) shows on a first start, from IN_PROCESS to COMING_SOON.
 * `start`/`end` are days from the seed's clock.
 */
const ACTIVITIES = [
  { id: 7001, title: 'Weekend slot marathon', category: 'slots', start: -3, end: 25, reward: 18_800, turnover: 188_000, player1: 'none' },
  {
    id: 7002,
    title: 'Live casino winning streak',
    category: 'live',
    start: -5,
    end: 30,
    reward: 28_800,
    turnover: 288_000,
    player1: 'joined',
  },
  { id: 7003, title: 'Lottery lucky ticket', category: 'lottery', start: -10, end: 20, reward: 8_800, turnover: 0, player1: 'applying' },
  {
    id: 7004,
    title: 'Invite three friends',
    category: 'referral',
    start: -12,
    end: 40,
    reward: 30_000,
    turnover: 300_000,
    player1: 'rejected',
  },
  {
    id: 7005,
    title: 'New player selfie bonus',
    category: 'new_player',
    start: -20,
    end: 70,
    reward: 8_800,
    turnover: 88_000,
    player1: 'issued',
  },
  { id: 7006, title: 'Sports parlay challenge', category: 'sports', start: -60, end: -40, reward: 5_800, turnover: 0, player1: 'claimed' },
  {
    id: 7007,
    title: 'Chinese New Year red packets',
    category: 'slots',
    start: -30,
    end: -3,
    reward: 16_800,
    turnover: 168_000,
    player1: 'none',
  },
  { id: 7008, title: 'Fishing tournament', category: 'fish', start: 5, end: 35, reward: 50_000, turnover: 500_000, player1: 'none' },
] as const;

const content = (a: (typeof ACTIVITIES)[number]): string =>
  `<p>Join <strong>${a.title}</strong>, then send a comment and up to three screenshots (png or jpg, 5 MB each) showing you met the terms.</p>` +
  `<p>Approved applications receive ₱${(a.reward / 100).toFixed(2)}${a.turnover ? `, with ${a.turnover / a.reward}x turnover before withdrawal` : ''}.</p>`;

/** A small grey PNG as a seeded screenshot: real image bytes, as the desk shows them. */
function screenshot(shade: number): Buffer {
  const size = 24;
  const pixels = new Uint8Array(size * size).map((_, i) => ((Math.floor(i / size) + (i % size)) % 8 === 0 ? 40 : shade));
  return encodeGreyPng(size, size, pixels);
}

export function seedActivities(db: Database, now: number): void {
  const insert = db.prepare(`INSERT INTO activities (id, title, category, content, start_date, end_date, reward_amount, turnover, sort)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  ACTIVITIES.forEach((a, i) =>
    insert.run(a.id, a.title, a.category, content(a), now + a.start * DAY_MS, now + a.end * DAY_MS, a.reward, a.turnover, i),
  );

  const player1 = db.prepare<[string], number>('SELECT id FROM accounts WHERE username = ?').pluck().get('player1');
  if (player1 === undefined) return;
  const activities = createActivitiesRepository(db);
  const grants = createRewardGrantsRepository(db);
  for (const a of ACTIVITIES) {
    if (a.player1 === 'none') continue;
    const at = (days: number) => now + (a.start + days) * DAY_MS;
    activities.join(a.id, player1, at(1));
    if (a.player1 === 'joined') continue;
    const picture = { mime: 'image/png' as const, bytes: screenshot(160 + a.id - 7000) };
    const application = activities.apply(a.id, player1, 'Screenshot of my qualifying play attached.', [picture], at(2));
    if (a.player1 === 'applying') continue;
    if (a.player1 === 'rejected') {
      activities.settle(application.id, 'REJECTED', 'The screenshot does not show three invited friends.', null, at(3));
      continue;
    }
    const grant = grants.issue(
      {
        accountId: player1,
        promotionType: 'ACTIVITY',
        promotionId: a.id,
        title: a.title,
        amount: a.reward,
        turnover: a.turnover,
        sourceRef: `activity:A${application.id}`,
      },
      at(3),
    );
    activities.settle(application.id, 'APPROVED', null, grant.id, at(3));
    // The claimed reward is paid through the ledger as any claim is (bonus.activity, R<id>).
    if (a.player1 === 'claimed') grants.claim(player1, grant.id, at(4));
  }
}

export const activitiesSeed: SeedPart = { name: 'activities', seed: 0x5eed0026, run: (db, _rng, now) => seedActivities(db, now) };
