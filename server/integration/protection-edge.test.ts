import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogue, type EndpointKey } from '../../shared/api/catalogue';
import {
  PROTECTION_COOLING_OFF_MS,
  ProtectionError,
  type LimitKind,
  type LimitPeriod,
  type ProtectionEvent,
  type ProtectionState,
} from '../../shared/domains/protection/schemas';
import type { PopularLottery } from '../../shared/domains/lottery/schemas';
import { testGateway } from '../gateway/test-support/gateway';
import { edgeEngines } from '../gateway/test-support/postgres';
import { freshSchema } from '../gateway/edge/test-support';
import { openEdgeStore, type EdgeStore } from '../gateway/edge/store';
import { settleDeposit } from '../sandbox/areas/cashier';
import { buildTestSandbox, encryptedInject, expectCatalogueAnswer, signIn, TEST_EPOCH } from '../sandbox/test-support';
import { callAs, ledgerState } from '../sandbox/testing/wallets';

/**
 * Player protection as a browser meets it: the real gateway, with its edge store on each engine, in
 * front of the real sandbox, which keeps no protection of its own (a platform has none). The gateway
 * reads the sandbox's clock, so moving it moves both.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** TEST_EPOCH is 2023-11-15 06:13:20 in Manila; the next platform midnight is 2023-11-15T16:00:00Z. */
const NEXT_MIDNIGHT = Date.parse('2023-11-15T16:00:00Z');
const GCASH = { vendorId: 302, mcsBankCode: 'GCASH', bankCode: 'GCASH', bankType: 'EWALLET' };
const LAUNCH = { accountType: 1, confirmTrans: 0, launchMode: 'GLS', platform: 'html5-desktop', clientType: 3, language: 'EN' };

