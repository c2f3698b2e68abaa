import type { Dispatcher } from 'undici';
import type { FastifyBaseLogger } from 'fastify';
import { DEVICE_WEB, GATEWAY_VERSION } from '../../../shared/api';
import { callUpstream, silent } from '../upstream-client';
import type { UpstreamPool } from '../upstream-pool';

/** A platform answer the edge reads for itself: the HTTP status and the parsed JSON body (null when not JSON). */
export interface PlatformAnswer {
  statusCode: number;
  body: unknown;
}

export interface PlatformCallOptions {
  /** The member's token; absent for a call made without a session (a sign-in). */
  token?: string;
  /** Sent as JSON; a Buffer goes as those exact bytes (an encrypted body the edge passes on unread). */
  body?: unknown;
  /** Headers sent as given, beside the platform's own (an encrypted body's X-Digest, X-RSA and Encryption). */
  headers?: Record<string, string>;
  log?: FastifyBaseLogger;
}

/**
 * The edge's own calls to the platform, as a member's browser would make them with that member's
 * token: who a token belongs to, what a window's records say, ending a session.
 */
export interface EdgePlatform {
  call(method: 'GET' | 'POST' | 'DELETE', path: string, options: PlatformCallOptions): Promise<PlatformAnswer>;
}

/** The largest answer the edge reads: a records page. */
const EDGE_ANSWER_LIMIT_BYTES = 4 * 1024 * 1024;

export function edgePlatform(agent: Dispatcher, pool: UpstreamPool, options: { merchant: string; timeoutMs: number }): EdgePlatform {
  return {
    async call(method, path, { token, body, headers, log }) {
      const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
      const response = await callUpstream(agent, pool, {
        method,
        path,
        headers: {
          merchant: options.merchant,
          device: DEVICE_WEB,
          'x-gateway-version': GATEWAY_VERSION,
          ...(token ? { authorization: token } : {}),
          accept: 'application/json',
          'accept-encoding': 'identity',
          ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
          ...headers,
        },
        body: payload,
        timeoutMs: options.timeoutMs,
        log: log ?? silent,
        readWholeUpTo: () => EDGE_ANSWER_LIMIT_BYTES,
      });
      if (!response.body) {
        response.stream?.destroy();
        return { statusCode: response.statusCode, body: null };
      }
      try {
        return { statusCode: response.statusCode, body: JSON.parse(response.body.toString('utf8')) as unknown };
      } catch {
        return { statusCode: response.statusCode, body: null };
      }
    },
  };
}
