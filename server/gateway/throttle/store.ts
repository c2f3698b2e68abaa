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
  /**
   * Holds `key` for `ms` under `owner` only if no one holds it, in one atomic step (Redis SET NX PX),
   * so of many concurrent claims across replicas exactly one wins. Answers 0 when this claim won,
   * else the milliseconds the current hold has left.
   */
  reserve(key: string, owner: string, ms: number): Promise<number>;
  /** Ends the hold on `key` if `owner` still has it; a hold that expired and was claimed again stays. */
  release(key: string, owner: string): Promise<void>;
  /** Keeps `value` under `key` for `ms`, replacing what was there. */
  put(key: string, value: string, ms: number): Promise<void>;
  /** Reads and deletes `key` in one step, so of two concurrent takes only one gets the value; null when absent or expired. */
  take(key: string): Promise<string | null>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** Every key the gateway writes starts with this, so a shared Redis can hold other data too. */
export const KEY_PREFIX = 'gf:';
