import { Agent, buildConnector, type Dispatcher } from 'undici';
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { catalogue, DEVICE_WEB, GATEWAY_VERSION } from '../../shared/api';
import { classifyUpstreamError, type UpstreamFailure } from './upstream-errors';
import type { UpstreamPool } from './upstream-pool';
import { withoutHopByHop } from './upstream-headers';

export interface UpstreamTimeouts {
  connectTimeoutMs: number;
  responseTimeoutMs: number;
}

/** Connections each agent has opened: a request that saw none opened during it ran on a reused socket. */
const connectionsOpened = new WeakMap<Dispatcher, { count: number }>();

/** One connection pool per gateway, shared by the proxy and the gateway's own calls (status, readiness). */
export function upstreamAgent({ connectTimeoutMs }: Pick<UpstreamTimeouts, 'connectTimeoutMs'>): Agent {
  const counter = { count: 0 };
  const connector = buildConnector({ timeout: connectTimeoutMs });
  const agent = new Agent({
    keepAliveTimeout: 10_000,
    connect: (options, callback) =>
      connector(options, (err, socket) => {
        if (!err) counter.count += 1;
        // buildConnector's callback is typed as two overloads; both are forwarded as received.
        if (err) callback(err, null);
        else callback(null, socket);
      }),
  });
  connectionsOpened.set(agent, counter);
  return agent;
}

/** The code of the error a request ends with when the upstream has not answered in full by its deadline. */
export const RESPONSE_DEADLINE_CODE = 'GF_UPSTREAM_RESPONSE_TIMEOUT';

function deadlineError(ms: number): Error {
  return Object.assign(new Error(`The upstream did not answer within ${ms} ms`), { code: RESPONSE_DEADLINE_CODE });
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

/** Methods RFC 9110 §9.2.2 calls idempotent and the platform's calls use: safe to send to another mirror. */
const REPEATABLE = new Set(['GET', 'HEAD']);

/** How much of an upstream 5xx body goes to the logs. */
export const LOGGED_BODY_EXCERPT_BYTES = 512;

export interface UpstreamRequest {
  method: string;
  /** Path and query, as the client wrote them. */
  path: string;
  headers: IncomingHttpHeaders;
  body?: Buffer;
  /** The whole answer, headers and body, must arrive within this time. */
  timeoutMs: number;
  log: FastifyBaseLogger;
  /** Ends the upstream request early (the player hung up). */
  signal?: AbortSignal;
}

export interface UpstreamResponse {
  origin: string;
  statusCode: number;
  headers: IncomingHttpHeaders;
  /** The answer's body, still under the total deadline. */
  stream: Readable;
  /** Set when the gateway already read the body (5xx answers, read to log them). */
  buffered: Buffer | null;
}

/** Reads a body whole; larger than `limit` is an error. */
export async function readAll(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > limit) {
      stream.destroy();
      throw new Error(`Upstream answer larger than ${limit} bytes`);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * One attempt on one mirror. The deadline covers headers and body: an AbortSignal ends the request
 * at `timeoutMs` wherever it is, and undici's headersTimeout and bodyTimeout back it up.
 */
async function attempt(agent: Dispatcher, origin: string, call: UpstreamRequest): Promise<Dispatcher.ResponseData> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(deadlineError(call.timeoutMs)), call.timeoutMs);
  const onCallerAbort = () => controller.abort(call.signal?.reason);
  call.signal?.addEventListener('abort', onCallerAbort, { once: true });
  const done = () => {
    clearTimeout(timer);
    call.signal?.removeEventListener('abort', onCallerAbort);
  };
  const headers = withoutHopByHop({ ...call.headers, host: new URL(origin).host });
  // undici computes the length from the body it is given.
  delete headers['content-length'];
  try {
    const response = await agent.request({
      origin,
      path: call.path,
      method: call.method as Dispatcher.HttpMethod,
      headers,
      body: call.body,
      signal: controller.signal,
      headersTimeout: call.timeoutMs,
      bodyTimeout: call.timeoutMs,
    });
    // When nobody reads the body any more (the player hung up), its destruction raises an 'error'
    // event; with nobody listening it would end the process.
    response.body.on('error', () => undefined);
    response.body.once('close', done);
    return response;
  } catch (err) {
    done();
    throw err;
  }
}

/**
 * Sends a request to the mirrors in turn. Every failure counts against its mirror. GET and HEAD
 * move on to the next mirror after a refused connection, a reset before any byte of the answer, a
 * time-out or a 5xx; other methods only when the request provably never reached the mirror: a
 * refused connection, or a reused keep-alive socket found closed (then once more on a fresh
 * connection to the same mirror, as RFC 9112 §9.3.1 allows for a connection closed while idle).
 */
