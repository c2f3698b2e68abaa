import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import type { LotteryBetResult, LotteryDrawPage, LotteryOrderPage, PopularLottery } from '../../../../shared/domains/lottery/schemas';
import { buildTestSandbox, expectCatalogueAnswer, signIn } from '../../test-support';

let app: FastifyInstance;
let player: string;
let other: string;
beforeAll(async () => {
  app = await buildTestSandbox();
  player = await signIn(app, 'player1', 'Play1234');
  other = await signIn(app, 'vip1', 'Play1234');
});
afterAll(() => app.close());

interface Game {
  gameId: number;
  issue: string;
  nextDrawTime: number;
}
const openGame = async (gameCode: string): Promise<Game> => {
  const games = (await app.inject({ url: '/lgw/games/popular?count=100' })).json() as PopularLottery[];
  const game = games.find((g) => g.gameCode === gameCode)!;
  const last = game.lastIssue!;
  return {
    gameId: game.gameId,
    nextDrawTime: game.nextDrawTime,
    issue: `${last.slice(0, 9)}${String(Number(last.slice(9)) + 1).padStart(4, '0')}`,
  };
};
/** The bet as the lottery client builds it (`oneClickBet`). */
const bet = (game: Game, bettingSlipString: string, betCartAmountSum: string, extra: object = {}) => ({
  gameId: game.gameId,
  currentNumero: game.issue,
  winningStop: false,
  abandoning: false,
  betCartAmountSum,
  chase: false,
  device: 'WEB',
  orderType: 1,
  quickChase: false,
  prizeModeId: 1,
  bettingSlipString,
  ...extra,
});
const betting = (payload: object, token = player) =>
  app.inject({ method: 'POST', url: '/lgw/orders/betting', headers: { authorization: token }, payload });
const cancelling = (ids: string[], token = player) =>
  app.inject({ method: 'PUT', url: '/lgw/orders/suborders/cancel', headers: { authorization: token }, payload: ids });
const today = async (query: string, token = player): Promise<LotteryOrderPage> => {
  const res = await app.inject({ url: `/lgw/orders/today?${query}`, headers: { authorization: token } });
  expectCatalogueAnswer('lottery.todayOrders', res);
  return res.json();
};
const accountId = (username: string) => app.db.prepare('SELECT id FROM accounts WHERE username = ?').pluck().get(username) as number;
/** The member's ledger: its rows and the main wallet's balance, in cents. */
const ledgerOf = (username: string) => ({
  rows: app.db.prepare('SELECT reason, amount, ref FROM ledger WHERE account_id = ? ORDER BY id').all(accountId(username)) as Array<{
    reason: string;
    amount: number;
    ref: string;
  }>,
  balance: app.db
    .prepare('SELECT balance FROM wallets WHERE account_id = ? AND wallet_type = 2')
    .pluck()
    .get(accountId(username)) as number,
});
const refusal = (res: LightMyRequestResponse) => ({ status: res.statusCode, errorCode: res.json().errorCode as string });

