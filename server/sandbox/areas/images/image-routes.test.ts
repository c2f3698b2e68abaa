import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestSandbox } from '../../test-support';
import { FIRST_NODE_ID } from '../games/games-seed';
import { escapeXml } from './svg';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestSandbox();
});
afterAll(() => app.close());

describe('images', () => {
  it.each([
    '/img/banner/w_home-1.svg',
    '/img/banner/w_help-2.svg',
    '/img/default-banner.svg',
    '/img/vendor/JL.svg',
    `/img/game/${FIRST_NODE_ID}.svg`,
    '/img/promotion/4000-1.svg',
    '/img/qr/Android.svg',
  ])('answers %s as a cacheable SVG', async (url) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.body.startsWith('<svg')).toBe(true);
  });

  it('draws banners at 1200×400 with their title', async () => {
    const res = await app.inject({ url: '/img/banner/w_home-1.svg' });
    expect(res.body).toContain('width="1200" height="400"');
    expect(res.body).toContain('Welcome bonus up to 100%');
  });

  it('draws the same image every time', async () => {
    const [a, b] = await Promise.all([app.inject({ url: '/img/game/100500.svg' }), app.inject({ url: '/img/game/100500.svg' })]);
    expect(a.body).toBe(b.body);
  });

  it.each([
    '/img/banner/w_home-99.svg',
    '/img/banner/nope.svg',
    '/img/vendor/NOPE.svg',
    '/img/game/1.svg',
    '/img/qr/FACEBOOK.svg',
    '/img/other.png',
  ])('answers %s with 404', async (url) => {
    expect((await app.inject({ url })).statusCode).toBe(404);
  });

  it('escapes text for SVG', () => {
    expect(escapeXml(`<b>"Tom" & 'Jerry'</b>`)).toBe('&lt;b&gt;&quot;Tom&quot; &amp; &apos;Jerry&apos;&lt;/b&gt;');
  });
});
