import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { GameCategories, type Game, type VendorLane } from '../../../shared/schemas/games';
import { buildTestSandbox, expectCatalogueAnswer } from '../test-support';

let app: FastifyInstance;
let lanes: VendorLane[];
beforeAll(async () => {
  app = await buildTestSandbox();
  const res = await app.inject({ url: '/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop' });
  expectCatalogueAnswer('games.vendors', res);
  lanes = res.json().value.data.lanes;
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
  });

  it('filters by vendor', async () => {
    const res = await app.inject({ url: '/wps/relay/GCSGAME_hotGamesV2?vassalage=JL' });
    expectCatalogueAnswer('games.hot', res);
    const list: Game[] = res.json().value.list;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((g) => g.vassalage === 'JL')).toBe(true);
  });
});
