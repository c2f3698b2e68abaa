import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { catalogue } from '../../../../shared/api/catalogue';
import type { LotteryBetResult, LotterySubOrder } from '../../../../shared/domains/lottery/schemas';
import { buildTestSandbox, signIn } from '../../test-support';

let app: FastifyInstance;
let play: string;
let accountId: number;
beforeAll(async () => {
  app = await buildTestSandbox();
  const token = await signIn(app, 'player1', 'Play1234');
  accountId = app.db.prepare("SELECT id FROM accounts WHERE username = 'player1'").pluck().get() as number;
  const query = new URLSearchParams({
    launchMode: 'LOTT',
    lottoPrizeMode: 'Lott',
    lottoGameCode: 'TCG1MLOTTO',
    lottoView: 'betting',
    device: 'WEB',
  });
  const launch = await app.inject({ url: `${catalogue['games.launch'].path}?${query}`, headers: { authorization: token } });
  const ticket = new URL(launch.json().value.content.game_url).searchParams.get('t');
  play = (await app.inject({ method: 'POST', url: '/play/api/session', payload: { ticket } })).json().token;
});
afterAll(() => app.close());

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  app.inject({
    method,
    url: `/play/api/lottery/${url}`,
    headers: { authorization: play },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const ledger = () => ({
  rows: app.db.prepare('SELECT reason, amount, ref FROM ledger WHERE account_id = ? ORDER BY id').all(accountId),
  balance: app.db.prepare('SELECT balance FROM wallets WHERE account_id = ? AND wallet_type = 2').pluck().get(accountId) as number,
});

interface PageGame {
  gameId: number;
  gameCode: string;
  issue: string;
  prizeModeId: number;
  series: number;
  play: { playId: number; ballWidth: number };
}

describe('the lottery page API', () => {
  it('bets with the lottery client slip, lists today’s bets and cancels an open one with its refund', async () => {
    const listed = (await api('GET', 'games')).json() as { singleBetPrice: number; modes: number[]; games: PageGame[] };
    expect(listed).toMatchObject({ singleBetPrice: 1, modes: [1, 2, 3] });
    const game = listed.games.find((g) => g.gameCode === 'TCG1MLOTTO')!;
    expect(game).toMatchObject({ prizeModeId: 1, series: 1920, play: { playId: 101, ballWidth: 1 } });
    const before = ledger();
    const res = await api('POST', 'bet', {
      gameId: game.gameId,
      currentNumero: game.issue,
      winningStop: false,
      abandoning: false,
      betCartAmountSum: '1.5000',
      chase: false,
      device: 'WEB',
      orderType: 1,
      quickChase: false,
      prizeModeId: game.prizeModeId,
      bettingSlipString: `379~1~${game.play.playId}~2~${game.series}~5`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [sub] = (res.json() as LotteryBetResult).subOrders;
    const placed = ledger();
    expect(placed.rows.slice(before.rows.length)).toEqual([{ reason: 'lottery.bet', amount: -150, ref: `order-${sub.orderId}` }]);
    expect(placed.balance).toBe(before.balance - 150);

    const results = (await api('GET', 'results?gameCode=TCG1MLOTTO')).json() as { orders: LotterySubOrder[]; balance: number };
    expect(results.orders[0]).toMatchObject({ orderId: sub.orderId, status: 'PENDING', bettingSlipString: '379~1~101~2~1920~5' });
    expect(results.balance).toBe(placed.balance / 100);

    const cancel = await api('PUT', 'orders/cancel', [sub.orderId]);
    expect(cancel.json()).toEqual({ cancelled: [sub.orderId], refundAmount: 1.5 });
    const after = ledger();
    expect(after.rows.slice(placed.rows.length)).toEqual([{ reason: 'lottery.cancel', amount: 150, ref: `order-${sub.orderId}` }]);
    expect(after.balance).toBe(before.balance);
    expect(((await api('GET', 'results?gameCode=TCG1MLOTTO')).json() as { orders: LotterySubOrder[] }).orders[0].status).toBe('CANCELLED');
    expect((await api('PUT', 'orders/cancel', [sub.orderId])).json()).toMatchObject({ errorCode: 'lottery.order.not.cancellable' });

    // The invented format of before is refused, and nothing moves.
    const old = await api('POST', 'bet', { gameCode: 'TCG1MLOTTO', issue: game.issue, playType: '5D', numbers: '1', stake: 1 });
    expect(old.statusCode).toBe(400);
    expect(ledger()).toEqual(after);
  });
});
