import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSandbox } from '../../app';

const HELPERS = [
  ['GET', '/__dev/system'],
  ['POST', '/__dev/system'],
  ['POST', '/__dev/clock'],
  ['GET', '/__dev/outbox?to=09171234567'],
  ['GET', '/__dev/captcha'],
  ['GET', '/__dev/phone-provider'],
  ['GET', '/__dev'],
] as const;

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('development helpers setting', () => {
  it('answers every /__dev path with 404 when the helpers are off, and the platform calls still answer', async () => {
    app = await buildSandbox({ dbPath: ':memory:', publicUrl: 'http://sandbox.test', devHelpers: false, drawTimerMs: 0 });
    for (const [method, url] of HELPERS) {
      const answer = await app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await app.inject({ url: '/wps/session/key/rsa' })).statusCode).toBe(200);
  });

  it('serves the helpers when they are on', async () => {
    app = await buildSandbox({ dbPath: ':memory:', publicUrl: 'http://sandbox.test', devHelpers: true, drawTimerMs: 0 });
    expect((await app.inject({ url: '/__dev/system' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/__dev/captcha' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/__dev/outbox?to=09171234567' })).statusCode).toBe(200);
  });
});
