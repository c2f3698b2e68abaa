import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { BannerGroups, type Announcements } from '../../../../shared/domains/content/schemas';
import { buildTestSandbox, expectCatalogueAnswer, PUBLIC_URL } from '../../test-support';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestSandbox();
});
afterAll(() => app.close());

const announcements = async (query: string): Promise<Announcements> => {
  const res = await app.inject({ url: `/wps/relay/MCSFE_getListAnnouncements?${query}` });
  expect(res.statusCode).toBe(200);
  expectCatalogueAnswer('content.announcements', res);
  return res.json().value;
};

describe('announcements', () => {
  it('has at least two banners for every group, with relative image paths', async () => {
    const { banners } = await announcements('types=B&platform=W');
    for (const group of BannerGroups) {
      const own = banners.filter((b) => b.groupName === group);
      expect(own.length, group).toBeGreaterThanOrEqual(2);
      for (const b of own) expect(b.url).toBe(`/img/banner/${group}-${b.sequence}.svg`);
    }
    expect(banners.some((b) => b.linkageType === null)).toBe(true);
    expect(banners.filter((b) => b.linkageType === 'URL').every((b) => typeof b.linkage === 'string')).toBe(true);
    expect(new Set(banners.map((b) => b.bannerId)).size).toBe(banners.length);
  });

  it('answers only the requested kinds, the others as empty lists', async () => {
    const onlyBanners = await announcements('types=B&platform=W');
    expect(onlyBanners.player).toEqual([]);
    expect(onlyBanners.popup).toEqual([]);
    expect(onlyBanners.promotion).toEqual([]);

    const all = await announcements('types=B,PL,PU,PR&platform=W');
    expect(all.player.length).toBeGreaterThanOrEqual(4);
    expect(all.popup.length).toBeGreaterThanOrEqual(2);
    expect(all.promotion.length).toBeGreaterThanOrEqual(5);
    expect(all.promotion.filter((p) => p.category === 'new_player').length).toBeGreaterThanOrEqual(2);
    for (const p of all.promotion) {
      expect(p.announcementImages.length).toBeGreaterThan(0);
      expect(p.endDate).toBeGreaterThan(p.startDate);
    }
  });

  it('narrows popups by execution', async () => {
    const { popup } = await announcements('types=PU&platform=W&execution=B');
    expect(popup.length).toBeGreaterThan(0);
    expect(popup.every((p) => p.execution === 'B')).toBe(true);
  });

  it('answers the mobile platform (M), on either relay prefix, as the go444 client asks for promotions', async () => {
    const desktop = await announcements('types=PR&platform=W');
    expect(await announcements('types=PR&platform=M')).toEqual(desktop);
    const res = await app.inject({ url: '/wps/relay/CCSFE_getListAnnouncements?types=PR&platform=M' });
    expectCatalogueAnswer('content.announcements', res);
    expect(res.json().value).toEqual(desktop);
  });

  it('refuses an unknown kind or platform', async () => {
    for (const query of ['types=ZZ&platform=W', 'types=B&platform=X']) {
      const res = await app.inject({ url: `/wps/relay/MCSFE_getListAnnouncements?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errorCode).toBe('request_param_err');
    }
  });
});

describe('promotion categories', () => {
  it('answers the categories the promotions carry, each with its count, in the promotions’ order', async () => {
    const res = await app.inject({ url: '/wps/relay/PROMOFE_getPromotionAnnouncementCategory' });
    expectCatalogueAnswer('content.promotionCategories', res);
    const { list } = res.json().value as { list: { category: string; count: number }[] };
    const { promotion } = await announcements('types=PR&platform=W');
    const order = [...new Set(promotion.map((p) => p.category))];
    expect(list.map((c) => c.category)).toEqual(order);
    for (const c of list) expect(c.count).toBe(promotion.filter((p) => p.category === c.category).length);
    expect(list.find((c) => c.category === 'new_player')?.count).toBeGreaterThanOrEqual(2);
  });

  it('follows the promotions: a new category appears with its first promotion', async () => {
    app.db
      .prepare(
        "INSERT INTO promotions (id, title, category, content, start_date, end_date, sort) VALUES (9901, 'Fish week', 'fishing', '', 0, 1, 99)",
      )
      .run();
    const res = await app.inject({ url: '/wps/relay/PROMOFE_getPromotionAnnouncementCategory' });
    expect(res.json().value.list.at(-1)).toEqual({ category: 'fishing', count: 1 });
    app.db.prepare('DELETE FROM promotions WHERE id = 9901').run();
  });
});

describe('the customer-service script', () => {
  it('answers the channels status lists, each with the address of its chat page', async () => {
    const res = await app.inject({ url: '/wps/relay/WPSCORE_getCustomerServiceScript' });
    expectCatalogueAnswer('content.customerServiceScript', res);
    expect(res.json().value).toEqual([
      { csType: 'LIVECHAT', type: 3, url: `${PUBLIC_URL}/service/chat?channel=LIVECHAT` },
      { csType: 'VIP', type: 3, url: `${PUBLIC_URL}/service/chat?channel=VIP` },
    ]);
    const page = await app.inject({ url: new URL(res.json().value[1].url).pathname + new URL(res.json().value[1].url).search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('VIP Service');
  });

  it('follows the customer-service channels as they are stored', async () => {
    app.db.prepare("UPDATE customer_service SET type = 4 WHERE cs_type = 'VIP'").run();
    try {
      const res = await app.inject({ url: '/wps/relay/WPSCORE_getCustomerServiceScript' });
      expect(res.json().value.find((e: { csType: string }) => e.csType === 'VIP').type).toBe(4);
    } finally {
      app.db.prepare("UPDATE customer_service SET type = 3 WHERE cs_type = 'VIP'").run();
    }
  });
});
