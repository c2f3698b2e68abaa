import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { TEST_EPOCH, buildTestSandbox } from '../../test-support';
import { createContractEngine } from './contract-engine';
import { addAccount, bet, callAs, mainBalance, payoutRows } from '../../testing/members';

const MINUTE = 60_000;
const DAY = 86_400_000;
/** TEST_EPOCH is Wednesday 2023-11-15 06:13:20 in the contract zone (UTC+08:00). */
const local = (iso: string) => Date.parse(`${iso}+08:00`);

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestSandbox({ contractTimerMs: 0 });
  // Each test writes its own contracts: the seeded demo team's ones are cleared.
  app.db.prepare('DELETE FROM contracts').run();
  // agent1 (a top agent: the platform pays its contracts) → sub1 (an agent, ₱5,000) → member1.
  addAccount(app, 'sub1', 1, 'agent1', 500_000);
  addAccount(app, 'member1', 0, 'sub1');
});
afterEach(() => app.close());

const tier = (threshold: string, minActiveMembers: number, rate: string) => ({ threshold, minActiveMembers, rate });
const PROCESS = {
  DAILY_SALARY: 'contracts.dailySalary',
  HOURLY_SALARY: 'contracts.hourlySalary',
  REALTIME_SALARY: 'contracts.realtimeSalary',
  DIVIDEND: 'contracts.dividend',
} as const;

/** `upline` offers `terms` to `member`, who accepts; answers the contract id. */
async function contract(upline: string, member: string, terms: { kind: keyof typeof PROCESS; period?: string; tiers: unknown[] }) {
  const offered = await callAs(app, upline, 'contracts.offer', { username: member, ...terms });
  expect(offered.success, JSON.stringify(offered)).toBe(true);
  const accepted = await callAs(app, member, PROCESS[terms.kind], { contractId: offered.value.id, action: 'ACCEPT' });
  expect(accepted.value.status).toBe('ACTIVE');
  return offered.value.id;
}

const settlementsOf = (contractId: number) => app.repos.contracts.settlementsOf(contractId);

