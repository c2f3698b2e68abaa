/**
 * The upstream mirrors, first preferred. A mirror that refuses connections is set aside for a
 * while so that following requests go straight to the next one instead of paying the failure again.
 */
export const MIRROR_DOWN_MS = 10_000;

export interface UpstreamPool {
  /** Origins in preference order, as given. */
  readonly origins: readonly string[];
  /** The first mirror not marked down; when all are down, the one that comes back soonest. */
  pick(): string;
  /** The healthy mirrors after `origin`, in order: where a request that could not connect may go next. */
  nextAfter(origin: string): string | undefined;
  markDown(origin: string): void;
  isDown(origin: string): boolean;
}

export function upstreamPool(urls: readonly string[], now: () => number = Date.now, downMs = MIRROR_DOWN_MS): UpstreamPool {
  const origins = urls
    .map((u) => u.trim())
    .filter(Boolean)
    .map((u) => new URL(u).origin);
  if (origins.length === 0) throw new Error('At least one upstream URL is required');
  const downUntil = new Map<string, number>();

  const isDown = (origin: string) => (downUntil.get(origin) ?? 0) > now();

  return {
    origins,
    pick() {
      const healthy = origins.find((o) => !isDown(o));
      if (healthy) return healthy;
      // Every mirror failed recently: try the one whose rest ends first rather than refusing outright.
      return [...origins].sort((a, b) => (downUntil.get(a) ?? 0) - (downUntil.get(b) ?? 0))[0];
    },
    nextAfter(origin) {
      const index = origins.indexOf(origin);
      return origins.slice(index + 1).find((o) => !isDown(o));
    },
    markDown(origin) {
      downUntil.set(origin, now() + downMs);
    },
    isDown,
  };
}
