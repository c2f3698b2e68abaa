import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type {
  LotteryDrawPage,
  LotteryGameGroups,
  LotteryGameSetting,
  LotteryHotGap,
  LotteryMenus,
  LotteryNearNumbers,
  LotteryPlayMenu,
  LotterySeries,
} from '../../../../shared/domains/lottery/schemas';
import type { EndpointKey } from '../../../../shared/api/catalogue';
import { buildTestSandbox, expectCatalogueAnswer, signIn } from '../../test-support';

/**
 * What a lottery client reads before it bets (GET /lgw/games, play_menu, setting, customers/series,
 * hot_gap_info) and the draws by game code, in the shapes of contract/PUBLIC-CLIENTS.md, each
 * number checked against what a bet is taken and paid by.
 */
let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  app = await buildTestSandbox();
  token = await signIn(app, 'player1', 'Play1234');
});
afterAll(() => app.close());

const auth = () => ({ authorization: token });
const read = async <T>(key: EndpointKey, url: string, headers: Record<string, string> = {}): Promise<T> => {
  const res = await app.inject({ url, headers });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
  expectCatalogueAnswer(key, res);
  return res.json() as T;
};
const groups = () => read<LotteryGameGroups>('lottery.games', '/lgw/games');
const gameNamed = async (code: string) => {
  const all = await groups();
  const group = all.find((g) => g.games.some((m) => m.code === code))!;
  return { group, game: group.games.find((m) => m.code === code)! };
};
const near = async (gameId: number) =>
  (await read<LotteryNearNumbers>('lottery.nearNumbers', `/lgw/numeros/near?gameId=${gameId}`)).currentNumero!;
const betting = (payload: object) => app.inject({ method: 'POST', url: '/lgw/orders/betting', headers: auth(), payload });
const ledgerOf = (ref: string) => app.db.prepare('SELECT reason, amount FROM ledger WHERE ref = ? ORDER BY id').all(ref);
const refused = (res: LightMyRequestResponse, part: string) => {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ errorCode: 'request_param_err' });
  expect(res.json().message).toContain(part);
};

describe('lottery.games (GET /lgw/games)', () => {
  it('answers the groups with their games as a raw array, every menu game once, for guests too', async () => {
    const answer = await groups();
    expect(answer).not.toHaveProperty('success');
    const menus = async (url: string) => Object.values((await app.inject({ url })).json() as LotteryMenus);
    const menuGroups = [...(await menus('/lgw/games/game_menus')), ...(await menus('/lgw/vn/games/game_menu'))];
    expect(answer.map((g) => g.code)).toEqual(menuGroups.map((g) => g.gameGroupCode));
    expect(answer.map((g) => g.displayName)).toEqual(menuGroups.map((g) => g.labelName));
    answer.forEach((group, i) => {
      expect(group.games).toEqual(
        menuGroups[i].gameMenus.map((m) => ({ gameId: m.gameId, gameGroupId: group.gameGroupId, code: m.gameCode, remark: m.gameName })),
      );
    });
    expect(new Set(answer.map((g) => g.gameGroupId)).size).toBe(answer.length);
    expect((await app.inject({ url: '/lotto/lgw/games?t=1' })).body).toBe(JSON.stringify(answer));
  });
});

describe('lottery.playMenu (GET /lgw/games/{gameId}/play_menu)', () => {
  it('answers the game’s prize mode with its play: the slip’s playId, the single-bet price and the bonus the engine pays', async () => {
    const { game } = await gameNamed('TCG1MK3');
    const menu = await read<LotteryPlayMenu>('lottery.playMenu', `/lgw/games/${game.gameId}/play_menu`);
    expect(menu).toEqual([
      {
        prizeModeId: 1,
        prizeModeName: 'Lott',
        playMenuGroups: [
          {
            playId: 300,
            playCode: 'First_1_K3',
            playName: 'First die',
            playMenu: 'First die',
            groupSwitch: 1,
            sorting: 1,
            playSubGroups: [],
            playMenus: [
              {
                playId: 301,
                playCode: 'First1Straight_K3',
                playName: 'First die straight',
                playMenu: 'First die straight',
                playSwitch: 1,
                singleBetPrice: 1,
                // Six faces at 96%.
                playMenuInfos: [{ bonus: 5.76 }],
              },
            ],
          },
        ],
      },
    ]);

    // Every face of the die at one whole unit: exactly one hits and wins the bonus.
    const issue = await near(game.gameId);
    const bet = await betting({
      gameId: game.gameId,
      currentNumero: issue.numero,
      betCartAmountSum: '6.0000',
      device: 'WEB',
      orderType: 1,
      prizeModeId: menu[0].prizeModeId,
      bettingSlipString: `123456~1~${menu[0].playMenuGroups[0].playMenus[0].playId}~1~1920~1`,
    });
    expect(bet.statusCode, bet.body).toBe(200);
    const orderId = bet.json().subOrders[0].orderId as string;
    app.clock.advance(issue.remainTime);
    await near(game.gameId); // any lottery read settles the draw
    expect(ledgerOf(`order-${orderId}`)).toEqual([
      { reason: 'lottery.bet', amount: -600 },
      { reason: 'lottery.win', amount: 576 },
    ]);
  });

  it('names each play by its family, a lotto play by its pool, and pays to the cent', async () => {
    const bonus = async (code: string) => {
      const { game } = await gameNamed(code);
      const [mode] = await read<LotteryPlayMenu>('lottery.playMenu', `/lotto/lgw/games/${game.gameId}/play_menu`);
      const [entry] = mode.playMenuGroups[0].playMenus;
      return [entry.playId, entry.playCode, entry.playMenuInfos[0].bonus];
    };
    expect(await bonus('TCG1MLOTTO')).toEqual([101, 'First1Straight', 9.6]);
    expect(await bonus('TCG5M11X5')).toEqual([501, 'First1Straight_11X5', 10.56]);
    expect(await bonus('TCGLOTTO642')).toEqual([642, 'First1Straight_LOTTO42', 40.32]);
    expect(await bonus('TCGLOTTO655')).toEqual([655, 'First1Straight_LOTTO55', 52.8]);
    expect(await bonus('VNHANOI')).toEqual([801, 'SpecialLast2_VN', 96]);
  });

  it('refuses a game id that is not a game’s', async () => {
    for (const id of ['99999', 'abc', '0']) refused(await app.inject({ url: `/lgw/games/${id}/play_menu` }), 'gameId');
  });
});