describe.each(edgeEngines())('player protection at the edge over the sandbox, on $engine', ({ databaseUrl }) => {
  let sandbox: FastifyInstance;
  let gateway: FastifyInstance;
  let store: EdgeStore;
  let token: string;

  beforeEach(async () => {
    sandbox = await buildTestSandbox();
    // The account record is the platform's MEMTRANS3 module: on, so the deposit limit reads it.
    await sandbox.inject({ method: 'POST', url: '/__dev/system', payload: { flags: { MEMTRANS3: true } } });
    await sandbox.listen({ port: 0, host: '127.0.0.1' });
    const { port } = sandbox.server.address() as { port: number };
    store = await openEdgeStore({ databaseUrl: databaseUrl && (await freshSchema(databaseUrl)) });
    gateway = await testGateway(`http://127.0.0.1:${port}`, {
      edgeStore: store,
      now: () => sandbox.clock.now(),
      requestCeiling: { enabled: false },
      throttles: { loginPerClient: 0 },
    });
    token = await signIn(gateway, 'player1', 'Play1234');
  });
  afterEach(async () => {
    await gateway?.close();
    await sandbox?.close();
  });

  const call = (key: EndpointKey, payload: Record<string, unknown> = {}, auth = token) => callAs(gateway, auth, key, payload);
  const advance = (ms: number) => sandbox.clock.advance(ms);
  /** Moves the clock past a session's two idle hours and signs in again. */
  async function later(ms: number) {
    advance(ms);
    token = await signIn(gateway, 'player1', 'Play1234');
  }
  const login = (password = 'Play1234') => encryptedInject(gateway, 'identity.login', { username: 'player1', password, type: 'username' });
  const end = (password = 'Play1234') => encryptedInject(gateway, 'protection.endExclusion', { username: 'player1', password });

  async function state(auth = token): Promise<ProtectionState> {
    const res = await call('protection.state', {}, auth);
    expectCatalogueAnswer('protection.state', res);
    return res.json().value;
  }
  const limitOf = (s: ProtectionState, kind: LimitKind, period: LimitPeriod) =>
    s.limits.find((l) => l.kind === kind && l.period === period)!;

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

  let requests = 0;
  const deposit = (amount: string) =>
    call('cashier.depositByLaunchUrl', { ...GCASH, amount, requestId: `dep-edge${String(++requests).padStart(4, '0')}` });
  const money = (cents: number) => (cents / 100).toFixed(2);
  const usedOf = async (kind: LimitKind, period: LimitPeriod) => Math.round(Number(limitOf(await state(), kind, period).used) * 100);
  const orderCount = () => sandbox.db.prepare('SELECT COUNT(*) FROM deposit_orders').pluck().get() as number;
  const mainBalance = () => ledgerState(sandbox, 'player1').wallets.find((w) => w.walletType === 2)!.balance;

  /** The lottery client's bet on the open issue of a 5-minute game: every digit once, ₱10, which always wins ₱9.60 back. */
  async function lotteryBet() {
    const games = (await gateway.inject({ url: '/lgw/games/popular?count=100' })).json() as PopularLottery[];
    const game = games.find((g) => g.gameCode === 'TCG5MLOTTO')!;
    const last = game.lastIssue!;
    const issue = `${last.slice(0, 9)}${String(Number(last.slice(9)) + 1).padStart(4, '0')}`;
    const payload = {
      gameId: game.gameId,
      currentNumero: issue,
      winningStop: false,
      abandoning: false,
      betCartAmountSum: '10.0000',
      chase: false,
      device: 'WEB',
      orderType: 1,
      quickChase: false,
      prizeModeId: 1,
      bettingSlipString: '0123456789~1~101~1~1920~1',
    };
    const res = await gateway.inject({ method: 'POST', url: '/lgw/orders/betting', headers: { authorization: token }, payload });
    return { res, drawIn: game.nextDrawTime - sandbox.clock.now() };
  }
  const slotNode = () =>
    sandbox.db
      .prepare("SELECT node_id FROM games WHERE vassalage = 'JL' AND game_type = 'RNG' AND min_bet <= 1 ORDER BY node_id LIMIT 1")
      .pluck()
      .get() as number;
  const launch = () => call('games.launch', { ...LAUNCH, nodeId: slotNode() });

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
        session: { startedAt: TEST_EPOCH, endsAt: null },
        serverTime: TEST_EPOCH,
      });
    });

    it('needs a session, and is never forwarded to the platform', async () => {
      const res = await call('protection.state', {}, 'not-a-token');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'login.not.session' });
      // The sandbox, a platform, has no such call.
      expect((await sandbox.inject({ url: catalogue['protection.state'].path, headers: { authorization: token } })).statusCode).toBe(404);
    });
  });

  describe('deposit limits', () => {
    it('refuses a deposit past the daily limit (pending orders count) and accepts it after the next platform midnight', async () => {
      const base = await usedOf('deposit', 'day');
      const limit = money(base + 100_000);
      expect((await setLimit('deposit', 'day', limit)).json().value.limits[0]).toMatchObject({ amount: limit, pending: null });
      expect((await deposit('600')).json().success).toBe(true);
      expect(limitOf(await state(), 'deposit', 'day').used).toBe(money(base + 60_000));

      const orders = orderCount();
      const ledger = ledgerState(sandbox, 'player1');
      const refused = await deposit('500');
      expect(refused.statusCode).toBe(200);
      expect(refused.json()).toMatchObject({
        success: false,
        errorCode: ProtectionError.depositLimit,
        value: { kind: 'deposit', period: 'day', amount: limit, used: money(base + 60_000), remaining: '400.00', windowEnd: NEXT_MIDNIGHT },
      });
      expect(orderCount()).toBe(orders);
      expect(ledgerState(sandbox, 'player1')).toEqual(ledger);
      // Exactly the remainder still fits.
      expect((await deposit('400')).json().success).toBe(true);

      await later(NEXT_MIDNIGHT - sandbox.clock.now());
      expect(limitOf(await state(), 'deposit', 'day').used).toBe('0.00');
      const next = await deposit('500');
      expect(next.json().success).toBe(true);
      const weekPending = limitOf(await state(), 'deposit', 'week').used;
      // Credited, the order is in the platform's account record, and counts the same, once.
      settleDeposit(sandbox, next.json().value.orderId, 'CREDITED', 'DESK');
      expect(limitOf(await state(), 'deposit', 'week').used).toBe(weekPending);
      expect(ledgerState(sandbox, 'player1').consistent).toBe(true);

      const refusal = (await history()).list.find((e) => e.event === 'refused');
      expect(refusal).toMatchObject({ subject: 'deposit', period: 'day', from: limit, to: '500.00' });
    });

    it('makes a raise wait 24 hours: the old limit refuses meanwhile, confirmation is refused early and works after', async () => {
      const base = await usedOf('deposit', 'day');
      const old = money(base + 100_000);
      const raised = money(base + 500_000);
      await setLimit('deposit', 'day', old);
      const res = await setLimit('deposit', 'day', raised);
      expect(limitOf(res.json().value, 'deposit', 'day')).toEqual(
        expect.objectContaining({
          amount: old,
          pending: { amount: raised, requestedAt: TEST_EPOCH, effectiveAt: TEST_EPOCH + PROTECTION_COOLING_OFF_MS },
        }),
      );
      const early = await deposit('1500');
      expect(early.json()).toMatchObject({ success: false, errorCode: ProtectionError.depositLimit, value: { amount: old } });
      const tooSoon = await call('protection.confirmLimit', { kind: 'deposit', period: 'day' });
      expect(tooSoon.json()).toMatchObject({ success: false, errorCode: ProtectionError.pendingNotDue });

      await later(PROTECTION_COOLING_OFF_MS);
      const confirmed = await call('protection.confirmLimit', { kind: 'deposit', period: 'day' });
      expectCatalogueAnswer('protection.confirmLimit', confirmed);
      expect(limitOf(confirmed.json().value, 'deposit', 'day')).toMatchObject({ amount: raised, pending: null });
      expect((await deposit('1500')).json().success).toBe(true);
      expect((await history()).list.map((e) => e.event).slice(0, 4)).toEqual([
        'limit.raise.confirmed',
        'refused',
        'limit.raise.requested',
        'limit.set',
      ]);
    });

    it('applies a lower limit at once and drops the pending raise; a removal waits too; a pending change can be withdrawn', async () => {
      await setLimit('deposit', 'week', '3000');
      await setLimit('deposit', 'week', '9000');
      expect(limitOf((await setLimit('deposit', 'week', '2000')).json().value, 'deposit', 'week')).toMatchObject({
        amount: '2000.00',
        pending: null,
      });
      expect(limitOf((await setLimit('deposit', 'week', null)).json().value, 'deposit', 'week')).toMatchObject({
        amount: '2000.00',
        pending: { amount: null },
      });
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
    it('ends the session at the platform and refuses sign-in with the restriction until 24 hours pass', async () => {
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
      const balance = await call('cashier.balance');
      expect(balance.statusCode).toBe(401);
      // Logged out at the platform itself, not only at the edge.
      expect((await callAs(sandbox, token, 'cashier.balance')).statusCode).toBe(401);

      const sessionsBefore = sandbox.db.prepare('SELECT COUNT(*) FROM sessions').pluck().get();
      const refused = await login();
      expect(refused.json()).toMatchObject({ success: false, errorCode: ProtectionError.restricted, value: restriction });
      expect(refused.json().message).toContain(new Date(TEST_EPOCH + DAY).toISOString());
      expect(refused.json().value).not.toHaveProperty('token');
      // The session the platform opened for that sign-in was ended at once.
      expect(sandbox.db.prepare('SELECT COUNT(*) FROM sessions').pluck().get()).toBe(sessionsBefore);
      // A wrong password learns nothing about the restriction.
      expect((await login('Wrong1234')).json().errorCode).toBe('incorrect.username.or.password');

      advance(DAY - 1);
      expect((await login()).json().errorCode).toBe(ProtectionError.restricted);
      advance(1);
      const back = await login();
      expect(back.json().success).toBe(true);
      expect((await state(back.json().value.token)).restriction).toBeNull();
    });
  });

  describe('breaks and self-exclusion', () => {
    it('keeps the session during a break, refuses deposits, launches, orders and new sign-ins, and accepts a withdrawal', async () => {
      const started = await call('protection.startRestriction', { kind: 'break', duration: '7d' });
      expect(started.json().value).toMatchObject({ kind: 'break', duration: '7d', endsAt: TEST_EPOCH + 7 * DAY, cancellableFrom: null });
      expect((await state()).restriction).toMatchObject({ kind: 'break' });

      const orders = orderCount();
      expect((await deposit('500')).json()).toMatchObject({
        success: false,
        errorCode: ProtectionError.restricted,
        value: { kind: 'break' },
      });
      expect(orderCount()).toBe(orders);
      expect((await launch()).json()).toMatchObject({ success: false, errorCode: ProtectionError.restricted });
      const before = ledgerState(sandbox, 'player1');
      expect((await lotteryBet()).res.json()).toMatchObject({ success: false, errorCode: ProtectionError.restricted });
      expect(ledgerState(sandbox, 'player1')).toEqual(before);

      const cards = (await call('cashier.bankCards')).json().data;
      const withdrawal = await encryptedInject(
        gateway,
        'cashier.withdraw',
        { amount: '1000', bankCardId: cards[0].id, password: '123456' },
        { authorization: token },
      );
      expect(withdrawal.json().success).toBe(true);
      expect(mainBalance()).toBe(before.wallets.find((w) => w.walletType === 2)!.balance - 100_000 - 1_500);

      expect((await call('protection.startRestriction', { kind: 'break', duration: '24h' })).json()).toMatchObject({
        success: false,
        errorCode: ProtectionError.alreadyRestricted,
      });
      expect((await end()).json()).toMatchObject({ success: false, errorCode: ProtectionError.exclusionLocked });

      // After the break, everything passes again.
      await later(7 * DAY);
      expect((await deposit('500')).json().success).toBe(true);
      expect((await launch()).json().success).toBe(true);
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

    it('ends a 1-year self-exclusion after its first 6 months by a sign-in the platform accepts, leaving no session open', async () => {
      const exclusion = (await call('protection.startRestriction', { kind: 'exclusion', duration: '1y' })).json().value;
      expect(exclusion).toMatchObject({ endsAt: Date.parse('2024-11-14T22:13:20Z'), cancellableFrom: Date.parse('2024-05-14T22:13:20Z') });

      advance(exclusion.cancellableFrom - TEST_EPOCH - 1);
      const locked = await end();
      expect(locked.json()).toMatchObject({ success: false, errorCode: ProtectionError.exclusionLocked, value: exclusion });
      expect((await login()).json()).toMatchObject({ errorCode: ProtectionError.restricted, value: exclusion });

      advance(1);
      expect((await end('Wrong1234')).json().errorCode).toBe('incorrect.username.or.password');
      const sessionsBefore = sandbox.db.prepare('SELECT COUNT(*) FROM sessions WHERE expires_at > ?').pluck().get(sandbox.clock.now());
      const ended = await end();
      expectCatalogueAnswer('protection.endExclusion', ended);
      expect(ended.json()).toMatchObject({ success: true, value: null });
      // The sign-in that proved ownership was logged out again.
      expect(sandbox.db.prepare('SELECT COUNT(*) FROM sessions WHERE expires_at > ?').pluck().get(sandbox.clock.now())).toBeLessThanOrEqual(
        sessionsBefore as number,
      );
      const back = await login();
      expect(back.json().success).toBe(true);
      expect((await state(back.json().value.token)).restriction).toBeNull();
      expect((await end()).json().errorCode).toBe(ProtectionError.notRestricted);
    });

    it('never ends a 6-month self-exclusion early', async () => {
      const exclusion = (await call('protection.startRestriction', { kind: 'exclusion', duration: '6m' })).json().value;
      expect(exclusion).toMatchObject({ endsAt: Date.parse('2024-05-14T22:13:20Z'), cancellableFrom: null });
      advance(exclusion.endsAt - TEST_EPOCH - HOUR);
      expect((await end()).json().errorCode).toBe(ProtectionError.exclusionLocked);
      advance(HOUR);
      expect((await signIn(gateway, 'player1', 'Play1234')).length).toBeGreaterThan(0);
    });
  });

  describe('loss and wager limits on orders and launches', () => {
    it('counts wins against the loss limit, and an open lottery stake as lost until it draws', async () => {
      await call('protection.setLimit', { kind: 'loss', period: 'day', amount: '15' });
      const first = await lotteryBet();
      expect(first.res.json().subOrders).toHaveLength(1);
      expect(limitOf(await state(), 'loss', 'day').used).toBe('10.00');

      const before = ledgerState(sandbox, 'player1');
      const refused = await lotteryBet();
      expect(refused.res.json()).toMatchObject({
        success: false,
        errorCode: ProtectionError.lossLimit,
        value: { kind: 'loss', period: 'day', amount: '15.00', used: '10.00', remaining: '5.00' },
      });
      expect(ledgerState(sandbox, 'player1')).toEqual(before);

      // Drawn, the bet won 9.60 back: the loss is 0.40, so another 10 fits.
      advance(first.drawIn);
      token = await signIn(gateway, 'player1', 'Play1234');
      expect(limitOf(await state(), 'loss', 'day').used).toBe('0.40');
      const balance = mainBalance();
      expect((await lotteryBet()).res.json().subOrders).toHaveLength(1);
      expect(mainBalance()).toBe(balance - 1_000);
      expect(limitOf(await state(), 'loss', 'day').used).toBe('10.40');
    });

    it('refuses an order past the wager limit however much it won, and a launch once nothing is left', async () => {
      await call('protection.setLimit', { kind: 'wager', period: 'day', amount: '20' });
      const first = await lotteryBet();
      advance(first.drawIn);
      token = await signIn(gateway, 'player1', 'Play1234');
      expect((await launch()).json().success).toBe(true);
      expect((await lotteryBet()).res.json().subOrders).toHaveLength(1);
      expect(limitOf(await state(), 'wager', 'day').used).toBe('20.00');
      const refused = await lotteryBet();
      expect(refused.res.json()).toMatchObject({ errorCode: ProtectionError.wagerLimit, value: { used: '20.00', remaining: '0.00' } });
      expect((await launch()).json()).toMatchObject({ success: false, errorCode: ProtectionError.wagerLimit });
    });
  });

  describe('session limit and reality check', () => {
    it('ends the session at the platform when its minutes are up, answering 401 with the reason', async () => {
      const set = await call('protection.setSessionLimit', { minutes: 30 });
      expectCatalogueAnswer('protection.setSessionLimit', set);
      expect(set.json().value).toMatchObject({
        sessionLimit: { minutes: 30, pending: null },
        session: { endsAt: TEST_EPOCH + 30 * 60_000 },
      });
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
      // The platform's own session is over too.
      expect((await callAs(sandbox, token, 'cashier.balance')).statusCode).toBe(401);
      // A new sign-in is a new session with its own 30 minutes.
      const next = await signIn(gateway, 'player1', 'Play1234');
      expect((await state(next)).session).toMatchObject({ startedAt: sandbox.clock.now(), endsAt: sandbox.clock.now() + 30 * 60_000 });
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

  it('keeps its records in the edge store, none in the platform', async () => {
    await call('protection.startRestriction', { kind: 'break', duration: '24h' });
    expect(await store.query('SELECT kind FROM protection_restrictions')).toEqual([{ kind: 'break' }]);
    const tables = sandbox.db.prepare("SELECT name FROM sqlite_master WHERE name LIKE 'protection%'").pluck().all();
    expect(tables).toEqual([]);
  });
});
