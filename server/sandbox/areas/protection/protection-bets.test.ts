import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { catalogue } from '../../../../shared/api/catalogue';
import { ProtectionError, type ProtectionState } from '../../../../shared/domains/protection/schemas';
import type { PopularLottery } from '../../../../shared/domains/lottery/schemas';
import { buildTestSandbox, expectCatalogueAnswer, signIn } from '../../test-support';
import { callAs, ledgerState } from '../../testing/wallets';

let app: FastifyInstance;
let token: string;
beforeEach(async () => {
  app = await buildTestSandbox();
  token = await signIn(app, 'player1', 'Play1234');
});
afterEach(() => app.close());

const advance = (advanceMs: number) => app.inject({ method: 'POST', url: '/__dev/clock', payload: { advanceMs } });
const mainBalance = () => ledgerState(app, 'player1').wallets.find((w) => w.walletType === 2)!.balance;
async function state(): Promise<ProtectionState> {
  const res = await callAs(app, token, 'protection.state');
  expectCatalogueAnswer('protection.state', res);
  return res.json().value;
}
const used = async (kind: 'loss' | 'wager') => (await state()).limits.find((l) => l.kind === kind && l.period === 'day')!.used;

/** The lottery client's bet on the open issue of a 5-minute game: every digit once, ₱10, which always wins ₱9.60 back. */
async function lotteryBet() {
  const games = (await app.inject({ url: '/lgw/games/popular?count=100' })).json() as PopularLottery[];
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
  const res = await app.inject({ method: 'POST', url: '/lgw/orders/betting', headers: { authorization: token }, payload });
  return { res, drawIn: game.nextDrawTime - app.clock.now() };
}

const LAUNCH = { accountType: 1, confirmTrans: 0, launchMode: 'GLS', platform: 'html5-desktop', clientType: 3, language: 'EN' };
/** Opens a slot's game frame: its own play session, apart from the site's. */
async function slotFrame(): Promise<{ play: string; nodeId: number }> {
  const nodeId = app.db
    .prepare("SELECT node_id FROM games WHERE vassalage = 'JL' AND game_type = 'RNG' AND min_bet <= 1 ORDER BY node_id LIMIT 1")
    .pluck()
    .get() as number;
  const query = new URLSearchParams(Object.entries({ ...LAUNCH, nodeId }).map(([k, v]): [string, string] => [k, String(v)]));
  const launch = await app.inject({ url: `${catalogue['games.launch'].path}?${query}`, headers: { authorization: token } });
  const ticket = new URL(launch.json().value.content.game_url).searchParams.get('t');
  const session = await app.inject({ method: 'POST', url: '/play/api/session', payload: { ticket } });
  return { play: session.json().token, nodeId };
}
const spin = (frame: { play: string; nodeId: number }, stake = 1) =>
  app.inject({ method: 'POST', url: '/play/api/bet', headers: { authorization: frame.play }, payload: { nodeId: frame.nodeId, stake } });

