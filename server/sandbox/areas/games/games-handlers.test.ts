import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { catalogue } from '../../../../shared/api/catalogue';
import { GameCategories, type Game, type VendorLane } from '../../../../shared/domains/games/schemas';
import { buildTestSandbox, expectCatalogueAnswer, signIn, freePlayInject } from '../../test-support';

let app: FastifyInstance;
let lanes: VendorLane[];
let token: string;
beforeAll(async () => {
  app = await buildTestSandbox();
  const res = await app.inject({ url: '/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop' });
  expectCatalogueAnswer('games.vendors', res);
  lanes = res.json().value.data.lanes;
  token = await signIn(app, 'player1', 'Play1234');
});
afterAll(() => app.close());

describe('games.vendors', () => {
  it('has lanes only for categories with vendors, in the fixed order', () => {
    const titles = lanes.map((l) => l.title);
    expect(titles).toEqual(GameCategories.filter((c) => titles.includes(c)));
    expect(titles).toEqual(['LOTT', 'ELOTT', 'LIVE', 'RNG', 'SPORTS', 'FISH', 'PVP', 'COCKFIGHT']);
    expect(titles).not.toContain('ESPORTS');
    for (const lane of lanes) {
      expect(lane.cards.length, lane.title).toBeGreaterThan(0);
      expect(lane.cards.every((c) => c.gameType === lane.title)).toBe(true);
    }
  });

  it('offers more than ten slot vendors, e-sports codes under SPORTS and some hot vendors', () => {
    const lane = (t: string) => lanes.find((l) => l.title === t)!;
    expect(lane('RNG').cards.length).toBeGreaterThanOrEqual(12);
    expect(lane('SPORTS').cards.map((c) => c.vassalage)).toEqual(expect.arrayContaining(['SV3', 'FB', 'AV', 'AI', 'IMES', 'TF', 'IA']));
    expect(lane('LOTT').cards.map((c) => c.vassalage)).toEqual(['TCG_SEA', 'TCG_LOTTO_VN']);
    expect(lanes.flatMap((l) => l.cards).some((c) => c.isHot === 1)).toBe(true);
    expect(lane('FISH').cards.every((c) => c.isGame === 'VASSALAGE')).toBe(true);
  });

  it('counts games per class in each lane', () => {
    const rng = lanes.find((l) => l.title === 'RNG')!;
    const keys = rng.gameClassify.map((c) => c.key);
    expect(keys).toEqual(expect.arrayContaining(['SLOT', 'SCRATCH', 'POKER', 'TABLE', 'ARCADE', 'JACKPOT', 'BINGO', 'FISHING']));
    expect(rng.gameClassify.reduce((s, c) => s + c.gameCount, 0)).toBeGreaterThan(8_000);
  });
});

describe('games.hot', () => {
  it('answers about two dozen hot games from several vendors', async () => {
    const res = await app.inject({ url: '/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&vassalage=&platform=flash,html5-desktop' });
    expectCatalogueAnswer('games.hot', res);
    const list: Game[] = res.json().value.list;
    expect(list).toHaveLength(24);
    expect(list.every((g) => g.isHot === 1 && g.iconUrl === `/img/game/${g.nodeId}.svg`)).toBe(true);
    expect(new Set(list.map((g) => g.vassalage)).size).toBeGreaterThan(3);
    // The icon fields public clients read (showIcon, then defaultIcon) and the node's name.
    expect(list.every((g) => g.showIcon === g.iconUrl && g.defaultIcon === g.iconUrl && g.nodeName === g.gameName)).toBe(true);
  });

  it('answers a POST with the query in its JSON body, as the go444 client declares the call', async () => {
    const res = await app.inject({
      method: 'POST',
      url: catalogue['games.hot'].path,
      payload: { isPlatform: 2, vassalage: 'JL', platform: 'html5' },
    });
    expectCatalogueAnswer('games.hot', res);
    const list: Game[] = res.json().value.list;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((g) => g.vassalage === 'JL')).toBe(true);
  });

  it('filters by vendor', async () => {
    const res = await app.inject({ url: '/wps/relay/GCSGAME_hotGamesV2?vassalage=JL' });
    expectCatalogueAnswer('games.hot', res);
    const list: Game[] = res.json().value.list;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((g) => g.vassalage === 'JL')).toBe(true);
  });
});

