import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { catalogue, type EndpointKey } from '../../../../shared/api/catalogue';
import { centsToWire, wireToCents } from '../../../../shared/money';
import type { PopularLottery } from '../../../../shared/domains/lottery/schemas';
import type { BetRecordsValue, BonusValue, ProfitValue, TransactionsValue } from '../../../../shared/domains/records/schemas';
import { buildTestSandbox, expectCatalogueAnswer, signIn, TEST_EPOCH } from '../../test-support';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let app: FastifyInstance;
let token: string;
let accountId: number;
let slotNode: number;

beforeAll(async () => {
  app = await buildTestSandbox();
  token = await signIn(app, 'player1', 'Play1234');
  accountId = app.db.prepare("SELECT id FROM accounts WHERE username = 'player1'").pluck().get() as number;
  slotNode = app.db
    .prepare("SELECT node_id FROM games WHERE vassalage = 'JL' AND game_type = 'RNG' AND min_bet <= 1 ORDER BY node_id LIMIT 1")
    .pluck()
    .get() as number;
});
afterAll(() => app.close());

const query = (key: EndpointKey, payload: Record<string, string | number>, auth = token) =>
  app.inject({
    url: `${catalogue[key].path}?${new URLSearchParams(Object.entries(payload).map(([k, v]): [string, string] => [k, String(v)]))}`,
    headers: { authorization: auth },
  });
const range = () => ({ startTime: app.clock.now() - 30 * DAY, endTime: app.clock.now() + HOUR });

