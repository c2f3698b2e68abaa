/** One probe per domain: the time to fetch its favicon, or why there is none. */
export type SpeedResult = { domain: string; status: 'ok'; ms: number } | { domain: string; status: 'timeout' | 'failed' };

export const SPEED_TIMEOUT_MS = 5000;

export interface ProbeEnvironment {
  createImage: () => Pick<HTMLImageElement, 'onload' | 'onerror' | 'src'>;
  now: () => number;
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
}

const browserEnvironment = (): ProbeEnvironment => ({
  createImage: () => new Image(),
  now: () => performance.now(),
  setTimer: (fn, ms) => setTimeout(fn, ms),
  clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
});

/** Domains may come bare (`a.example`) or with a scheme; bare ones use the page's own scheme. */
export function originOf(domain: string): string {
  const trimmed = domain.trim().replace(/\/+$/, '');
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  const scheme = typeof location !== 'undefined' && location.protocol === 'http:' ? 'http:' : 'https:';
  return `${scheme}//${trimmed}`;
}

/**
 * Times loading `<domain>/favicon.svg` through an Image: images are not bound by CORS, so any
 * mirror can be measured. The `t` parameter defeats caches so each run measures the network.
 */
export function probeDomain(
  domain: string,
  env: ProbeEnvironment = browserEnvironment(),
  timeoutMs = SPEED_TIMEOUT_MS,
): Promise<SpeedResult> {
  return new Promise((resolve) => {
    const image = env.createImage();
    const started = env.now();
    let settled = false;
    const finish = (result: SpeedResult) => {
      if (settled) return;
      settled = true;
      env.clearTimer(timer);
      image.onload = null;
      image.onerror = null;
      resolve(result);
    };
    const timer = env.setTimer(() => finish({ domain, status: 'timeout' }), timeoutMs);
    image.onload = () => finish({ domain, status: 'ok', ms: Math.max(0, Math.round(env.now() - started)) });
    image.onerror = () => finish({ domain, status: 'failed' });
    image.src = `${originOf(domain)}/favicon.svg?t=${Date.now()}`;
  });
}

/** All domains in parallel, results in the order given. */
export function runSpeedTest(domains: readonly string[], env?: ProbeEnvironment, timeoutMs?: number): Promise<SpeedResult[]> {
  return Promise.all(domains.map((d) => probeDomain(d, env, timeoutMs)));
}

/** The domain that answered quickest, if any answered. */
export function fastestOf(results: readonly SpeedResult[]): string | null {
  let best: { domain: string; ms: number } | null = null;
  for (const r of results) {
    if (r.status === 'ok' && (best === null || r.ms < best.ms)) best = { domain: r.domain, ms: r.ms };
  }
  return best?.domain ?? null;
}
