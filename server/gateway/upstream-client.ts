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

/** The code of the error a request ends with when the upstream has not answered by its deadline. */
export const RESPONSE_DEADLINE_CODE = 'GF_UPSTREAM_RESPONSE_TIMEOUT';

function deadlineError(ms: number): Error {
  return Object.assign(new Error(`The upstream did not answer within ${ms} ms`), { code: RESPONSE_DEADLINE_CODE });
}

/**
 * Wraps the agent so that each request is given up exactly when its response deadline passes.
 * undici's own headersTimeout runs on a coarse shared clock (up to a second late), and the promise
 * is "504 at the configured time"; once headers arrive the body streams under undici's bodyTimeout.
 */
export function withResponseDeadline(agent: Dispatcher): { request: Dispatcher['request'] } {
  const request = (options: Dispatcher.RequestOptions, callback?: (err: Error | null, data?: Dispatcher.ResponseData) => void) => {
    const deadline = options.headersTimeout;
    let timer: NodeJS.Timeout | undefined;
    let signal = options.signal;
    if (deadline && deadline > 0 && !signal) {
      const controller = new AbortController();
      timer = setTimeout(() => controller.abort(deadlineError(deadline)), deadline);
      signal = controller.signal;
    }
    const settled = agent
      .request({ ...options, signal })
      .then((data) => {
        // When the player hangs up before the answer arrives, reply-from destroys the answer's body
        // and undici reports that as an 'error' event; with nobody listening it would end the process.
        data.body.on('error', () => undefined);
        return data;
      })
      .finally(() => clearTimeout(timer));
    if (!callback) return settled;
    settled.then(
      (data) => callback(null, data),
      (err: Error) => callback(err),
    );
    return undefined;
  };
  // undici's request has promise and callback overloads; this one function serves both.
  return { request: request as unknown as Dispatcher['request'] };
}

export class UpstreamError extends Error {
  constructor(
    readonly failure: UpstreamFailure,
    options: { cause: unknown },
  ) {
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
      const response = await withResponseDeadline(agent).request({
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
