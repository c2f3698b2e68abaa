import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  LotteryBetResult,
  LotteryDrawPage,
  LotteryGameGroups,
  LotteryGameSetting,
  LotteryNearNumbers,
  LotteryOrderPage,
  LotteryPlayMenu,
  LotterySeries,
  PopularLottery,
} from '../../shared/domains/lottery/schemas';
import { ProtectionError } from '../../shared/domains/protection/schemas';
import { testGateway } from '../gateway/test-support/gateway';
import { buildTestSandbox, expectCatalogueAnswer, signIn } from '../sandbox/test-support';
import { callAs, ledgerState } from '../sandbox/testing/wallets';
import { drawNumbers } from '../sandbox/areas/lottery/numbers';

/**
 * The lottery's second mount as a betting client meets it: `/lotto/lgw/...` through the real
 * gateway to the real sandbox, which answers every lottery call there too: a lottery client's
 * whole flow from the game groups to its order drawn, and the gateway's player-protection guard
 * on the twin path as on the `/lgw` one.
 */
let sandbox: FastifyInstance;
let gateway: FastifyInstance;
let token: string;

beforeAll(async () => {
  sandbox = await buildTestSandbox();
  await sandbox.listen({ port: 0, host: '127.0.0.1' });
  const { port } = sandbox.server.address() as { port: number };
  gateway = await testGateway(`http://127.0.0.1:${port}`, {
    now: () => sandbox.clock.now(),
    requestCeiling: { enabled: false },
    throttles: { loginPerClient: 0 },
  });
  token = await signIn(gateway, 'player1', 'Play1234');
}, 60_000);

afterAll(async () => {
  await gateway?.close();
  await sandbox?.close();
});

const mainBalance = () => ledgerState(sandbox, 'player1').wallets.find((w) => w.walletType === 2)!.balance;

describe('a lottery client’s whole flow at /lotto/lgw through the gateway', () => {
  /** A read as the React lottery client sends it: the raw token and the merchant, no envelope back. */
  const lotto = async <T>(key: Parameters<typeof expectCatalogueAnswer>[0], path: string): Promise<T> => {
    const res = await gateway.inject({ url: `/lotto/lgw/${path}`, headers: { authorization: token, merchant: 'gamefront' } });
    expect(res.statusCode, `${path}: ${res.body.slice(0, 200)}`).toBe(200);
    expectCatalogueAnswer(key, res);
    expect(res.json()).not.toHaveProperty('success');
    return res.json() as T;
  };

  it('reads the games, the issue on sale, the play menu, the setting and the series, bets with them and sees the order drawn', async () => {
    // The game groups; the game and its group code.
    const groups = await lotto<LotteryGameGroups>('lottery.games', 'games');
    const group = groups.find((g) => g.games.some((m) => m.code === 'TCG5MLOTTO'))!;
    const game = group.games.find((m) => m.code === 'TCG5MLOTTO')!;
    // The issue on sale.
    const { currentNumero } = await lotto<LotteryNearNumbers>('lottery.nearNumbers', `numeros/near?gameId=${game.gameId}`);
    expect(currentNumero).toMatchObject({ gameId: game.gameId, isSale: true });
    const issue = currentNumero!.numero;
    // The play: the first prize mode with plays, its first play that is on.
    const menu = await lotto<LotteryPlayMenu>('lottery.playMenu', `games/${game.gameId}/play_menu`);
    const mode = menu.find((m) => m.playMenuGroups.length > 0)!;
    const play = mode.playMenuGroups.flatMap((g) => g.playMenus).find((p) => p.playSwitch === 1)!;
    // The betting mode the clients click first, and the member's default series for the game's group.
    const setting = await lotto<LotteryGameSetting>('lottery.gameSetting', `games/${game.gameId}/setting`);
    const dollar = setting.bettingModes.find((m) => m.code === 'Dollar')!;
    const series = await lotto<LotterySeries>('lottery.series', 'customers/series');
    const mine = series.find((s) => s.gameGroupCode === group.code && s.prizeModeId === mode.prizeModeId)!;

    // Three digits the draw will miss (its numbers are a pure function of game and issue), two units each.
    const first = drawNumbers(game.code, issue, '5D').numbers[0];
    const picks = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((n) => n !== first).slice(0, 3);
    const multiple = 2;
    const stake = picks.length * play.singleBetPrice * dollar.unit * multiple;
    const before = ledgerState(sandbox, 'player1');
    const placed = await gateway.inject({
      method: 'POST',
      url: '/lotto/lgw/orders/betting',
      headers: { authorization: token, merchant: 'gamefront' },
      payload: {
        gameId: game.gameId,
        currentNumero: issue,
        winningStop: false,
        abandoning: false,
        betCartAmountSum: stake.toFixed(4),
        chase: false,
        device: 'WEB',
        orderType: 1,
        quickChase: false,
        prizeModeId: mode.prizeModeId,
        bettingSlipString: `${picks.join('')}~1~${play.playId}~${dollar.bettingModeId}~${mine.defaultSeries}~${multiple}`,
      },
    });
    expectCatalogueAnswer('lottery.bet', placed);
    const order = placed.json() as LotteryBetResult;
    expect(order).toMatchObject({ numero: issue, totalBettingAmount: stake });

    // The balance moved by exactly the stake, in one ledger row.
    const betRows = () =>
      sandbox.db
        .prepare(
          "SELECT l.reason, l.amount FROM ledger l JOIN accounts a ON a.id = l.account_id WHERE a.username = 'player1' ORDER BY l.id",
        )
        .all()
        .slice(before.rows);
    const cents = Math.round(stake * 100);
    const expectOnlyTheStake = () => {
      const after = ledgerState(sandbox, 'player1');
      expect(after.rows).toBe(before.rows + 1);
      expect(betRows()).toEqual([{ reason: 'lottery.bet', amount: -cents }]);
      expect(after.wallets.find((w) => w.walletType === 2)!.balance).toBe(before.wallets.find((w) => w.walletType === 2)!.balance - cents);
      expect(after.consistent).toBe(true);
    };
    expectOnlyTheStake();

    // The order among today's, for every game as the React client asks.
    const today = await lotto<LotteryOrderPage>('lottery.todayOrders', 'orders/today?gameId=-1&page=0&size=50');
    expect(today.content.find((o) => o.orderNo === order.orderNumber)).toMatchObject({
      currentNumero: issue,
      status: 'PENDING',
      betAmount: stake,
    });

    // After the draw: the issue heads the game's draws, by id and by code, and the order lost.
    sandbox.clock.advance(currentNumero!.remainTime);
    const winNo = drawNumbers(game.code, issue, '5D').numbers.join(',');
    const byId = await lotto<LotteryDrawPage>('lottery.draws', `draw/${game.gameId}?page=0&size=10`);
    expect(byId.content[0]).toMatchObject({ gameCode: game.code, numero: issue, winNo });
    const byCode = await lotto<LotteryDrawPage>('lottery.drawByCode', `draw/code/${game.code}?page=0&size=10`);
    expect(byCode.content[0]).toEqual(byId.content[0]);
    const settled = await lotto<LotteryOrderPage>('lottery.todayOrders', `orders/today?gameId=${game.gameId}&page=0&size=50`);
    expect(settled.content.find((o) => o.orderNo === order.orderNumber)).toMatchObject({
      status: 'LOST',
      winAmount: 0,
      winningNumber: winNo,
    });
    expectOnlyTheStake();
  });
});

