import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { EndpointKey } from '../../../../shared/api/catalogue';
import {
  PROTECTION_COOLING_OFF_MS,
  ProtectionError,
  type LimitKind,
  type LimitPeriod,
  type ProtectionEvent,
  type ProtectionState,
} from '../../../../shared/domains/protection/schemas';
import { buildTestSandbox, encryptedInject, expectCatalogueAnswer, signIn, TEST_EPOCH } from '../../test-support';
import { callAs, ledgerState } from '../../testing/wallets';
import { settleDeposit } from '../cashier';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** TEST_EPOCH is 2023-11-15 06:13:20 in Manila; the next platform midnight is 2023-11-15T16:00:00Z. */
const NEXT_MIDNIGHT = Date.parse('2023-11-15T16:00:00Z');

let app: FastifyInstance;
let token: string;
beforeEach(async () => {
  app = await buildTestSandbox();
  token = await signIn(app, 'player1', 'Play1234');
});
afterEach(() => app.close());

const call = (key: EndpointKey, payload: Record<string, unknown> = {}, auth = token) => callAs(app, auth, key, payload);
const advance = (ms: number) => app.clock.advance(ms);
/** Moves the clock past a session's two idle hours and signs in again. */
async function later(ms: number) {
  advance(ms);
  token = await signIn(app, 'player1', 'Play1234');
}

async function state(auth = token): Promise<ProtectionState> {
  const res = await call('protection.state', {}, auth);
  expectCatalogueAnswer('protection.state', res);
  return res.json().value;
}
const limitOf = (s: ProtectionState, kind: LimitKind, period: LimitPeriod) => s.limits.find((l) => l.kind === kind && l.period === period)!;

async function setLimit(kind: string, period: string, amount: unknown) {
  const res = await call('protection.setLimit', { kind, period, amount });
  if (res.json().success) expectCatalogueAnswer('protection.setLimit', res);
  return res;
}

async function history(pageNo = 1, pageSize = 20): Promise<{ list: ProtectionEvent[]; totalCount: number; totalPages: number }> {
  const res = await call('protection.history', { pageNo, pageSize });
  expectCatalogueAnswer('protection.history', res);
  return res.json().value;
}

const GCASH = { vendorId: 302, mcsBankCode: 'GCASH', bankCode: 'GCASH', bankType: 'EWALLET' };
let requests = 0;
const deposit = (amount: string) =>
  call('cashier.depositByLaunchUrl', { ...GCASH, amount, requestId: `dep-prot${String(++requests).padStart(4, '0')}` });
/** Money text of whole cents, as the wire writes it. */
const money = (cents: number) => (cents / 100).toFixed(2);
/** What the seed has already deposited today, week and month (player1's seeded orders of today). */
async function seeded(period: LimitPeriod): Promise<number> {
  return Math.round(Number(limitOf(await state(), 'deposit', period).used) * 100);
}
const orderCount = () => app.db.prepare('SELECT COUNT(*) FROM deposit_orders').pluck().get() as number;

describe('protection.state', () => {
  it('answers all nine limits with their windows on the platform day, the defaults and the session', async () => {
    const s = await state();
    expect(s.limits.map((l) => `${l.kind}/${l.period}`)).toEqual([
      'deposit/day',
      'deposit/week',
      'deposit/month',
      'loss/day',
      'loss/week',
      'loss/month',
      'wager/day',
      'wager/week',
      'wager/month',
    ]);
    expect(limitOf(s, 'deposit', 'day')).toMatchObject({
      amount: null,
      pending: null,
      windowStart: Date.parse('2023-11-14T16:00:00Z'),
      windowEnd: NEXT_MIDNIGHT,
    });
    expect(limitOf(s, 'deposit', 'week').windowStart).toBe(Date.parse('2023-11-12T16:00:00Z'));
    expect(limitOf(s, 'deposit', 'month').windowStart).toBe(Date.parse('2023-10-31T16:00:00Z'));
    expect(s).toMatchObject({
      sessionLimit: { minutes: null, pending: null },
      realityCheckMinutes: 60,
      restriction: null,
      session: { startedAt: TEST_EPOCH, net: '0.00', endsAt: null },
      serverTime: TEST_EPOCH,
    });
  });

  it('needs a session', async () => {
    const res = await call('protection.state', {}, 'not-a-token');
    expect(res.statusCode).toBe(401);
  });
});

