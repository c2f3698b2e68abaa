import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogue } from '../../../shared/api';
import { botCheckHeaders } from '../test-support/bot-check';
import { deadUpstreamUrl, sendJson, startFakeUpstream, type FakeUpstream } from '../test-support/fake-upstream';
import { brandWith, testGateway } from '../test-support/gateway';
import { memoryStore } from '../throttle/memory-store';
import { redisStore } from '../throttle/redis-store';
import type { ThrottleSettings } from '../throttle/rules';

const smsNoLogin = catalogue['identity.smsNoLogin'].path;
const smsRegister = catalogue['identity.smsRegister'].path;
const smsForgot = catalogue['identity.forgotPasswordSms'].path;
const captcha = catalogue['identity.captcha'].path;
const login = catalogue['identity.login'].path;
const loginVerification = catalogue['identity.loginVerification'].path;
const forgotEmail = catalogue['identity.forgotPasswordEmail'].path;
const setPassword = catalogue['identity.setPasswordByPhone'].path;
const freePlay = catalogue['identity.freePlay'].path;

let upstream: FakeUpstream;
let app: FastifyInstance | undefined;
let clock: number;

beforeEach(async () => {
  clock = 1_700_000_000_000;
  upstream = await startFakeUpstream();
  for (const path of [smsNoLogin, smsRegister, smsForgot]) {
    upstream.on('POST', path, (_req, res) => sendJson(res, { success: true, value: { expiredMinutes: 5 } }));
  }
});

afterEach(async () => {
  await app?.close();
  app = undefined;
  await upstream.close();
});

/** A gateway whose throttle clock the test moves; X-Forwarded-For (trusted) stands for distinct clients. */
async function gateway(throttles: Partial<ThrottleSettings> = {}, brand = brandWith({})): Promise<FastifyInstance> {
  app = await testGateway(upstream, { throttleStore: memoryStore(() => clock), trustProxy: true, throttles, brand });
  return app;
}

/** An SMS send with a solved bot check (the gateway refuses one without it before any throttle counts). */
const sms = async (from: string, body: Record<string, unknown>, path = smsNoLogin) =>
  request(app!.server)
    .post(path)
    .set('X-Forwarded-For', from)
    .set(await botCheckHeaders(app!, from))
    .send(body);

async function expectStatus(sent: Promise<request.Response>, status: number): Promise<request.Response> {
  const answer = await sent;
  expect(answer.status).toBe(status);
  return answer;
}

const toUpstream = (path: string) => upstream.seen.filter((r) => r.url.split('?')[0] === path).length;

