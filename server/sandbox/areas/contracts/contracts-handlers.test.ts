import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestSandbox } from '../../test-support';
import { addAccount, callAs, snapshot } from '../../testing/members';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestSandbox({ contractTimerMs: 0 });
  // Each test writes its own contracts: the seeded demo team's ones are cleared.
  app.db.prepare('DELETE FROM contracts').run();
  // agent1 (a top agent) → sub1 (an agent) → member1 → member2; downline1..4 sit directly below agent1.
  addAccount(app, 'sub1', 1, 'agent1', 500_000);
  addAccount(app, 'member1', 1, 'sub1', 100_000);
  addAccount(app, 'member2', 0, 'member1');
});
afterEach(() => app.close());

const tier = (threshold: string, minActiveMembers: number, rate: string) => ({ threshold, minActiveMembers, rate });
const daily = (rate: string) => ({ kind: 'DAILY_SALARY', tiers: [tier('100.00', 1, rate)] });
const offer = (from: string, to: string, terms: Record<string, unknown>) =>
  callAs(app, from, 'contracts.offer', { username: to, ...terms });
const answer = (username: string, contractId: number, action: string) =>
  callAs(app, username, 'contracts.dailySalary', { contractId, action });

/** Offers `rate` daily salary from `from` to `to` and accepts it; answers the contract id. */
async function contract(from: string, to: string, rate: string): Promise<number> {
  const offered = await offer(from, to, daily(rate));
  expect(offered.success, JSON.stringify(offered)).toBe(true);
  const accepted = await answer(to, offered.value.id, 'ACCEPT');
  expect(accepted.value.status).toBe('ACTIVE');
  return offered.value.id;
}

describe('contracts.offer', () => {
  it('offers a direct downline the terms as written, waiting for its answer', async () => {
    const res = await offer('agent1', 'sub1', {
      kind: 'DIVIDEND',
      period: 'WEEKLY',
      tiers: [tier('0.00', 0, '10'), tier('5000.00', 3, '25.5')],
    });
    expect(res.value).toMatchObject({
      kind: 'DIVIDEND',
      status: 'OFFERED',
      period: 'WEEKLY',
      topRate: '25.50',
      upline: 'agent1',
      member: 'sub1',
      tiers: [tier('0.00', 0, '10.00'), tier('5000.00', 3, '25.50')],
      offeredAt: app.clock.now(),
      decidedAt: null,
    });
  });

  it.each([
    ['a kind whose module is off', 'agent1', 'sub1', daily('1.00'), 'contract.not.available', { DAILYSALCONT3: false }],
    ['a member who is not an agent', 'downline1', 'sub1', daily('1.00'), 'agent.required', {}],
    ['an account outside the team', 'agent1', 'player1', daily('1.00'), 'agent.not.in.team', {}],
    ['an unknown account', 'agent1', 'nobody', daily('1.00'), 'agent.not.in.team', {}],
    ['a member below a direct downline', 'agent1', 'member1', daily('1.00'), 'agent.not.direct.downline', {}],
    [
      'thresholds that do not rise',
      'agent1',
      'sub1',
      { kind: 'DAILY_SALARY', tiers: [tier('100.00', 0, '1'), tier('100.00', 0, '2')] },
      'contract.tiers.invalid',
      {},
    ],
    [
      'active members that fall',
      'agent1',
      'sub1',
      { kind: 'DAILY_SALARY', tiers: [tier('1.00', 2, '1'), tier('2.00', 1, '2')] },
      'contract.tiers.invalid',
      {},
    ],
    [
      'rates that fall',
      'agent1',
      'sub1',
      { kind: 'DAILY_SALARY', tiers: [tier('1.00', 0, '2'), tier('2.00', 0, '1')] },
      'contract.tiers.invalid',
      {},
    ],
    ['a zero rate', 'agent1', 'sub1', daily('0.00'), 'contract.tiers.invalid', {}],
    ['a negative threshold', 'agent1', 'sub1', { kind: 'DAILY_SALARY', tiers: [tier('-1.00', 0, '1')] }, 'contract.tiers.invalid', {}],
    ['a dividend without a period', 'agent1', 'sub1', { kind: 'DIVIDEND', tiers: [tier('1.00', 0, '10')] }, 'contract.period.invalid', {}],
    ['a salary with a period', 'agent1', 'sub1', { ...daily('1.00'), period: 'WEEKLY' }, 'contract.period.invalid', {}],
    ['a top agent above the ceiling', 'agent1', 'sub1', daily('3.01'), 'contract.rate.above.upline', {}],
    ['an agent with an upline and no contract of its own', 'sub1', 'member1', daily('0.50'), 'contract.upline.has.none', {}],
  ])('refuses %s and writes nothing', async (_what, from, to, terms, code, flags) => {
    if (Object.keys(flags).length > 0) await app.inject({ method: 'POST', url: '/__dev/system', payload: { flags } });
    const before = snapshot(app);
    const res = await offer(from, to, terms);
    expect(res).toMatchObject({ success: false, errorCode: code });
    expect(snapshot(app)).toEqual(before);
  });

  it("keeps an agent below its own contract's top rate, and one offer per member and kind", async () => {
    await contract('agent1', 'sub1', '2.00');
    const before = snapshot(app);
    expect(await offer('sub1', 'member1', daily('2.01'))).toMatchObject({ errorCode: 'contract.rate.above.upline' });
    expect(snapshot(app)).toEqual(before);
    expect((await offer('sub1', 'member1', daily('2.00'))).success).toBe(true);
    const waiting = snapshot(app);
    expect(await offer('sub1', 'member1', daily('1.00'))).toMatchObject({ errorCode: 'contract.offer.pending' });
    expect(snapshot(app)).toEqual(waiting);
  });

  it('maps a racing second offer (the unique index) to contract.offer.pending', async () => {
    const [a, b] = await Promise.all([offer('agent1', 'sub1', daily('1.00')), offer('agent1', 'sub1', daily('2.00'))]);
    expect([a.success, b.success].sort()).toEqual([false, true]);
    expect([a.errorCode, b.errorCode]).toContain('contract.offer.pending');
    expect(app.db.prepare("SELECT COUNT(*) FROM contracts WHERE status = 'OFFERED'").pluck().get()).toBe(1);
  });
});