describe('deposit limits', () => {
  it('refuses a deposit past the daily limit (pending orders count) and accepts it after the next platform midnight', async () => {
    const base = await seeded('day');
    const limit = money(base + 100_000);
    expect((await setLimit('deposit', 'day', limit)).json().value.limits[0]).toMatchObject({ amount: limit, pending: null });
    const first = await deposit('600');
    expect(first.json().success).toBe(true);
    expect(limitOf(await state(), 'deposit', 'day').used).toBe(money(base + 60_000));

    const orders = orderCount();
    const ledger = ledgerState(app, 'player1');
    const refused = await deposit('500');
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({
      success: false,
      errorCode: ProtectionError.depositLimit,
      value: { kind: 'deposit', period: 'day', amount: limit, used: money(base + 60_000), remaining: '400.00', windowEnd: NEXT_MIDNIGHT },
    });
    expect(orderCount()).toBe(orders);
    expect(ledgerState(app, 'player1')).toEqual(ledger);
    // Exactly the remainder still fits.
    expect((await deposit('400')).json().success).toBe(true);

    await later(NEXT_MIDNIGHT - app.clock.now());
    expect(limitOf(await state(), 'deposit', 'day').used).toBe('0.00');
    const next = await deposit('500');
    expect(next.json().success).toBe(true);
    const weekPending = limitOf(await state(), 'deposit', 'week').used;
    // Credited, the accepted order moves the money through the ledger.
    settleDeposit(app, next.json().value.orderId, 'CREDITED', 'DESK');
    const after = ledgerState(app, 'player1');
    expect(after.consistent).toBe(true);
    expect(after.wallets.find((w) => w.walletType === 2)!.balance).toBe(ledger.wallets.find((w) => w.walletType === 2)!.balance + 50_000);
    expect(after.rows).toBe(ledger.rows + 1);
    // Pending or credited, the order counts the same in the week's usage.
    expect(limitOf(await state(), 'deposit', 'week').used).toBe(weekPending);

    const refusal = (await history()).list.find((e) => e.event === 'refused');
    expect(refusal).toMatchObject({ subject: 'deposit', period: 'day', from: limit, to: '500.00' });
  });

  it('makes a raise wait 24 hours: the old limit refuses meanwhile, confirmation is refused early and works after', async () => {
    const old = money((await seeded('day')) + 100_000);
    const raised = money((await seeded('day')) + 500_000);
    await setLimit('deposit', 'day', old);
    const res = await setLimit('deposit', 'day', raised);
    expect(limitOf(res.json().value, 'deposit', 'day')).toEqual(
      expect.objectContaining({
        amount: old,
        pending: { amount: raised, requestedAt: TEST_EPOCH, effectiveAt: TEST_EPOCH + PROTECTION_COOLING_OFF_MS },
      }),
    );
    // The raised limit used before its 24 hours: refused by the limit in force.
    const early = await deposit('1500');
    expect(early.json()).toMatchObject({ success: false, errorCode: ProtectionError.depositLimit, value: { amount: old } });

    const tooSoon = await call('protection.confirmLimit', { kind: 'deposit', period: 'day' });
    expect(tooSoon.json()).toMatchObject({ success: false, errorCode: ProtectionError.pendingNotDue });
    expect(limitOf(await state(), 'deposit', 'day').amount).toBe(old);

    await later(PROTECTION_COOLING_OFF_MS);
    const confirmed = await call('protection.confirmLimit', { kind: 'deposit', period: 'day' });
    expectCatalogueAnswer('protection.confirmLimit', confirmed);
    expect(limitOf(confirmed.json().value, 'deposit', 'day')).toMatchObject({ amount: raised, pending: null });
    expect((await deposit('1500')).json().success).toBe(true);

    const events = (await history()).list.map((e) => e.event);
    expect(events.slice(0, 4)).toEqual(['limit.raise.confirmed', 'refused', 'limit.raise.requested', 'limit.set']);
  });

  it('applies a lower limit at once and drops the pending raise; a removal waits too; a pending change can be withdrawn', async () => {
    await setLimit('deposit', 'week', '3000');
    await setLimit('deposit', 'week', '9000');
    const lowered = (await setLimit('deposit', 'week', '2000')).json().value;
    expect(limitOf(lowered, 'deposit', 'week')).toMatchObject({ amount: '2000.00', pending: null });

    const removal = (await setLimit('deposit', 'week', null)).json().value;
    expect(limitOf(removal, 'deposit', 'week')).toMatchObject({ amount: '2000.00', pending: { amount: null } });
    const withdrawn = await call('protection.cancelPending', { kind: 'deposit', period: 'week' });
    expectCatalogueAnswer('protection.cancelPending', withdrawn);
    expect(limitOf(withdrawn.json().value, 'deposit', 'week')).toMatchObject({ amount: '2000.00', pending: null });
    expect((await call('protection.cancelPending', { kind: 'deposit', period: 'week' })).json()).toMatchObject({
      success: false,
      errorCode: ProtectionError.noPending,
    });

    await setLimit('deposit', 'week', null);
    await later(PROTECTION_COOLING_OFF_MS + 1);
    const removed = (await call('protection.confirmLimit', { kind: 'deposit', period: 'week' })).json().value;
    expect(limitOf(removed, 'deposit', 'week')).toMatchObject({ amount: null, pending: null });
    expect((await history()).list.map((e) => e.event)).toEqual([
      'limit.raise.confirmed',
      'limit.raise.requested',
      'limit.raise.cancelled',
      'limit.raise.requested',
      'limit.lowered',
      'limit.raise.requested',
      'limit.set',
    ]);
  });
});

