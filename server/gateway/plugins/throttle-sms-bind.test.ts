import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogue } from '../../../shared/api';
import { botCheckHeaders } from '../test-support/bot-check';
import { sendJson, startFakeUpstream, type FakeUpstream } from '../test-support/fake-upstream';
import { testGateway } from '../test-support/gateway';
import { memoryStore } from '../throttle/memory-store';

/** The security centre's bind code is an SMS send like the others: bot check first, then the SMS throttle. */
const smsBind = catalogue['identity.smsBind'].path;
const smsNoLogin = catalogue['identity.smsNoLogin'].path;

let upstream: FakeUpstream;
let app: FastifyInstance | undefined;
let clock: number;

beforeEach(async () => {
  clock = 1_700_000_000_000;
  upstream = await startFakeUpstream();
  for (const path of [smsBind, smsNoLogin]) {
    upstream.on('POST', path, (_req, res) => sendJson(res, { success: true, value: { expiredMinutes: 5 } }));
  }
  app = await testGateway(upstream, { throttleStore: memoryStore(() => clock), trustProxy: true, upstreamSandboxCalls: true });
});

afterEach(async () => {
  await app?.close();
  app = undefined;
  await upstream.close();
});

const toUpstream = (path: string) => upstream.seen.filter((r) => r.url.split('?')[0] === path).length;

async function send(path: string, from: string, body: Record<string, unknown>, solved = true): Promise<request.Response> {
  const sent = request(app!.server).post(path).set('X-Forwarded-For', from).set('Authorization', 'a'.repeat(48));
  if (solved) sent.set(await botCheckHeaders(app!, from));
  return sent.send(body);
}

describe('bind SMS at the gateway', () => {
  it('refuses a send without a solved bot check before it reaches the platform', async () => {
    const refused = await send(smsBind, '203.0.113.1', { mobileNum: '9171234567', countryDialingCode: '+63' }, false);
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe('gateway.bot_check_failed');
    expect(toUpstream(smsBind)).toBe(0);
  });

  it('holds the number it goes to, whichever SMS call asks next, and one send per second per client', async () => {
    expect((await send(smsBind, '203.0.113.1', { mobileNum: '9171234567', countryDialingCode: '+63' })).status).toBe(200);
    const sameClient = await send(smsBind, '203.0.113.1', { mobileNum: '9170000001', countryDialingCode: '+63' });
    expect(sameClient.status).toBe(429);
    clock += 2_000;
    // The same phone written another way, from another client, on the sign-in SMS call: it rests.
    const sameNumber = await send(smsNoLogin, '203.0.113.9', { mobileNum: '0917 123 4567', countryDialingCode: '+63' });
    expect(sameNumber.status).toBe(429);
    expect(sameNumber.body.errorCode).toBe('gateway.throttled');
    expect(toUpstream(smsBind) + toUpstream(smsNoLogin)).toBe(1);
  });
});
