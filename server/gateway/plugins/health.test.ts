import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogue } from '../../../shared/api';
import { deadUpstreamUrl, sendJson, startFakeUpstream, type FakeUpstream } from '../test-support/fake-upstream';
import { testGateway } from '../test-support/gateway';
import { memoryStore } from '../throttle/memory-store';
import type { ThrottleStore } from '../throttle/store';

let upstream: FakeUpstream;
let app: FastifyInstance | undefined;

beforeEach(async () => {
  upstream = await startFakeUpstream();
  upstream.on('GET', catalogue['identity.rsaKey'].path, (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('c0ffee');
  });
});

afterEach(async () => {
  await app?.close();
  app = undefined;
  await upstream.close();
});

describe('health', () => {
  it('/healthz answers ok even when the upstream is down', async () => {
    app = await testGateway(await deadUpstreamUrl());
    expect((await request(app.server).get('/healthz').expect(200)).body).toEqual({ status: 'ok' });
  });

  it('/readyz is 200 when the upstream and the throttle store answer', async () => {
    app = await testGateway(upstream);
    const answer = await request(app.server).get('/readyz').expect(200);
    expect(answer.body).toEqual({ status: 'ready', checks: { upstream: { ok: true }, throttleStore: { ok: true } } });
    expect(upstream.seen.map((r) => r.url)).toEqual([catalogue['identity.rsaKey'].path]);
  });

  it('/readyz is 503 naming the upstream when it is down or failing', async () => {
    app = await testGateway(await deadUpstreamUrl());
    const down = await request(app.server).get('/readyz').expect(503);
    expect(down.body.checks.upstream.ok).toBe(false);
    expect(down.body.checks.throttleStore.ok).toBe(true);
    await app.close();
    upstream.on('GET', catalogue['identity.rsaKey'].path, (_req, res) => sendJson(res, { success: false }, 500));
    app = await testGateway(upstream);
    const failing = await request(app.server).get('/readyz').expect(503);
    expect(failing.body.checks.upstream).toEqual({ ok: false, reason: 'upstream answered HTTP 500' });
  });

  it('/readyz stays 200 on the in-process fallback when the shared throttle store does not answer', async () => {
    // Taking every replica out of rotation because Redis is gone would turn a Redis outage into a site outage.
    const broken: ThrottleStore = { ...memoryStore(), ping: async () => false };
    app = await testGateway(upstream, { throttleStore: broken });
    const answer = await request(app.server).get('/readyz').expect(200);
    expect(answer.body.checks.upstream.ok).toBe(true);
    expect(answer.body.checks.throttleStore.ok).toBe(true);
  });
});

describe('graceful shutdown', () => {
  it('finishes a request in flight and refuses new ones', async () => {
    const slowPath = catalogue['cashier.balance'].path;
    upstream.on('GET', slowPath, (_req, res) => {
      setTimeout(() => sendJson(res, { success: true, value: 'slow' }), 400);
    });
    app = await testGateway(upstream);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

    const inFlight = fetch(`${base}${slowPath}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = app.close();
    const late = await fetch(`${base}/healthz`).then(
      (r) => r.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(late);

    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ success: true, value: 'slow' });
    await closing;
    app = undefined;
  });
});
