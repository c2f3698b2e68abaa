import { Redis } from 'ioredis';
import type { ThrottleStore } from './store';

/**
 * Counts and sets the window's expiry in one step, so two replicas never both start a window and a
 * crash between INCR and PEXPIRE cannot leave a counter that never expires.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

/** Deletes the hold only while it is still the owner's, so a late release never frees another's claim. */
const RELEASE_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`;

export function redisStore(url: string): ThrottleStore {
  const redis = new Redis(url, {
    // Fail fast when Redis is gone: the gateway then falls back to its own memory rather than
    // holding players' requests while ioredis retries.
    maxRetriesPerRequest: 1,
    commandTimeout: 500,
    connectTimeout: 1_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  // Errors are reported by the rejected commands; without a listener ioredis would print each one.
  redis.on('error', () => {});
  const hitCommand = 'gfThrottleHit';
  redis.defineCommand(hitCommand, { numberOfKeys: 1, lua: HIT_SCRIPT });
  const releaseCommand = 'gfThrottleRelease';
  redis.defineCommand(releaseCommand, { numberOfKeys: 1, lua: RELEASE_SCRIPT });

  return {
    async hit(key, windowMs) {
      // defineCommand adds the method at run time, so the typed client does not know it.
      const call = (redis as unknown as Record<string, (key: string, ms: number) => Promise<[number, number]>>)[hitCommand];
      const [count, ttl] = await call.call(redis, key, Math.max(1, Math.ceil(windowMs)));
      return { count: Number(count), resetMs: Number(ttl) };
    },
    async setBlock(key, ms) {
      if (ms <= 0) return;
      await redis.set(key, '1', 'PX', Math.ceil(ms));
    },
    async blockedFor(key) {
      const ttl = await redis.pttl(key);
      return ttl > 0 ? ttl : 0;
    },
    async reserve(key, owner, ms) {
      // SET NX PX claims the key and starts its expiry in one command: two replicas cannot both win.
      const won = await redis.set(key, owner, 'PX', Math.max(1, Math.ceil(ms)), 'NX');
      if (won === 'OK') return 0;
      const ttl = await redis.pttl(key);
      // The hold may have expired between the two commands; the caller is refused for a moment only.
      return ttl > 0 ? ttl : 1;
    },
    async release(key, owner) {
      const call = (redis as unknown as Record<string, (key: string, owner: string) => Promise<number>>)[releaseCommand];
      await call.call(redis, key, owner);
    },
    async put(key, value, ms) {
      if (ms <= 0) return;
      await redis.set(key, value, 'PX', Math.ceil(ms));
    },
    async take(key) {
      // GETDEL (Redis 6.2) reads and deletes atomically: a value is taken by one replica only.
      return redis.getdel(key);
    },
    async ping() {
      try {
        return (await redis.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    async close() {
      try {
        await redis.quit();
      } catch {
        redis.disconnect();
      }
    },
  };
}
