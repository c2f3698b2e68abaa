import type { Database } from 'better-sqlite3';
import type { Prng } from '../../db/seed/prng';
import type { SeedPart } from '../../db/seed/seed-part';
import { MAIN_WALLET, createWalletRepository } from '../../core/wallets-repository';
import { createPlayRepository, payOf, type SlotSymbol } from '../play';
import { createRewardGrantsRepository } from './reward-grants-repository';
import { createRewardsRepository, type LoginDayRow } from './rewards-repository';
import { dayStart, platformDay, shiftDay } from './reward-actions';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The daily sign-in's cycle: small daily gifts that ask no turnover, and a seventh-day bonus that
 * asks three times its amount in valid bets.
 */
export const LOGIN_CYCLE: readonly LoginDayRow[] = [
  { day: 1, amount: 100, turnover: 0 },
  { day: 2, amount: 200, turnover: 0 },
  { day: 3, amount: 300, turnover: 0 },
  { day: 4, amount: 500, turnover: 0 },
  { day: 5, amount: 800, turnover: 0 },
  { day: 6, amount: 1_000, turnover: 0 },
  { day: 7, amount: 2_800, turnover: 8_400 },
];

/** Each ticket type's prize table: every outcome pays, the big prizes rarely; each asks its amount once in turnover. */
const PRIZES = [
  { ticketType: 'SLOT_MACHINE', symbol: 'LEMON', amount: 500, weight: 50 },
  { ticketType: 'SLOT_MACHINE', symbol: 'CHERRY', amount: 1_000, weight: 30 },
  { ticketType: 'SLOT_MACHINE', symbol: 'BELL', amount: 2_000, weight: 14 },
  { ticketType: 'SLOT_MACHINE', symbol: 'BAR', amount: 5_000, weight: 5 },
  { ticketType: 'SLOT_MACHINE', symbol: 'SEVEN', amount: 18_800, weight: 1 },
  { ticketType: 'PRIZE_WHEEL', symbol: 'LEMON', amount: 300, weight: 40 },
  { ticketType: 'PRIZE_WHEEL', symbol: 'CHERRY', amount: 800, weight: 30 },
  { ticketType: 'PRIZE_WHEEL', symbol: 'BELL', amount: 1_500, weight: 18 },
  { ticketType: 'PRIZE_WHEEL', symbol: 'BAR', amount: 3_800, weight: 10 },
  { ticketType: 'PRIZE_WHEEL', symbol: 'SEVEN', amount: 8_800, weight: 2 },
] as const;

/** player1's rewards waiting for a claim, one per type the reward centre lists. */
const ISSUED = [
  { type: 'MANUAL', title: 'Loyalty bonus', amount: 5_000, turnover: 15_000, daysAgo: 2, expiresInDays: 14 },
  { type: 'FIRST_DEPOSIT', title: 'First deposit bonus', amount: 10_000, turnover: 30_000, daysAgo: 3, expiresInDays: 27 },
  { type: 'MISSION', title: 'Mission: ten slot rounds', amount: 2_000, turnover: 2_000, daysAgo: 1, expiresInDays: 7 },
  { type: 'RANK_SALARY', title: 'Monthly rank salary', amount: 8_800, turnover: 8_800, daysAgo: 5, expiresInDays: 25 },
  { type: 'UPGRADE_BONUS', title: 'Rank upgrade bonus', amount: 3_800, turnover: 3_800, daysAgo: 6, expiresInDays: null },
] as const;

/** A losing slot round's reels (the middle row is the pay line). */
const LOSING_REELS: SlotSymbol[][] = [
  ['BELL', 'PLUM', 'SEVEN'],
  ['LEMON', 'BAR', 'PLUM'],
  ['CHERRY', 'BELL', 'LEMON'],
];

/**
 * The reward centre's demo: the sign-in cycle and the ticket prize tables; two promo codes (one
 * valid, one expired); for player1 five issued rewards, a claimed reward whose turnover a slot round
 * 39 days ago met (its stake is the reward, so the opening balance is where it was), two prize
 * tickets, a two-day sign-in streak (the day before yesterday and yesterday, paid), a raffle entered
 * that draws in two hours and a raffle won last week (its reward waits for the claim).
 */
