import type { Dispatcher } from 'undici';
import { catalogue, DEVICE_WEB, GATEWAY_VERSION } from '../../../shared/api';
import { sharedScope } from '../../shared-scope';
import type { ThrottleStore } from '../throttle/store';
import { getFromUpstream } from '../upstream-client';
import type { UpstreamPool } from '../upstream-pool';

export interface HealthPluginOptions extends Record<string, unknown> {
  pool: UpstreamPool;
  agent: Dispatcher;
  store: ThrottleStore;
  merchant: string;
  /** True once the process drains before it stops: readiness then answers 503 without checking. */
  draining?: () => boolean;
  /** How long each readiness check may take. */
  checkTimeoutMs?: number;
}

type Check = { ok: true } | { ok: false; reason: string };

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * `/healthz`: the process serves. `/readyz`: it can do its job, i.e. the upstream answers (the RSA
 * key call is the cheapest public one) and the throttle store answers; the failing check is named.
 */
export const healthPlugin = sharedScope<HealthPluginOptions>(async (app, options) => {
  const { pool, agent, store, merchant } = options;
  const checkTimeoutMs = options.checkTimeoutMs ?? 1_000;

  // Ready while at least one mirror takes traffic and answers; the check fails over like the proxy.
  async function checkUpstream(): Promise<Check> {
    if (!pool.anyAvailable()) return { ok: false, reason: 'every upstream mirror is set aside' };
    try {
      const answer = await getFromUpstream(agent, pool, {
        path: catalogue['identity.rsaKey'].path,
        headers: { merchant, device: DEVICE_WEB, 'x-gateway-version': GATEWAY_VERSION },
        timeoutMs: checkTimeoutMs,
      });
      return answer.statusCode < 500 ? { ok: true } : { ok: false, reason: `upstream answered HTTP ${answer.statusCode}` };
    } catch (err) {
      return { ok: false, reason: err instanceof Error ? err.message : 'upstream unreachable' };
    }
  }

  async function checkStore(): Promise<Check> {
    try {
      return (await withTimeout(store.ping(), checkTimeoutMs, 'throttle store'))
        ? { ok: true }
        : { ok: false, reason: 'throttle store does not answer' };
    } catch (err) {
      return { ok: false, reason: err instanceof Error ? err.message : 'throttle store failed' };
    }
  }

  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  // Each mirror's circuit: state, failures in a row, last error, when it is probed next.
  app.get('/healthz/mirrors', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok', mirrors: pool.status() }),
  );

  app.get('/readyz', async (_request, reply) => {
    if (options.draining?.()) return reply.code(503).header('cache-control', 'no-store').send({ status: 'draining' });
    const [upstream, throttleStore] = await Promise.all([checkUpstream(), checkStore()]);
    const ready = upstream.ok && throttleStore.ok;
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'not ready', checks: { upstream, throttleStore } });
  });
});
