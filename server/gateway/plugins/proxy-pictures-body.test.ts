import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { catalogue } from '../../../shared/api';
import { startFakeUpstream, type FakeUpstream } from '../test-support/fake-upstream';
import { testGateway } from '../test-support/gateway';
import { PICTURES_BODY_LIMIT_BYTES } from './proxy';

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

const body = (bytes: number) => JSON.stringify({ promotionId: 7001, remarks: '', pictures: ['a'.repeat(bytes)] });

it('forwards an activity application carrying three 5 MB pictures, and only that call', async () => {
  app = await testGateway(upstream);
  const path = catalogue['promotions.signUpRequestReward'].path;
  // Three 5 MB pictures are about 21 MB of base64.
  await request(app.server).post(path).set('content-type', 'application/json').send(body(21_000_000)).expect(200);
  expect(upstream.seen.map((r) => `${r.method} ${r.url}`)).toEqual([`POST ${path}`]);
  await request(app.server).post(path).set('content-type', 'application/json').send(body(PICTURES_BODY_LIMIT_BYTES)).expect(413);
  await request(app.server)
    .post(catalogue['promotions.signUpJoin'].path)
    .set('content-type', 'application/json')
    .send(body(300 * 1024))
    .expect(413);
  expect(upstream.seen).toHaveLength(1);
});

it('forwards feedback carrying three 5 MB pictures, and refuses a larger body', async () => {
  app = await testGateway(upstream);
  const path = catalogue['feedback.send'].path;
  const feedback = (bytes: number) => JSON.stringify({ category: 'GAME', content: 'Slow games today', pictures: ['a'.repeat(bytes)] });
  await request(app.server).put(path).set('content-type', 'application/json').send(feedback(21_000_000)).expect(200);
  expect(upstream.seen.map((r) => `${r.method} ${r.url}`)).toEqual([`PUT ${path}`]);
  await request(app.server).put(path).set('content-type', 'application/json').send(feedback(PICTURES_BODY_LIMIT_BYTES)).expect(413);
  expect(upstream.seen).toHaveLength(1);
});