describe('bad input changes nothing', () => {
  it('answers 400 request_param_err to a bad amount, kind, period, minutes or duration', async () => {
    await setLimit('deposit', 'day', '1000');
    const before = await history();
    for (const [kind, period, amount] of [
      ['deposit', 'day', 'abc'],
      ['deposit', 'day', '-5'],
      ['deposit', 'day', '0'],
      ['deposit', 'day', '1.234'],
      ['deposit', 'day', '99999999999999'],
      ['deposit', 'day', '1'.repeat(40)],
      ['deposit', 'day', 12],
      ['bonus', 'day', '10'],
      ['deposit', 'year', '10'],
    ] as const) {
      const res = await setLimit(kind, period, amount);
      expect(res.statusCode, `${kind} ${period} ${amount}`).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
    }
    for (const [key, payload] of [
      ['protection.setSessionLimit', { minutes: 5 }],
      ['protection.setSessionLimit', { minutes: 'ten' }],
      ['protection.setRealityCheck', { minutes: 7 }],
      ['protection.startRestriction', { kind: 'break', duration: '6m' }],
      ['protection.startRestriction', { kind: 'exclusion' }],
      ['protection.startRestriction', { kind: 'stopNow', duration: '7d' }],
      ['protection.startRestriction', { kind: 'holiday', duration: '7d' }],
      ['protection.confirmLimit', { kind: 'deposit' }],
      ['protection.setLimit', { kind: 'loss', period: 'day', amount: null }],
    ] as const) {
      const res = await call(key, payload);
      expect(res.statusCode, `${key} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json().errorCode).toBe('request_param_err');
    }
    expect(await history()).toEqual(before);
    expect(limitOf(await state(), 'deposit', 'day').amount).toBe('1000.00');
    expect((await state()).restriction).toBeNull();
  });
});

describe('stop now', () => {
  it('signs the player out and refuses sign-in with the restriction until 24 hours pass', async () => {
    const res = await call('protection.startRestriction', { kind: 'stopNow' });
    expectCatalogueAnswer('protection.startRestriction', res);
    const restriction = res.json().value;
    expect(restriction).toEqual({
      kind: 'stopNow',
      duration: '24h',
      startedAt: TEST_EPOCH,
      endsAt: TEST_EPOCH + DAY,
      cancellableFrom: null,
    });

    expect((await call('protection.state')).statusCode).toBe(401);
    expect((await call('cashier.balance')).statusCode).toBe(401);

    const login = () => encryptedInject(app, 'identity.login', { username: 'player1', password: 'Play1234', type: 'username' });
    const refused = await login();
    expect(refused.json()).toMatchObject({ success: false, errorCode: ProtectionError.restricted, value: restriction });
    expect(refused.json().message).toContain(new Date(TEST_EPOCH + DAY).toISOString());
    // A wrong password learns nothing about the restriction.
    const wrong = await encryptedInject(app, 'identity.login', { username: 'player1', password: 'Wrong1234', type: 'username' });
    expect(wrong.json().errorCode).toBe('incorrect.username.or.password');

    advance(DAY - 1);
    expect((await login()).json().errorCode).toBe(ProtectionError.restricted);
    advance(1);
    const back = await login();
    expect(back.json().success).toBe(true);
    expect((await state(back.json().value.token)).restriction).toBeNull();
  });
});

describe('breaks and self-exclusion', () => {
  it('keeps the session during a break, refuses deposits and new sign-ins, and accepts a withdrawal', async () => {
    const started = await call('protection.startRestriction', { kind: 'break', duration: '7d' });
    expect(started.json().value).toMatchObject({ kind: 'break', duration: '7d', endsAt: TEST_EPOCH + 7 * DAY, cancellableFrom: null });
    expect((await state()).restriction).toMatchObject({ kind: 'break' });

    const orders = orderCount();
    const refusedDeposit = await deposit('500');
    expect(refusedDeposit.json()).toMatchObject({ success: false, errorCode: ProtectionError.restricted, value: { kind: 'break' } });
    expect(orderCount()).toBe(orders);

    const before = ledgerState(app, 'player1');
    const cards = (await call('cashier.bankCards')).json().value;
    const withdrawal = await encryptedInject(
      app,
      'cashier.withdraw',
      { amount: '1000', bankCardId: cards[0].id, password: '123456' },
      { authorization: token },
    );
    expect(withdrawal.json().success).toBe(true);
    const after = ledgerState(app, 'player1');
    expect(after.consistent).toBe(true);
    // The amount and the platform's fee of 15.00 leave the main wallet.
    expect(after.wallets.find((w) => w.walletType === 2)!.balance).toBe(
      before.wallets.find((w) => w.walletType === 2)!.balance - 100_000 - 1_500,
    );
    expect(after.rows).toBe(before.rows + 2);

    const again = await call('protection.startRestriction', { kind: 'break', duration: '24h' });
    expect(again.json()).toMatchObject({ success: false, errorCode: ProtectionError.alreadyRestricted });
    const end = await encryptedInject(app, 'protection.endExclusion', { username: 'player1', password: 'Play1234' });
    expect(end.json()).toMatchObject({ success: false, errorCode: ProtectionError.exclusionLocked });
  });

  it('lets a longer self-exclusion replace a break, never the other way round', async () => {
    await call('protection.startRestriction', { kind: 'break', duration: '24h' });
    const exclusion = await call('protection.startRestriction', { kind: 'exclusion', duration: '5y' });
    expect(exclusion.json().value).toMatchObject({
      kind: 'exclusion',
      duration: '5y',
      endsAt: Date.parse('2028-11-14T22:13:20Z'),
      cancellableFrom: Date.parse('2024-05-14T22:13:20Z'),
    });
    expect((await call('protection.startRestriction', { kind: 'break', duration: '30d' })).json().errorCode).toBe(
      ProtectionError.alreadyRestricted,
    );
    expect((await history()).list.map((e) => `${e.event} ${e.subject}`).slice(0, 3)).toEqual([
      'restriction.started exclusion',
      'restriction.ended break',
      'restriction.started break',
    ]);
  });

  it('refuses to end a self-exclusion inside its first 6 months and ends a 1-year one after them', async () => {
    const res = await call('protection.startRestriction', { kind: 'exclusion', duration: '1y' });
    const exclusion = res.json().value;
    expect(exclusion).toMatchObject({ endsAt: Date.parse('2024-11-14T22:13:20Z'), cancellableFrom: Date.parse('2024-05-14T22:13:20Z') });
    const end = (password = 'Play1234') => encryptedInject(app, 'protection.endExclusion', { username: 'player1', password });
    const login = () => encryptedInject(app, 'identity.login', { username: 'player1', password: 'Play1234', type: 'username' });

    advance(exclusion.cancellableFrom - TEST_EPOCH - 1);
    const locked = await end();
    expect(locked.json()).toMatchObject({ success: false, errorCode: ProtectionError.exclusionLocked, value: exclusion });
    expect((await login()).json()).toMatchObject({ errorCode: ProtectionError.restricted, value: exclusion });

    advance(1);
    expect((await end('Wrong1234')).json().errorCode).toBe('incorrect.username.or.password');
    const ended = await end();
    expectCatalogueAnswer('protection.endExclusion', ended);
    expect(ended.json()).toMatchObject({ success: true, value: null });
    const back = await login();
    expect(back.json().success).toBe(true);
    const s = await state(back.json().value.token);
    expect(s.restriction).toBeNull();
    expect((await end()).json().errorCode).toBe(ProtectionError.notRestricted);
  });

  it('never ends a 6-month self-exclusion early', async () => {
    const exclusion = (await call('protection.startRestriction', { kind: 'exclusion', duration: '6m' })).json().value;
    expect(exclusion).toMatchObject({ endsAt: Date.parse('2024-05-14T22:13:20Z'), cancellableFrom: null });
    advance(exclusion.endsAt - TEST_EPOCH - HOUR);
    const end = await encryptedInject(app, 'protection.endExclusion', { username: 'player1', password: 'Play1234' });
    expect(end.json().errorCode).toBe(ProtectionError.exclusionLocked);
    advance(HOUR);
    expect((await signIn(app, 'player1', 'Play1234')).length).toBeGreaterThan(0);
  });
});

describe('session limit and reality check', () => {
  it('ends the session when its minutes are up: the token stops working, saying why', async () => {
    const set = await call('protection.setSessionLimit', { minutes: 30 });
    expectCatalogueAnswer('protection.setSessionLimit', set);
    expect(set.json().value).toMatchObject({ sessionLimit: { minutes: 30, pending: null }, session: { endsAt: TEST_EPOCH + 30 * 60_000 } });
    // A longer limit waits like any raise.
    const longer = (await call('protection.setSessionLimit', { minutes: 120 })).json().value;
    expect(longer.sessionLimit).toMatchObject({
      minutes: 30,
      pending: { minutes: 120, effectiveAt: TEST_EPOCH + PROTECTION_COOLING_OFF_MS },
    });
    expect((await call('protection.confirmLimit', { kind: 'session' })).json().errorCode).toBe(ProtectionError.pendingNotDue);

    advance(30 * 60_000 - 1);
    expect((await call('cashier.balance')).statusCode).toBe(200);
    advance(1);
    const ended = await call('cashier.balance');
    expect(ended.statusCode).toBe(401);
    expect(ended.json().message).toMatch(/session time limit/);
    // A new sign-in is a new session with its own 30 minutes.
    const next = await signIn(app, 'player1', 'Play1234');
    expect((await state(next)).session).toMatchObject({ startedAt: app.clock.now(), endsAt: app.clock.now() + 30 * 60_000 });
  });

  it('stores the reality check interval and writes the change to the history', async () => {
    const res = await call('protection.setRealityCheck', { minutes: 30 });
    expectCatalogueAnswer('protection.setRealityCheck', res);
    expect(res.json().value.realityCheckMinutes).toBe(30);
    expect((await history()).list[0]).toMatchObject({ event: 'realityCheck.set', subject: 'realityCheck', from: '60', to: '30' });
  });
});

describe('protection.history', () => {
  it('pages the events newest first', async () => {
    for (const amount of ['900', '800', '700', '600', '500']) await setLimit('wager', 'month', amount);
    const first = await history(1, 2);
    expect(first).toMatchObject({ totalCount: 5, totalPages: 3 });
    expect(first.list.map((e) => e.to)).toEqual(['500.00', '600.00']);
    expect((await history(3, 2)).list).toEqual([
      expect.objectContaining({ event: 'limit.set', subject: 'wager', period: 'month', to: '900.00' }),
    ]);
    expect((await call('protection.history', { pageNo: 0 })).statusCode).toBe(400);
  });
});