describe('lottery.bet with the client slip', () => {
  it('reads several slips of one bet, each a sub-order with its ledger row, units and multiples priced', async () => {
    const game = await openGame('TCG5MK3');
    const before = ledgerOf('player1');
    // Slip 1: balls 1 and 2 at tenths × 5 = 0.50 each; slip 2: ball 6 at hundredths × 20 = 0.20.
    const res = await betting(bet(game, '12~1~301~2~1920~5;6~1~301~3~1920~20', '1.2000'));
    expectCatalogueAnswer('lottery.bet', res);
    const answer: LotteryBetResult = res.json();
    expect(answer.betCartAmountSum).toBe(1.2);
    expect(answer.subOrders.map((o) => [o.bettingSlipString, o.betAmount, o.orderNo])).toEqual([
      ['12~1~301~2~1920~5', 1, answer.orderNo],
      ['6~1~301~3~1920~20', 0.2, answer.orderNo],
    ]);
    const after = ledgerOf('player1');
    expect(after.rows.slice(before.rows.length)).toEqual(
      answer.subOrders.map((o, i) => ({ reason: 'lottery.bet', amount: [-100, -20][i], ref: `order-${o.orderId}` })),
    );
    expect(after.balance).toBe(before.balance - 120);
  });

  it("takes the C# client's slip, with a position part and a closing ~, as the same bet", async () => {
    const game = await openGame('TCG5MK3');
    const before = ledgerOf('player1');
    const res = await betting(bet(game, '12~1~301~2~1920~5~~;6~1~301~3~1920~20~0~', '1.2000'));
    expectCatalogueAnswer('lottery.bet', res);
    expect(res.json().subOrders.map((o: { betAmount: number }) => o.betAmount)).toEqual([1, 0.2]);
    expect(ledgerOf('player1').balance).toBe(before.balance - 120);
    // The position is a number or nothing, and the closing ~ comes with it.
    for (const slip of ['6~1~301~3~1920~20~x~', '6~1~301~3~1920~20~0', '6~1~301~3~1920~20~0~~']) {
      expect(refusal(await betting(bet(game, slip, '0.2000'))), slip).toEqual({ status: 400, errorCode: 'request_param_err' });
    }
    expect(ledgerOf('player1').balance).toBe(before.balance - 120);
  });

  it('answers the fields the public clients read: orderNumber (a string), numero and totalBettingAmount (a number)', async () => {
    const game = await openGame('TCG5MK3');
    const res = await betting(bet(game, '12~1~301~2~1920~5', '1.0000'));
    expectCatalogueAnswer('lottery.bet', res);
    const answer: LotteryBetResult = res.json();
    expect(answer).toMatchObject({ orderNumber: answer.orderNo, numero: game.issue, totalBettingAmount: 1 });
    expect(answer.orderNumber).toMatch(/^LT\d{10}$/);
    // The jQuery client shows totalBettingAmount.toFixed(4); the C# client looks for this text.
    expect(answer.totalBettingAmount.toFixed(4)).toBe('1.0000');
    expect(res.body).toContain(`"orderNumber":"${answer.orderNo}"`);
  });

  it('writes balls of pools past 9 with two digits each', async () => {
    const game = await openGame('TCG5M11X5');
    const before = ledgerOf('player1');
    const res = await betting(bet(game, '010511~1~501~1~1920~2', '6.0000'));
    expectCatalogueAnswer('lottery.bet', res);
    const [sub] = (res.json() as LotteryBetResult).subOrders;
    expect(app.db.prepare('SELECT numbers, stake, total FROM lottery_orders WHERE id = ?').get(Number(sub.orderId))).toEqual({
      numbers: '1,5,11',
      stake: 200,
      total: 600,
    });
    expect(ledgerOf('player1').balance).toBe(before.balance - 600);
    // A single digit is half a ball here.
    expect(refusal(await betting(bet(game, '1~1~501~1~1920~1', '1.0000')))).toEqual({ status: 400, errorCode: 'request_param_err' });
  });

  it('refuses unknown plays, wrong ball counts, amounts that do not add up and closed issues, moving no money', async () => {
    const game = await openGame('TCG1MK3');
    const before = ledgerOf('player1');
    const param = async (payload: object, field: RegExp) => {
      const res = await betting(payload);
      expect(refusal(res), JSON.stringify(payload)).toEqual({ status: 400, errorCode: 'request_param_err' });
      expect(res.json().message).toMatch(field);
    };
    await param(bet(game, '1~1~999~1~1920~1', '1.0000'), /^bettingSlipString: playId 999 is not a play/);
    await param(bet(game, '1~1~101~1~1920~1', '1.0000'), /playId 101/);
    await param(bet(game, '~1~301~1~1920~1', '0.0000'), /pick at least one ball/);
    await param(bet(game, '1_2~1~301~1~1920~1', '2.0000'), /1 position \(got 2\)/);
    await param(bet(game, '7~1~301~1~1920~1', '1.0000'), /balls go from 1 to 6/);
    await param(bet(game, '11~1~301~1~1920~1', '2.0000'), /a ball appears twice/);
    await param(bet(game, '12~1~301~1~1920~1', '1.0000'), /^betCartAmountSum: the slips cost 2\.0000$/);
    await param(bet(game, '12~1~301~1~1920~1', '2.0050'), /^betCartAmountSum/);
    // The wire's exact form only: zeros in front or a space are malformed.
    await param(bet(game, '12~1~301~1~1920~1', '02.0000'), /betCartAmountSum/);
    await param(bet(game, '12~1~301~1~1920~1', ' 2.0000'), /betCartAmountSum/);
    await param(bet(game, '1~2~301~1~1920~1', '1.0000'), /always 1/);
    await param(bet(game, '1~1~301~4~1920~1', '1.0000'), /mode is 1/);
    await param(bet(game, '1~1~301~1~1950~1', '1.0000'), /series 1950 is not offered/);
    await param(bet(game, '1~1~301~1~1920~0', '0.0000'), /multiple goes from 1/);
    await param(bet(game, '1~1~301~1~1920', '1.0000'), /<balls>~1~<playId>/);
    await param(bet(game, '1~1~301~1~1920~1;9~1~301~1~1920~1', '2.0000'), /^bettingSlipString: slip 2: balls go from 1 to 6/);
    await param(bet(game, '1~1~301~1~1920~1', '1.0000', { chase: true }), /^chase/);
    await param(bet(game, '1~1~301~1~1920~1', '1.0000', { orderType: 2 }), /^orderType/);
    await param(bet(game, '1~1~301~1~1920~1', '1.0000', { prizeModeId: 2 }), /^prizeModeId/);
    await param(bet(game, '1~1~301~1~1920~1', '1.0000', { gameId: 99_999 }), /^gameId: unknown/);
    await param(bet(game, '1~1~301~1~1920~1', '1.0000', { currentNumero: '20990101-0001' }), /^currentNumero/);
    await param({ gameCode: 'TCG1MK3', issue: game.issue, playType: 'K3', numbers: '1', stake: 1 }, /is required/);
    const drawn = `${game.issue.slice(0, 9)}${String(Number(game.issue.slice(9)) - 1).padStart(4, '0')}`;
    expect(refusal(await betting(bet(game, '1~1~301~1~1920~1', '1.0000', { currentNumero: drawn })))).toEqual({
      status: 400,
      errorCode: 'lottery.issue.closed',
    });
    // 6 balls × 100,000 whole units is more than the balance: refused whole.
    expect(refusal(await betting(bet(game, '123456~1~301~1~1920~100000', '600000.0000')))).toEqual({
      status: 400,
      errorCode: 'balance.insufficient',
    });
    expect(
      (await app.inject({ method: 'POST', url: '/lgw/orders/betting', payload: bet(game, '1~1~301~1~1920~1', '1.0000') })).statusCode,
    ).toBe(401);
    expect(ledgerOf('player1')).toEqual(before);
  });
});

