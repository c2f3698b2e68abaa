import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '../../../shared/api';
import { sharedScope } from '../../shared-scope';
import { clientIp } from '../upstream-headers';
import { isUpstreamPath } from '../upstream-paths';
import { KEY_PREFIX, type ThrottleStore } from '../throttle/store';

export interface RequestCeilingOptions extends Record<string, unknown> {
  store: ThrottleStore;
  /** Platform calls per client address per window; a page load makes about fifteen. */
  max: number;
  windowMs: number;
}

/** Errors thrown from the rate-limit hook carry the envelope the gateway's error handler answers with. */
export class CeilingReached extends Error {
  readonly statusCode = 429;
  readonly code = ErrorCode.throttled;
  constructor(readonly seconds: number) {
    super(`Too many requests from this address. Please try again in ${seconds} s.`);
  }
}

/**
 * @fastify/rate-limit counting in the gateway's own throttle store, so the ceiling is shared by
 * every replica through Redis and falls back with the other throttles when Redis is gone.
 */
function storeAdapter(store: ThrottleStore, windowMs: number) {
  return class ThrottleStoreAdapter implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow?: number): void {
      store.hit(`${KEY_PREFIX}ceiling:${key}`, timeWindow ?? windowMs).then(
        ({ count, resetMs }) => callback(null, { current: count, ttl: resetMs }),
        (error: Error) => callback(error),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/**
 * A ceiling on platform calls per client address, against scraping and floods: far above what a
 * player's pages need, it keeps one address from monopolising the platform. The business throttles
 * (SMS, captcha, login) are stricter and live in plugins/throttle.ts.
 */
export const requestCeilingPlugin = sharedScope<RequestCeilingOptions>(async (app, options) => {
  await app.register(rateLimit, {
    global: true,
    max: options.max,
    timeWindow: options.windowMs,
    store: storeAdapter(options.store, options.windowMs),
    // When the store fails the request goes on: a broken counter must not take the site down.
    skipOnError: true,
    keyGenerator: (request: FastifyRequest) => clientIp(request),
    allowList: (request: FastifyRequest) => !isUpstreamPath(request.url),
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': true },
    errorResponseBuilder: (_request, context) => new CeilingReached(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
});
