import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestSandbox } from '../../test-support';
import { FIRST_NODE_ID } from '../games';
import { escapeXml } from '../../core/svg';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { codingFor } from './compressed';
import { IMAGE_CACHE_CONTROL } from './image-routes';

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
    '/img/avatar/0.svg',
    '/img/reward/1.svg',
  ])('answers %s as an SVG kept for a year', async (url) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(IMAGE_CACHE_CONTROL).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(res.body.startsWith('<svg')).toBe(true);
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('compresses an image with %s when the browser accepts it', async (coding, decode) => {
    const plain = await app.inject({ url: '/img/banner/w_home-1.svg' });
    const res = await app.inject({
      url: '/img/banner/w_home-1.svg',
      headers: { 'accept-encoding': coding === 'br' ? 'gzip, deflate, br' : 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe(coding);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 1.5);
    expect(decode(res.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('answers a repeated request with 304 when the image has not changed', async () => {
    const first = await app.inject({ url: '/img/vendor/JL.svg' });
    const again = await app.inject({ url: '/img/vendor/JL.svg', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('reads Accept-Encoding: Brotli first, q=0 refuses a coding, * stands for the others', () => {
    expect(codingFor('gzip, deflate, br, zstd')).toBe('br');
    expect(codingFor('gzip')).toBe('gzip');
    expect(codingFor('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(codingFor('*')).toBe('br');
    expect(codingFor('*;q=0, identity')).toBeNull();
    expect(codingFor(undefined)).toBeNull();
    expect(codingFor('identity')).toBeNull();
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