describe('lottery.gameSetting (GET /lgw/games/{gameId}/setting)', () => {
  it('answers the betting modes a slip names, with the limits a bet is held to', async () => {
    const { game } = await gameNamed('TCG5MLOTTO');
    const setting = await read<LotteryGameSetting>('lottery.gameSetting', `/lgw/games/${game.gameId}/setting`);
    expect(setting).toEqual({
      betMultipleMax: 100_000,
      betAmountMax: 100_000,
      bettingModes: [
        { bettingModeId: 1, code: 'Dollar', unit: 1, betMultipleMax: 100_000, betAmountMax: 100_000, winAmountMax: 960_000 },
        { bettingModeId: 2, code: 'Dime', unit: 0.1, betMultipleMax: 100_000, betAmountMax: 10_000, winAmountMax: 96_000 },
        { bettingModeId: 3, code: 'Cent', unit: 0.01, betMultipleMax: 100_000, betAmountMax: 1_000, winAmountMax: 9_600 },
      ],
    });

    // A cent-mode slip costs picks × single-bet price × unit × multiple; past betMultipleMax it is refused.
    const issue = await near(game.gameId);
    const cent = setting.bettingModes[2];
    const slip = (multiple: number, sum: string) => ({
      gameId: game.gameId,
      currentNumero: issue.numero,
      betCartAmountSum: sum,
      device: 'WEB',
      orderType: 1,
      prizeModeId: 1,
      bettingSlipString: `05~1~101~${cent.bettingModeId}~1920~${multiple}`,
    });
    const taken = await betting(slip(7, (2 * 1 * cent.unit * 7).toFixed(4)));
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().totalBettingAmount).toBe(0.14);
    refused(await betting(slip(cent.betMultipleMax + 1, '2000.0200')), 'multiple');
  });
});

describe('lottery.series (GET /lgw/customers/series)', () => {
  it('answers the member’s series for every game group, the one series its bets are taken at', async () => {
    const series = await read<LotterySeries>('lottery.series', '/lgw/customers/series', auth());
    const answer = await groups();
    expect(series).toEqual(
      answer.map((g) => ({
        gameGroupCode: g.code,
        prizeModeId: 1,
        maxSeries: 1920,
        minSeries: 1920,
        maxBetSeries: 1920,
        defaultSeries: 1920,
      })),
    );
    const { game } = await gameNamed('TCG5MK3');
    const issue = await near(game.gameId);
    const at = (seriesValue: number) =>
      betting({
        gameId: game.gameId,
        currentNumero: issue.numero,
        betCartAmountSum: '1.0000',
        device: 'WEB',
        orderType: 1,
        prizeModeId: 1,
        bettingSlipString: `4~1~301~1~${seriesValue}~1`,
      });
    refused(await at(series[0].minSeries - 2), 'series');
    expect((await at(series[0].defaultSeries)).statusCode).toBe(200);
  });

  it('is the member’s: a guest is refused', async () => {
    const res = await app.inject({ url: '/lgw/customers/series' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ errorCode: 'login.not.session' });
  });
});

