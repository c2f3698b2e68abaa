import type { ThrottleStore } from './store';

interface Entry {
  count: number;
  expiresAt: number;
  value?: string;
  owner?: string;
}

/** How often expired entries are swept, so that a long-running process does not grow without end. */
const SWEEP_EVERY_MS = 60_000;

export function memoryStore(now: () => number = Date.now): ThrottleStore {
  const entries = new Map<string, Entry>();
  let lastSweep = now();

  function live(key: string): Entry | undefined {
    const t = now();
    if (t - lastSweep >= SWEEP_EVERY_MS) {
      lastSweep = t;
      for (const [k, e] of entries) if (e.expiresAt <= t) entries.delete(k);
    }
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= t) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  return {
    async hit(key, windowMs) {
      const entry = live(key) ?? { count: 0, expiresAt: now() + windowMs };
      entry.count += 1;
      entries.set(key, entry);
      return { count: entry.count, resetMs: entry.expiresAt - now() };
    },
    async setBlock(key, ms) {
      if (ms <= 0) return;
      entries.set(key, { count: 1, expiresAt: now() + ms });
    },
    async blockedFor(key) {
      const entry = live(key);
      return entry ? entry.expiresAt - now() : 0;
    },
    // One process runs one callback at a time, so a check followed by a set is already atomic here.
    async reserve(key, owner, ms) {
      const held = live(key);
      if (held) return Math.max(1, held.expiresAt - now());
      if (ms > 0) entries.set(key, { count: 1, expiresAt: now() + ms, owner });
      return 0;
    },
    async release(key, owner) {
      if (live(key)?.owner === owner) entries.delete(key);
    },
    async put(key, value, ms) {
      if (ms <= 0) return;
      entries.set(key, { count: 1, expiresAt: now() + ms, value });
    },
    async take(key) {
      const entry = live(key);
      if (entry?.value === undefined) return null;
      entries.delete(key);
      return entry.value;
    },
    async ping() {
      return true;
    },
    async close() {
      entries.clear();
    },
  };
}