/** The bet as the older jQuery betting client builds it (`order.sendOrders`): its body keys, in its order. */
const olderBet = (game: Game, bettingSlipString: string, betCartAmountSum: string, extra: object = {}) => ({
  bettingSlipString,
  multiples: '5',
  chase: 'false',
  gameId: game.gameId,
  betCartAmountSum,
  series: 1920,
  currentNumero: game.issue,
  bettingMode: 2,
  device: 'WEB',
  orderType: 1,
  prizeModeId: 1,
  ...extra,
});
const ordersOf = (username: string) =>
  app.db.prepare('SELECT COUNT(*) FROM lottery_orders WHERE account_id = ?').pluck().get(accountId(username)) as number;

describe('lottery.bet with the older jQuery client body', () => {
  it('takes its body and amount~balls~stakes~1~playId~0 slips as the same bet, at its mode, series and multiple', async () => {
    const game = await openGame('TCG5MK3');
    const before = ledgerOf('player1');
    // Tenths × 5 = 0.50 a bet: balls 1 and 2 are two bets (1.0000), ball 6 one (0.5000).
    const res = await betting(olderBet(game, '1.0000~12~2~1~301~0;0.5000~6~1~1~301~0', '1.5000'));
    expectCatalogueAnswer('lottery.bet', res);
    const answer: LotteryBetResult = res.json();
    expect(answer).toMatchObject({ orderNumber: answer.orderNo, numero: game.issue, totalBettingAmount: 1.5 });
    expect(answer.totalBettingAmount.toFixed(4)).toBe('1.5000');
    const after = ledgerOf('player1');
    expect(after.rows.slice(before.rows.length)).toEqual(
      answer.subOrders.map((o, i) => ({ reason: 'lottery.bet', amount: [-100, -50][i], ref: `order-${o.orderId}` })),
    );
    expect(after.balance).toBe(before.balance - 150);

    // The same bet in the React client's body and slips: the same sub-orders.
    const same = await betting(bet(game, '12~1~301~2~1920~5;6~1~301~2~1920~5', '1.5000'));
    expectCatalogueAnswer('lottery.bet', same);
    const view = (o: LotteryBetResult['subOrders'][number]) => [o.playId, o.bettingSlipString, o.betAmount, o.status, o.currentNumero];
    expect(answer.subOrders.map(view)).toEqual((same.json() as LotteryBetResult).subOrders.map(view));
    expect(answer.subOrders.map(view)).toEqual([
      [301, '12~1~301~2~1920~5', 1, 'PENDING', game.issue],
      [301, '6~1~301~2~1920~5', 0.5, 'PENDING', game.issue],
    ]);
    const rows = (id: string) =>
      app.db.prepare('SELECT mode, series, multiple, numbers, stake, total FROM lottery_orders WHERE id = ?').get(Number(id));
    expect(rows(answer.subOrders[0].orderId)).toEqual({ mode: 2, series: 1920, multiple: 5, numbers: '1,2', stake: 50, total: 100 });
    expect(ledgerOf('player1').balance).toBe(before.balance - 300);
  });

  it('is taken at /lotto/lgw too, with a numeric multiple and two-digit balls', async () => {
    const game = await openGame('TCG5M11X5');
    const before = ledgerOf('player1');
    const res = await app.inject({
      method: 'POST',
      url: '/lotto/lgw/orders/betting',
      headers: { authorization: player },
      payload: olderBet(game, '6.0000~010511~3~1~501~0', '6.0000', { multiples: 2, bettingMode: 1 }),
    });
    expectCatalogueAnswer('lottery.bet', res);
    const answer: LotteryBetResult = res.json();
    expect(answer.subOrders.map((o) => [o.bettingSlipString, o.betAmount])).toEqual([['010511~1~501~1~1920~2', 6]]);
    const after = ledgerOf('player1');
    expect(after.rows.slice(before.rows.length)).toEqual([
      { reason: 'lottery.bet', amount: -600, ref: `order-${answer.subOrders[0].orderId}` },
    ]);
    expect(after.balance).toBe(before.balance - 600);
  });

  it('refuses each malformed part of its body and slips, and its chases, moving no money', async () => {
    const game = await openGame('TCG1MK3');
    const before = ledgerOf('player1');
    const orders = ordersOf('player1');
    const param = async (payload: object, field: RegExp) => {
      const res = await betting(payload);
      expect(refusal(res), JSON.stringify(payload)).toEqual({ status: 400, errorCode: 'request_param_err' });
      expect(res.json().message, JSON.stringify(payload)).toMatch(field);
    };
    const slip = '1.0000~12~2~1~301~0';
    // The slip's cost and its number of bets must be what its balls cost.
    await param(olderBet(game, '0.9000~12~2~1~301~0', '0.9000'), /^bettingSlipString: amount: the slip costs 1\.0000$/);
    await param(olderBet(game, '1.00000~12~2~1~301~0', '1.0000'), /^bettingSlipString: amount/);
    await param(olderBet(game, '01.0000~12~2~1~301~0', '1.0000'), /^bettingSlipString: amount/);
    await param(olderBet(game, '1.0000~12~3~1~301~0', '1.0000'), /^bettingSlipString: stakes: the balls make 2 bet\(s\), not 3$/);
    await param(olderBet(game, '1.0000~12~x~1~301~0', '1.0000'), /^bettingSlipString: stakes is a whole number/);
    await param(olderBet(game, `${slip};0.5000~6~2~1~301~0`, '1.5000'), /^bettingSlipString: slip 2: stakes/);
    await param(
      olderBet(game, '1.0000~12~2~2~301~0', '1.0000'),
      /^bettingSlipString: a slip is <amount>~<balls>~<stakes>~1~<playId>~0: its fourth part is always 1$/,
    );
    await param(olderBet(game, '1.0000~12~2~1~301~1', '1.0000'), /: its last part is always 0$/);
    await param(olderBet(game, '1.0000~12~2~1~999~0', '1.0000'), /^bettingSlipString: playId 999 is not a play/);
    await param(olderBet(game, '1.0000~19~2~1~301~0', '1.0000'), /balls go from 1 to 6/);
    await param(olderBet(game, '1.0000~12~2~1~301', '1.0000'), /<amount>~<balls>~<stakes>~1~<playId>~0/);
    // Its body carries the bet's terms, so a slip carrying its own is not its form.
    await param(olderBet(game, '12~1~301~2~1920~5', '1.0000'), /<amount>~<balls>~<stakes>~1~<playId>~0/);
    await param(olderBet(game, slip, '2.0000'), /^betCartAmountSum: the slips cost 1\.0000$/);
    // The bet's terms, checked as a slip's own.
    await param(olderBet(game, slip, '1.0000', { bettingMode: 4 }), /^bettingMode/);
    await param(olderBet(game, slip, '1.0000', { series: 1700 }), /^series: 1700 is not offered/);
    await param(olderBet(game, slip, '1.0000', { multiples: '0' }), /^multiples: goes from 1/);
    await param(olderBet(game, slip, '1.0000', { multiples: '200000' }), /^multiples: goes from 1/);
    await param(olderBet(game, slip, '1.0000', { multiples: 'x' }), /^multiples/);
    await param(olderBet(game, slip, '1.0000', { bettingMode: '2' }), /^bettingMode/);
    await param(olderBet(game, slip, '1.0000', { bettingMode: undefined }), /^bettingMode: is required/);
    await param(olderBet(game, slip, '1.0000', { series: undefined }), /^series: is required/);
    // Chases are refused as the other clients' are.
    const chaseSlip = { numero: game.issue, multiples: ['5', '5'] };
    await param(olderBet(game, slip, '1.0000', { chase: 'true', chaseSlip }), /^chase: chasing/);
    await param(olderBet(game, slip, '1.0000', { chase: 'true' }), /^chase: chasing/);
    await param(olderBet(game, slip, '1.0000', { chaseSlip }), /^chaseSlip: chasing/);
    await param(olderBet(game, slip, '1.0000', { chase: 'no' }), /^chase/);
    expect(ledgerOf('player1')).toEqual(before);
    expect(ordersOf('player1')).toBe(orders);
  });
});

