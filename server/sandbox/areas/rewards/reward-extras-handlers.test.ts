import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { catalogue } from '../../../../shared/api/catalogue';
import { RewardError } from '../../../../shared/domains/rewards/errors';
import { buildTestSandbox, expectCatalogueAnswer } from '../../test-support';
import { addAccount, callAs } from '../../testing/members';
import { ledgerOf, rowsOf } from '../../testing/ledger';
import { MEMBER_TYPE } from '../../core/accounts';
import { playRound } from '../play';
import { platformDay } from './reward-actions';
import { platformWeek } from './reward-extras';

const DAY_MS = 86_400_000;

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestSandbox();
});
afterEach(() => app.close());

const idOf = (username: string) => app.repos.accounts.byUsername(username)!.id;
const nodeOf = (gameType: string) =>
  app.db.prepare('SELECT node_id FROM games WHERE game_type = ? ORDER BY node_id LIMIT 1').pluck().get(gameType) as number;

/** Plays `rounds` losing rounds of a game of `gameType` the way the game does (round and ledger rows), a minute apart. */
function play(username: string, gameType: string, rounds: number, stake: number) {
  const deps = { db: app.db, play: app.repos.play, wallets: app.repos.wallets };
  for (let i = 0; i < rounds; i++) {
    app.clock.advance(60_000);
    playRound(deps, idOf(username), nodeOf(gameType), stake, { result: {}, multiplier: 0 }, app.clock.now());
  }
}

/** A guest's call (no token). */
const asGuest = (key: 'rewards.rankBoard' | 'rewards.layout') => app.inject({ method: 'GET', url: catalogue[key].path });

describe('the prize tickets config', () => {
  it("answers each ticket type's prize table", async () => {
    const config = await callAs(app, 'player1', 'rewards.ticketConfig');
    expect(config.value.ticketTypes.map((t) => [t.type, t.prizes.length])).toEqual([
      ['SLOT_MACHINE', 5],
      ['PRIZE_WHEEL', 5],
    ]);
    expect(config.value.ticketTypes[0]!.prizes.at(-1)).toMatchObject({ amount: '188.00', symbol: 'SEVEN' });
  });
});

describe('discount tickets', () => {
  it("lists player1's tickets by expiry (the expired one too), and a cancel removes one once, moving no money", async () => {
    const before = ledgerOf(app, 'player1');
    const list = await callAs(app, 'player1', 'rewards.discountTickets');
    expect(list.value.map((t) => [t.title, t.productType, t.discountRate, t.maxDiscount, t.status])).toEqual([
      ['20% off a sports bet', 'SPORTS', '20.00', '20.00', 'EXPIRED'],
      ['5% off live casino stakes', 'LIVE', '5.00', '100.00', 'AVAILABLE'],
      ['10% off slot stakes', 'RNG', '10.00', '50.00', 'AVAILABLE'],
    ]);
    const live = list.value[1]!;

    const cancelled = await callAs(app, 'player1', 'promotions.cancelTicket', { ticketId: live.ticketId });
    expect(cancelled.value).toMatchObject({ ticketId: live.ticketId, status: 'CANCELLED' });
    const after = await callAs(app, 'player1', 'rewards.discountTickets');
    expect(after.value.map((t) => t.title)).toEqual(['20% off a sports bet', '10% off slot stakes']);

    const again = await callAs(app, 'player1', 'promotions.cancelTicket', { ticketId: live.ticketId });
    expect(again).toMatchObject({ success: false, errorCode: RewardError.ticketUnknown });
    const expired = await callAs(app, 'player1', 'promotions.cancelTicket', { ticketId: list.value[0]!.ticketId });
    expect(expired).toMatchObject({ success: false, errorCode: RewardError.ticketExpired });
    // Another member's ticket is no ticket of this member.
    addAccount(app, 'stranger', MEMBER_TYPE, null);
    const foreign = await callAs(app, 'stranger', 'promotions.cancelTicket', { ticketId: list.value[2]!.ticketId });
    expect(foreign).toMatchObject({ success: false, errorCode: RewardError.ticketUnknown });

    // A discount ticket holds no money: cancelling one writes nothing to the ledger.
    expect(ledgerOf(app, 'player1')).toEqual(before);
  });
});