const list = async (query: string) => {
  const res = await app.inject({ url: `${catalogue['games.list'].path}?${query}` });
  return res;
};
const games = async (
  query: string,
): Promise<{ games: Game[]; totalCount: number; totalPages: number; pageNo: number; pageSize: number }> => {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  expectCatalogueAnswer('games.list', res);
  return res.json().value;
};

describe('games.list', () => {
  it('pages 10,000 games 28 at a time by default, for guests', async () => {
    const v = await games('');
    expect(v.games).toHaveLength(28);
    expect(v).toMatchObject({ totalCount: 10_000, totalPages: Math.ceil(10_000 / 28), pageNo: 1, pageSize: 28 });
  });

  it('filters by lane, vendor, class, minimum bet and lines', async () => {
    const rng = await games('gameType=RNG&pageSize=100');
    expect(rng.games.every((g) => g.gameType === 'RNG')).toBe(true);
    const live = await games('gameType=LIVE&pageSize=100');
    expect(live.totalCount).toBe(5 * 36);
    const jl = await games('gameType=RNG&vassalage=JL&pageSize=100');
    expect(jl.games.every((g) => g.vassalage === 'JL' && g.gameType === 'RNG')).toBe(true);
    const scratch = await games('gameType=RNG&gameClassify=SCRATCH&pageSize=100');
    expect(scratch.totalCount).toBeGreaterThan(0);
    expect(scratch.games.every((g) => g.gameClassify === 'SCRATCH')).toBe(true);
    const bets = await games('gameType=RNG&minBet=1&pageSize=100');
    expect(bets.games.every((g) => (g.minBet ?? 0) >= 1)).toBe(true);
    expect(bets.totalCount).toBeLessThan(rng.totalCount);
    const lines = await games('gameType=RNG&minLineNum=25&pageSize=100');
    expect(lines.games.every((g) => (g.lineNum ?? 0) >= 25)).toBe(true);
    expect(lines.totalCount).toBeLessThan(rng.totalCount);
  });

  it('answers ESPORTS as the SPORTS-lane games of the e-sports vendors', async () => {
    const v = await games('gameType=ESPORTS');
    expect(v.totalCount).toBe(10);
    expect(new Set(v.games.map((g) => g.vassalage))).toEqual(new Set(['AV', 'AI', 'IMES', 'TF', 'IA']));
  });

  it('searches names as case-insensitive substrings; SQL and unicode are plain text', async () => {
    const v = await games('gameName=dRaGoN&pageSize=100');
    expect(v.totalCount).toBeGreaterThan(0);
    expect(v.games.every((g) => g.gameName.toLowerCase().includes('dragon'))).toBe(true);
    expect((await games(`gameName=${encodeURIComponent("' OR 1=1 --")}`)).totalCount).toBe(0);
    expect((await games('gameName=%25')).totalCount).toBe(0);
    expect((await games('gameName=_')).totalCount).toBe(0);
    expect((await games(`gameName=${encodeURIComponent('Đà Nẵng 🐉')}`)).totalCount).toBe(0);
    const quote = await games(`gameName=${encodeURIComponent("Hold'em")}`);
    expect(quote.totalCount).toBeGreaterThan(0);
  });

  it('answers a page past the end with no games and the right totals', async () => {
    const v = await games('gameType=LIVE&pageNo=999999999');
    expect(v).toMatchObject({ games: [], totalCount: 180, totalPages: 7, pageNo: 999999999 });
    const last = await games('gameType=LIVE&pageNo=7');
    expect(last.games).toHaveLength(180 - 6 * 28);
  });

  it('answers the whole lists the platform clients ask for: pages of 999 and 3000 games', async () => {
    for (const size of [999, 3000]) {
      const res = await list(`gameType=RNG&pageSize=${size}`);
      expect(res.statusCode, String(size)).toBe(200);
      const page = res.json().value;
      expect(page.games.length, String(size)).toBe(Math.min(size, page.totalCount));
      expect(page.games.length, String(size)).toBeGreaterThan(100);
    }
  });

  it('answers the mobile client (platform html5, client type 2) with the games the desktop client gets: every demo game plays in a phone', async () => {
    const filters = 'gameType=RNG&vassalage=PG&pageNo=2&pageSize=28&merchant=gamefront1&language=EN';
    const desktop = await games(`${filters}&platform=flash,html5-desktop&clientType=3`);
    const mobile = await games(`${filters}&platform=html5&clientType=2`);
    expect(mobile.games.length).toBe(28);
    expect(mobile).toEqual(desktop);
  });

  it('refuses a client type or platform the contract cannot mean, with 400 naming the field', async () => {
    for (const [query, field] of [
      ['clientType=100', 'clientType'],
      ['clientType=two', 'clientType'],
      ['clientType=-2', 'clientType'],
      [`platform=${'h'.repeat(65)}`, 'platform'],
    ]) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(new RegExp(`^${field}`));
    }
  });

  it('refuses bad paging and filters with 400 naming the field', async () => {
    for (const [query, field] of [
      ['pageNo=0', 'pageNo'],
      ['pageNo=-1', 'pageNo'],
      ['pageSize=0', 'pageSize'],
      ['pageSize=3001', 'pageSize'],
      ['pageNo=abc', 'pageNo'],
      ['gameType=CASINO', 'gameType'],
      ['gameClassify=DICE', 'gameClassify'],
      ['minBet=-1', 'minBet'],
      [`gameName=${'a'.repeat(51)}`, 'gameName'],
    ]) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
      expect(res.json().message, query).toMatch(new RegExp(`^${field}`));
    }
  });

  it('answers first page, deep page and name search in a few ms over 10,000 games', async () => {
    const { games: repo } = app.repos;
    const base = { pageNo: 1, pageSize: 28 };
    repo.list(base); // prepares the statements
    for (const query of [
      base,
      { ...base, pageNo: 300 },
      { ...base, gameName: 'fortune' },
      { ...base, gameType: 'RNG' as const, pageNo: 300 },
    ]) {
      repo.list(query);
      const started = performance.now();
      const page = repo.list(query);
      const took = performance.now() - started;
      expect(took, JSON.stringify(query)).toBeLessThan(50);
      expect(page.totalCount).toBeGreaterThan(0);
    }
  });
});