export async function callUpstream(agent: Dispatcher, pool: UpstreamPool, call: UpstreamRequest): Promise<UpstreamResponse> {
  const repeatable = REPEATABLE.has(call.method.toUpperCase());
  const opened = connectionsOpened.get(agent);
  let origin: string = pool.pick();
  let retriedFresh = false;
  for (;;) {
    const openedBefore = opened?.count;
    try {
      const response = await attempt(agent, origin, call);
      const stream = response.body as unknown as Readable;
      if (response.statusCode < 500) {
        pool.recordSuccess(origin);
        return { origin, statusCode: response.statusCode, headers: response.headers as IncomingHttpHeaders, stream, buffered: null };
      }
      let body: Buffer;
      try {
        body = await readAll(stream, 1024 * 1024);
      } catch (err) {
        throw Object.assign(new Error(`Upstream ${response.statusCode} answer could not be read`), { cause: err, readingFailure: true });
      }
      const excerpt = body.subarray(0, LOGGED_BODY_EXCERPT_BYTES).toString('utf8');
      call.log.warn({ origin, statusCode: response.statusCode, excerpt }, 'Upstream mirror answered a server error');
      pool.recordFailure(origin, `HTTP ${response.statusCode}`);
      const next: string | undefined = repeatable ? pool.nextAfter(origin) : undefined;
      if (!next || call.signal?.aborted) {
        return { origin, statusCode: response.statusCode, headers: response.headers as IncomingHttpHeaders, stream, buffered: body };
      }
      call.log.warn({ origin, next }, 'Trying the next upstream mirror');
      origin = next;
    } catch (err) {
      if (call.signal?.aborted) throw new UpstreamError('unavailable', { cause: err });
      const kind = classifyUpstreamError(err);
      const reusedSocket = kind.reset && opened !== undefined && opened.count === openedBefore;
      if (reusedSocket && !retriedFresh) {
        // The mirror closed an idle keep-alive connection as the request went out on it.
        retriedFresh = true;
        call.log.info({ origin, reason: kind.reason }, 'Upstream keep-alive connection was closed; retrying on a fresh one');
        continue;
      }
      pool.recordFailure(origin, kind.reason);
      const mayMove = kind.connectFailed || (repeatable && (kind.reset || kind.failure === 'timeout'));
      const next: string | undefined = mayMove ? pool.nextAfter(origin) : undefined;
      call.log.warn({ origin, reason: kind.reason, failure: kind.failure, next }, 'Upstream mirror failed');
      if (!next) throw new UpstreamError(kind.failure, { cause: err });
      origin = next;
      retriedFresh = false;
    }
  }
}

export interface UpstreamCall {
  /** Path and query, e.g. `/wps/system/status?url=…`. */
  path: string;
  headers: IncomingHttpHeaders;
  timeoutMs: number;
  log?: FastifyBaseLogger;
}

const silent: FastifyBaseLogger = {
  level: 'silent',
  fatal: () => undefined,
  error: () => undefined,
  warn: () => undefined,
  info: () => undefined,
  debug: () => undefined,
  trace: () => undefined,
  silent: () => undefined,
  child: () => silent,
};

/** A buffered GET for the calls the gateway reads itself, with the proxy's failover. */
export async function getFromUpstream(agent: Dispatcher, pool: UpstreamPool, call: UpstreamCall): Promise<UpstreamAnswer> {
  const response = await callUpstream(agent, pool, {
    method: 'GET',
    path: call.path,
    // The gateway parses these answers, so it asks for them uncompressed.
    headers: { ...call.headers, 'accept-encoding': 'identity' },
    timeoutMs: call.timeoutMs,
    log: call.log ?? silent,
  });
  try {
    const body = response.buffered ?? (await readAll(response.stream, 16 * 1024 * 1024));
    return { statusCode: response.statusCode, headers: response.headers, body };
  } catch (err) {
    const kind = classifyUpstreamError(err);
    pool.recordFailure(response.origin, kind.reason);
    throw new UpstreamError(kind.failure, { cause: err });
  }
}

/**
 * Whether one mirror serves: the RSA key call, the cheapest public one, answered below 500 within
 * `timeoutMs`. Asked of that mirror alone, outside the pool's failover.
 */
export async function probeMirror(agent: Dispatcher, origin: string, merchant: string, timeoutMs: number): Promise<boolean> {
  const response = await attempt(agent, origin, {
    method: 'GET',
    path: catalogue['session.rsaKey'].path,
    headers: { merchant, device: DEVICE_WEB, 'x-gateway-version': GATEWAY_VERSION },
    timeoutMs,
    log: silent,
  });
  await readAll(response.body as unknown as Readable, 64 * 1024);
  return response.statusCode < 500;
}
