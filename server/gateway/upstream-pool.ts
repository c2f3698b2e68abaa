/**
 * The upstream mirrors, first preferred, each behind a circuit breaker. Refused connections,
 * time-outs and 5xx answers count against a mirror; after `failureThreshold` failures in a row it
 * is set aside (open) for `backoffMs`, then probed in the background with a cheap call the
 * platform answers, and takes traffic again only once a probe succeeds.
 */
export const DEFAULT_MIRROR_FAILURE_THRESHOLD = 3;
export const DEFAULT_MIRROR_BACKOFF_MS = 10_000;
/** The back-off doubles after each failed probe, up to this many times the configured one. */
const MAX_BACKOFF_FACTOR = 8;

export type MirrorState = 'closed' | 'open' | 'probing';

export interface MirrorStatus {
  origin: string;
  /** closed: takes traffic; open: set aside until a probe succeeds; probing: a probe is in flight. */
  state: MirrorState;
  /** Failures in a row since the last success. */
  failures: number;
  lastError: string | null;
  /** When an open mirror is probed next (epoch ms). */
  retryAt: number | null;
}

export interface UpstreamPoolOptions {
  now?: () => number;
  failureThreshold?: number;
  backoffMs?: number;
  /** Answers whether the mirror serves again; without it an open mirror comes back when its back-off ends. */
  probe?: (origin: string) => Promise<boolean>;
  /** Told of every change of state, for the logs. */
  onChange?: (status: MirrorStatus, previous: MirrorState) => void;
}

export interface UpstreamPool {
  /** Origins in preference order, as given. */
  readonly origins: readonly string[];
  /** The first mirror taking traffic; when none does, the one whose back-off ends first. */
  pick(): string;
  /** The mirrors taking traffic after `origin`, in order: where a failed request may go next. */
  nextAfter(origin: string): string | undefined;
  recordFailure(origin: string, reason: string): void;
  recordSuccess(origin: string): void;
  /** True while the mirror is set aside. */
  isDown(origin: string): boolean;
  /** True while at least one mirror takes traffic. */
  anyAvailable(): boolean;
  status(): MirrorStatus[];
  /** The probe to use from now on (the gateway sets it once its HTTP agent exists). */
  setProbe(probe: (origin: string) => Promise<boolean>): void;
  /** Stops the background probes. */
  close(): void;
}

interface Mirror {
  state: MirrorState;
  failures: number;
  lastError: string | null;
  retryAt: number;
  backoffMs: number;
  timer: NodeJS.Timeout | undefined;
}

export function upstreamPool(urls: readonly string[], options: UpstreamPoolOptions = {}): UpstreamPool {
  const origins = urls
    .map((u) => u.trim())
    .filter(Boolean)
    .map((u) => new URL(u).origin);
  if (origins.length === 0) throw new Error('At least one upstream URL is required');
  const now = options.now ?? Date.now;
  const threshold = Math.max(1, options.failureThreshold ?? DEFAULT_MIRROR_FAILURE_THRESHOLD);
  const baseBackoff = options.backoffMs ?? DEFAULT_MIRROR_BACKOFF_MS;
  let probe = options.probe;
  let closed = false;
  const mirrors = new Map<string, Mirror>(
    origins.map((o) => [o, { state: 'closed', failures: 0, lastError: null, retryAt: 0, backoffMs: baseBackoff, timer: undefined }]),
  );
  const mirror = (origin: string): Mirror => {
    const m = mirrors.get(origin);
    if (!m) throw new Error(`Unknown upstream mirror ${origin}`);
    return m;
  };

  const statusOf = (origin: string): MirrorStatus => {
    const m = mirror(origin);
    return { origin, state: m.state, failures: m.failures, lastError: m.lastError, retryAt: m.state === 'closed' ? null : m.retryAt };
  };

  function setState(origin: string, state: MirrorState) {
    const m = mirror(origin);
    const previous = m.state;
    m.state = state;
    if (previous !== state) options.onChange?.(statusOf(origin), previous);
  }

  /** Without a probe, an open mirror is let back in once its back-off has passed. */
  const takesTraffic = (origin: string): boolean => {
    const m = mirror(origin);
    if (m.state === 'closed') return true;
    if (!probe && m.state === 'open' && m.retryAt <= now()) {
      setState(origin, 'closed');
      return true;
    }
    return false;
  };

  function open(origin: string) {
    const m = mirror(origin);
    m.retryAt = now() + m.backoffMs;
    setState(origin, 'open');
    schedule(origin);
  }

  function schedule(origin: string) {
    const m = mirror(origin);
    clearTimeout(m.timer);
    if (!probe || closed) return;
    m.timer = setTimeout(() => void runProbe(origin), Math.max(0, m.retryAt - now()));
    m.timer.unref();
  }

  async function runProbe(origin: string) {
    const m = mirror(origin);
    if (!probe || closed || m.state !== 'open') return;
    setState(origin, 'probing');
    let ok = false;
    try {
      ok = await probe(origin);
    } catch (err) {
      m.lastError = err instanceof Error ? err.message : String(err);
    }
    if (closed) return;
    if (ok) {
      m.failures = 0;
      m.backoffMs = baseBackoff;
      setState(origin, 'closed');
      return;
    }
    m.lastError ??= 'probe failed';
    m.backoffMs = Math.min(m.backoffMs * 2, baseBackoff * MAX_BACKOFF_FACTOR);
    open(origin);
  }

  return {
    origins,
    pick() {
      const healthy = origins.find(takesTraffic);
      if (healthy) return healthy;
      // Every mirror is set aside: try the one whose rest ends first rather than refusing outright.
      return [...origins].sort((a, b) => mirror(a).retryAt - mirror(b).retryAt)[0];
    },
    nextAfter(origin) {
      const index = origins.indexOf(origin);
      return origins.slice(index + 1).find(takesTraffic);
    },
    recordFailure(origin, reason) {
      const m = mirror(origin);
      m.failures += 1;
      m.lastError = reason;
      if (m.state === 'closed' && m.failures >= threshold) open(origin);
    },
    recordSuccess(origin) {
      const m = mirror(origin);
      m.failures = 0;
      // A request that got through while the mirror was set aside (every mirror was) proves it serves.
      if (m.state !== 'closed') {
        clearTimeout(m.timer);
        m.backoffMs = baseBackoff;
        setState(origin, 'closed');
      }
    },
    isDown: (origin) => !takesTraffic(origin),
    anyAvailable: () => origins.some(takesTraffic),
    status: () => origins.map(statusOf),
    setProbe(next) {
      probe = next;
      for (const o of origins) if (mirror(o).state === 'open') schedule(o);
    },
    close() {
      closed = true;
      for (const m of mirrors.values()) clearTimeout(m.timer);
    },
  };
}
