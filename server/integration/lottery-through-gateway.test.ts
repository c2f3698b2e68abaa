import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LotteryBetResult, LotteryNearNumbers, PopularLottery } from '../../shared/domains/lottery/schemas';
import { ProtectionError } from '../../shared/domains/protection/schemas';
import { testGateway } from '../gateway/test-support/gateway';
import { buildTestSandbox, expectCatalogueAnswer, signIn } from '../sandbox/test-support';
import { callAs, ledgerState } from '../sandbox/testing/wallets';

/**
 * The lottery's second mount as a betting client meets it: `/lotto/lgw/...` through the real
 * gateway to the real sandbox, which answers every lottery call there too, with the gateway's
 * player-protection guard on the twin path as on the `/lgw` one.
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