describe('games.vassalageTypes', () => {
  it('maps each lane to its vendors and their slot classes', async () => {
    const res = await app.inject({ url: catalogue['games.vassalageTypes'].path, headers: { authorization: token } });
    expectCatalogueAnswer('games.vassalageTypes', res);
    const { content } = res.json().value;
    expect(content.RNG.JL).toEqual(expect.arrayContaining(['SLOT', 'SCRATCH']));
    expect(content.LIVE.EVO).toEqual(['TABLE']);
    expect(content.SPORTS.AV).toEqual([]);
  });
});

describe('favourites', () => {
  const call = (key: 'games.addFavorite' | 'games.removeFavorite', payload: object, auth = token) =>
    app.inject({ method: catalogue[key].method, url: catalogue[key].path, headers: { authorization: auth }, payload });
  const ids = async (auth = token) =>
    (await app.inject({ url: catalogue['games.favoriteIds'].path, headers: { authorization: auth } })).json();

  it('adds (idempotently), lists and removes favourites', async () => {
    const [slot, live] = [(await games('gameType=RNG&vassalage=PG')).games[0], (await games('gameType=LIVE')).games[0]];
    for (const g of [slot, slot, live]) {
      const res = await call('games.addFavorite', { nodeId: g.nodeId, vendor: g.vassalage, gameType: g.gameType });
      expectCatalogueAnswer('games.addFavorite', res);
      expect(res.json()).toEqual({ success: true, value: null });
    }
    const idRes = await app.inject({ url: catalogue['games.favoriteIds'].path, headers: { authorization: token } });
    expectCatalogueAnswer('games.favoriteIds', idRes);
    expect([...idRes.json().value].sort()).toEqual([slot.nodeId, live.nodeId].sort());

    const listRes = await app.inject({
      url: `${catalogue['games.favoriteList'].path}?pageNo=1&pageSize=999`,
      headers: { authorization: token },
    });
    expectCatalogueAnswer('games.favoriteList', listRes);
    expect(listRes.json().value).toMatchObject({ pageNum: 1, totalPages: 1 });
    expect(listRes.json().value.content).toHaveLength(2);
    // The mobile client asks with its own platform and client type, and gets the same list.
    const mobile = await app.inject({
      url: `${catalogue['games.favoriteList'].path}?clientType=2&platform=html5&language=EN&pageNo=1&pageSize=999`,
      headers: { authorization: token },
    });
    expectCatalogueAnswer('games.favoriteList', mobile);
    expect(mobile.json().value).toEqual(listRes.json().value);
    const badClient = await app.inject({
      url: `${catalogue['games.favoriteList'].path}?clientType=100`,
      headers: { authorization: token },
    });
    expect(badClient.statusCode).toBe(400);
    const liveOnly = await app.inject({ url: `${catalogue['games.favoriteList'].path}?gameType=LIVE`, headers: { authorization: token } });
    expect(liveOnly.json().value.content.map((g: Game) => g.nodeId)).toEqual([live.nodeId]);
    const paged = await app.inject({
      url: `${catalogue['games.favoriteList'].path}?pageSize=1&pageNo=2`,
      headers: { authorization: token },
    });
    expect(paged.json().value).toMatchObject({ pageNum: 2, totalPages: 2 });

    const removed = await call('games.removeFavorite', { nodeId: slot.nodeId, vendor: slot.vassalage, gameType: slot.gameType });
    expectCatalogueAnswer('games.removeFavorite', removed);
    expect(await ids()).toMatchObject({ value: [live.nodeId] });
  });

  it('refuses unknown games, bad bodies, guests and trial accounts', async () => {
    expect((await call('games.addFavorite', { nodeId: 42, vendor: 'JL', gameType: 'RNG' })).json()).toMatchObject({
      success: false,
      errorCode: 'game.not.found',
    });
    expect((await call('games.addFavorite', { nodeId: 'x', vendor: 'JL', gameType: 'RNG' })).statusCode).toBe(400);
    expect((await call('games.addFavorite', { vendor: 'JL', gameType: 'RNG' })).json().message).toBe('nodeId: is required');
    expect((await app.inject({ url: catalogue['games.favoriteIds'].path })).statusCode).toBe(401);
    const trial = (await freePlayInject(app)).json().value.token;
    expect(await ids(trial)).toMatchObject({ success: false, errorCode: 'trial.account' });
    const game = (await games('gameType=RNG')).games[0];
    expect((await call('games.addFavorite', { nodeId: game.nodeId, vendor: game.vassalage, gameType: 'RNG' }, trial)).json()).toMatchObject(
      { success: false, errorCode: 'trial.account' },
    );
  });
});

describe('games.pvpRooms', () => {
  it('lists the seeded rooms of PVP games with seats and status', async () => {
    const res = await app.inject({ url: `${catalogue['games.pvpRooms'].path}?vassalage=KM`, headers: { authorization: token } });
    expectCatalogueAnswer('games.pvpRooms', res);
    const { list } = res.json().value;
    expect(list).toHaveLength(48 * 3);
    expect(
      list.every(
        (r: { vassalage: string; status: string; players: number; maxPlayers: number }) =>
          r.vassalage === 'KM' && r.status === (r.players >= r.maxPlayers ? 'FULL' : 'OPEN'),
      ),
    ).toBe(true);
    const all = await app.inject({ url: catalogue['games.pvpRooms'].path, headers: { authorization: token } });
    expect(all.json().value.list).toHaveLength(3 * 48 * 3);
    expect((await app.inject({ url: catalogue['games.pvpRooms'].path })).statusCode).toBe(401);
  });
});