describe('loss and wager limits on bets', () => {
  it('counts wins against the loss limit, and an open lottery stake as lost until it draws', async () => {
    await callAs(app, token, 'protection.setLimit', { kind: 'loss', period: 'day', amount: '15' });
    const first = await lotteryBet();
    expect(first.res.json().subOrders).toHaveLength(1);
    expect(await used('loss')).toBe('10.00');

    // 10 open + 10 more would pass 15.
    const before = ledgerState(app, 'player1');
    const refused = await lotteryBet();
    expect(refused.res.json()).toMatchObject({
      success: false,
      errorCode: ProtectionError.lossLimit,
      value: { kind: 'loss', period: 'day', amount: '15.00', used: '10.00', remaining: '5.00' },
    });
    expect(ledgerState(app, 'player1')).toEqual(before);

    // Drawn, the bet won 9.60 back: the loss is 0.40, so another 10 fits.
    await advance(first.drawIn);
    token = await signIn(app, 'player1', 'Play1234');
    expect(await used('loss')).toBe('0.40');
    const balance = mainBalance();
    const second = await lotteryBet();
    expect(second.res.json().subOrders).toHaveLength(1);
    expect(mainBalance()).toBe(balance - 1_000);
    expect(ledgerState(app, 'player1').consistent).toBe(true);
    expect(await used('loss')).toBe('10.40');
  });

  it('refuses a bet past the wager limit, however much it won', async () => {
    await callAs(app, token, 'protection.setLimit', { kind: 'wager', period: 'day', amount: '25' });
    const first = await lotteryBet();
    await advance(first.drawIn);
    token = await signIn(app, 'player1', 'Play1234');
    expect((await lotteryBet()).res.json().subOrders).toHaveLength(1);
    expect(await used('wager')).toBe('20.00');
    const before = ledgerState(app, 'player1');
    const refused = await lotteryBet();
    expect(refused.res.json()).toMatchObject({ errorCode: ProtectionError.wagerLimit, value: { used: '20.00', remaining: '5.00' } });
    expect(ledgerState(app, 'player1')).toEqual(before);
    // A game frame's round is a bet too: ₱5 fits exactly, ₱0.01 more does not.
    const frame = await slotFrame();
    expect((await spin(frame, 5)).json()).not.toHaveProperty('errorCode');
    expect((await spin(frame, 1)).json()).toMatchObject({ success: false, errorCode: ProtectionError.wagerLimit });
  });
});

describe('bets during a break', () => {
  it('refuses a bet from a game frame opened before the break and from the site, moving nothing', async () => {
    const frame = await slotFrame();
    expect((await spin(frame)).json()).not.toHaveProperty('errorCode');
    await callAs(app, token, 'protection.startRestriction', { kind: 'break', duration: '24h' });

    const before = ledgerState(app, 'player1');
    const rounds = app.db.prepare('SELECT COUNT(*) FROM game_rounds').pluck().get();
    const refused = await spin(frame);
    expect(refused.json()).toMatchObject({
      success: false,
      errorCode: ProtectionError.restricted,
      value: { kind: 'break', duration: '24h' },
    });
    expect((await lotteryBet()).res.json()).toMatchObject({ success: false, errorCode: ProtectionError.restricted });
    expect(ledgerState(app, 'player1')).toEqual(before);
    expect(app.db.prepare('SELECT COUNT(*) FROM game_rounds').pluck().get()).toBe(rounds);
  });
});

describe('the session limit on bets', () => {
  it('refuses a game frame’s bet once the session has lasted its minutes', async () => {
    const frame = await slotFrame();
    const set = await callAs(app, token, 'protection.setSessionLimit', { minutes: 15 });
    expect(set.json().value.sessionLimit.minutes).toBe(15);
    await app.inject({ url: '/__dev/clock', method: 'POST', payload: { advanceMs: 14 * 60_000 } });
    expect((await spin(frame)).json()).not.toHaveProperty('errorCode');

    await advance(60_000);
    const before = ledgerState(app, 'player1');
    const refused = await spin(frame);
    expect(refused.json()).toMatchObject({ success: false, errorCode: ProtectionError.sessionLimit });
    expect(ledgerState(app, 'player1')).toEqual(before);
    expect((await callAs(app, token, 'protection.state')).statusCode).toBe(401);

    // Signed in again, a new session starts its own 15 minutes and sees its own net result.
    token = await signIn(app, 'player1', 'Play1234');
    expect((await spin(await slotFrame())).json()).not.toHaveProperty('errorCode');
    const s = await state();
    const net = app.db
      .prepare(
        "SELECT SUM(win - stake) FROM game_rounds g JOIN accounts a ON a.id = g.account_id WHERE a.username = 'player1' AND played_at >= ?",
      )
      .pluck()
      .get(s.session.startedAt) as number;
    expect(s.session.net).toBe((net / 100).toFixed(2));
  });
});
