import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { catalogue } from '../../../shared/api';
import { startFakeUpstream, type FakeUpstream } from '../test-support/fake-upstream';
import { testGateway } from '../test-support/gateway';
import { IMAGE_BODY_LIMIT_BYTES } from './proxy';

let upstream: FakeUpstream;
let app: FastifyInstance | undefined;

beforeEach(async () => {
  upstream = await startFakeUpstream();
});

afterEach(async () => {
  await app?.close();
  app = undefined;
  await upstream.close();
});

const body = (bytes: number) => JSON.stringify({ transactionId: 'C1', action: 'NOT_RECEIVED', proofImage: 'a'.repeat(bytes) });

it('forwards a receipt confirmation carrying a 5 MB proof image, and only that call', async () => {
  app = await testGateway(upstream);
  const path = catalogue['cashier.processC2C'].path;
  await request(app.server).post(path).set('content-type', 'application/json').send(body(7_000_000)).expect(200);
  expect(upstream.seen.map((r) => `${r.method} ${r.url}`)).toEqual([`POST ${path}`]);
  await request(app.server).post(path).set('content-type', 'application/json').send(body(IMAGE_BODY_LIMIT_BYTES)).expect(413);
  await request(app.server)
    .post(catalogue['cashier.withdraw'].path)
    .set('content-type', 'application/json')
    .send(body(300 * 1024))
    .expect(413);
  expect(upstream.seen).toHaveLength(1);
});