describe('lottery.todayOrders', () => {
  it("pages the member's sub-orders of today, newest first, narrowed by game", async () => {
    const sandbox = await buildTestSandbox();
    try {
      let token = await signIn(sandbox, 'mobile1', 'Play1234');
      const games = (await sandbox.inject({ url: '/lgw/games/popular?count=100' })).json() as PopularLottery[];
      const at = (code: string): Game => {
        const g = games.find((x) => x.gameCode === code)!;
        const last = g.lastIssue!;
        return {
          gameId: g.gameId,
          nextDrawTime: g.nextDrawTime,
          issue: `${last.slice(0, 9)}${String(Number(last.slice(9)) + 1).padStart(4, '0')}`,
        };
      };
      const pk10 = at('TCG1MPK10');
      const keno = at('TCGKENO5M');
      const place = async (game: Game, slip: string, sum: string) => {
        const res = await sandbox.inject({
          method: 'POST',
          url: '/lgw/orders/betting',
          headers: { authorization: token },
          payload: bet(game, slip, sum),
        });
        expect(res.statusCode).toBe(200);
        return (res.json() as LotteryBetResult).subOrders[0].orderId;
      };
      const ids = [await place(pk10, '01~1~401~1~1920~1', '1.0000'), await place(pk10, '02~1~401~1~1920~1', '1.0000')];
      ids.push(await place(pk10, '0310~1~401~1~1920~1', '2.0000'));
      const kenoId = await place(keno, '80~1~701~1~1920~1', '1.0000');
      const list = async (query: string) => {
        const res = await sandbox.inject({ url: `/lgw/orders/today?${query}`, headers: { authorization: token } });
        expectCatalogueAnswer('lottery.todayOrders', res);
        return res.json() as LotteryOrderPage;
      };
      const first = await list(`gameId=${pk10.gameId}&page=0&size=2`);
      expect(first.content.map((o) => o.orderId)).toEqual([ids[2], ids[1]]);
      expect(first).toMatchObject({ number: 0, size: 2, totalElements: 3, totalPages: 2 });
      expect(first.content[0]).toMatchObject({
        bettingSlipString: '0310~1~401~1~1920~1',
        betAmount: 2,
        status: 'PENDING',
        winningNumber: null,
      });
      expect((await list(`gameId=${pk10.gameId}&page=1&size=2`)).content.map((o) => o.orderId)).toEqual([ids[0]]);
      expect((await list(`gameId=${pk10.gameId}&page=2&size=2`)).content).toEqual([]);
      const all = await list('');
      expect(all.content.map((o) => o.orderId)).toEqual([kenoId, ...[...ids].reverse()]);
      expect(all).toMatchObject({ number: 0, size: 10, totalElements: 4 });
      // gameId=-1 is every game, as the React lottery client asks when no game is chosen.
      expect(await list('gameId=-1')).toEqual(all);
      expect((await list('gameId=-1&page=1&size=3')).content.map((o) => o.orderId)).toEqual([ids[0]]);
      // Once drawn, a sub-order shows the issue's numbers; the next local day starts an empty list.
      sandbox.clock.advance(pk10.nextDrawTime - sandbox.clock.now());
      const drawn = (await list(`gameId=${pk10.gameId}`)).content[0];
      expect(drawn.winningNumber).toMatch(/^\d+(,\d+){9}$/);
      expect(['WON', 'LOST']).toContain(drawn.status);
      sandbox.clock.advance(86_400_000);
      // A session ends after two idle hours: sign in again on the next day.
      token = await signIn(sandbox, 'mobile1', 'Play1234');
      expect((await list('')).totalElements).toBe(0);
      for (const query of ['size=0', 'size=101', 'page=-1', 'gameId=99999', 'gameId=0', 'gameId=-2']) {
        const res = await sandbox.inject({ url: `/lgw/orders/today?${query}`, headers: { authorization: token } });
        expect(res.statusCode, query).toBe(400);
      }
      expect((await sandbox.inject({ url: '/lgw/orders/today' })).statusCode).toBe(401);
    } finally {
      await sandbox.close();
    }
  });
});

