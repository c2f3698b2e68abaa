import { Agent, type Dispatcher } from 'undici';
import type { IncomingHttpHeaders } from 'node:http';
import { classifyUpstreamError, type UpstreamFailure } from './upstream-errors';
import type { UpstreamPool } from './upstream-pool';
import { withoutHopByHop } from './upstream-headers';

export interface UpstreamTimeouts {
  connectTimeoutMs: number;
  responseTimeoutMs: number;
}

/** One connection pool per gateway, shared by the proxy and the gateway's own calls (status, readiness). */
export function upstreamAgent({ connectTimeoutMs }: Pick<UpstreamTimeouts, 'connectTimeoutMs'>): Agent {
  return new Agent({ connect: { timeout: connectTimeoutMs }, keepAliveTimeout: 10_000 });
}

export class UpstreamError extends Error {
  constructor(readonly failure: UpstreamFailure, options: { cause: unknown }) {
    super(failure === 'timeout' ? 'The upstream did not answer in time' : 'The upstream cannot be reached', options);
  }
}

export interface UpstreamAnswer {
  statusCode: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface UpstreamCall {
  /** Path and query, e.g. `/wps/system/status?url=…`. */
  path: string;
  headers: IncomingHttpHeaders;
  timeoutMs: number;
}

/**
 * A buffered GET for the calls the gateway reads itself. Like the proxy, it moves on to the next
 * mirror when one refuses the connection, and sets the refusing mirror aside.
 */
export async function getFromUpstream(agent: Dispatcher, pool: UpstreamPool, call: UpstreamCall): Promise<UpstreamAnswer> {
  let origin: string | undefined = pool.pick();
  for (;;) {
    try {
      const response = await agent.request({
        origin,
        path: call.path,
        method: 'GET',
        // The gateway parses these answers, so it asks for them uncompressed.
        headers: { ...withoutHopByHop(call.headers), host: new URL(origin).host, 'accept-encoding': 'identity' },
        headersTimeout: call.timeoutMs,
        bodyTimeout: call.timeoutMs,
      });
      const body = Buffer.from(await response.body.arrayBuffer());
      return { statusCode: response.statusCode, headers: response.headers as IncomingHttpHeaders, body };
    } catch (err) {
      const { failure, connectFailed } = classifyUpstreamError(err);
      if (!connectFailed) throw new UpstreamError(failure, { cause: err });
      pool.markDown(origin);
      origin = pool.nextAfter(origin);
      if (!origin) throw new UpstreamError(failure, { cause: err });
    }
  }
}
