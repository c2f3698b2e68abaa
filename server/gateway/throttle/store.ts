/**
 * Where throttle counters and bot-check challenges live: in the process (one replica) or in Redis (shared by replicas).
 * Counters are fixed windows that start with their first hit; blocks are plain expiring keys.
 */
export interface ThrottleStore {
  /** Counts one hit in the window that `key` is in, starting a window when none is open. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }>;
  setBlock(key: string, ms: number): Promise<void>;
  /** Milliseconds until `key` is free again; 0 when it is not blocked. */
  blockedFor(key: string): Promise<number>;
  /** Keeps `value` under `key` for `ms`, replacing what was there. */
  put(key: string, value: string, ms: number): Promise<void>;
  /** Reads and deletes `key` in one step, so of two concurrent takes only one gets the value; null when absent or expired. */
  take(key: string): Promise<string | null>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** Every key the gateway writes starts with this, so a shared Redis can hold other data too. */
export const KEY_PREFIX = 'gf:';
