import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogue } from '../../../shared/api';
import { BOT_CHECKED_KEYS, BotCheckHeader } from '../../../shared/api/botCheck';
import { encryptRequest } from '../../../shared/crypto/envelope';
import { powLeadingZeroBits, solvePow, verifyPow } from '../../../shared/crypto/pow';
import { botCheckHeaders } from '../test-support/bot-check';
import { startFakeUpstream, type FakeUpstream } from '../test-support/fake-upstream';
import { testGateway } from '../test-support/gateway';
import { testRedis } from '../test-support/redis';
import { memoryStore } from '../throttle/memory-store';
import { redisStore } from '../throttle/redis-store';
import { botChallengeKey } from './bot-check';

const challengePath = catalogue['identity.botChallenge'].path;
const smsNoLogin = catalogue['identity.smsNoLogin'].path;
const register = catalogue['identity.register'].path;
const smsBody = { mobileNum: '9171234567', countryDialingCode: '+63' };

const redis = await testRedis();
afterAll(async () => {
  await redis?.stop();
});

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

const seenAt = (path: string) => upstream.seen.filter((r) => r.url.split('?')[0] === path);

/** A nonce that does NOT meet the difficulty for this prefix. */
function wrongNonce(prefix: string, difficulty: number): string {
  for (let i = 0; ; i++) if (!verifyPow(prefix, `w${i}`, difficulty)) return `w${i}`;
}

