import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { catalogue } from '../../../../shared/api/catalogue';
import type { LotteryMenus, LotteryNearNumbers, OpenedNumber, PopularLottery } from '../../../../shared/domains/lottery/schemas';
import { buildTestSandbox, expectCatalogueAnswer, signIn } from '../../test-support';

let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  app = await buildTestSandbox();
  token = await signIn(app, 'player1', 'Play1234');
});
const auth = () => ({ authorization: token });
const advance = (advanceMs: number) => app.inject({ method: 'POST', url: '/__dev/clock', payload: { advanceMs } });
const opened = async (gameCode: string, count = 10): Promise<OpenedNumber[]> => {
  const res = await app.inject({ url: `/lotto/lgw/games/opened/numero?gameCode=${gameCode}&count=${count}`, headers: auth() });
  expectCatalogueAnswer('lottery.openedNumbers', res);
  return res.json();
};
const balance = async () =>
  (await app.inject({ url: catalogue['cashier.balance'].path, headers: auth() })).json().value.sumBalance as number;
afterAll(() => app.close());

describe('lottery menus (raw /lgw answers)', () => {
  it('groups at least ten games by draw speed, keyed by group code', async () => {
    const res = await app.inject({ url: '/lgw/games/game_menus?prizeMode=Lott' });
    expectCatalogueAnswer('lottery.menus', res);
    const menus: LotteryMenus = res.json();
    expect(res.json().success).toBeUndefined();
    const groups = Object.values(menus);
    expect(groups.map((g) => g.gameGroupCode)).toEqual(Object.keys(menus));
    expect(groups.flatMap((g) => g.gameMenus).length).toBeGreaterThanOrEqual(10);
    expect(groups.flatMap((g) => g.gameMenus).some((m) => m.drawIntervalSeconds === 60)).toBe(true);
  });

  it('answers the Vietnam regions on the VN menu', async () => {
    const res = await app.inject({ url: '/lgw/vn/games/game_menu?prizeMode=Lott&device=WEB' });
    expectCatalogueAnswer('lottery.vnMenus', res);
    expect(Object.keys(res.json())).toEqual(expect.arrayContaining(['VN_NORTH', 'VN_CENTRAL', 'VN_SOUTH']));
  });

  it('narrows by prize mode in any case, empty when none match', async () => {
    const upper = await app.inject({ url: '/lgw/games/game_menus?prizeMode=LOTT' });
    const lower = await app.inject({ url: '/lgw/games/game_menus?prizeMode=Lott' });
    expect(upper.body).toBe(lower.body);
    const none = await app.inject({ url: '/lgw/games/game_menus?prizeMode=ZY' });
    expect(none.json()).toEqual({});
  });
});