describe('lottery.cancelOrders', () => {
  it('cancels open sub-orders with their refund in the ledger, and refuses settled, cancelled and foreign ones whole', async () => {
    const game = await openGame('TCG5M11X5');
    const placed: LotteryBetResult = (await betting(bet(game, '01~1~501~1~1920~3;0203~1~501~2~1920~4', '3.8000'))).json();
    const [kept, dropped] = placed.subOrders.map((o) => o.orderId);
    const foreign: LotteryBetResult = (await betting(bet(game, '09~1~501~1~1920~1', '1.0000'), other)).json();
    const foreignId = foreign.subOrders[0].orderId;
    const before = ledgerOf('player1');
    const otherBefore = ledgerOf('vip1');

    const res = await cancelling([dropped]);
    expectCatalogueAnswer('lottery.cancelOrders', res);
    expect(res.json()).toEqual({ cancelled: [dropped], refundAmount: 0.8 });
    const after = ledgerOf('player1');
    expect(after.rows.slice(before.rows.length)).toEqual([{ reason: 'lottery.cancel', amount: 80, ref: `order-${dropped}` }]);
    expect(after.balance).toBe(before.balance + 80);
    expect((await today(`gameId=${game.gameId}`)).content.find((o) => o.orderId === dropped)?.status).toBe('CANCELLED');

    // Refused whole: already cancelled, another member's, unknown; the open one in the list stays open.
    expect(refusal(await cancelling([dropped]))).toEqual({ status: 400, errorCode: 'lottery.order.not.cancellable' });
    expect(refusal(await cancelling([kept, foreignId]))).toEqual({ status: 400, errorCode: 'lottery.order.not.found' });
    expect(refusal(await cancelling(['987654321']))).toEqual({ status: 400, errorCode: 'lottery.order.not.found' });
    expect(refusal(await cancelling([]))).toEqual({ status: 400, errorCode: 'request_param_err' });
    expect(refusal(await cancelling(['x']))).toEqual({ status: 400, errorCode: 'request_param_err' });
    expect(app.db.prepare('SELECT status FROM lottery_orders WHERE id = ?').pluck().get(Number(kept))).toBe('PENDING');
    expect(ledgerOf('player1')).toEqual(after);
    expect(ledgerOf('vip1')).toEqual(otherBefore);

    // The draw settles the open sub-order and leaves the cancelled one alone; a settled one cannot be cancelled.
    app.clock.advance(game.nextDrawTime - app.clock.now());
    expect(refusal(await cancelling([kept]))).toEqual({ status: 400, errorCode: 'lottery.order.not.cancellable' });
    const settled = ledgerOf('player1');
    expect(settled.rows.filter((r) => r.ref === `order-${dropped}`).map((r) => r.reason)).toEqual(['lottery.bet', 'lottery.cancel']);
    expect(app.db.prepare('SELECT status FROM lottery_orders WHERE id = ?').pluck().get(Number(dropped))).toBe('CANCELLED');
    expect(['WON', 'LOST']).toContain(app.db.prepare('SELECT status FROM lottery_orders WHERE id = ?').pluck().get(Number(kept)));
    expect(settled.balance - after.balance).toBe(settled.rows.slice(after.rows.length).reduce((sum, r) => sum + r.amount, 0));
  });
});

