import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../../shared/api';
import { startFakeUpstream } from '../test-support/fake-upstream';
import { testGateway } from '../test-support/gateway';
import { testRedis } from '../test-support/redis';
import { redisStore } from './redis-store';

const redis = await testRedis();

afterAll(async () => {
  await redis?.stop();
});

/** Keys unique to one test, so a shared REDIS_URL can be used without clean-up between runs. */
const key = (name: string) => `gf:test:${randomUUID()}:${name}`;

describe.skipIf(!redis)('redisStore (real redis-server)', () => {
  it('counts hits in a window that starts with the first hit and expires', async () => {
    const store = redisStore(redis!.url);
    try {
      const k = key('hits');
      const first = await store.hit(k, 300);
      expect(first.count).toBe(1);
      expect(first.resetMs).toBeGreaterThan(200);
      expect(first.resetMs).toBeLessThanOrEqual(300);
      expect((await store.hit(k, 300)).count).toBe(2);
      await new Promise((resolve) => setTimeout(resolve, 350));
      expect((await store.hit(k, 300)).count).toBe(1);
    } finally {
      await store.close();
    }
  });

  it('holds blocks until they expire and shares them between clients (replicas)', async () => {
    const a = redisStore(redis!.url);
    const b = redisStore(redis!.url);
    try {
      const k = key('block');
      expect(await a.blockedFor(k)).toBe(0);
      await a.setBlock(k, 5_000);
      const left = await b.blockedFor(k);
      expect(left).toBeGreaterThan(4_000);
      expect(left).toBeLessThanOrEqual(5_000);
      expect(await a.ping()).toBe(true);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('hands a value to one taker only, across clients (replicas), and lets it expire', async () => {
    const a = redisStore(redis!.url);
    const b = redisStore(redis!.url);
    try {
      const k = key('value');
      await a.put(k, 'challenge', 5_000);
      const taken = await Promise.all([a.take(k), b.take(k)]);
      expect(taken.filter((v) => v === 'challenge')).toHaveLength(1);
      expect(taken.filter((v) => v === null)).toHaveLength(1);
      const short = key('short');
      await a.put(short, 'gone soon', 100);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(await b.take(short)).toBeNull();
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('lets exactly one of many concurrent claims across clients (replicas) hold a key, and its owner alone free it', async () => {
    const clients = [redisStore(redis!.url), redisStore(redis!.url), redisStore(redis!.url)];
    try {
      const k = key('reserve');
      const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => clients[i % 3].reserve(k, `owner-${i}`, 5_000)));
      const winners = answers.flatMap((rest, i) => (rest === 0 ? [i] : []));
      expect(winners).toHaveLength(1);
      for (const rest of answers.filter((r) => r !== 0)) expect(rest).toBeGreaterThan(4_000);
      const loser = winners[0] === 0 ? 1 : 0;
      await clients[1].release(k, `owner-${loser}`);
      expect(await clients[2].blockedFor(k)).toBeGreaterThan(0);
      await clients[1].release(k, `owner-${winners[0]}`);
      expect(await clients[2].blockedFor(k)).toBe(0);
      expect(await clients[0].reserve(k, 'again', 5_000)).toBe(0);
    } finally {
      await Promise.all(clients.map((c) => c.close()));
    }
  });

  it('throttles across two gateways sharing Redis', async () => {
    const upstream = await startFakeUpstream();
    const first = await testGateway(upstream, { throttleStore: redisStore(redis!.url), trustProxy: true });
    const second = await testGateway(upstream, { throttleStore: redisStore(redis!.url), trustProxy: true });
    try {
      const client = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const captcha = catalogue['identity.captcha'].path;
      await request(first.server).get(captcha).set('X-Forwarded-For', client).expect(200);
      await request(second.server).get(captcha).set('X-Forwarded-For', client).expect(429);
    } finally {
      await Promise.all([first.close(), second.close()]);
      await upstream.close();
    }
  });

  it('falls back to memory when Redis goes away under a running gateway', async () => {
    const own = await testRedis();
    // With REDIS_URL the server is not ours to stop; the dead-port case is covered in the plugin tests.
    if (!own || process.env.REDIS_URL) return;
    const upstream = await startFakeUpstream();
    const lines: string[] = [];
    const app = await testGateway(upstream, {
      throttleStore: redisStore(own.url),
      logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      const captcha = catalogue['identity.captcha'].path;
      await request(app.server).get(captcha).expect(200);
      await own.stop();
      const started = Date.now();
      // Still ready: the replica throttles per process instead of leaving the rotation.
      await request(app.server).get('/readyz').expect(200);
      const afterLoss = await request(app.server).get(captcha);
      // The Redis window is gone with Redis; the fallback starts its own and keeps counting.
      expect(afterLoss.status).toBe(200);
      await request(app.server).get(captcha).expect(429);
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(lines.some((l) => l.includes('Throttle store failed'))).toBe(true);
      expect(lines.some((l) => l.includes('replicas throttle per process'))).toBe(true);
    } finally {
      await app.close();
      await upstream.close();
    }
  });
});

describe('redisStore without a server', () => {
  it('rejects quickly instead of holding the request', async () => {
    const store = redisStore('redis://127.0.0.1:1');
    try {
      const started = Date.now();
      await expect(store.hit(key('x'), 1000)).rejects.toThrow();
      expect(await store.ping()).toBe(false);
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await store.close();
    }
  });
});
