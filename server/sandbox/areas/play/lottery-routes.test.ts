import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { catalogue } from '../../../../shared/api/catalogue';
import type {
  LotteryBetResult,
  LotteryGameGroups,
  LotteryGameSetting,
  LotteryNearNumbers,
  LotteryOrderPage,
  LotteryPlayMenu,
  LotterySeries,
} from '../../../../shared/domains/lottery/schemas';
import { buildTestSandbox, expectCatalogueAnswer, signIn } from '../../test-support';

/**
 * The launched lottery page is a client of the lottery gateway: the play token its launch ticket
 * trades for is its Authorization on the `/lgw` calls, and on those only.
 */
let app: FastifyInstance;
let token: string;
let accountId: number;
beforeAll(async () => {
  app = await buildTestSandbox();
  token = await signIn(app, 'player1', 'Play1234');
  accountId = app.db.prepare("SELECT id FROM accounts WHERE username = 'player1'").pluck().get() as number;
});
afterAll(() => app.close());

const launched = async (payload: Record<string, string>): Promise<string> => {
  const query = new URLSearchParams({ accountType: '1', device: 'WEB', ...payload });
  const launch = await app.inject({ url: `${catalogue['games.launch'].path}?${query}`, headers: { authorization: token } });
  const ticket = new URL(launch.json().value.content.game_url).searchParams.get('t');
  return (await app.inject({ method: 'POST', url: '/play/api/session', payload: { ticket } })).json().token;
};
const lotteryLaunch = () => launched({ launchMode: 'LOTT', lottoPrizeMode: 'Lott', lottoGameCode: 'TCG1MLOTTO', lottoView: 'betting' });
const lgw = (play: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  app.inject({
    method,
    url: `/lgw/${url}`,
    headers: { authorization: play },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const ledger = () => ({
  rows: app.db.prepare('SELECT reason, amount, ref FROM ledger WHERE account_id = ? ORDER BY id').all(accountId),
  balance: app.db.prepare('SELECT balance FROM wallets WHERE account_id = ? AND wallet_type = 2').pluck().get(accountId) as number,
});

describe('the launched lottery page on the lottery gateway', () => {
  it('bets with a slip built from the gateway’s answers, lists the order and cancels it, with its play token', async () => {
    const play = await lotteryLaunch();
    const groups: LotteryGameGroups = (await lgw(play, 'GET', 'games')).json();
    const group = groups.find((g) => g.games.some((m) => m.code === 'TCG1MLOTTO'))!;
    const game = group.games.find((m) => m.code === 'TCG1MLOTTO')!;
    const series = await lgw(play, 'GET', 'customers/series');
    expectCatalogueAnswer('lottery.series', series);
    const near: LotteryNearNumbers = (await lgw(play, 'GET', `numeros/near?gameId=${game.gameId}`)).json();
    const [mode] = (await lgw(play, 'GET', `games/${game.gameId}/play_menu`)).json() as LotteryPlayMenu;
    const [entry] = mode.playMenuGroups[0].playMenus;
    const setting: LotteryGameSetting = (await lgw(play, 'GET', `games/${game.gameId}/setting`)).json();
    const dime = setting.bettingModes.find((m) => m.unit === 0.1)!;
    const { defaultSeries } = (series.json() as LotterySeries).find(
      (s) => s.gameGroupCode === group.code && s.prizeModeId === mode.prizeModeId,
    )!;

    const before = ledger();
    // Three digits at five tenths each: 3 × 1 × 0.1 × 5 = 1.50.
    const res = await lgw(play, 'POST', 'orders/betting', {
      gameId: game.gameId,
      currentNumero: near.currentNumero!.numero,
      betCartAmountSum: '1.5000',
      device: 'WEB',
      orderType: 1,
      prizeModeId: mode.prizeModeId,
      bettingSlipString: `379~1~${entry.playId}~${dime.bettingModeId}~${defaultSeries}~5`,
    });
    expectCatalogueAnswer('lottery.bet', res);
    const placed = res.json() as LotteryBetResult;
    expect(placed).toMatchObject({ numero: near.currentNumero!.numero, totalBettingAmount: 1.5 });
    const [sub] = placed.subOrders;
    const after = ledger();
    expect(after.rows.slice(before.rows.length)).toEqual([{ reason: 'lottery.bet', amount: -150, ref: `order-${sub.orderId}` }]);
    expect(after.balance).toBe(before.balance - 150);
    expect((await app.inject({ url: '/play/api/balance', headers: { authorization: play } })).json()).toEqual({
      balance: after.balance / 100,
    });

    const today: LotteryOrderPage = (await lgw(play, 'GET', `orders/today?gameId=${game.gameId}&page=0&size=10`)).json();
    expect(today.content[0]).toMatchObject({ orderNo: placed.orderNumber, status: 'PENDING', bettingSlipString: '379~1~101~2~1920~5' });

    const cancel = await lgw(play, 'PUT', 'orders/suborders/cancel', [sub.orderId]);
    expect(cancel.json()).toEqual({ cancelled: [sub.orderId], refundAmount: 1.5 });
    expect(ledger().balance).toBe(before.balance);
  });

  it('answers the same at the /lotto/lgw twin, and takes a sign-in’s token as before', async () => {
    const play = await lotteryLaunch();
    const twin = await app.inject({ url: '/lotto/lgw/customers/series', headers: { authorization: play } });
    expect(twin.statusCode).toBe(200);
    expect(twin.body).toBe((await lgw(token, 'GET', 'customers/series')).body);
  });

  it('refuses a play token of another game, a lottery play token outside the lottery, and one that has ended', async () => {
    const slotNode = app.db.prepare("SELECT node_id FROM games WHERE game_type = 'RNG' ORDER BY node_id LIMIT 1").pluck().get() as number;
    const slot = await launched({ launchMode: 'GLS', nodeId: String(slotNode), platform: 'html5-desktop' });
    expect((await lgw(slot, 'GET', 'customers/series')).statusCode).toBe(401);
    expect((await lgw(slot, 'GET', 'orders/today?gameId=-1')).json()).toMatchObject({ errorCode: 'login.not.session' });

    const play = await lotteryLaunch();
    const member = await app.inject({ url: catalogue['member.info'].path, headers: { authorization: play } });
    expect(member.statusCode).toBe(401);
    const balance = await app.inject({ url: catalogue['cashier.balance'].path, headers: { authorization: play } });
    expect(balance.statusCode).toBe(401);

    app.clock.advance(2 * 3_600_000);
    expect((await lgw(play, 'GET', 'customers/series')).statusCode).toBe(401);
  });
});