describe('the member answers (contracts.dailySalary and its kin)', () => {
  it('accepts once: the offer becomes active from now, a second acceptance is contract.state.invalid', async () => {
    const id = (await offer('agent1', 'sub1', daily('1.00'))).value.id;
    const [a, b] = await Promise.all([answer('sub1', id, 'ACCEPT'), answer('sub1', id, 'ACCEPT')]);
    expect([a.success, b.success].sort()).toEqual([false, true]);
    expect([a.errorCode, b.errorCode]).toContain('contract.state.invalid');
    expect(app.repos.contracts.byId(id)).toMatchObject({ status: 'ACTIVE', decidedAt: app.clock.now(), settledUntil: 1_699_999_800_000 });
  });

  it("refuses another member's contract, another kind's call and a closed state, changing nothing", async () => {
    const id = (await offer('agent1', 'sub1', daily('1.00'))).value.id;
    const before = snapshot(app);
    expect(await answer('downline1', id, 'ACCEPT')).toMatchObject({ errorCode: 'contract.not.found' });
    expect(await callAs(app, 'sub1', 'contracts.hourlySalary', { contractId: id, action: 'ACCEPT' })).toMatchObject({
      errorCode: 'contract.not.found',
    });
    expect(await answer('sub1', id, 'TERMINATE')).toMatchObject({ errorCode: 'contract.state.invalid' });
    expect(await answer('sub1', id, 'FINISH')).toMatchObject({ errorCode: 'contract.state.invalid' });
    expect(await answer('sub1', 999, 'ACCEPT')).toMatchObject({ errorCode: 'contract.not.found' });
    expect(snapshot(app)).toEqual(before);
    expect((await answer('sub1', id, 'REJECT')).value).toMatchObject({ status: 'REJECTED', decidedAt: app.clock.now() });
    const rejected = snapshot(app);
    expect(await answer('sub1', id, 'ACCEPT')).toMatchObject({ errorCode: 'contract.state.invalid' });
    expect(snapshot(app)).toEqual(rejected);
  });

  it('replaces the active contract when a changed offer is accepted', async () => {
    const first = await contract('agent1', 'sub1', '1.00');
    const second = await contract('agent1', 'sub1', '2.00');
    expect(app.repos.contracts.byId(first)).toMatchObject({ status: 'FINISHED', endReason: 'REPLACED', endedAt: app.clock.now() });
    expect(app.repos.contracts.byId(second)!.status).toBe('ACTIVE');
  });

  it('ends every contract below that pays more than a newly accepted lower rate', async () => {
    await contract('agent1', 'sub1', '2.00');
    const member1Id = await contract('sub1', 'member1', '1.80');
    const member2Offer = (await offer('member1', 'member2', daily('1.50'))).value.id;
    const lower = await contract('sub1', 'member1', '1.60'); // member1's own contract now pays 1.60
    expect(app.repos.contracts.byId(member1Id)).toMatchObject({ status: 'FINISHED', endReason: 'REPLACED' });
    expect(app.repos.contracts.byId(member2Offer)).toMatchObject({ status: 'OFFERED' }); // 1.50 ≤ 1.60 stays
    await contract('agent1', 'sub1', '1.20'); // sub1 drops to 1.20: member1's 1.60 and member2's 1.50 offer end
    expect(app.repos.contracts.byId(lower)).toMatchObject({ status: 'TERMINATED', endReason: 'UPLINE_RATE', endedAt: app.clock.now() });
    expect(app.repos.contracts.byId(member2Offer)).toMatchObject({ status: 'WITHDRAWN', endReason: 'UPLINE_RATE' });
  });

  it('terminates now, or finishes at the end of the current period', async () => {
    const id = await contract('agent1', 'sub1', '1.00');
    const finishing = await answer('sub1', id, 'FINISH');
    // 2023-11-15 06:13 +08:00: the contract day ends at midnight +08:00.
    expect(finishing.value).toMatchObject({ status: 'ACTIVE', endsAt: Date.parse('2023-11-16T00:00:00+08:00') });
    expect(await answer('sub1', id, 'FINISH')).toMatchObject({ errorCode: 'contract.state.invalid' });
    expect((await answer('sub1', id, 'TERMINATE')).value).toMatchObject({ status: 'TERMINATED', endReason: 'MEMBER' });
  });
});