describe('draw engine and drawn numbers', () => {
  it('answers opened numbers newest first, each issue one interval apart', async () => {
    const list = await opened('TCG1MLOTTO', 10);
    expect(list).toHaveLength(10);
    expect(list[0].openTime).toBeLessThanOrEqual(app.clock.now());
    list.slice(1).forEach((d, i) => expect(list[i].openTime - d.openTime).toBe(60_000));
    expect(list[0].numbers).toMatch(/^\d(,\d){4}$/);
    expect((await opened('TCG1MLOTTO', 100)).length).toBe(100);
  });

  it('draws the next issues when the clock moves, with the same numbers every time', async () => {
    const before = await opened('TCG1MLOTTO', 3);
    await advance(3 * 60_000);
    const after = await opened('TCG1MLOTTO', 6);
    expect(after.slice(3)).toEqual(before);
    expect(after[0].issue).not.toBe(before[0].issue);
    const again = await buildTestSandbox();
    try {
      again.clock.advance(3 * 60_000);
      const res = await again.inject({ url: '/lgw/vn/numeros/opened/game?gameCode=TCG1MLOTTO&count=6' });
      expect(res.json()).toEqual(after);
    } finally {
      await again.close();
    }
  });

  it('draws Vietnam games once a day at 18:15 (+07:00) with every prize tier', async () => {
    const res = await app.inject({ url: '/lgw/vn/numeros/opened/game?gameCode=VNHANOI&count=5' });
    expectCatalogueAnswer('lottery.vnOpenedNumbers', res);
    const list: OpenedNumber[] = res.json();
    for (const d of list) {
      const local = new Date(d.openTime + 7 * 3_600_000);
      expect([local.getUTCHours(), local.getUTCMinutes()]).toEqual([18, 15]);
      expect(d.prizes!.DB[0].split('').join(',')).toBe(d.numbers);
      expect(Object.keys(d.prizes!)).toEqual(['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7']);
    }
    list.slice(1).forEach((d, i) => expect(list[i].openTime - d.openTime).toBe(86_400_000));
    const all: OpenedNumber[] = (await app.inject({ url: '/lgw/vn/numeros/opened/game' })).json();
    expect(all).toHaveLength(100);
    // Newest first across the Vietnam games: the fast games fill the list.
    expect(new Set(all.map((d) => d.gameCode))).toEqual(new Set(['VN1M', 'VN5M']));
    all.slice(1).forEach((d, i) => expect(all[i].openTime).toBeGreaterThanOrEqual(d.openTime));
  });

  it('lists popular games with the last result and the next draw', async () => {
    const res = await app.inject({ url: '/lgw/games/popular?count=20&prizeMode=Lott&device=WEB&language=EN' });
    expectCatalogueAnswer('lottery.popular', res);
    const list: PopularLottery[] = res.json();
    expect(list).toHaveLength(20);
    for (const g of list) {
      expect(g.nextDrawTime).toBeGreaterThan(app.clock.now());
      expect(g.lastIssue).toMatch(/^\d{8}-\d{4}$/);
    }
    expect((await app.inject({ url: '/lgw/games/popular?count=3' })).json()).toHaveLength(3);
    expect((await app.inject({ url: '/lgw/games/popular?count=0' })).statusCode).toBe(400);
  });

  it('refuses bad queries with 400', async () => {
    for (const url of [
      '/lotto/lgw/games/opened/numero?gameCode=NOPE',
      '/lotto/lgw/games/opened/numero?gameCode=TCG1MLOTTO&count=101',
      '/lotto/lgw/games/opened/numero',
      "/lotto/lgw/games/opened/numero?gameCode=' OR 1=1",
    ]) {
      expect((await app.inject({ url, headers: auth() })).statusCode, url).toBe(400);
    }
    expect((await app.inject({ url: '/lotto/lgw/games/opened/numero?gameCode=TCG1MLOTTO' })).statusCode).toBe(401);
  });
});