describe('the daily salary', () => {
  it('pays each contract day once, the upline paying its downline and the platform paying the top agent', async () => {
    const top = await contract('agent1', 'sub1', { kind: 'DAILY_SALARY', tiers: [tier('100.00', 1, '2.00')] });
    const below = await contract('sub1', 'member1', { kind: 'DAILY_SALARY', tiers: [tier('100.00', 1, '1.50')] });
    bet(app, 'member1', 100_000, 40_000, TEST_EPOCH + 60 * MINUTE);
    app.contractEngine.catchUp();
    expect(settlementsOf(below)).toEqual([]); // the day is not over

    app.clock.advance(DAY);
    app.contractEngine.catchUp();
    app.contractEngine.catchUp();
    // A restart: a second engine over the same database finds every period settled.
    createContractEngine(app.db, app.clock, app.repos).catchUp();

    const period = { periodStart: 1_699_999_800_000, periodEnd: local('2023-11-16T00:00:00') };
    const [paidBelow] = settlementsOf(below);
    expect(settlementsOf(below)).toHaveLength(1);
    expect(paidBelow).toMatchObject({ ...period, payer: 'sub1', member: 'member1', validBet: 100_000, profitLoss: -60_000 });
    expect(paidBelow).toMatchObject({ activeMembers: 1, rate: 150, amount: 1_500, status: 'PAID' });
    const [paidTop] = settlementsOf(top);
    expect(settlementsOf(top)).toHaveLength(1);
    expect(paidTop).toMatchObject({ ...period, payer: null, member: 'sub1', validBet: 100_000, rate: 200, amount: 2_000, status: 'PAID' });

    expect(payoutRows(app, `S${paidBelow.id}`)).toEqual([
      { username: 'sub1', amount: -1_500, reason: 'contract.daily_salary.out' },
      { username: 'member1', amount: 1_500, reason: 'contract.daily_salary.in' },
    ]);
    expect(payoutRows(app, `S${paidTop.id}`)).toEqual([{ username: 'sub1', amount: 2_000, reason: 'contract.daily_salary.in' }]);
    expect(mainBalance(app, 'sub1')).toBe(500_000 - 1_500 + 2_000);
    expect(mainBalance(app, 'member1')).toBe(1_500);

    // The next day without bets is recorded as not reached and moves nothing.
    app.clock.advance(DAY);
    app.contractEngine.catchUp();
    expect(settlementsOf(below).map((s) => [s.status, s.amount])).toEqual([
      ['PAID', 1_500],
      ['NOT_REACHED', 0],
    ]);
    expect(mainBalance(app, 'member1')).toBe(1_500);

    const paid = await callAs(app, 'sub1', 'contracts.settlements', { side: 'PAID', startTime: TEST_EPOCH, endTime: app.clock.now() + 1 });
    expect(paid.value).toMatchObject({ totalCount: 2, totals: { amount: '15.00', validBet: '1000.00' } });
    const income = await callAs(app, 'sub1', 'agent.income', { startTime: TEST_EPOCH, endTime: app.clock.now() + 1 });
    expect(income.value.list.map((s) => [s.kind, s.payer, s.amount, s.status])).toEqual([
      ['DAILY_SALARY', null, '0.00', 'NOT_REACHED'],
      ['DAILY_SALARY', null, '20.00', 'PAID'],
    ]);
    expect(await callAs(app, 'sub1', 'agent.income', { startTime: 10, endTime: 10 })).toMatchObject({ errorCode: 'range.invalid' });
  });

  it('leaves a period UNPAID when the upline cannot pay, moving nothing', async () => {
    addAccount(app, 'poor1', 1, 'agent1');
    addAccount(app, 'member2', 0, 'poor1');
    // poor1's own contract is out of reach, so poor1 has nothing to pay with.
    await contract('agent1', 'poor1', { kind: 'DAILY_SALARY', tiers: [tier('100000.00', 0, '2.00')] });
    const owed = await contract('poor1', 'member2', { kind: 'DAILY_SALARY', tiers: [tier('10.00', 0, '1.00')] });
    bet(app, 'member2', 50_000, 0, TEST_EPOCH + 10 * MINUTE);
    const ledgerRows = app.db.prepare('SELECT COUNT(*) FROM ledger').pluck().get();
    app.clock.advance(DAY);
    app.contractEngine.catchUp();
    expect(settlementsOf(owed)).toMatchObject([{ payer: 'poor1', validBet: 50_000, rate: 100, amount: 500, status: 'UNPAID' }]);
    expect(app.db.prepare('SELECT COUNT(*) FROM ledger').pluck().get()).toBe(ledgerRows);
    expect(mainBalance(app, 'poor1')).toBe(0);
    expect(mainBalance(app, 'member2')).toBe(0);
  });

  it('pays a finishing contract its current period, then ends it FINISHED', async () => {
    const id = await contract('agent1', 'sub1', { kind: 'DAILY_SALARY', tiers: [tier('10.00', 0, '1.00')] });
    await callAs(app, 'sub1', 'contracts.dailySalary', { contractId: id, action: 'FINISH' });
    bet(app, 'member1', 20_000, 0, TEST_EPOCH + 10 * MINUTE);
    app.clock.advance(2 * DAY);
    app.contractEngine.catchUp();
    expect(settlementsOf(id).map((s) => [s.periodEnd, s.amount, s.status])).toEqual([[local('2023-11-16T00:00:00'), 200, 'PAID']]);
    expect(app.repos.contracts.byId(id)).toMatchObject({ status: 'FINISHED', endReason: 'MEMBER', endedAt: local('2023-11-16T00:00:00') });
    expect(mainBalance(app, 'sub1')).toBe(500_000 + 200);
  });
});

