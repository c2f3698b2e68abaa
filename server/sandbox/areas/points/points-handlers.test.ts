import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { catalogue, type EndpointKey } from '../../../../shared/api/catalogue';
import { PointsError } from '../../../../shared/domains/points/errors';
import { CashierError } from '../../../../shared/domains/cashier/errors';
import { buildTestSandbox, encryptedInject, expectCatalogueAnswer, freePlayInject, signIn } from '../../test-support';
import { MAIN_WALLET } from '../../core/wallets-repository';
import { ledgerOf } from '../../testing/ledger';
import { CONVERT_REASON } from './points-repository';
import { MALL_REWARDS, POINT_CONVERSION } from './points-seed';

let app: FastifyInstance;
let player: string;
let vip: string;
beforeAll(async () => {
  app = await buildTestSandbox();
  player = await signIn(app, 'player1', 'Play1234');
  vip = await signIn(app, 'vip1', 'Play1234');
});
afterAll(() => app.close());

const get = (key: EndpointKey, token: string | null, query: Record<string, string | number> = {}) =>
  app.inject({
    url: catalogue[key].path,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: token ? { authorization: token } : {},
  });
const send = (key: 'points.redeem' | 'points.convert', token: string, payload: unknown) =>
  encryptedInject(app, key, payload, { authorization: token });

const idOf = (username: string) => app.repos.accounts.byUsername(username)!.id;
const balanceOf = (username: string) => app.repos.points.balance(idOf(username));
const rewardId = (name: string) => app.db.prepare<[string], number>('SELECT id FROM point_rewards WHERE name = ?').pluck().get(name)!;
const stockOf = (id: number) => app.repos.points.reward(id)!.stock;
const lastEntry = (username: string) =>
  app.db
    .prepare<[number], { type: string; points: number; balance_after: number; status: string; ref: string | null }>(
      'SELECT type, points, balance_after, status, ref FROM point_entries WHERE account_id = ? ORDER BY id DESC LIMIT 1',
    )
    .get(idOf(username))!;

/** Gives `username` `points` through deposits (₱1 a point at the seeded rate), as the platform would. */
function earn(username: string, points: number, ref: string): void {
  app.repos.wallets.move(idOf(username), MAIN_WALLET, points * 100, 'deposit', ref, app.clock.now());
}

describe('earning', () => {
  it('earns slot points from a played round at the configured rate (one point per ₱1), carrying the remainder', async () => {
    const node = app.db
      .prepare("SELECT node_id FROM games WHERE game_type = 'RNG' AND min_bet <= 1 ORDER BY node_id LIMIT 1")
      .pluck()
      .get() as number;
    const launch = await get('games.launch', vip, {
      accountType: 1,
      launchMode: 'GLS',
      platform: 'html5-desktop',
      nodeId: node,
      language: 'EN',
    });
    const ticket = new URL(launch.json().value.content.game_url).searchParams.get('t');
    const play = (await app.inject({ method: 'POST', url: '/play/api/session', payload: { ticket } })).json().token as string;
    const before = balanceOf('vip1');
    const bet = (stake: number) =>
      app.inject({ method: 'POST', url: '/play/api/bet', headers: { authorization: play }, payload: { nodeId: node, stake } });
    expect((await bet(5)).statusCode).toBe(200);
    expect(balanceOf('vip1')).toBe(before + 5);
    expect(lastEntry('vip1')).toMatchObject({ type: 'SLOTS', points: 5, balance_after: before + 5, status: 'COMPLETED' });
    // ₱0.50 earns nothing yet; the next ₱0.50 completes the point.
    expect((await bet(0.5)).statusCode).toBe(200);
    expect(balanceOf('vip1')).toBe(before + 5);
    expect((await bet(0.5)).statusCode).toBe(200);
    expect(balanceOf('vip1')).toBe(before + 6);
  });

  it('earns lottery points when an order is settled, not when it is placed', () => {
    const id = idOf('vip1');
    const before = balanceOf('vip1');
    const order = app.db
      .prepare(
        `INSERT INTO lottery_orders (account_id, order_no, game_code, issue, play_type, play_id, mode, series, multiple, numbers, stake,
          total, draw_time, status, created_at) VALUES (?, 'LTPOINTS1', 'TCG5MLOTTO', '202311140001', '5D', 101, 3, 1920, 1, '1', 2000,
          2000, ?, 'PENDING', ?) RETURNING id`,
      )
      .pluck()
      .get(id, app.clock.now(), app.clock.now()) as number;
    expect(balanceOf('vip1')).toBe(before);
    app.db.prepare("UPDATE lottery_orders SET status = 'LOST', settled_at = ? WHERE id = ?").run(app.clock.now(), order);
    expect(balanceOf('vip1')).toBe(before + 20);
    expect(lastEntry('vip1')).toMatchObject({ type: 'LOTTERY', points: 20, ref: 'lottery-LTPOINTS1' });
  });

  it('earns deposit points from a credited deposit (one per ₱1)', () => {
    const before = balanceOf('vip1');
    app.repos.wallets.move(idOf('vip1'), MAIN_WALLET, 12_345, 'deposit', 'D-points-1', app.clock.now());
    expect(balanceOf('vip1')).toBe(before + 123);
    expect(lastEntry('vip1')).toMatchObject({ type: 'DEPOSIT', points: 123, ref: 'D-points-1' });
  });
});