describe('SMS throttle', () => {
  it('allows one send per second per client, with Retry-After and the seconds left', async () => {
    await gateway();
    await expectStatus(sms('203.0.113.1', { mobileNum: '9171111111', countryDialingCode: '+63' }), 200);
    const refused = await expectStatus(sms('203.0.113.1', { mobileNum: '9172222222', countryDialingCode: '+63' }), 429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.body).toMatchObject({ success: false, errorCode: 'gateway.throttled', value: 1 });
    expect(typeof refused.body.message).toBe('string');
    // Another client is not held back by the first.
    await expectStatus(sms('203.0.113.2', { mobileNum: '9173333333', countryDialingCode: '+63' }), 200);
    clock += 1_000;
    await expectStatus(sms('203.0.113.1', { mobileNum: '9172222222', countryDialingCode: '+63' }), 200);
    expect(toUpstream(smsNoLogin)).toBe(3);
  });

  it('sends no second code to the same number until expiredMinutes have passed', async () => {
    await gateway();
    await expectStatus(sms('203.0.113.1', { mobileNum: '9171234567', countryDialingCode: '+63' }), 200);
    clock += 2_000;
    // Same number typed differently, from another client, on another SMS call.
    const refused = await expectStatus(sms('203.0.113.9', { mobileNo: '0917 123-4567', countryDialingCode: '63' }, smsRegister), 429);
    expect(refused.body.value).toBe(298);
    expect(refused.headers['retry-after']).toBe('298');
    // Another number is free.
    await expectStatus(sms('203.0.113.9', { mobileNo: '9170000000', countryDialingCode: '63' }, smsRegister), 200);
    clock += 5 * 60_000;
    await expectStatus(sms('203.0.113.1', { mobileNum: '+63 917 123 4567', countryDialingCode: '+63' }), 200);
    expect(toUpstream(smsNoLogin) + toUpstream(smsRegister)).toBe(3);
  });

  it('uses expirationTime when the answer gives it instead of expiredMinutes', async () => {
    upstream.on('POST', smsForgot, (_req, res) => sendJson(res, { success: true, value: { expirationTime: Date.now() + 120_000 } }));
    await gateway();
    await expectStatus(sms('203.0.113.1', { mobileNum: '9175555555', countryDialingCode: '+63' }, smsForgot), 200);
    clock += 2_000;
    const refused = await expectStatus(sms('203.0.113.1', { mobileNum: '9175555555', countryDialingCode: '+63' }, smsForgot), 429);
    expect(refused.body.value).toBeGreaterThanOrEqual(117);
    expect(refused.body.value).toBeLessThanOrEqual(120);
  });

  it('lets the number be asked again at once after a failed send', async () => {
    upstream.on('POST', smsNoLogin, (_req, res) => sendJson(res, { success: false, errorCode: 'sms.failed', message: 'provider down' }));
    await gateway();
    await expectStatus(sms('203.0.113.1', { mobileNum: '9176666666', countryDialingCode: '+63' }), 200);
    clock += 1_000;
    await expectStatus(sms('203.0.113.1', { mobileNum: '9176666666', countryDialingCode: '+63' }), 200);
    expect(toUpstream(smsNoLogin)).toBe(2);
  });

  it('caps a client at 10 sends an hour, whatever the numbers', async () => {
    await gateway();
    for (let i = 0; i < 10; i += 1) {
      await expectStatus(sms('203.0.113.1', { mobileNum: `91700000${10 + i}`, countryDialingCode: '+63' }), 200);
      clock += 1_000;
    }
    const refused = await expectStatus(sms('203.0.113.1', { mobileNum: '9179999999', countryDialingCode: '+63' }), 429);
    expect(refused.body.value).toBe(3600 - 10);
    expect(toUpstream(smsNoLogin)).toBe(10);
  });

  it('holds the number before forwarding, so of concurrent sends from many clients one reaches the platform', async () => {
    // The platform takes a while to send: the sends overlap at the gateway.
    upstream.on('POST', smsNoLogin, async (_req, res) => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      sendJson(res, { success: true, value: { expiredMinutes: 5 } });
    });
    await gateway();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => sms(`203.0.113.${10 + i}`, { mobileNum: '9171234567', countryDialingCode: '+63' })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429, 429, 429, 429, 429, 429, 429]);
    expect(toUpstream(smsNoLogin)).toBe(1);
  });

  it('takes the number with its dialing code written in front (as the site sends it) for the same phone', async () => {
    await gateway();
    await expectStatus(sms('203.0.113.1', { mobileNum: '639171234567', countryDialingCode: '+63' }), 200);
    await expectStatus(sms('203.0.113.2', { mobileNo: '9171234567', countryDialingCode: '+63' }, smsRegister), 429);
    await expectStatus(sms('203.0.113.3', { mobileNum: '+639171234567' }), 429);
    // A national number that merely starts with the code's digits is not cut short.
    await expectStatus(sms('203.0.113.4', { mobileNum: '639171', countryDialingCode: '+63' }), 200);
    expect(toUpstream(smsNoLogin) + toUpstream(smsRegister)).toBe(2);
  });

  it("reads a number sent without a dialing code as one of the brand's country, however it is written", async () => {
    await gateway({}, brandWith({ dialingCode: '+63' }));
    await expectStatus(sms('203.0.113.1', { mobileNum: '+63 9171110001', countryDialingCode: '+63' }), 200);
    await expectStatus(sms('203.0.113.2', { mobileNum: '9171110001' }), 429);
    await expectStatus(sms('203.0.113.3', { mobileNo: '639171110001' }, smsRegister), 429);
    await expectStatus(sms('203.0.113.4', { mobileNum: '09171110001', countryDialingCode: '' }), 429);
    // Written with +, a number names its own country.
    await expectStatus(sms('203.0.113.5', { mobileNum: '+19171110001' }), 200);
    expect(toUpstream(smsNoLogin) + toUpstream(smsRegister)).toBe(2);
  });

  it('keeps a number sent without a dialing code apart when the brand names no country', async () => {
    await gateway();
    await expectStatus(sms('203.0.113.1', { mobileNum: '+63 9171110001', countryDialingCode: '+63' }), 200);
    await expectStatus(sms('203.0.113.2', { mobileNum: '9171110001' }), 200);
  });

  it('frees the number when the platform cannot be reached or answers an error, so the player may ask again', async () => {
    upstream.on('POST', smsNoLogin, (_req, res) => sendJson(res, { success: false, errorCode: 'system.busy', message: 'busy' }, 500));
    await gateway();
    await expectStatus(sms('203.0.113.1', { mobileNum: '9176666666', countryDialingCode: '+63' }), 500);
    await expectStatus(sms('203.0.113.2', { mobileNum: '9176666666', countryDialingCode: '+63' }), 500);
    upstream.on('POST', smsNoLogin, (_req, res) => {
      res.socket?.destroy();
    });
    await expectStatus(sms('203.0.113.3', { mobileNum: '9176666666', countryDialingCode: '+63' }), 502);
    upstream.on('POST', smsNoLogin, (_req, res) => sendJson(res, { success: true, value: { expiredMinutes: 5 } }));
    await expectStatus(sms('203.0.113.4', { mobileNum: '9176666666', countryDialingCode: '+63' }), 200);
    // Once a code is sent, the number is held again.
    await expectStatus(sms('203.0.113.5', { mobileNum: '9176666666', countryDialingCode: '+63' }), 429);
  });

  it('passes the upstream answer to the client unchanged', async () => {
    await gateway();
    const answer = await expectStatus(sms('203.0.113.1', { mobileNum: '9171111111', countryDialingCode: '+63' }), 200);
    expect(answer.body).toEqual({ success: true, value: { expiredMinutes: 5 } });
  });
});