describe('the real-time salary', () => {
  it('pays every 5 platform minutes', async () => {
    const id = await contract('agent1', 'sub1', { kind: 'REALTIME_SALARY', tiers: [tier('0.00', 0, '1.00')] });
    // Accepted at 22:13:20 UTC: the first period is the slot 22:10–22:15, then 22:15–22:20, …
    bet(app, 'sub1', 10_000, 0, TEST_EPOCH + MINUTE);
    app.clock.advance(MINUTE);
    app.contractEngine.catchUp();
    expect(settlementsOf(id)).toEqual([]);
    app.clock.advance(40_000); // 22:15:00
    await callAs(app, 'sub1', 'contracts.mine'); // every contract call catches up first
    expect(settlementsOf(id).map((s) => [s.amount, s.status])).toEqual([[100, 'PAID']]);
    bet(app, 'member1', 30_000, 0, app.clock.now() + MINUTE);
    app.clock.advance(5 * MINUTE);
    await callAs(app, 'sub1', 'cashier.consolidated');
    app.clock.advance(5 * MINUTE);
    app.contractEngine.catchUp();
    const rows = settlementsOf(id);
    expect(rows.map((s) => [s.periodStart, s.periodEnd, s.amount, s.status])).toEqual([
      [1_699_999_800_000, 1_700_000_100_000, 100, 'PAID'],
      [1_700_000_100_000, 1_700_000_400_000, 300, 'PAID'],
      [1_700_000_400_000, 1_700_000_700_000, 0, 'NOT_REACHED'],
    ]);
    expect(payoutRows(app, `S${rows[1].id}`)).toEqual([{ username: 'sub1', amount: 300, reason: 'contract.realtime_salary.in' }]);
    expect(mainBalance(app, 'sub1')).toBe(500_000 + 400);
  });

  it('catches up a whole day of 5-minute periods at once, each settled once', async () => {
    const id = await contract('agent1', 'sub1', { kind: 'REALTIME_SALARY', tiers: [tier('0.00', 0, '1.00')] });
    bet(app, 'member1', 10_000, 0, TEST_EPOCH + 3 * 60 * MINUTE);
    app.clock.advance(DAY);
    app.contractEngine.catchUp();
    createContractEngine(app.db, app.clock, app.repos).catchUp();
    const rows = settlementsOf(id);
    expect(rows).toHaveLength(288);
    expect(rows.filter((s) => s.status === 'PAID').map((s) => s.amount)).toEqual([100]);
    expect(mainBalance(app, 'sub1')).toBe(500_000 + 100);
  });
});

describe('dividends', () => {
  it("pay the team's loss × rate at the end of a week (Monday 00:00) and a month, not before", async () => {
    const weekly = await contract('agent1', 'sub1', { kind: 'DIVIDEND', period: 'WEEKLY', tiers: [tier('0.00', 0, '10.00')] });
    const monthly = await contract('agent1', 'downline1', { kind: 'DIVIDEND', period: 'MONTHLY', tiers: [tier('0.00', 0, '20.00')] });
    bet(app, 'member1', 100_000, 20_000, TEST_EPOCH + MINUTE);
    bet(app, 'downline1', 50_000, 10_000, TEST_EPOCH + MINUTE);
    const downline1Before = mainBalance(app, 'downline1');

    app.clock.advance(local('2023-11-19T23:55:00') - TEST_EPOCH);
    app.contractEngine.catchUp();
    expect(settlementsOf(weekly)).toEqual([]);
    app.clock.advance(5 * MINUTE); // Monday 2023-11-20 00:00 +08:00
    app.contractEngine.catchUp();
    expect(settlementsOf(weekly)).toMatchObject([
      { periodEnd: local('2023-11-20T00:00:00'), validBet: 100_000, profitLoss: -80_000, rate: 1_000, amount: 8_000, status: 'PAID' },
    ]);
    expect(mainBalance(app, 'sub1')).toBe(500_000 + 8_000);

    app.clock.advance(local('2023-11-30T23:55:00') - app.clock.now());
    app.contractEngine.catchUp();
    expect(settlementsOf(monthly)).toEqual([]);
    app.clock.advance(5 * MINUTE); // 2023-12-01 00:00 +08:00
    app.contractEngine.catchUp();
    const [paid] = settlementsOf(monthly);
    expect(paid).toMatchObject({ periodEnd: local('2023-12-01T00:00:00'), profitLoss: -40_000, amount: 8_000, status: 'PAID' });
    expect(payoutRows(app, `S${paid.id}`)).toEqual([{ username: 'downline1', amount: 8_000, reason: 'contract.dividend.in' }]);
    expect(mainBalance(app, 'downline1')).toBe(downline1Before + 8_000);
  });
});
