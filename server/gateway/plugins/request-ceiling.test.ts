import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogue } from '../../../shared/api';
import { sendJson, startFakeUpstream, type FakeUpstream } from '../test-support/fake-upstream';
import { testGateway } from '../test-support/gateway';

let upstream: FakeUpstream;
let app: FastifyInstance | undefined;

beforeEach(async () => {
  upstream = await startFakeUpstream();
  upstream.on('GET', catalogue['system.countries'].path, (_req, res) => sendJson(res, { success: true, value: [] }));
});

afterEach(async () => {
  await app?.close();
  app = undefined;
  await upstream.close();
});

describe('request ceiling per client address', () => {
  it('refuses platform calls over the ceiling with the envelope and Retry-After, per address', async () => {
    app = await testGateway(upstream, { trustProxy: true, requestCeiling: { max: 3, windowMs: 60_000 } });
    const path = catalogue['system.countries'].path;
    for (let i = 0; i < 3; i++) await request(app.server).get(path).set('X-Forwarded-For', '203.0.113.7').expect(200);
    const refused = await request(app.server).get(path).set('X-Forwarded-For', '203.0.113.7').expect(429);
    expect(refused.body).toMatchObject({ success: false, errorCode: 'gateway.throttled' });
    expect(refused.body.value).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(upstream.seen).toHaveLength(3);
    // Another address has its own count; pages and health are not counted at all.
    await request(app.server).get(path).set('X-Forwarded-For', '203.0.113.8').expect(200);
    for (let i = 0; i < 5; i++) await request(app.server).get('/healthz').set('X-Forwarded-For', '203.0.113.7').expect(200);
  });
});
