import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestSandbox, SITE_URLS } from '../../test-support';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestSandbox();
});
afterAll(() => app.close());

describe('downloads and the chat page', () => {
  it('serves a real ZIP archive for the Android link', async () => {
    const res = await app.inject({ url: '/download/android.apk' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(res.rawPayload.includes(Buffer.from(SITE_URLS[0]))).toBe(true);
  });

  it('serves a Web Clip profile for the iOS link', async () => {
    const res = await app.inject({ url: '/download/ios.mobileconfig' });
    expect(res.headers['content-type']).toMatch(/^application\/x-apple-aspen-config/);
    expect(res.body).toContain(`<string>${SITE_URLS[0]}/</string>`);
  });

  it('serves the chat page named after its channel', async () => {
    const res = await app.inject({ url: '/service/chat?channel=VIP' });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<title>VIP Service</title>');
    expect(res.body).toContain('VIP host');
    const other = await app.inject({ url: '/service/chat?channel=%3Cscript%3E' });
    expect(other.body).toContain('<title>Live Chat</title>');
  });
});
