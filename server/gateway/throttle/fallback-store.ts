import type { ThrottleStore } from './store';

export interface FallbackLog {
  warn(details: object, message: string): void;
}

/** After a failure, Redis is left alone for this long so that each request does not wait on it again. */
export const RETRY_PRIMARY_AFTER_MS = 5_000;

/**
 * Keeps the site working when the shared store (Redis) goes away: each call that fails is answered
 * by a per-process memory store instead, with a warning. Throttles then hold per replica only, which
 * is weaker but far better than refusing every login and SMS.
 */
export function withFallback(
  primary: ThrottleStore,
  fallback: ThrottleStore,
  log: FallbackLog,
  now: () => number = Date.now,
): ThrottleStore {
  let primaryRestsUntil = 0;

  async function attempt<T>(operation: string, run: (store: ThrottleStore) => Promise<T>): Promise<T> {
    if (now() < primaryRestsUntil) return run(fallback);
    try {
      return await run(primary);
    } catch (err) {
      primaryRestsUntil = now() + RETRY_PRIMARY_AFTER_MS;
      log.warn({ err, operation }, 'Throttle store failed; using the in-process store for now');
      return run(fallback);
    }
  }

  return {
    hit: (key, windowMs) => attempt('hit', (s) => s.hit(key, windowMs)),
    setBlock: (key, ms) => attempt('setBlock', (s) => s.setBlock(key, ms)),
    blockedFor: (key) => attempt('blockedFor', (s) => s.blockedFor(key)),
    reserve: (key, owner, ms) => attempt('reserve', (s) => s.reserve(key, owner, ms)),
    release: (key, owner) => attempt('release', (s) => s.release(key, owner)),
    put: (key, value, ms) => attempt('put', (s) => s.put(key, value, ms)),
    take: (key) => attempt('take', (s) => s.take(key)),
    // A replica whose Redis is gone still throttles (per process), so it stays ready: taking every
    // replica out of rotation at once would turn a Redis outage into a site outage.
    async ping() {
      const shared = await primary.ping().catch(() => false);
      if (!shared) log.warn({ operation: 'ping' }, 'Throttle store does not answer; replicas throttle per process');
      return shared || fallback.ping();
    },
    async close() {
      await Promise.allSettled([primary.close(), fallback.close()]);
    },
  };
}