describe('lottery.bet', () => {
  const openIssue = async (gameCode: string) => {
    const games = (await app.inject({ url: '/lgw/games/popular?count=100' })).json() as PopularLottery[];
    const game = games.find((g) => g.gameCode === gameCode)!;
    const last = game.lastIssue!;
    return { game, issue: `${last.slice(0, 9)}${String(Number(last.slice(9)) + 1).padStart(4, '0')}` };
  };
  /** The lottery client's bet: every digit on the first position (play 101) at `multiple` whole units. */
  const everyDigit = (gameId: number, currentNumero: string, multiple: number) => ({
    gameId,
    currentNumero,
    winningStop: false,
    abandoning: false,
    betCartAmountSum: (10 * multiple).toFixed(4),
    chase: false,
    device: 'WEB',
    orderType: 1,
    quickChase: false,
    prizeModeId: 1,
    bettingSlipString: `0123456789~1~101~1~1920~${multiple}`,
  });
  const betting = (payload: object) => app.inject({ method: 'POST', url: '/lgw/orders/betting', headers: auth(), payload });

  it('takes the stake now and pays a hit when the issue draws', async () => {
    const { issue, game } = await openIssue('TCG5MLOTTO');
    const before = await balance();
    const res = await betting(everyDigit(game.gameId, issue, 1));
    expectCatalogueAnswer('lottery.bet', res);
    expect(res.json()).toMatchObject({ gameId: game.gameId, currentNumero: issue, betCartAmountSum: 10 });
    const [sub] = res.json().subOrders;
    expect(sub).toMatchObject({ gameCode: 'TCG5MLOTTO', status: 'PENDING', betAmount: 10, bettingSlipString: '0123456789~1~101~1~1920~1' });
    expect(await balance()).toBeCloseTo(before - 10, 2);
    await advance(game.nextDrawTime - app.clock.now());
    // Every digit was picked, so exactly one hit: 1 × 10 × 0.96.
    expect(await balance()).toBeCloseTo(before - 10 + 9.6, 2);
    const [draw] = await opened('TCG5MLOTTO', 1);
    expect(draw.issue).toBe(issue);
    const order = app.db.prepare('SELECT status, win FROM lottery_orders WHERE id = ?').get(Number(sub.orderId));
    expect(order).toEqual({ status: 'WON', win: 960 });
    const rows = app.db.prepare('SELECT reason, amount FROM ledger WHERE ref = ? ORDER BY id').all(`order-${sub.orderId}`);
    expect(rows).toEqual([
      { reason: 'lottery.bet', amount: -1000 },
      { reason: 'lottery.win', amount: 960 },
    ]);
  });

  it('puts a settled winning order on the winner board and the rank list, as a LOTT win of its lottery game', async () => {
    const { issue, game } = await openIssue('TCG1MLOTTO');
    const res = await betting(everyDigit(game.gameId, issue, 50));
    const orderId = Number(res.json().subOrders[0].orderId);
    const board = (category: string, key: 'games.winnerBoard' | 'games.rankList' = 'games.winnerBoard') =>
      app.inject({ url: `${catalogue[key].path}?gameCategory=${category}&limitNum=20` });
    const entries = async (category: string, key?: 'games.winnerBoard' | 'games.rankList') => {
      const answer = await board(category, key);
      expectCatalogueAnswer(key ?? 'games.winnerBoard', answer);
      return (answer.json().value.list as Array<{ vo: Record<string, unknown> }>).map((e) => e.vo);
    };
    // Not drawn yet: nothing won.
    expect((await entries('LOTT')).some((vo) => vo.gameId === 'TCG1MLOTTO')).toBe(false);
    // The board itself settles the draw that came due: no other lottery read in between.
    app.clock.advance(game.nextDrawTime - app.clock.now());
    const expected = {
      customerName: 'pl***1',
      winAmount: 480,
      gameId: 'TCG1MLOTTO',
      gameName: '1-Minute Lotto',
      vassalage: 'TCG_SEA',
      nodeId: expect.any(Number),
      winTime: game.nextDrawTime,
    };
    const [newest] = await entries('ALL');
    expect(newest).toEqual(expected);
    expect((await entries('LOTT'))[0]).toEqual(expected);
    expect((await entries('LIVE')).some((vo) => vo.gameId === 'TCG1MLOTTO')).toBe(false);
    expect(await entries('ALL', 'games.rankList')).toContainEqual(expected);
    // The node is the lottery vendor's lobby game, the one a launch of the win opens.
    const lobby = app.db.prepare("SELECT g.node_id FROM vendors v JOIN games g ON g.game_code = v.game_code WHERE v.code = 'TCG_SEA'");
    expect(newest.nodeId).toBe(lobby.pluck().get());
    expect(app.db.prepare('SELECT amount FROM ledger WHERE reason = ? AND ref = ?').pluck().get('lottery.win', `order-${orderId}`)).toBe(
      48_000,
    );
  });

  it('lists the lotteries a member played as recent menus, per area', async () => {
    const res = await app.inject({ url: '/lgw/games/game_menus/recent', headers: auth() });
    expectCatalogueAnswer('lottery.recentMenus', res);
    const codes = Object.values(res.json() as LotteryMenus).flatMap((g) => g.gameMenus.map((m) => m.gameCode));
    expect(codes).toContain('TCG5MLOTTO');
    const vn = await app.inject({ url: '/lgw/vn/games/game_menu/recent', headers: auth() });
    expectCatalogueAnswer('lottery.vnRecentMenus', vn);
    expect(vn.json()).toEqual({});
  });
});

describe('the /lotto/lgw mount', () => {
  it('answers every lottery call at its twin under the other mount, the same as at its own path', async () => {
    const menus = async (url: string) => (await app.inject({ url })).body;
    expect(await menus('/lotto/lgw/games/game_menus?prizeMode=Lott')).toBe(await menus('/lgw/games/game_menus?prizeMode=Lott'));
    const twin = await app.inject({ url: '/lgw/games/opened/numero?gameCode=TCG1MLOTTO&count=3', headers: auth() });
    expect(twin.json()).toEqual(await opened('TCG1MLOTTO', 3));
    const gameId = (await app.inject({ url: '/lgw/games/popular?count=1' })).json()[0].gameId as number;
    expect(await menus(`/lotto/lgw/draw/${gameId}?size=3`)).toBe(await menus(`/lgw/draw/${gameId}?size=3`));
    expect((await app.inject({ url: '/lotto/lgw/orders/today?gameId=-1', headers: auth() })).statusCode).toBe(200);
    expect((await app.inject({ url: '/lotto/lgw/orders/today' })).statusCode).toBe(401);
  });
});