describe('lottery.draws', () => {
  it('pages a game’s draw history newest first, from page 0', async () => {
    const { gameId } = await openGame('TCG1MLOTTO');
    const page = async (query: string): Promise<LotteryDrawPage> => {
      const res = await app.inject({ url: `/lgw/draw/${gameId}?${query}` });
      expectCatalogueAnswer('lottery.draws', res);
      return res.json();
    };
    const first = await page('page=0&size=10');
    const second = await page('page=1&size=10');
    expect(first.content).toHaveLength(10);
    expect(first.content[0].drawTime).toBeLessThanOrEqual(app.clock.now());
    expect(first).toMatchObject({ number: 0, size: 10 });
    expect(first.totalElements).toBeGreaterThanOrEqual(120);
    expect(first.totalPages).toBe(Math.ceil(first.totalElements / 10));
    const times = [...first.content, ...second.content].map((d) => d.drawTime);
    times.slice(1).forEach((t, i) => expect(times[i] - t).toBe(60_000));
    expect(first.content[0]).toMatchObject({ gameId, gameCode: 'TCG1MLOTTO' });
    expect(first.content[0].numero).toMatch(/^\d{8}-\d{4}$/);
    expect(first.content[0].winningNumber).toMatch(/^\d(,\d){4}$/);
    // winNo, as the public clients read it: the same comma-separated numbers.
    for (const draw of first.content) expect(draw.winNo).toBe(draw.winningNumber);
    expect((await page('')).content.map((d) => d.numero)).toEqual(first.content.map((d) => d.numero));
    const last = await page(`page=${first.totalPages}&size=10`);
    expect(last.content).toEqual([]);
    for (const url of [`/lgw/draw/99999`, `/lgw/draw/abc`, `/lgw/draw/${gameId}?size=101`, `/lgw/draw/${gameId}?page=-1`]) {
      expect((await app.inject({ url })).statusCode, url).toBe(400);
    }
  });
});
