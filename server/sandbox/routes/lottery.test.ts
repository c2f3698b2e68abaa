import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { LotteryMenus } from '../../../shared/schemas/lottery';
import { buildTestSandbox, expectCatalogueAnswer } from '../test-support';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestSandbox();
});
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