async function playSlot(rounds: number, stake = 1): Promise<void> {
  const launch = await app.inject({
    url: `${catalogue['games.launch'].path}?${new URLSearchParams({ accountType: '1', launchMode: 'GLS', platform: 'html5-desktop', nodeId: String(slotNode), language: 'EN' })}`,
    headers: { authorization: token },
  });
  const ticket = new URL(launch.json().value.content.game_url).searchParams.get('t');
  const play = (await app.inject({ method: 'POST', url: '/play/api/session', payload: { ticket } })).json().token as string;
  for (let i = 0; i < rounds; i++) {
    const res = await app.inject({
      method: 'POST',
      url: '/play/api/bet',
      headers: { authorization: play },
      payload: { nodeId: slotNode, stake },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}

async function betLottery(): Promise<PopularLottery> {
  const games = (await app.inject({ url: '/lgw/games/popular?count=100' })).json() as PopularLottery[];
  const game = games.find((g) => g.gameCode === 'TCG5MLOTTO')!;
  const last = game.lastIssue!;
  const issue = `${last.slice(0, 9)}${String(Number(last.slice(9)) + 1).padStart(4, '0')}`;
  const res = await app.inject({
    method: 'POST',
    url: '/lgw/orders/betting',
    headers: { authorization: token },
    payload: {
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
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return game;
}

const ledgerRows = () =>
  app.db
    .prepare('SELECT id, amount, reason, created_at AS createdAt FROM ledger WHERE account_id = ? ORDER BY created_at DESC, id DESC')
    .all(accountId) as Array<{ id: number; amount: number; reason: string; createdAt: number }>;

describe('betting record (records.bets)', () => {
  it('lists game rounds and lottery orders newest first, with totals over the whole range and a game type filter', async () => {
    await playSlot(3);
    await app.inject({ method: 'POST', url: '/__dev/clock', payload: { advanceMs: 1000 } });
    const game = await betLottery();
    const res = await query('records.bets', { ...range(), pageSize: 2 });
    expectCatalogueAnswer('records.bets', res);
    const value: BetRecordsValue = res.json().data;
    expect(value).toMatchObject({ pageNo: 1, pageSize: 2, totalCount: 4, totalPages: 2 });
    // The lottery order came last, so it leads; it is open.
    expect(value.list[0]).toMatchObject({
      gameType: 'LOTT',
      vendor: 'TCG_SEA',
      betAmount: '10.00',
      validBet: '0.00',
      status: 'PENDING',
      profit: '0.00',
    });
    expect(value.list[1]).toMatchObject({ gameType: 'RNG', vendor: 'JL', betAmount: '1.00', status: 'SETTLED' });

    // The rounds of the range: the seed's older play lies outside it.
    const rounds = app.db
      .prepare('SELECT id, stake, win FROM game_rounds WHERE account_id = ? AND played_at >= ? ORDER BY id')
      .all(accountId, range().startTime) as Array<{
      id: number;
      stake: number;
      win: number;
    }>;
    const won = rounds.reduce((s, r) => s + r.win, 0);
    expect(value.totals).toEqual({
      betAmount: ((300 + 1000) / 100).toFixed(2),
      validBet: '3.00',
      winAmount: (won / 100).toFixed(2),
      profit: ((won - 300) / 100).toFixed(2),
    });
    const second: BetRecordsValue = (await query('records.bets', { ...range(), pageSize: 2, pageNo: 2 })).json().data;
    expect(second.list.map((b) => b.id)).toEqual([`round-${rounds[1].id}`, `round-${rounds[0].id}`]);

    const lott: BetRecordsValue = (await query('records.bets', { ...range(), gameType: 'LOTT' })).json().data;
    expect(lott.list.map((b) => b.gameName)).toEqual([game.gameName]);
    const rng: BetRecordsValue = (await query('records.bets', { ...range(), gameType: 'RNG' })).json().data;
    expect(rng.totalCount).toBe(3);
    expect((await query('records.bets', { ...range(), gameType: 'LIVE' })).json().data.totalCount).toBe(0);

    // Once the issue draws, the order is settled: every digit was picked, one hit pays 9.60.
    await app.inject({ method: 'POST', url: '/__dev/clock', payload: { advanceMs: game.nextDrawTime - app.clock.now() + 1 } });
    const settled: BetRecordsValue = (await query('records.bets', { ...range(), gameType: 'LOTT' })).json().data;
    expect(settled.list[0]).toMatchObject({ status: 'SETTLED', validBet: '10.00', winAmount: '9.60', profit: '-0.40' });
  });

  it('keeps ranges to [startTime, endTime) of at most 93 days', async () => {
    const now = app.clock.now();
    for (const bad of [
      { startTime: now, endTime: now },
      { startTime: now, endTime: now - 1 },
      { startTime: now - 93 * DAY - 1, endTime: now },
    ]) {
      const res = await query('records.bets', bad);
      expect(res.json()).toEqual({ status: false, description: 'date.range.invalid', data: null });
    }
    expect((await query('records.bets', { startTime: now - 93 * DAY, endTime: now })).json().status).toBe(true);
    // Rows exactly at endTime are outside; at startTime inside.
    const t = app.db.prepare('SELECT MAX(played_at) FROM game_rounds WHERE account_id = ?').pluck().get(accountId) as number;
    expect((await query('records.bets', { startTime: t - DAY, endTime: t, gameType: 'RNG' })).json().data.totalCount).toBe(0);
    expect((await query('records.bets', { startTime: t, endTime: t + 1, gameType: 'RNG' })).json().data.totalCount).toBe(3);
  });

  it("shows nobody else's bets, and needs a session", async () => {
    const other = await signIn(app, 'vip1', 'Play1234');
    expect((await query('records.bets', range(), other)).json().data.totalCount).toBe(0);
    const guest = await app.inject({ url: `${catalogue['records.bets'].path}?startTime=0&endTime=1` });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ status: false, description: 'login.not.session', data: null });
  });
});

describe('account record (cashier.memberTransactions)', () => {
  it("pages the member's ledger rows in the range newest first, typed by reason, with money in and out", async () => {
    const res = await query('cashier.memberTransactions', { ...range(), pageSize: 100 });
    expectCatalogueAnswer('cashier.memberTransactions', res);
    const value: TransactionsValue = res.json().value;
    const { startTime, endTime } = range();
    const rows = ledgerRows().filter((r) => r.createdAt >= startTime && r.createdAt < endTime);
    expect(value.list.map((r) => Number(r.id))).toEqual(rows.map((r) => r.id));
    expect(value.totalCount).toBe(rows.length);
    expect(wireToCents(value.totals.moneyIn)).toBe(rows.filter((r) => r.amount > 0).reduce((s, r) => s + r.amount, 0));
    expect(wireToCents(value.totals.moneyOut)).toBe(-rows.filter((r) => r.amount < 0).reduce((s, r) => s + r.amount, 0));
    const bet = value.list.find((r) => r.detail === 'game.bet')!;
    expect(bet).toMatchObject({ type: 'BET', amount: '-1.00', accountTypeId: 2 });
    expect(bet.reference).toMatch(/^round-\d+$/);
    expect(value.list.find((r) => r.detail === 'lottery.win')).toMatchObject({ type: 'PAYOUT', amount: '9.60' });
    expect(value.list.find((r) => r.detail === 'bonus.birthday')).toMatchObject({ type: 'BONUS', amount: '188.00' });
    // The opening deposits of the accounts seed are 200 days old: outside this range.
    expect(value.list.every((r) => r.time >= startTime && r.time < endTime)).toBe(true);
    expect(ledgerRows().length).toBeGreaterThan(rows.length);
    // balanceAfter is the main wallet's balance after each row.
    const balance = app.db.prepare('SELECT balance FROM wallets WHERE account_id = ? AND wallet_type = 2').pluck().get(accountId);
    expect(wireToCents(value.list[0].balanceAfter)).toBe(balance);
  });

  it('filters by type, with the totals of that type', async () => {
    const bets: TransactionsValue = (await query('cashier.memberTransactions', { ...range(), type: 'BET', pageSize: 2 })).json().value;
    expect(bets.totalCount).toBe(4);
    expect(bets.list).toHaveLength(2);
    expect(bets.list.every((r) => r.type === 'BET')).toBe(true);
    expect(bets.totals).toEqual({ moneyIn: '0.00', moneyOut: '13.00' });
    // Before the test epoch: the seeded deposits, and nothing of this test.
    const before = { startTime: TEST_EPOCH - 93 * DAY, endTime: TEST_EPOCH };
    const deposits = ledgerRows().filter((r) => r.createdAt >= before.startTime && r.createdAt < before.endTime && r.reason === 'deposit');
    expect(deposits.length).toBeGreaterThan(0);
    const old: TransactionsValue = (await query('cashier.memberTransactions', { ...before, type: 'DEPOSIT', pageSize: 100 })).json().value;
    expect(old.list.map((r) => Number(r.id))).toEqual(deposits.map((r) => r.id));
    expect(old.totals).toEqual({ moneyIn: centsToWire(deposits.reduce((n, r) => n + r.amount, 0)), moneyOut: '0.00' });
    const bad = await query('cashier.memberTransactions', { ...range(), type: 'LOTTERY' });
    expect(bad.statusCode).toBe(400);
  });

  it('answers function.not.available while MEMTRANS3 is off', async () => {
    await app.inject({ method: 'POST', url: '/__dev/system', payload: { flags: { MEMTRANS3: false } } });
    const res = await query('cashier.memberTransactions', range());
    await app.inject({ method: 'POST', url: '/__dev/system', payload: { flags: { MEMTRANS3: null } } });
    expect(res.json()).toMatchObject({ success: false, errorCode: 'function.not.available' });
  });
});

describe('personal profit and loss (records.profit)', () => {
  it("groups settled bets by the player's day and game type, with per-type and overall totals", async () => {
    const res = await query('records.profit', { ...range(), utcOffsetMinutes: 480 });
    expectCatalogueAnswer('records.profit', res);
    const value: ProfitValue = res.json().value;
    const rounds = app.db.prepare('SELECT SUM(stake) AS stake, SUM(win) AS win FROM game_rounds WHERE account_id = ?').get(accountId) as {
      stake: number;
      win: number;
    };
    // TEST_EPOCH is 2023-11-14 22:13 UTC: 2023-11-15 06:13 in Manila; the draw came a few minutes later.
    expect(value.rows.map((r) => [r.day, r.gameType, r.bets])).toEqual([
      ['2023-11-15', 'LOTT', 1],
      ['2023-11-15', 'RNG', 3],
    ]);
    expect(value.byGameType).toEqual([
      { gameType: 'LOTT', betAmount: '10.00', winAmount: '9.60', profit: '-0.40' },
      { gameType: 'RNG', betAmount: '3.00', winAmount: (rounds.win / 100).toFixed(2), profit: ((rounds.win - 300) / 100).toFixed(2) },
    ]);
    expect(wireToCents(value.totals.profit)).toBe(rounds.win + 960 - 300 - 1000);
    const utc: ProfitValue = (await query('records.profit', range())).json().value;
    expect(utc.rows.map((r) => r.day)).toEqual(['2023-11-14', '2023-11-14']);
  });
});

describe('bonus details (records.bonus)', () => {
  it("lists the member's bonus ledger rows with kind and remark, newest first", async () => {
    const res = await query('records.bonus', range());
    expectCatalogueAnswer('records.bonus', res);
    const value: BonusValue = res.json().value;
    // The seed's two daily sign-ins (yesterday and the day before) are bonuses too.
    expect(value.list.map((b) => [b.kind, b.amount])).toEqual([
      ['LOGIN', '2.00'],
      ['LOGIN', '1.00'],
      ['BIRTHDAY', '188.00'],
      ['REBATE', '37.25'],
      ['FIRST_DEPOSIT', '500.00'],
    ]);
    expect(value.list[2].remark).toBe('Happy birthday from Gamefront');
    expect(value.totals).toEqual({ amount: '728.25' });
    const page2: BonusValue = (await query('records.bonus', { ...range(), pageSize: 2, pageNo: 2 })).json().value;
    expect(page2).toMatchObject({ totalCount: 5, totalPages: 3 });
    expect(page2.list.map((b) => b.kind)).toEqual(['BIRTHDAY', 'REBATE']);
  });
});