export function seedRewards(db: Database, rng: Prng, now: number): void {
  const grants = createRewardGrantsRepository(db);
  const rewards = createRewardsRepository(db);
  const wallets = createWalletRepository(db);
  const play = createPlayRepository(db);
  const idOf = db.prepare<[string], number>('SELECT id FROM accounts WHERE username = ?').pluck();

  rewards.addLoginConfig(now - 90 * DAY_MS, LOGIN_CYCLE);
  for (const prize of PRIZES) rewards.addPrize({ ...prize, turnover: prize.amount });
  rewards.addPromoCode(
    {
      code: 'WELCOME100',
      description: 'Welcome gift',
      amount: 10_000,
      turnover: 10_000,
      expiresAt: now + 30 * DAY_MS,
      totalLimit: 1_000,
      visible: true,
    },
    now - 10 * DAY_MS,
  );
  rewards.addPromoCode(
    {
      code: 'SUMMER50',
      description: 'Summer gift',
      amount: 5_000,
      turnover: 5_000,
      expiresAt: now - 5 * DAY_MS,
      totalLimit: null,
      visible: true,
    },
    now - 60 * DAY_MS,
  );

  const player1 = idOf.get('player1');
  if (player1 === undefined) return;

  for (const r of ISSUED) {
    grants.issue(
      {
        accountId: player1,
        promotionType: r.type,
        title: r.title,
        amount: r.amount,
        turnover: r.turnover,
        sourceRef: `seed:${r.type.toLowerCase()}`,
        expiresAt: r.expiresInDays === null ? null : now + r.expiresInDays * DAY_MS,
      },
      now - r.daysAgo * DAY_MS,
    );
  }

  // A reward claimed 40 days ago, its turnover met by a losing slot round the day after.
  const claimedAt = now - 40 * DAY_MS;
  const welcome = grants.issue(
    {
      accountId: player1,
      promotionType: 'MANUAL',
      title: 'Welcome back bonus',
      amount: 10_000,
      turnover: 10_000,
      sourceRef: 'seed:welcome-back',
    },
    claimedAt - DAY_MS,
  );
  grants.claim(player1, welcome.id, claimedAt);
  const slot = db.prepare<[], number>("SELECT node_id FROM games WHERE game_type = 'RNG' ORDER BY node_id LIMIT 1").pluck().get();
  if (slot !== undefined && payOf(LOSING_REELS[1]).multiplier === 0) {
    const playedAt = claimedAt + DAY_MS;
    const round = play.insertRound(player1, slot, 10_000, 0, JSON.stringify({ reels: LOSING_REELS, line: null }), playedAt);
    wallets.move(player1, MAIN_WALLET, -10_000, 'game.bet', `round-${round}`, playedAt);
  }

  const ticketId = () => `TK${now.toString(36).toUpperCase()}${rng.int(100_000, 999_999)}`;
  rewards.addTicket(
    { accountId: player1, transactionId: ticketId(), ticketType: 'SLOT_MACHINE', title: 'Lucky slot ticket', expiresAt: now + 14 * DAY_MS },
    now - DAY_MS,
  );
  rewards.addTicket(
    { accountId: player1, transactionId: ticketId(), ticketType: 'PRIZE_WHEEL', title: 'Prize wheel ticket', expiresAt: now + 14 * DAY_MS },
    now - DAY_MS,
  );

  // Signed in the day before yesterday and yesterday, at 09:00 platform time.
  const today = platformDay(now);
  for (const [n, ago] of [
    [1, 2],
    [2, 1],
  ] as const) {
    const day = shiftDay(today, -ago);
    const at = dayStart(day) + 9 * HOUR_MS;
    const cycle = LOGIN_CYCLE[n - 1];
    const grant = grants.issue(
      {
        accountId: player1,
        promotionType: 'LOGIN',
        title: `Daily sign-in, day ${n}`,
        amount: cycle.amount,
        turnover: cycle.turnover,
        sourceRef: `login:${day}`,
      },
      at,
    );
    grants.claim(player1, grant.id, at);
    rewards.addSignin({ accountId: player1, day, streak: n, cycleDay: n, grantId: grant.id }, at);
  }

  // A raffle drawn last week that player1 won, and one still open that player1 entered.
  const others = ['vip1', 'mobile1', 'default1'].map((name) => idOf.get(name)).filter((id): id is number => id !== undefined);
  const pastDraw = now - 7 * DAY_MS;
  const past = rewards.addRaffle(
    { title: 'Weekly raffle', prize: 20_000, turnover: 20_000, winners: 1, drawsAt: pastDraw },
    now - 14 * DAY_MS,
  );
  for (const id of [player1, ...others]) rewards.enter(past, id, now - 10 * DAY_MS);
  rewards.markDrawn(past, pastDraw);
  const prize = grants.issue(
    {
      accountId: player1,
      promotionType: 'RAFFLE',
      promotionId: past,
      title: 'Weekly raffle',
      amount: 20_000,
      turnover: 20_000,
      sourceRef: `raffle:${past}`,
      expiresAt: pastDraw + 30 * DAY_MS,
    },
    pastDraw,
  );
  for (const id of [player1, ...others]) rewards.settleEntry(past, id, id === player1, id === player1 ? prize.id : null);
  const open = rewards.addRaffle(
    { title: 'Weekend raffle', prize: 50_000, turnover: 50_000, winners: 2, drawsAt: now + 2 * HOUR_MS },
    now - DAY_MS,
  );
  for (const id of [player1, ...others]) rewards.enter(open, id, now - HOUR_MS);
}

export const rewardsSeed: SeedPart = { name: 'rewards', seed: 0x5eed0025, run: seedRewards };