describe('lottery.nearNumbers', () => {
  const gameOf = async (gameCode: string) =>
    ((await app.inject({ url: '/lgw/games/popular?count=100' })).json() as PopularLottery[]).find((g) => g.gameCode === gameCode)!;
  const near = async (gameId: number, prefix = '/lgw'): Promise<LotteryNearNumbers> => {
    const res = await app.inject({ url: `${prefix}/numeros/near?gameId=${gameId}` });
    expectCatalogueAnswer('lottery.nearNumbers', res);
    return res.json();
  };
  const following = (issue: string) => `${issue.slice(0, 9)}${String(Number(issue.slice(9)) + 1).padStart(4, '0')}`;

  it('answers the issue on sale, its ms to the draw and the issues either side, moving with the clock', async () => {
    const game = await gameOf('TCG1MLOTTO');
    const first = await near(game.gameId);
    // Raw, as every lgw answer: the clients read currentNumero straight from the body.
    expect(first).not.toHaveProperty('success');
    const [drawn] = await opened('TCG1MLOTTO', 1);
    expect(first.previousNumero).toEqual({ numero: drawn.issue });
    expect(first.currentNumero).toEqual({
      numero: following(drawn.issue),
      gameId: game.gameId,
      remainTime: game.nextDrawTime - app.clock.now(),
      lockTime: 0,
      isSale: true,
    });
    expect(first.nextNumero).toEqual({ numero: following(following(drawn.issue)) });
    expect(first.currentNumero!.remainTime).toBeGreaterThan(0);
    expect(first.currentNumero!.remainTime).toBeLessThanOrEqual(60_000);

    // One second before the draw the issue is still on sale (lockTime 0), and a bet on it is taken.
    await advance(first.currentNumero!.remainTime - 1000);
    const last = await near(game.gameId);
    expect(last.currentNumero).toMatchObject({ numero: first.currentNumero!.numero, remainTime: 1000, isSale: true });
    const bet = await app.inject({
      method: 'POST',
      url: '/lgw/orders/betting',
      headers: auth(),
      payload: {
        gameId: game.gameId,
        currentNumero: last.currentNumero!.numero,
        betCartAmountSum: '1.0000',
        device: 'WEB',
        orderType: 1,
        prizeModeId: 1,
        bettingSlipString: '7~1~101~1~1920~1',
      },
    });
    expect(bet.statusCode).toBe(200);

    // At the draw the next issue goes on sale.
    await advance(1000);
    const after = await near(game.gameId);
    expect(after.previousNumero).toEqual({ numero: first.currentNumero!.numero });
    expect(after.currentNumero).toMatchObject({ numero: first.nextNumero.numero, remainTime: 60_000, isSale: true });
    expect((await opened('TCG1MLOTTO', 1))[0].issue).toBe(first.currentNumero!.numero);
  });

  it('refuses a missing or unknown game with 400', async () => {
    for (const url of [
      '/lgw/numeros/near',
      '/lgw/numeros/near?gameId=99999',
      '/lgw/numeros/near?gameId=abc',
      '/lgw/numeros/near?gameId=0',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errorCode, url).toBe('request_param_err');
    }
  });

  // Last: it moves the shared clock by up to a day.
  it('follows a daily game across its draw, at its /lotto/lgw twin too, for guests', async () => {
    const vnMenus = (await app.inject({ url: '/lgw/vn/games/game_menu' })).json() as LotteryMenus;
    const hanoi = Object.values(vnMenus)
      .flatMap((g) => g.gameMenus)
      .find((m) => m.gameCode === 'VNHANOI')!.gameId;
    const [drawn] = (await app.inject({ url: '/lgw/vn/numeros/opened/game?gameCode=VNHANOI&count=1' })).json() as OpenedNumber[];
    const before = await near(hanoi, '/lotto/lgw');
    expect(before.previousNumero.numero).toBe(drawn.issue);
    expect(before.currentNumero).toMatchObject({ gameId: hanoi, lockTime: 0, isSale: true });
    expect(before.currentNumero!.remainTime).toBeLessThanOrEqual(86_400_000);
    expect(before.currentNumero!.remainTime).toBe(drawn.openTime + 86_400_000 - app.clock.now());
    await advance(before.currentNumero!.remainTime);
    const after = await near(hanoi, '/lotto/lgw');
    expect(after.previousNumero.numero).toBe(before.currentNumero!.numero);
    expect(after.currentNumero).toMatchObject({ numero: before.nextNumero.numero, remainTime: 86_400_000 });
  });
});
