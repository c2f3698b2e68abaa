import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MissionError } from '../../../../shared/domains/missions/errors';
import { buildTestSandbox, TEST_EPOCH } from '../../test-support';
import { callAs, mainBalance } from '../../testing/members';
import { wireToCents } from '../../../../shared/money';
import { MAIN_WALLET } from '../../core/wallets-repository';
import { playRound } from '../play';
import { missionSourceRef } from './mission-progress';
import { demoMissions, platformDayStart } from './missions-seed';
import { maskAccount } from './missions-handlers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestSandbox();
});
afterEach(() => app.close());

const idOf = (username: string) => app.repos.accounts.byUsername(username)!.id;
const missionId = (title: string) => app.db.prepare('SELECT id FROM missions WHERE title = ?').pluck().get(title) as number;
const missionGrants = (username: string) =>
  app.db
    .prepare<[number], { sourceRef: string; amount: number; turnover: number; status: string }>(
      "SELECT source_ref AS sourceRef, amount, turnover, status FROM reward_grants WHERE account_id = ? AND promotion_type = 'MISSION' AND source_ref LIKE 'mission:%' ORDER BY id",
    )
    .all(idOf(username));
const slot = () => app.db.prepare("SELECT node_id FROM games WHERE game_type = 'RNG' ORDER BY node_id LIMIT 1").pluck().get() as number;

/** Plays `rounds` losing slot rounds the way the game does (round and ledger rows), one minute apart from now. */
function play(username: string, rounds: number, stake: number) {
  const deps = { db: app.db, play: app.repos.play, wallets: app.repos.wallets };
  for (let i = 0; i < rounds; i++) {
    app.clock.advance(60_000);
    playRound(deps, idOf(username), slot(), stake, { result: {}, multiplier: 0 }, app.clock.now());
  }
}

