import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestSandbox } from '../../test-support';
import { addAccount, bet, callAs, mainBalance } from '../../testing/members';
import { TRIAL_TYPE } from '../../core/accounts';
import { wireToCents } from '../../../../shared/money';
import { clubLabel } from '../identity';
import { levelReached, previousPlatformMonth, salarySourceRef, upgradeSourceRef } from './rank-engine';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestSandbox();
});
afterEach(() => app.close());

const idOf = (username: string) => app.repos.accounts.byUsername(username)!.id;
const grantsOf = (username: string, type: string) =>
  app.db
    .prepare(
      `SELECT id, source_ref AS sourceRef, amount, turnover, status FROM reward_grants
        WHERE account_id = ? AND promotion_type = ? AND source_ref LIKE 'rank%' ORDER BY id`,
    )
    .all(idOf(username), type) as Array<{ id: number; sourceRef: string; amount: number; turnover: number; status: string }>;

/** A deposit of `amount` (pesos) through the cashier, credited at the operator desk. */
async function deposit(amount: string, requestId: string) {
  const order = await callAs(app, 'player1', 'cashier.depositByLaunchUrl', {
    vendorId: 302,
    mcsBankCode: 'GCASH',
    bankCode: 'GCASH',
    bankType: 'EWALLET',
    amount,
    requestId,
  });
  expect(order.success).toBe(true);
  const { orderId } = order.value as { orderId: string };
  const res = await app.inject({ method: 'POST', url: `/__dev/desk/orders/${orderId}/approve` });
  expect(res.statusCode).toBe(200);
}