describe('lottery.hotGap (GET /lgw/draw/{gameId}/hot_gap_info)', () => {
  const hotGapOf = async (code: string) => {
    const { game } = await gameNamed(code);
    const answer = await read<LotteryHotGap>('lottery.hotGap', `/lgw/draw/${game.gameId}/hot_gap_info`);
    const draws = await read<LotteryDrawPage>('lottery.draws', `/lgw/draw/${game.gameId}?page=0&size=100`);
    return { answer, draws: draws.content.map((d) => d.winNo.split(',').map(Number)) };
  };

  it('counts each position of the last 100 draws: how often each ball came and how many draws ago', async () => {
    const { answer, draws } = await hotGapOf('TCG1MLOTTO');
    expect(Object.keys(answer.hot)).toEqual(['FIRST', 'SECOND', 'THIRD', 'FOURTH', 'FIFTH']);
    expect(Object.keys(answer.gap)).toEqual(Object.keys(answer.hot));
    expect(draws).toHaveLength(100);
    (['FIRST', 'SECOND', 'THIRD', 'FOURTH', 'FIFTH'] as const).forEach((position, at) => {
      const hot = answer.hot[position]!;
      const gap = answer.gap[position]!;
      expect(hot).toHaveLength(16);
      for (let ball = 0; ball <= 9; ball++) {
        expect(hot[ball]).toBe(draws.filter((d) => d[at] === ball).length);
        const ago = draws.findIndex((d) => d[at] === ball);
        expect(gap[ball]).toBe(ago === -1 ? 100 : ago);
      }
      expect(hot.slice(10, 12)).toEqual([0, 0]);
      // Big (5–9), small, odd, even, as the clients read them from slice(12).
      const [big, small, odd, even] = hot.slice(12);
      expect(big).toBe(draws.filter((d) => d[at] >= 5).length);
      expect(big + small).toBe(100);
      expect(odd).toBe(draws.filter((d) => d[at] % 2 === 1).length);
      expect(odd + even).toBe(100);
      expect(gap.slice(12).filter((g) => g === 0)).toHaveLength(2);
      expect(gap[draws[0][at]]).toBe(0);
    });
  });

  it('follows the game’s balls: ten places of a race from 1, a keno draw’s first ten, 3D’s last three of five, the special prize’s digits', async () => {
    const race = await hotGapOf('TCG1MPK10');
    expect(Object.keys(race.answer.hot)).toHaveLength(10);
    expect(race.answer.hot.TENTH).toHaveLength(16);
    expect(race.answer.hot.TENTH![0]).toBe(0);
    expect(race.answer.hot.FIRST!.slice(1, 11).reduce((a, b) => a + b)).toBe(100);
    const keno = await hotGapOf('TCGKENO1M');
    expect(Object.keys(keno.answer.gap)).toHaveLength(10);
    expect(keno.answer.hot.FIRST).toHaveLength(81 + 4);
    const [big, small] = keno.answer.hot.FIRST!.slice(81);
    expect(big).toBe(keno.draws.filter((d) => d[0] > 40).length);
    expect(big + small).toBe(100);
    const daily3d = await hotGapOf('TCGDAILY3D');
    expect(Object.keys(daily3d.answer.hot)).toEqual(['THIRD', 'FOURTH', 'FIFTH']);
    expect(daily3d.answer.hot.THIRD!.slice(0, 10)).toEqual(
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((ball) => daily3d.draws.filter((d) => d[0] === ball).length),
    );
    const vietnam = await hotGapOf('VN1M');
    expect(Object.keys(vietnam.answer.hot)).toEqual(['FIRST', 'SECOND', 'THIRD', 'FOURTH', 'FIFTH']);
    expect(vietnam.answer.hot.FIFTH).toHaveLength(16);
  });

  it('moves with the draws', async () => {
    const { game } = await gameNamed('TCG1MLOTTO');
    const before = await read<LotteryHotGap>('lottery.hotGap', `/lgw/draw/${game.gameId}/hot_gap_info`);
    app.clock.advance(60_000);
    const after = await read<LotteryHotGap>('lottery.hotGap', `/lotto/lgw/draw/${game.gameId}/hot_gap_info`);
    const [latest] = (await read<LotteryDrawPage>('lottery.draws', `/lgw/draw/${game.gameId}?size=1`)).content;
    expect(after.gap.FIRST![Number(latest.winNo.split(',')[0])]).toBe(0);
    expect(after).not.toEqual(before);
  });

  it('refuses a game id that is not a game’s', async () => {
    refused(await app.inject({ url: '/lgw/draw/99999/hot_gap_info' }), 'gameId');
  });
});

describe('lottery.drawByCode (GET /lgw/draw/code/{code})', () => {
  it('pages a game’s draws by its code as by its id', async () => {
    const { game } = await gameNamed('TCG5MLOTTO');
    const byCode = await read<LotteryDrawPage>('lottery.drawByCode', '/lgw/draw/code/TCG5MLOTTO?page=1&size=3');
    const byId = await read<LotteryDrawPage>('lottery.draws', `/lgw/draw/${game.gameId}?page=1&size=3`);
    expect(byCode).toEqual(byId);
    expect(byCode).toMatchObject({ number: 1, size: 3 });
    expect(byCode.content.map((d) => d.gameCode)).toEqual(['TCG5MLOTTO', 'TCG5MLOTTO', 'TCG5MLOTTO']);
    expect((await app.inject({ url: '/lotto/lgw/draw/code/TCG5MLOTTO?page=1&size=3' })).body).toBe(JSON.stringify(byCode));
  });

  it('refuses an unknown code and a page out of range', async () => {
    refused(await app.inject({ url: '/lgw/draw/code/NOPE' }), 'code');
    refused(await app.inject({ url: '/lgw/draw/code/TCG5MLOTTO?size=101' }), 'size');
  });
});