describe('captcha throttle', () => {
  it('allows one captcha per second per client', async () => {
    await gateway();
    await request(app!.server).get(`${captcha}?t=1`).set('X-Forwarded-For', '198.51.100.1').expect(200);
    const refused = await request(app!.server).get(`${captcha}?t=2`).set('X-Forwarded-For', '198.51.100.1').expect(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.body).toMatchObject({ errorCode: 'gateway.throttled', value: 1 });
    await request(app!.server).get(captcha).set('X-Forwarded-For', '198.51.100.2').expect(200);
    clock += 1_000;
    await request(app!.server).get(captcha).set('X-Forwarded-For', '198.51.100.1').expect(200);
    expect(toUpstream(captcha)).toBe(3);
  });

  it('counts a HEAD with the GETs, and a path however it is percent-encoded', async () => {
    await gateway();
    // The platform may decode `%63` to `c`: the same call, so the same limit.
    const encoded = captcha.replace(/c([^c]*)$/, '%63$1');
    await request(app!.server).get(encoded).set('X-Forwarded-For', '198.51.100.3').expect(200);
    await request(app!.server).get(captcha).set('X-Forwarded-For', '198.51.100.3').expect(429);
    clock += 1_000;
    await request(app!.server).head(captcha).set('X-Forwarded-For', '198.51.100.3').expect(200);
    await request(app!.server).get(captcha).set('X-Forwarded-For', '198.51.100.3').expect(429);
    expect(upstream.seen.map((r) => `${r.method} ${r.url}`)).toEqual([`GET ${encoded}`, `HEAD ${captcha}`]);
  });
});

describe('login throttle', () => {
  it('takes its limit from the settings, and 0 turns it off', async () => {
    await gateway({ loginPerClient: 2 });
    for (let i = 0; i < 2; i += 1)
      await request(app!.server).post(login).set('X-Forwarded-For', '192.0.2.9').send({ value: 'x' }).expect(200);
    await request(app!.server).post(login).set('X-Forwarded-For', '192.0.2.9').send({ value: 'x' }).expect(429);
    await app!.close();
    await gateway({ loginPerClient: 0 });
    for (let i = 0; i < 30; i += 1)
      await request(app!.server).post(login).set('X-Forwarded-For', '192.0.2.9').send({ value: 'x' }).expect(200);
  });

  it('allows 20 attempts per client per 10 minutes across both login calls', async () => {
    await gateway();
    for (let i = 0; i < 20; i += 1) {
      const path = i % 2 === 0 ? login : loginVerification;
      await request(app!.server)
        .post(path)
        .set('X-Forwarded-For', '192.0.2.1')
        .send({ value: `x${i}` })
        .expect(200);
    }
    clock += 60_000;
    const refused = await request(app!.server).post(login).set('X-Forwarded-For', '192.0.2.1').send({ value: 'x' }).expect(429);
    expect(refused.body.value).toBe(540);
    expect(refused.headers['retry-after']).toBe('540');
    await request(app!.server).post(login).set('X-Forwarded-For', '192.0.2.2').send({ value: 'x' }).expect(200);
    clock += 540_000;
    await request(app!.server).post(login).set('X-Forwarded-For', '192.0.2.1').send({ value: 'x' }).expect(200);
    expect(toUpstream(login) + toUpstream(loginVerification)).toBe(22);
  });

  it('counts the password tried to end a self-exclusion with the sign-ins', async () => {
    await gateway({ loginPerClient: 2 });
    const endExclusion = catalogue['protection.endExclusion'].path;
    await request(app!.server).post(login).set('X-Forwarded-For', '192.0.2.7').send({ value: 'x' }).expect(200);
    await request(app!.server).post(endExclusion).set('X-Forwarded-For', '192.0.2.7').send({ value: 'x' }).expect(200);
    const refused = await request(app!.server).post(endExclusion).set('X-Forwarded-For', '192.0.2.7').send({ value: 'x' }).expect(429);
    expect(refused.body).toMatchObject({ errorCode: 'gateway.throttled' });
    // The edge answers it, proving the password with a sign-in to the platform: the refused one never went.
    expect(toUpstream(endExclusion)).toBe(0);
    expect(toUpstream(login)).toBe(2);
  });
});