describe('missions', () => {
  it('lists the open missions with progress from the seeded deposits, and the ended one apart', async () => {
    const open = await callAs(app, 'player1', 'missions.summary', { status: 'O', page: 1, size: 10 });
    expect(open.success).toBe(true);
    expect(open.value.total).toBe(2);
    // Ending soonest first; player1's seeded ₱1,000.00 deposit 23 days ago reached the first milestone.
    expect(open.value.list.map((m) => [m.title, m.goal, m.reachedValue, m.targetValue, m.reachedMilestones, m.waitingRewards])).toEqual([
      ['Deposit sprint', 'DEPOSIT', '1000.00', '20000.00', 1, 1],
      ['Spin the slots', 'BET_COUNT', '0', '5', 0, 0],
    ]);
    const ended = await callAs(app, 'player1', 'missions.summary', { status: 'E', page: 1, size: 10 });
    expect(ended.value.list.map((m) => [m.title, m.status])).toEqual([['Turnover race', 'E']]);
    const second = await callAs(app, 'player1', 'missions.summary', { status: 'O', page: 2, size: 1 });
    expect(second.value.list.map((m) => m.title)).toEqual(['Spin the slots']);
  });

  it('counts bets and valid bet of real slot rounds inside the window only', async () => {
    const today = platformDayStart(app.clock.now());
    const id = app.repos.missions.create({
      title: 'Valid bet today',
      goal: 'TURNOVER',
      startAt: today,
      endAt: today + 86_400_000,
      milestones: [{ target: 100_000, reward: 1_000, turnoverMultiplier: 1 }],
    });
    expect((await callAs(app, 'player1', 'missions.milestones', { missionId: id })).value.reachedValue).toBe('0.00');
    play('player1', 3, 2_500);
    expect((await callAs(app, 'player1', 'missions.milestones', { missionId: id })).value.reachedValue).toBe('75.00');
    const spins = await callAs(app, 'player1', 'missions.milestones', { missionId: missionId('Spin the slots') });
    expect(spins.value.reachedValue).toBe('3');
    // A round after the window closes counts nowhere.
    app.clock.advance(15 * 86_400_000);
    play('player1', 1, 2_500);
    expect((await callAs(app, 'player1', 'missions.milestones', { missionId: id })).value.reachedValue).toBe('75.00');
  });

  it('counts credited deposits for a deposit mission', async () => {
    const now = TEST_EPOCH;
    const id = app.repos.missions.create({
      title: 'Deposit today',
      goal: 'DEPOSIT',
      startAt: platformDayStart(now),
      endAt: platformDayStart(now) + 86_400_000,
      milestones: [{ target: 50_000, reward: 1_000, turnoverMultiplier: 1 }],
    });
    expect((await callAs(app, 'player1', 'missions.milestones', { missionId: id })).value.reachedValue).toBe('0.00');
    app.repos.wallets.move(idOf('player1'), MAIN_WALLET, 60_000, 'deposit', 'D-test-1', now + 1);
    app.repos.wallets.move(idOf('player1'), MAIN_WALLET, 5_000, 'bonus.manual', 'B-test-1', now + 2);
    const value = (await callAs(app, 'player1', 'missions.milestones', { missionId: id })).value;
    expect(value.reachedValue).toBe('600.00');
    expect(value.milestones[0]).toMatchObject({ reached: true, rewardStatus: 'ISSUED', reward: '10.00', turnover: '10.00' });
  });

  it('issues a reached milestone exactly once however often it is read, and claiming it pays once', async () => {
    const id = missionId('Spin the slots');
    const grantsOf = () => missionGrants('player1').filter((g) => g.sourceRef.startsWith(`mission:${id}:`));
    play('player1', 3, 1_000);
    for (let i = 0; i < 3; i++) {
      await callAs(app, 'player1', 'missions.summary', { status: 'O', page: 1, size: 10 });
      await callAs(app, 'player1', 'missions.milestones', { missionId: id });
      await callAs(app, 'player1', 'missions.leaderboard', { missionId: id });
    }
    expect(grantsOf()).toEqual([{ sourceRef: missionSourceRef(id, 1), amount: 1_000, turnover: 3_000, status: 'ISSUED' }]);

    // Two more rounds reach the second milestone: one more grant, and the mission is complete.
    play('player1', 2, 1_000);
    const milestones = (await callAs(app, 'player1', 'missions.milestones', { missionId: id })).value.milestones;
    expect(milestones.map((m) => [m.target, m.reached, m.rewardStatus])).toEqual([
      ['3', true, 'ISSUED'],
      ['5', true, 'ISSUED'],
    ]);
    expect(grantsOf()).toHaveLength(2);

    const balance = mainBalance(app, 'player1');
    const grant = milestones[0]!.rewardId!;
    const claimed = app.repos.rewardGrants.claim(idOf('player1'), grant, app.clock.now());
    expect(claimed).toMatchObject({ status: 'CLAIMED' });
    expect(app.repos.rewardGrants.claim(idOf('player1'), grant, app.clock.now())).toBe('claimed');
    expect(mainBalance(app, 'player1')).toBe(balance + 1_000);
    expect(app.db.prepare("SELECT COUNT(*) FROM ledger WHERE reason = 'bonus.mission' AND ref = ?").pluck().get(`R${grant}`)).toBe(1);
    const after = (await callAs(app, 'player1', 'missions.milestones', { missionId: id })).value.milestones;
    expect(after[0]!.rewardStatus).toBe('CLAIMED');
    expect(grantsOf()).toHaveLength(2);
  });

  it('ranks the members by the measure, masks them, and gives the member its own place in the footer', async () => {
    const id = missionId('Deposit sprint');
    const board = (await callAs(app, 'player1', 'missions.leaderboard', { missionId: id })).value;
    expect(board.list).toContainEqual({ rank: expect.any(Number), account: maskAccount('vip1'), reachedValue: '12500.00', self: false });
    expect(board.list.find((r) => r.account === maskAccount('vip1'))!.rank).toBeLessThan(board.footer.rank!);
    expect(board.list.map((r) => r.rank)).toEqual(board.list.map((_, i) => i + 1));
    const values = board.list.map((r) => wireToCents(r.reachedValue));
    expect(values).toEqual([...values].sort((x, y) => y - x));
    // player1's ₱1,000.00 is below the first ten: its place is in the footer only.
    expect(board.list).toHaveLength(10);
    expect(board.list.some((r) => r.self)).toBe(false);
    expect(board.footer.reachedValue).toBe('1000.00');
    expect(board.footer.rank).toBeGreaterThan(10);
    // A large deposit puts player1 first.
    app.repos.wallets.move(idOf('player1'), MAIN_WALLET, 2_000_000, 'deposit', 'D-test-big', app.clock.now());
    const next = (await callAs(app, 'player1', 'missions.leaderboard', { missionId: id })).value;
    expect(next.footer).toEqual({ rank: 1, reachedValue: '21000.00' });
    expect(next.list[0]).toMatchObject({ rank: 1, self: true });
    // A member without progress has no rank.
    const none = (await callAs(app, 'default1', 'missions.leaderboard', { missionId: missionId('Spin the slots') })).value;
    expect(none.footer).toEqual({ rank: null, reachedValue: '0' });
    const spins = (await callAs(app, 'default1', 'missions.leaderboard', { missionId: missionId('Spin the slots') })).value;
    expect(spins.list.map((r) => r.account)).toEqual(expect.arrayContaining([maskAccount('mobile1'), maskAccount('agent1')]));
  });

  it('refuses an unknown mission, one not started yet and a page size out of range, changing nothing', async () => {
    const grants = () => app.db.prepare('SELECT COUNT(*) FROM reward_grants').pluck().get();
    const before = grants();
    expect(await callAs(app, 'player1', 'missions.milestones', { missionId: 999 })).toMatchObject({
      success: false,
      errorCode: MissionError.missionUnknown,
    });
    const later = platformDayStart(TEST_EPOCH) + 5 * 86_400_000;
    const id = app.repos.missions.create({
      title: 'Next week',
      goal: 'BET_COUNT',
      startAt: later,
      endAt: later + 86_400_000,
      milestones: [{ target: 1, reward: 100, turnoverMultiplier: 0 }],
    });
    expect(await callAs(app, 'player1', 'missions.leaderboard', { missionId: id })).toMatchObject({
      success: false,
      errorCode: MissionError.missionNotOpen,
    });
    expect(grants()).toBe(before);
    const res = await app.inject({
      url: '/wps/relay/MCSFE_getMissionSummaryDetails?status=O&page=1&size=51',
      headers: { authorization: 'test-player1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'request_param_err', message: expect.stringContaining('size') });
  });

  it('answers as a function the merchant lacks when MISSIONLB3 is off', async () => {
    app.db.prepare("INSERT OR REPLACE INTO flag_overrides (mod_id, enabled) VALUES ('MISSIONLB3', 0)").run();
    const answer = await callAs(app, 'player1', 'missions.summary', { status: 'O', page: 1, size: 10 });
    expect(answer).toMatchObject({ success: false, errorCode: 'function.not.available' });
  });

  it('seeds missions whose windows follow the first start', () => {
    const [spin, deposit, turnover] = demoMissions(TEST_EPOCH);
    expect(spin!.startAt).toBeLessThan(TEST_EPOCH);
    expect(deposit!.endAt).toBeGreaterThan(TEST_EPOCH);
    expect(turnover!.endAt).toBeLessThan(TEST_EPOCH);
  });
});