describe('bot check: the challenge', () => {
  it('is served by the gateway at the catalogue path and never asked of the platform', async () => {
    app = await testGateway(upstream, { botCheckDifficulty: 12 });
    const answer = await request(app.server).get(challengePath).expect(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toMatchObject({ success: true, value: { difficulty: 12 } });
    const { challengeId, prefix, expiresAt } = answer.body.value;
    expect(challengeId).toMatch(/^[0-9a-f-]{36}$/);
    expect(prefix).toMatch(/^[0-9a-f]{32}$/);
    expect(expiresAt - Date.now()).toBeGreaterThan(4 * 60_000);
    const second = await request(app.server).get(challengePath).expect(200);
    expect(second.body.value.challengeId).not.toBe(challengeId);
    expect(upstream.seen).toHaveLength(0);
  });

  it('takes its difficulty from the gateway setting and keeps it in the store, not in the answer alone', async () => {
    const store = memoryStore();
    app = await testGateway(upstream, { botCheckDifficulty: 0, throttleStore: store });
    const { challengeId, prefix } = (await request(app.server).get(challengePath).expect(200)).body.value;
    expect(JSON.parse((await store.take(botChallengeKey(challengeId)))!)).toEqual({ prefix, difficulty: 0 });
  });
});

describe('bot check: the protected calls', () => {
  it('protects registration (by name, by mobile, with a made name), every SMS send (the mobile bind included) and the reset SMS, by catalogue key', () => {
    expect([...BOT_CHECKED_KEYS].sort()).toEqual(
      [
        'identity.forgotPasswordSms',
        'identity.register',
        'identity.registerMobile',
        'identity.registerAuto',
        'identity.smsBind',
        'identity.smsNoLogin',
        'identity.smsRegister',
      ].sort(),
    );
  });

  it.each(BOT_CHECKED_KEYS.map((key) => [key]))('%s without a solution is refused and never reaches the platform', async (key) => {
    // The mobile bind is a sandbox-only call: checked where it is forwarded at all, to the full sandbox.
    app = await testGateway(upstream, { upstreamSandboxCalls: true });
    const entry = catalogue[key];
    const answer = await request(app.server)[entry.method === 'PUT' ? 'put' : 'post'](entry.path).send(smsBody).expect(400);
    expect(answer.body).toMatchObject({ success: false, errorCode: 'gateway.bot_check_failed', value: null });
    expect(answer.body.message).toMatch(/bot check/i);
    expect(upstream.seen).toHaveLength(0);
  });

  it('forwards a solved call with the body unchanged and without the solution headers', async () => {
    app = await testGateway(upstream, { botCheckDifficulty: 8 });
    const bot = await botCheckHeaders(app);
    const body = JSON.stringify(smsBody);
    await request(app.server).post(smsNoLogin).set(bot).set('content-type', 'application/json').send(body).expect(200);
    const [seen] = seenAt(smsNoLogin);
    expect(seen.body.toString('utf8')).toBe(body);
    expect(seen.headers['x-bot-challenge']).toBeUndefined();
    expect(seen.headers['x-bot-nonce']).toBeUndefined();
  });

  it('forwards an encrypted registration byte for byte, its signature intact, without the solution headers', async () => {
    app = await testGateway(upstream);
    const modulus = 'c'.repeat(255) + '1';
    const sealed = encryptRequest({ username: 'newplayer1', password: 'Secret123' }, modulus);
    const text = JSON.stringify(sealed.body);
    await request(app.server)
      .put(register)
      .set(await botCheckHeaders(app))
      .set(sealed.headers)
      .set('content-type', 'application/json;charset=UTF-8')
      .send(text)
      .expect(200);
    const [seen] = seenAt(register);
    expect(seen.body.toString('utf8')).toBe(text);
    for (const [name, value] of Object.entries(sealed.headers)) expect(seen.headers[name.toLowerCase()]).toBe(value);
    expect(Object.keys(seen.headers).filter((h) => h.startsWith('x-bot-'))).toEqual([]);
  });

  it('refuses a reused, a made-up and a wrong solution; none reaches the platform', async () => {
    app = await testGateway(upstream, { botCheckDifficulty: 8 });
    const send = (headers: Record<string, string>) => request(app!.server).post(smsNoLogin).set(headers).send(smsBody);

    const used = await botCheckHeaders(app);
    await send(used).expect(200);
    expect((await send(used).expect(400)).body.errorCode).toBe('gateway.bot_check_failed');

    const madeUp = { [BotCheckHeader.challenge]: '00000000-0000-4000-8000-000000000000', [BotCheckHeader.nonce]: '1' };
    expect((await send(madeUp).expect(400)).body.errorCode).toBe('gateway.bot_check_failed');

    const { challengeId, prefix, difficulty } = (await request(app.server).get(challengePath)).body.value;
    const wrong = wrongNonce(prefix, difficulty);
    expect(powLeadingZeroBits(prefix, wrong)).toBeLessThan(difficulty);
    const refused = await send({ [BotCheckHeader.challenge]: challengeId, [BotCheckHeader.nonce]: wrong }).expect(400);
    expect(refused.body.errorCode).toBe('gateway.bot_check_failed');
    // The wrong answer used the challenge up: the right one no longer passes either.
    const right = { [BotCheckHeader.challenge]: challengeId, [BotCheckHeader.nonce]: solvePow(prefix, difficulty) };
    expect((await send(right).expect(400)).body.errorCode).toBe('gateway.bot_check_failed');

    // A header that is not a plain token is refused unread.
    await send({ [BotCheckHeader.challenge]: 'x'.repeat(65), [BotCheckHeader.nonce]: '1' }).expect(400);
    expect(seenAt(smsNoLogin)).toHaveLength(1);
  });

  it('refuses a challenge after its lifetime', async () => {
    let clock = Date.now();
    app = await testGateway(upstream, { throttleStore: memoryStore(() => clock) });
    const bot = await botCheckHeaders(app);
    clock += 5 * 60_000;
    await request(app.server).post(smsNoLogin).set(bot).send(smsBody).expect(400);
    expect(upstream.seen).toHaveLength(0);
  });

  it('checks a protected call however its path is percent-encoded', async () => {
    app = await testGateway(upstream);
    // `%65` is `e`: a platform decoding the path takes this for the registration.
    const encoded = register.replace(/er$/, '%65r');
    await request(app.server).put(encoded).send({ username: 'x' }).expect(400);
    await request(app.server)
      .put(encoded)
      .set(await botCheckHeaders(app))
      .send({ username: 'x' })
      .expect(200);
    expect(upstream.seen.map((r) => r.url)).toEqual([encoded]);
  });

  it('leaves calls outside the list alone', async () => {
    app = await testGateway(upstream);
    await request(app.server).post(catalogue['identity.login'].path).send({ value: 'x' }).expect(200);
    await request(app.server).get(catalogue['cashier.balance'].path).set(BotCheckHeader.nonce, 'kept-off').expect(200);
    expect(upstream.seen).toHaveLength(2);
    // The gateway's own headers never reach the platform, on any call.
    expect(upstream.seen[1].headers['x-bot-nonce']).toBeUndefined();
  });
});

describe.skipIf(!redis)('bot check with Redis', () => {
  it('a challenge handed out by one replica is answered at another, once', async () => {
    const first = await testGateway(upstream, { throttleStore: redisStore(redis!.url) });
    const second = await testGateway(upstream, { throttleStore: redisStore(redis!.url) });
    try {
      const bot = await botCheckHeaders(first);
      await request(second.server).post(smsNoLogin).set(bot).send(smsBody).expect(200);
      await request(first.server).post(smsNoLogin).set(bot).send(smsBody).expect(400);
      expect(seenAt(smsNoLogin)).toHaveLength(1);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