describe('player rank', () => {
  it('answers the levels with the club labels, the level held and the progress from deposits and valid bet', async () => {
    const { success, value } = await callAs(app, 'player1', 'rank.summary');
    expect(success).toBe(true);
    expect(value.rankLevel).toBe(2);
    expect(value.nextLevel).toBe(3);
    expect(value.deposits).toBe('6229.50');
    expect(value.validBet).toBe('100.00');
    expect(value.levels[2]).toMatchObject({
      rankLevel: 3,
      depositRequired: '10000.00',
      turnoverRequired: '50.00',
      upgradeBonus: '58.00',
    });
    // The levels wear the labels and colours member info answers for the same rank.
    for (const level of value.levels) {
      const label = clubLabel(level.rankLevel);
      expect([level.labelName, level.color, level.color2]).toEqual([label.labelName, label.color, label.color2]);
    }
    const vip = await callAs(app, 'vip1', 'rank.summary');
    expect([vip.value.rankLevel, vip.value.nextLevel]).toEqual([6, 7]);
  });

  it('a credited deposit raises club_rank and issues one upgrade bonus, which pays once when claimed', async () => {
    await callAs(app, 'player1', 'rank.summary');
    expect(grantsOf('player1', 'UPGRADE_BONUS')).toEqual([]);
    await deposit('3000', 'rank-dep-0001');
    expect(app.repos.accounts.byId(idOf('player1'))!.clubRank).toBe(2);
    await deposit('800', 'rank-dep-0002');
    // 6229.50 + 3800 reaches Gold's 10000.00 deposits; its 50.00 of valid bet was already there.
    expect(app.repos.accounts.byId(idOf('player1'))!.clubRank).toBe(3);
    const info = await callAs(app, 'player1', 'member.info');
    expect(info.value.clubLabel).toMatchObject({ rankLevel: 3, labelName: 'Gold' });
    for (let i = 0; i < 3; i++) await callAs(app, 'player1', 'rank.summary');
    const bonus = grantsOf('player1', 'UPGRADE_BONUS');
    expect(bonus).toEqual([{ id: expect.any(Number), sourceRef: upgradeSourceRef(3), amount: 5_800, turnover: 5_800, status: 'ISSUED' }]);

    const balance = mainBalance(app, 'player1');
    const ledgerRows = () => app.db.prepare('SELECT COUNT(*) FROM ledger WHERE account_id = ?').pluck().get(idOf('player1')) as number;
    const rows = ledgerRows();
    expect(app.repos.rewardGrants.claim(idOf('player1'), bonus[0]!.id, app.clock.now())).toMatchObject({ status: 'CLAIMED' });
    expect(app.repos.rewardGrants.claim(idOf('player1'), bonus[0]!.id, app.clock.now())).toBe('claimed');
    expect(mainBalance(app, 'player1')).toBe(balance + 5_800);
    expect(ledgerRows()).toBe(rows + 1);
    expect(app.db.prepare("SELECT amount FROM ledger WHERE reason = 'bonus.upgrade_bonus' AND ref = ?").all(`R${bonus[0]!.id}`)).toEqual([
      { amount: 5_800 },
    ]);
  });

  it('answers the progress to the next level: all-time deposits and valid bet, and this month’s valid bet', async () => {
    const { success, value } = await callAs(app, 'player1', 'rank.progress');
    expect(success).toBe(true);
    expect(value).toMatchObject({
      playerRankName: 'Silver',
      rankLevel: 2,
      nextRankName: 'Gold',
      totalDeposit: { actual: '6229.50', expected: '10000.00' },
      totalTurnover: { actual: '100.00', expected: '50.00' },
      // Turnover is met; deposits are 62% of the way.
      playerRankProgress: 62,
    });
    expect(value.monthlyTurnover.expected).toBe('0.00');
    // A round played now counts in this month's turnover and all time.
    bet(app, 'player1', 2_500, 0, app.clock.now());
    const after = await callAs(app, 'player1', 'rank.progress');
    expect(wireToCents(after.value.monthlyTurnover.actual)).toBe(wireToCents(value.monthlyTurnover.actual) + 2_500);
    expect(after.value.totalTurnover.actual).toBe('125.00');
    // Next month starts again from nothing this month.
    app.clock.advance(32 * 86_400_000);
    expect((await callAs(app, 'player1', 'rank.progress')).value.monthlyTurnover.actual).toBe('0.00');
  });

  it('answers the top level as fully reached, and refuses a trial account', async () => {
    const top = app.db.prepare('SELECT MAX(rank_level) FROM rank_levels').pluck().get() as number;
    app.db.prepare('UPDATE accounts SET club_rank = ? WHERE id = ?').run(top, idOf('vip1'));
    const { value } = await callAs(app, 'vip1', 'rank.progress');
    expect(value).toMatchObject({ rankLevel: top, nextRankName: null, playerRankProgress: 100 });
    // At the top the measure is the level's own requirement.
    const required = app.db.prepare('SELECT turnover_required FROM rank_levels WHERE rank_level = ?').pluck().get(top) as number;
    expect(wireToCents(value.totalTurnover.expected)).toBe(required);
    addAccount(app, 'trial000001', TRIAL_TYPE, null);
    const refused = await callAs(app, 'trial000001', 'rank.progress');
    expect(refused).toMatchObject({ success: false, errorCode: 'trial.account' });
  });

  it('a rank never falls and levels already held pay no bonus', async () => {
    // vip1 holds level 6 though its deposits reach only level 3.
    await callAs(app, 'vip1', 'rank.summary');
    expect(app.repos.accounts.byId(idOf('vip1'))!.clubRank).toBe(6);
    expect(grantsOf('vip1', 'UPGRADE_BONUS')).toEqual([]);
  });

  it('pays the rank salary once per platform month, for the month that is over', async () => {
    const now = app.clock.now();
    await callAs(app, 'player1', 'rank.summary');
    await callAs(app, 'player1', 'rank.summary');
    const first = previousPlatformMonth(now).month;
    expect(grantsOf('player1', 'RANK_SALARY')).toEqual([
      { id: expect.any(Number), sourceRef: salarySourceRef(first), amount: 800, turnover: 800, status: 'ISSUED' },
    ]);
    // A month later the month that has just ended pays once more.
    app.clock.advance(31 * 86_400_000);
    await callAs(app, 'player1', 'rank.summary');
    await callAs(app, 'player1', 'rank.summary');
    const second = previousPlatformMonth(app.clock.now()).month;
    expect(second).not.toBe(first);
    expect(grantsOf('player1', 'RANK_SALARY').map((g) => g.sourceRef)).toEqual([salarySourceRef(first), salarySourceRef(second)]);
  });

  it('months and levels follow the platform day (UTC+08:00) and both requirements', () => {
    // 2023-11-30T16:30Z is already 1 December on the platform.
    expect(previousPlatformMonth(Date.UTC(2023, 10, 30, 16, 30)).month).toBe('2023-11');
    expect(previousPlatformMonth(Date.UTC(2023, 10, 30, 15, 30)).month).toBe('2023-10');
    expect(previousPlatformMonth(Date.UTC(2024, 0, 5)).month).toBe('2023-12');
    const levels = [1, 2, 3].map((rankLevel) => ({
      rankLevel,
      labelName: '',
      color: '',
      color2: '',
      depositRequired: (rankLevel - 1) * 100,
      turnoverRequired: (rankLevel - 1) * 50,
      upgradeBonus: 0,
      monthlySalary: 0,
      turnoverMultiplier: 0,
    }));
    expect(levelReached(levels, 250, 60)).toBe(2);
    expect(levelReached(levels, 90, 500)).toBe(1);
    expect(levelReached(levels, 200, 100)).toBe(3);
  });
});