describe("the upline's side", () => {
  it('withdraws an offer and terminates an active contract it gave; others are not found or in the wrong state', async () => {
    const offered = (await offer('agent1', 'downline1', daily('1.00'))).value.id;
    const active = await contract('agent1', 'sub1', '1.00');
    const before = snapshot(app);
    expect(await callAs(app, 'sub1', 'contracts.uplineAction', { contractId: offered, action: 'WITHDRAW' })).toMatchObject({
      errorCode: 'contract.not.found',
    });
    expect(await callAs(app, 'agent1', 'contracts.uplineAction', { contractId: active, action: 'WITHDRAW' })).toMatchObject({
      errorCode: 'contract.state.invalid',
    });
    expect(await callAs(app, 'agent1', 'contracts.uplineAction', { contractId: offered, action: 'TERMINATE' })).toMatchObject({
      errorCode: 'contract.state.invalid',
    });
    expect(snapshot(app)).toEqual(before);
    const withdrawn = await callAs(app, 'agent1', 'contracts.uplineAction', { contractId: offered, action: 'WITHDRAW' });
    expect(withdrawn.value).toMatchObject({ status: 'WITHDRAWN', endedAt: app.clock.now() });
    const ended = await callAs(app, 'agent1', 'contracts.uplineAction', { contractId: active, action: 'TERMINATE' });
    expect(ended.value).toMatchObject({ status: 'TERMINATED', endReason: 'UPLINE' });
  });

  it('lists the contracts given, filtered and paged, with the active and offered totals', async () => {
    await contract('agent1', 'sub1', '1.00');
    await offer('agent1', 'downline1', daily('1.00'));
    await offer('agent1', 'downline2', { kind: 'DIVIDEND', period: 'MONTHLY', tiers: [tier('0.00', 0, '20')] });
    const all = await callAs(app, 'agent1', 'contracts.given', { pageNo: 1, pageSize: 2 });
    expect(all.value).toMatchObject({ pageNo: 1, pageSize: 2, totalCount: 3, totalPages: 2, totals: { active: 1, offered: 2 } });
    expect(all.value.list.map((c) => c.member)).toEqual(['downline2', 'downline1']);
    const dividends = await callAs(app, 'agent1', 'contracts.given', { kind: 'DIVIDEND' });
    expect(dividends.value.list.map((c) => c.member)).toEqual(['downline2']);
    const byName = await callAs(app, 'agent1', 'contracts.given', { username: 'SUB1', status: 'ACTIVE' });
    expect(byName.value.totalCount).toBe(1);
    expect((await callAs(app, 'agent1', 'contracts.given', { username: 'nobody' })).value.totalCount).toBe(0);
  });
});

describe('contracts.mine', () => {
  it('shows offers first, then active, then ended ones, with the ceiling of each kind', async () => {
    const ended = await contract('agent1', 'sub1', '0.50');
    await answer('sub1', ended, 'TERMINATE');
    const active = await contract('agent1', 'sub1', '1.25');
    const waiting = (await offer('agent1', 'sub1', { kind: 'DIVIDEND', period: 'WEEKLY', tiers: [tier('0.00', 0, '30')] })).value.id;
    const mine = await callAs(app, 'sub1', 'contracts.mine');
    expect(mine.value.contracts.map((c) => c.id)).toEqual([waiting, active, ended]);
    expect(mine.value.ceilings).toEqual({ DAILY_SALARY: '1.25', HOURLY_SALARY: '0.00', REALTIME_SALARY: '0.00', DIVIDEND: '0.00' });
    expect((await callAs(app, 'agent1', 'contracts.mine')).value.ceilings).toEqual({
      DAILY_SALARY: '3.00',
      HOURLY_SALARY: '3.00',
      REALTIME_SALARY: '3.00',
      DIVIDEND: '60.00',
    });
    expect((await callAs(app, 'player1', 'contracts.mine')).value.ceilings.DAILY_SALARY).toBe('0.00');
  });
});

describe('cashier.consolidated', () => {
  it('answers each kind 0 with nothing, 1 while an offer waits, 2 with an active contract', async () => {
    const states = async () => {
      const { value } = await callAs(app, 'sub1', 'cashier.consolidated');
      return [value.dailysalreqtype, value.divtypereq, value.contracthoursalreq, value.realtimesalreqtype];
    };
    expect(await states()).toEqual([0, 0, 0, 0]);
    await contract('agent1', 'sub1', '1.00');
    await offer('agent1', 'sub1', { kind: 'REALTIME_SALARY', tiers: [tier('0.00', 0, '0.1')] });
    expect(await states()).toEqual([2, 0, 0, 1]);
    await offer('agent1', 'sub1', daily('2.00'));
    expect(await states()).toEqual([1, 0, 0, 1]);
  });
});