describe('the /lotto/lgw mount through the gateway', () => {
  it('reaches the sandbox for a read and a bet, and guards the bet there as at /lgw', async () => {
    const games = (await gateway.inject({ url: '/lotto/lgw/games/popular?count=100' })).json() as PopularLottery[];
    const game = games.find((g) => g.gameCode === 'TCG5MLOTTO')!;

    const near = await gateway.inject({ url: `/lotto/lgw/numeros/near?gameId=${game.gameId}` });
    expectCatalogueAnswer('lottery.nearNumbers', near);
    const { currentNumero } = near.json() as LotteryNearNumbers;
    expect(currentNumero).toMatchObject({ gameId: game.gameId, remainTime: game.nextDrawTime - sandbox.clock.now(), isSale: true });

    const bet = {
      gameId: game.gameId,
      currentNumero: currentNumero!.numero,
      betCartAmountSum: '10.0000',
      device: 'WEB',
      orderType: 1,
      prizeModeId: 1,
      bettingSlipString: '0123456789~1~101~1~1920~1',
    };
    const betting = () =>
      gateway.inject({ method: 'POST', url: '/lotto/lgw/orders/betting', headers: { authorization: token }, payload: bet });
    const before = mainBalance();
    const placed = await betting();
    expectCatalogueAnswer('lottery.bet', placed);
    expect(placed.json() as LotteryBetResult).toMatchObject({ numero: currentNumero!.numero, totalBettingAmount: 10 });
    expect(placed.body).toContain('"orderNumber":"LT');
    expect(mainBalance()).toBe(before - 1_000);

    // During a break the edge refuses the order at this path too, and no money moves.
    const started = await callAs(gateway, token, 'protection.startRestriction', { kind: 'break', duration: '24h' });
    expect(started.json().success).toBe(true);
    const refused = await betting();
    expect(refused.json()).toMatchObject({ success: false, errorCode: ProtectionError.restricted });
    expect(mainBalance()).toBe(before - 1_000);
  });
});