describe('recovery throttle', () => {
  const forgot = (from: string, username: string) =>
    request(app!.server)
      .post(forgotEmail)
      .set('X-Forwarded-For', from)
      .type('form')
      .send({ username, email: `${username}@example.com` });

  it('allows 5 recovery requests per account per 15 minutes, from any address, whatever the case of the name', async () => {
    await gateway();
    for (let i = 0; i < 5; i += 1) await expectStatus(forgot(`192.0.2.${i + 1}`, i % 2 ? 'Player01' : ' player01 '), 200);
    clock += 60_000;
    const refused = await expectStatus(forgot('192.0.2.50', 'PLAYER01'), 429);
    expect(refused.body).toMatchObject({ errorCode: 'gateway.throttled', value: 840 });
    expect(refused.headers['retry-after']).toBe('840');
    await expectStatus(forgot('192.0.2.50', 'player02'), 200);
    clock += 840_000;
    await expectStatus(forgot('192.0.2.51', 'player01'), 200);
    expect(toUpstream(forgotEmail)).toBe(7);
  });

  it('counts the reset by SMS against the phone it goes to', async () => {
    await gateway({ recoveryPerAccount: 2 });
    await expectStatus(sms('192.0.2.1', { mobileNum: '9170000001', countryDialingCode: '+63' }, smsForgot), 200);
    clock += 5 * 60_000;
    await expectStatus(sms('192.0.2.2', { mobileNum: '639170000001', countryDialingCode: '+63' }, smsForgot), 200);
    clock += 5 * 60_000;
    const refused = await expectStatus(sms('192.0.2.3', { mobileNum: '09170000001', countryDialingCode: '+63' }, smsForgot), 429);
    expect(refused.body.value).toBe(300);
    expect(toUpstream(smsForgot)).toBe(2);
  });

  it('allows 20 recovery requests per address per hour across accounts and the set-password call', async () => {
    await gateway();
    for (let i = 0; i < 19; i += 1) await expectStatus(forgot('192.0.2.9', `member${i}`), 200);
    // The set-password body is encrypted: the address is all the gateway can count it by.
    await expectStatus(request(app!.server).post(setPassword).set('X-Forwarded-For', '192.0.2.9').send({ value: 'sealed' }), 200);
    clock += 10 * 60_000;
    const refused = await expectStatus(
      request(app!.server).post(setPassword).set('X-Forwarded-For', '192.0.2.9').send({ value: 'sealed' }),
      429,
    );
    expect(refused.body.value).toBe(3000);
    await expectStatus(forgot('192.0.2.10', 'member0'), 200);
    expect(toUpstream(forgotEmail) + toUpstream(setPassword)).toBe(21);
  });

  it('follows the settings: 0 turns a limit off', async () => {
    await gateway({ recoveryPerAccount: 0, recoveryPerClientHour: 0 });
    for (let i = 0; i < 25; i += 1) await expectStatus(forgot('192.0.2.9', 'player01'), 200);
  });
});

describe('free-play throttle', () => {
  const play = (from: string) => request(app!.server).post(freePlay).set('X-Forwarded-For', from).send({ platform: 'web' });

  it('allows 5 trial accounts per address per hour', async () => {
    await gateway();
    for (let i = 0; i < 5; i += 1) await expectStatus(play('198.51.100.7'), 200);
    clock += 30 * 60_000;
    const refused = await expectStatus(play('198.51.100.7'), 429);
    expect(refused.body).toMatchObject({ success: false, errorCode: 'gateway.throttled', value: 1800 });
    expect(refused.headers['retry-after']).toBe('1800');
    await expectStatus(play('198.51.100.8'), 200);
    clock += 30 * 60_000;
    await expectStatus(play('198.51.100.7'), 200);
    expect(toUpstream(freePlay)).toBe(7);
  });

  it('follows the setting', async () => {
    await gateway({ freePlayPerClientHour: 1 });
    await expectStatus(play('198.51.100.7'), 200);
    await expectStatus(play('198.51.100.7'), 429);
  });
});

describe('when Redis is gone', () => {
  it('keeps throttling from process memory and logs a warning', async () => {
    const deadRedis = (await deadUpstreamUrl()).replace('http:', 'redis:');
    const lines: string[] = [];
    app = await testGateway(upstream, {
      throttleStore: redisStore(deadRedis),
      logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } },
    });
    const started = Date.now();
    await request(app.server).get(captcha).expect(200);
    await request(app.server).get(captcha).expect(429);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(lines.some((l) => l.includes('Throttle store failed'))).toBe(true);
  });
});