describe('balance, config and the mall', () => {
  it('answers the balance, the rates and the conversion', async () => {
    const balance = await get('points.balance', player);
    expectCatalogueAnswer('points.balance', balance);
    expect(balance.json().value.points).toBe(balanceOf('player1'));
    const config = await get('points.config', player);
    expectCatalogueAnswer('points.config', config);
    expect(config.json().value).toMatchObject({ conversion: { points: 100, amount: '1.00' }, minConversion: 500, expires: false });
    expect(config.json().value.earn).toContainEqual({ source: 'RNG', type: 'SLOTS', amountPerPoint: '1.00' });
    expectCatalogueAnswer('points.conversionTypes', await get('points.conversionTypes', player));
  });

  it('lets a guest browse the mall through the showcase; the platform list needs a session', async () => {
    const res = await get('points.showcase', null, { pageNo: 1, pageSize: 20 });
    expectCatalogueAnswer('points.showcase', res);
    const value = res.json().value;
    expect(value.totalCount).toBe(MALL_REWARDS.length);
    expect(value.list[0]).toMatchObject({ name: 'Mobile load ₱20', kind: 'VIRTUAL', points: 1000, faceValue: '20.00' });
    const image = await app.inject({ url: value.list[0].imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect((await get('points.rewards', null, { pageNo: 1, pageSize: 20 })).statusCode).toBe(401);
    expect((await get('points.rewards', player, { pageNo: 1, pageSize: 20 })).json().value.totalCount).toBe(MALL_REWARDS.length);
  });

  it("lists player1's seeded redemptions and entries", async () => {
    const list = await get('points.redeemList', player, { pageNo: 1, pageSize: 10 });
    expectCatalogueAnswer('points.redeemList', list);
    expect(list.json().value.list.map((o: { status: string }) => o.status)).toEqual(expect.arrayContaining(['APPROVED', 'PROCESSING']));
    const entries = await get('points.entries', player, { pageNo: 1, pageSize: 2 });
    expectCatalogueAnswer('points.entries', entries);
    expect(entries.json().value).toMatchObject({ pageNo: 1, pageSize: 2, totalPages: Math.ceil(entries.json().value.totalCount / 2) });
  });
});

describe('redeem', () => {
  it('redeems a voucher with the sign-in password: points and stock go down, the order waits at the desk', async () => {
    const id = rewardId('Mobile load ₱20');
    earn('player1', 1000, 'D-redeem-ok');
    const [points, stock] = [balanceOf('player1'), stockOf(id)];
    const res = await send('points.redeem', player, { rewardId: id, quantity: 1, password: 'Play1234' });
    expectCatalogueAnswer('points.redeem', res);
    const order = res.json().value;
    expect(order).toMatchObject({ rewardId: id, status: 'PROCESSING', points: 1000, quantity: 1 });
    expect(balanceOf('player1')).toBe(points - 1000);
    expect(stockOf(id)).toBe(stock - 1);
    expect(lastEntry('player1')).toMatchObject({ type: 'REDEEM', points: -1000, status: 'PROCESSING', ref: order.id });
  });

  it.each([
    [
      'more points than the balance',
      () => ({
        rewardId: rewardId('Smartwatch'),
        quantity: 1,
        password: '123456',
        address: '12 Rizal St, Makati',
        mobile: '+639171110001',
      }),
      PointsError.pointsInsufficient,
    ],
    [
      'a sold-out reward',
      () => ({
        rewardId: rewardId('Limited edition cap'),
        quantity: 1,
        password: '123456',
        address: '12 Rizal St, Makati',
        mobile: '+639171110001',
      }),
      PointsError.outOfStock,
    ],
    [
      'a wrong sign-in password',
      () => ({ rewardId: rewardId('Mobile load ₱20'), quantity: 1, password: 'Wrong999' }),
      PointsError.passwordWrong,
    ],
    [
      'a wrong withdrawal password',
      () => ({
        rewardId: rewardId('Club T-shirt'),
        quantity: 1,
        password: '654321',
        address: '12 Rizal St, Makati',
        mobile: '+639171110001',
      }),
      CashierError.paymentPasswordWrong,
    ],
    [
      'a physical reward without an address',
      () => ({ rewardId: rewardId('Club T-shirt'), quantity: 1, password: '123456', mobile: '+639171110001' }),
      PointsError.addressRequired,
    ],
    [
      'a physical reward with a bad mobile number',
      () => ({ rewardId: rewardId('Club T-shirt'), quantity: 1, password: '123456', address: '12 Rizal St, Makati', mobile: 'call me' }),
      PointsError.mobileInvalid,
    ],
    ['an unknown reward', () => ({ rewardId: 99_999, quantity: 1, password: 'Play1234' }), PointsError.rewardUnknown],
  ])('refuses %s and moves nothing', async (_what, payload, code) => {
    earn('player1', 2000, `D-refuse-${code}-${Math.random()}`);
    const body = payload();
    const [points, stock, entries] = [balanceOf('player1'), app.repos.points.reward(body.rewardId)?.stock, lastEntry('player1')];
    const res = await send('points.redeem', player, body);
    expect(res.json()).toMatchObject({ success: false, errorCode: code });
    expect(balanceOf('player1')).toBe(points);
    expect(app.repos.points.reward(body.rewardId)?.stock).toBe(stock);
    expect(lastEntry('player1')).toEqual(entries);
  });

  it('ships a physical reward with the withdrawal password, the address and the mobile number', async () => {
    const id = rewardId('Club T-shirt');
    earn('player1', 6000, 'D-shirt');
    const res = await send('points.redeem', player, {
      rewardId: id,
      quantity: 1,
      password: '123456',
      address: '12 Rizal St, Makati',
      mobile: '+639171110001',
    });
    expect(res.json().value).toMatchObject({
      kind: 'PHYSICAL',
      address: '12 Rizal St, Makati',
      mobile: '+639171110001',
      status: 'PROCESSING',
    });
  });

  it('lets exactly one of two concurrent redemptions take the last piece', async () => {
    const id = rewardId('Grab voucher ₱200');
    app.repos.points.setStock(id, 1);
    earn('player1', 20_000, 'D-race');
    const points = balanceOf('player1');
    const payload = { rewardId: id, quantity: 1, password: 'Play1234' };
    const answers = (await Promise.all([send('points.redeem', player, payload), send('points.redeem', player, payload)])).map((r) =>
      r.json(),
    );
    expect(answers.filter((a) => a.success)).toHaveLength(1);
    expect(answers.filter((a) => !a.success)[0].errorCode).toBe(PointsError.outOfStock);
    expect(stockOf(id)).toBe(0);
    expect(balanceOf('player1')).toBe(points - 10_000);
  });

  it('refuses a trial account with trial.account', async () => {
    const trial = (await freePlayInject(app)).json().value.token as string;
    const res = await send('points.redeem', trial, { rewardId: rewardId('Mobile load ₱20'), quantity: 1, password: 'x' });
    expect(res.json()).toMatchObject({ success: false, errorCode: CashierError.trialAccount });
  });
});

describe('the desk', () => {
  async function redeemLoad(): Promise<string> {
    earn('player1', 1000, `D-desk-${Math.random()}`);
    const res = await send('points.redeem', player, { rewardId: rewardId('Mobile load ₱20'), quantity: 1, password: 'Play1234' });
    return res.json().value.id as string;
  }

  it('lists a redemption as a P order and approves it once', async () => {
    const id = await redeemLoad();
    const pending = (await app.inject({ url: '/__dev/desk/orders?status=pending' })).json().value as Array<{ id: string; kind: string }>;
    expect(pending).toContainEqual(expect.objectContaining({ id, kind: 'points' }));
    const points = balanceOf('player1');
    const res = await app.inject({ method: 'POST', url: `/__dev/desk/orders/${id}/approve` });
    expect(res.json().value).toMatchObject({ id, status: 'APPROVED' });
    expect(balanceOf('player1')).toBe(points);
    expect(lastEntry('player1')).toMatchObject({ type: 'REDEEM', status: 'COMPLETED', ref: id });
    expect((await app.inject({ method: 'POST', url: `/__dev/desk/orders/${id}/reject` })).statusCode).toBe(409);
  });

  it('rejects one: the points come back as a REFUND entry and the stock returns', async () => {
    const reward = rewardId('Mobile load ₱20');
    const id = await redeemLoad();
    const [points, stock] = [balanceOf('player1'), stockOf(reward)];
    const res = await app.inject({ method: 'POST', url: `/__dev/desk/orders/${id}/reject`, payload: { reason: 'number not reachable' } });
    expect(res.json().value).toMatchObject({ id, status: 'REJECTED' });
    expect(balanceOf('player1')).toBe(points + 1000);
    expect(stockOf(reward)).toBe(stock + 1);
    expect(lastEntry('player1')).toMatchObject({ type: 'REFUND', points: 1000, status: 'COMPLETED', ref: id });
    const order = (await get('points.redeemList', player, { pageNo: 1, pageSize: 50 }))
      .json()
      .value.list.find((o: { id: string }) => o.id === id);
    expect(order).toMatchObject({ status: 'REJECTED', remark: 'number not reachable' });
    expect((await app.inject({ method: 'POST', url: '/__dev/desk/orders/P999999/approve' })).statusCode).toBe(404);
  });
});

describe('convert', () => {
  it('converts points to cash through the ledger, in the same transaction as the entry', async () => {
    earn('vip1', 1000, 'D-convert');
    const before = ledgerOf(app, 'vip1');
    const points = balanceOf('vip1');
    const res = await send('points.convert', vip, { points: 700, password: 'Play1234' });
    expectCatalogueAnswer('points.convert', res);
    const value = res.json().value;
    expect(value).toMatchObject({ points: 700, amount: '7.00', balance: points - 700 });
    const after = ledgerOf(app, 'vip1');
    expect(after.balance).toBe(before.balance + 700);
    expect(after.rows).toBe(before.rows + 1);
    const row = app.db
      .prepare<[number, string], { amount: number; reason: string }>('SELECT amount, reason FROM ledger WHERE account_id = ? AND ref = ?')
      .get(after.accountId, String(value.entryId));
    expect(row).toEqual({ amount: 700, reason: CONVERT_REASON });
    expect(lastEntry('vip1')).toMatchObject({ type: 'CONVERT', points: -700, balance_after: points - 700 });
  });

  it.each([
    ['below the minimum', (): number => POINT_CONVERSION.minPoints - 100, 'Play1234', PointsError.belowMinimum],
    ['not a whole step', (): number => POINT_CONVERSION.minPoints + 50, 'Play1234', PointsError.conversionStep],
    ['more than the balance', (): number => (Math.floor(balanceOf('vip1') / 100) + 10) * 100, 'Play1234', PointsError.pointsInsufficient],
    ['a wrong password', (): number => POINT_CONVERSION.minPoints, 'Wrong999', PointsError.passwordWrong],
  ])('refuses %s and moves nothing', async (_what, points, password, code) => {
    earn('vip1', 1000, `D-convert-${code}`);
    const [before, balance] = [ledgerOf(app, 'vip1'), balanceOf('vip1')];
    const res = await send('points.convert', vip, { points: points(), password });
    expect(res.json()).toMatchObject({ success: false, errorCode: code });
    expect(ledgerOf(app, 'vip1')).toEqual(before);
    expect(balanceOf('vip1')).toBe(balance);
  });
});
