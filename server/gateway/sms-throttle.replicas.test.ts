import { spawn, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../shared/api';
import { BotCheckHeader } from '../../shared/api/botCheck';
import { solvePow } from '../../shared/crypto/pow';
import { sendJson, startFakeUpstream, type FakeUpstream } from './test-support/fake-upstream';
import { testGateway } from './test-support/gateway';
import { testRedis, type TestRedis } from './test-support/redis';
import { memoryStore } from './throttle/memory-store';

const REPLICA = fileURLToPath(new URL('./test-support/replica-gateway.ts', import.meta.url));
const smsNoLogin = catalogue['identity.smsNoLogin'].path;
const smsRegister = catalogue['identity.smsRegister'].path;

interface Replica {
  url: string;
  process: ChildProcess;
}

/** Starts a gateway process over `upstream`; REDIS_URL only when given, whatever this process has. */
function startReplica(upstream: FakeUpstream, redisUrl: string | null): Promise<Replica> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) if (value !== undefined && name !== 'REDIS_URL') env[name] = value;
  Object.assign(env, {
    UPSTREAM_URL: upstream.url,
    TRUST_PROXY: 'true',
    // A light proof of work: the test solves a hundred challenges in a few milliseconds.
    BOT_CHECK_DIFFICULTY: '4',
    LOG_LEVEL: 'silent',
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  });
  const child = spawn(process.execPath, ['--import', 'tsx', REPLICA], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const url = /listening (http:\/\/\S+)/.exec(out)?.[1];
      if (url) resolve({ url, process: child });
    });
    child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
    child.on('exit', (code) => reject(new Error(`Replica exited with ${code}: ${err}`)));
  });
}

function stopReplica(replica: Replica): Promise<void> {
  return new Promise((resolve) => {
    if (replica.process.exitCode !== null) return resolve();
    replica.process.once('exit', () => resolve());
    replica.process.kill('SIGTERM');
  });
}

/** An upstream that sends SMS slowly, as a real SMS provider does: sends then overlap at the gateways. */
async function smsUpstream(): Promise<FakeUpstream> {
  const upstream = await startFakeUpstream();
  for (const path of [smsNoLogin, smsRegister]) {
    upstream.on('POST', path, async (_req, res) => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      sendJson(res, { success: true, value: { expiredMinutes: 5, maxAttemptTimes: 5, expirationTime: Date.now() + 300_000 } });
    });
  }
  return upstream;
}

const smsSent = (upstream: FakeUpstream) => upstream.seen.filter((r) => [smsNoLogin, smsRegister].includes(r.url.split('?')[0])).length;

/**
 * The same phone in the forms a send may carry it: national, national with its trunk 0, with the
 * dialing code the site leaves after stripping the `+`, and international with the `+`; on both SMS calls.
 */
function sendOf(national: string, i: number): { path: string; body: Record<string, string> } {
  const forms = [national, `0${national}`, `63${national}`, `+63 ${national}`];
  const number = forms[i % forms.length];
  return i % 2 === 0
    ? { path: smsNoLogin, body: { mobileNum: number, countryDialingCode: '+63' } }
    : { path: smsRegister, body: { mobileNo: number, countryDialingCode: '63', type: 'registerMobile' } };
}

/** Solves a challenge of `gateway` as client `ip`, then (once every sender is ready) sends the code request. */
async function prepareSend(gateway: string, ip: string, send: { path: string; body: Record<string, string> }) {
  const asked = await fetch(`${gateway}${catalogue['identity.botChallenge'].path}`, { headers: { 'x-forwarded-for': ip } });
  const { value } = (await asked.json()) as { value: { challengeId: string; prefix: string; difficulty: number } };
  const headers = {
    'content-type': 'application/json',
    'x-forwarded-for': ip,
    [BotCheckHeader.challenge]: value.challengeId,
    [BotCheckHeader.nonce]: solvePow(value.prefix, value.difficulty),
  };
  return async () => {
    const answer = await fetch(`${gateway}${send.path}`, { method: 'POST', headers, body: JSON.stringify(send.body) });
    return { gateway, status: answer.status, body: (await answer.json()) as { success: boolean; errorCode?: string } };
  };
}

/** 100 different client addresses ask at the same moment for a code to one number, spread over the gateways. */
async function burst(gateways: string[], count: number) {
  const national = `917${randomInt(1_000_000, 9_999_999)}`;
  const net = `10.${randomInt(0, 255)}`;
  const senders = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      prepareSend(gateways[i % gateways.length], `${net}.${Math.floor(i / 250)}.${(i % 250) + 1}`, sendOf(national, i)),
    ),
  );
  return Promise.all(senders.map((send) => send()));
}

const redis: TestRedis | null = await testRedis();

describe.skipIf(!redis)('SMS number hold across three gateway processes sharing Redis', () => {
  let upstream: FakeUpstream;
  let replicas: Replica[] = [];

  beforeAll(async () => {
    upstream = await smsUpstream();
    replicas = await Promise.all([0, 1, 2].map(() => startReplica(upstream, redis!.url)));
  }, 30_000);

  afterAll(async () => {
    await Promise.all(replicas.map(stopReplica));
    await upstream?.close();
    await redis?.stop();
  });

  it('lets exactly one of 100 concurrent sends for one number, written with and without its dialing code, reach the platform', async () => {
    upstream.seen.length = 0;
    const answers = await burst(
      replicas.map((r) => r.url),
      100,
    );
    expect(smsSent(upstream)).toBe(1);
    expect(answers.filter((a) => a.status === 200 && a.body.success)).toHaveLength(1);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(99);
    for (const a of refused) expect(a.body.errorCode).toBe('gateway.throttled');
  }, 30_000);
});

describe('SMS number hold with the in-memory store', () => {
  let upstream: FakeUpstream;
  let gateways: FastifyInstance[] = [];

  beforeAll(async () => {
    upstream = await smsUpstream();
    // Each gateway has its own memory store, as each process of a deployment without REDIS_URL has.
    gateways = await Promise.all([0, 1, 2].map(() => testGateway(upstream, { throttleStore: memoryStore(), trustProxy: true })));
    await Promise.all(gateways.map((g) => g.listen({ port: 0, host: '127.0.0.1' })));
  });

  afterAll(async () => {
    await Promise.all(gateways.map((g) => g.close()));
    await upstream?.close();
  });

  it('lets exactly one send per gateway through: each holds the number on its own', async () => {
    upstream.seen.length = 0;
    const urls = gateways.map((g) => `http://127.0.0.1:${(g.server.address() as AddressInfo).port}`);
    const answers = await burst(urls, 99);
    expect(smsSent(upstream)).toBe(3);
    for (const url of urls) {
      expect(answers.filter((a) => a.gateway === url && a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.gateway === url && a.status === 429)).toHaveLength(32);
    }
  });
});