describe('quests, achievements and their rewards', () => {
  it("follows the member's bets: a quest reached issues its reward, listed as an extra claim until claimed through the ledger", async () => {
    addAccount(app, 'quester', MEMBER_TYPE, null, 100_000);
    const fresh = await callAs(app, 'quester', 'rewards.quests');
    expect(fresh.value.map((q) => [q.title, q.productType, q.progress, q.target, q.reached, q.rewardStatus])).toEqual([
      ['Place five bets', null, '0', '5', false, 'LOCKED'],
      ['Twenty slot rounds', 'RNG', '0', '20', false, 'LOCKED'],
      ['Live casino: 2,000 in valid bets', 'LIVE', '0.00', '2000.00', false, 'LOCKED'],
    ]);
    expect((await callAs(app, 'quester', 'rewards.unappliedExtra')).value).toEqual({ claims: [] });

    play('quester', 'RNG', 4, 1_000);
    play('quester', 'LIVE', 1, 5_000);
    const played = await callAs(app, 'quester', 'rewards.quests');
    expect(played.value.map((q) => [q.progress, q.reached, q.rewardStatus])).toEqual([
      ['5', true, 'ISSUED'],
      ['4', false, 'LOCKED'],
      ['50.00', false, 'LOCKED'],
    ]);
    const quest = played.value[0]!;

    const extra = await callAs(app, 'quester', 'rewards.unappliedExtra');
    // The first-ten-bets achievement is not reached yet (five bets): only the quest waits.
    expect(extra.value.claims).toEqual([
      expect.objectContaining({
        promotionId: quest.questId,
        claimId: quest.claimId,
        promotionType: 'QUEST',
        amount: '8.00',
        turnover: '8.00',
      }),
    ]);

    const before = ledgerOf(app, 'quester');
    const claimed = await callAs(app, 'quester', 'promotions.claimIssued', { promotionClaimId: quest.claimId, promotionType: 'QUEST' });
    expect(claimed.value).toMatchObject({ status: 'CLAIMED', amount: '8.00' });
    const after = ledgerOf(app, 'quester');
    expect(after.balance - before.balance).toBe(800);
    expect(rowsOf(app, after.accountId, `R${quest.claimId}`)).toEqual([{ amount: 800, reason: 'bonus.quest' }]);
    expect((await callAs(app, 'quester', 'rewards.unappliedExtra')).value.claims).toEqual([]);
    expect((await callAs(app, 'quester', 'rewards.quests')).value[0]).toMatchObject({ rewardStatus: 'CLAIMED', claimId: quest.claimId });
    // Reading again issues nothing twice.
    expect(
      app.db.prepare("SELECT COUNT(*) FROM reward_grants WHERE source_ref LIKE 'quest:%' AND account_id = ?").pluck().get(after.accountId),
    ).toBe(1);
  });

  it('counts all-time play and heartbeat days for the achievements', async () => {
    addAccount(app, 'achiever', MEMBER_TYPE, null, 100_000);
    const fresh = await callAs(app, 'achiever', 'rewards.achievements');
    expect(fresh.value.map((a) => [a.title, a.measure, a.progress, a.target, a.rewardStatus])).toEqual([
      ['First ten bets', 'BET_COUNT', '0', '10', 'LOCKED'],
      ['A hundred bets', 'BET_COUNT', '0', '100', 'LOCKED'],
      ['High roller: 10,000 in valid bets', 'TURNOVER', '0.00', '10000.00', 'LOCKED'],
      ['Seven active days', 'ACTIVE_DAYS', '0', '7', 'LOCKED'],
    ]);
    play('achiever', 'FISH', 10, 100);
    for (let day = 0; day < 7; day++) {
      await callAs(app, 'achiever', 'rewards.heartbeat');
      app.clock.advance(DAY_MS);
    }
    const later = await callAs(app, 'achiever', 'rewards.achievements');
    expect(later.value.map((a) => [a.progress, a.reached, a.rewardStatus])).toEqual([
      ['10', true, 'ISSUED'],
      ['10', false, 'LOCKED'],
      ['10.00', false, 'LOCKED'],
      ['7', true, 'ISSUED'],
    ]);
    const extra = await callAs(app, 'achiever', 'rewards.unappliedExtra');
    expect(extra.value.claims.map((c) => [c.promotionType, c.title, c.amount])).toEqual([
      ['ACHIEVEMENT', 'Seven active days', '10.00'],
      ['ACHIEVEMENT', 'First ten bets', '5.00'],
    ]);
  });
});

describe('the daily heartbeat', () => {
  it('counts a platform day once, however often it beats', async () => {
    // player1's seed holds the three days before today.
    const first = await callAs(app, 'player1', 'rewards.heartbeat');
    expect(first.value).toEqual({ day: platformDay(app.clock.now()), recorded: true, activeDays: 4 });
    const second = await callAs(app, 'player1', 'rewards.heartbeat');
    expect(second.value).toEqual({ day: platformDay(app.clock.now()), recorded: false, activeDays: 4 });
    app.clock.advance(DAY_MS);
    const tomorrow = await callAs(app, 'player1', 'rewards.heartbeat');
    expect(tomorrow.value).toMatchObject({ recorded: true, activeDays: 5 });
    expect(app.db.prepare('SELECT COUNT(*) FROM heartbeat_days WHERE account_id = ?').pluck().get(idOf('player1'))).toBe(5);
  });
});

describe('the rank board and the layout', () => {
  it("ranks this platform week's valid bet for guests, accounts masked", async () => {
    addAccount(app, 'highroller', MEMBER_TYPE, null, 10_000_000);
    play('highroller', 'RNG', 3, 1_000_000);
    const res = await asGuest('rewards.rankBoard');
    expectCatalogueAnswer('rewards.rankBoard', res);
    const board = res.json().value;
    const week = platformWeek(app.clock.now());
    expect([board.periodStart, board.periodEnd]).toEqual([week.start, week.end]);
    expect(new Date(week.start + 8 * 3_600_000).getUTCDay()).toBe(1);
    expect(board.list[0]).toEqual({ rank: 1, account: 'hi***r', validBet: '30000.00' });
    expect(board.list.length).toBeLessThanOrEqual(10);
  });

  it('lays out the sections that have something to show, in order', async () => {
    const res = await asGuest('rewards.layout');
    expectCatalogueAnswer('rewards.layout', res);
    expect(res.json().value).toEqual([
      { section: 'LOGIN', sort: 1 },
      { section: 'QUEST', sort: 2 },
      { section: 'ACHIEVEMENT', sort: 3 },
      { section: 'TICKET', sort: 4 },
      { section: 'RAFFLE', sort: 5 },
      { section: 'PROMO_CODE', sort: 6 },
      { section: 'RANK_BOARD', sort: 7 },
    ]);
    // A week on, the quests have ended.
    app.clock.advance(8 * DAY_MS);
    const later = (await asGuest('rewards.layout')).json().value as { section: string }[];
    expect(later.map((s) => s.section)).not.toContain('QUEST');
  });
});
