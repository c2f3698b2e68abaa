import { Agent, buildConnector, type Dispatcher } from 'undici';
import type { IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { catalogue, DEVICE_WEB, GATEWAY_VERSION } from '../../shared/api';
import { classifyUpstreamError, type UpstreamFailure } from './upstream-errors';
import type { UpstreamPool } from './upstream-pool';

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

/** The upstream's answer began (status and headers arrived) but its body could not be read to the end. */
export class UpstreamBodyError extends Error {
  constructor(
    readonly origin: string,
    readonly statusCode: number,
    options: { cause: unknown },
  ) {
    super(`The upstream's ${statusCode} answer could not be read to the end`, options);
  }
}

export interface UpstreamAnswer {
  statusCode: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Methods RFC 9110 §9.2.2 calls idempotent and the platform's calls use: safe to send to another mirror (names as Node gives them, upper case). */
function isRepeatable(method: string): boolean {
  return method === 'GET' || method === 'HEAD';
}

/** How much of an upstream 5xx body goes to the logs. */
export const LOGGED_BODY_EXCERPT_BYTES = 512;
/** A 5xx answer is read whole (to log it and decide on failover) up to this size; a larger one counts as unreadable. */
const ERROR_BODY_LIMIT_BYTES = 1024 * 1024;

/** What a call in flight can be told: stop now, for this reason. */
interface Abortable {
  abort(reason: Error): void;
}

/**
 * Ends a call early (the player hung up): the attempt in flight is aborted, and no further mirror
 * is tried. One plain object per call, where an AbortController would bring an event target.
 */
export class UpstreamCancel {
  #reason: Error | null = null;
  #attempt: Abortable | null = null;

  get cancelled(): boolean {
    return this.#reason !== null;
  }

  cancel(reason: Error): void {
    if (this.#reason) return;
    this.#reason = reason;
    this.#attempt?.abort(reason);
  }

  /** The attempt now in flight (null once it is over). */
  follow(attempt: Abortable | null): void {
    this.#attempt = attempt;
    if (attempt && this.#reason) attempt.abort(this.#reason);
  }
}

export interface UpstreamRequest {
  /** In upper case, as Node gives it. */
  method: string;
  /** Path and query, as the client wrote them. */
  path: string;
  /** End-to-end headers only (upstream-headers.ts); `host` is set per attempt to the mirror's. */
  headers: IncomingHttpHeaders;
  body?: Buffer;
  /** The whole answer, headers and body, must arrive within this time. */
  timeoutMs: number;
  log: FastifyBaseLogger;
  /** Ends the upstream request early (the player hung up). */
  cancel?: UpstreamCancel;
  /**
   * How many bytes of a below-500 answer to read whole before it is handed over; 0 (the default) hands
   * it over as a stream at once. An answer larger than this is handed over as a stream of all of it.
   */
  readWholeUpTo?: (statusCode: number, headers: IncomingHttpHeaders) => number;
}

/**
 * The upstream's answer: its body read whole (5xx answers always are, to log them), or handed over
 * as a stream of it as it comes, still under the total deadline.
 */
export type UpstreamResponse = {
  origin: string;
  statusCode: number;
  headers: IncomingHttpHeaders;
} & ({ body: Buffer; stream: null } | { body: null; stream: Readable });

/** Where one attempt on one mirror reports: the answer (read whole or handed over as a stream), or why there is none. */
interface AttemptOwner {
  settled(response: UpstreamResponse): void;
  failed(error: unknown): void;
}

/** Where a call reports once the mirrors have been tried: exactly one of the two, once. */
export interface UpstreamReceiver {
  answered(response: UpstreamResponse): void;
  failed(error: unknown): void;
}

/** The answer's body handed on as a stream: undici is paused while the reader is full, and resumed when it reads. */
class AnswerStream extends Readable {
  constructor(private readonly exchange: Exchange) {
    super();
    // When nobody reads the body any more (the player hung up), its destruction raises an 'error'
    // event; with nobody listening it would end the process.
    this.on('error', () => undefined);
  }

  override _read(): void {
    this.exchange.resume();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.exchange.abort(error ?? new Error('The reader of the upstream answer went away'));
    callback(error);
  }
}

/**
 * One request to one mirror, as an undici dispatch handler: the answer's body is collected as it
 * arrives, or passed on as a stream, with no body stream, promise or abort signal per request. One
 * timer bounds headers and body together; undici's headersTimeout and bodyTimeout back it up.
 */
class Exchange implements Dispatcher.DispatchHandler {
  #controller: Dispatcher.DispatchController | null = null;
  #pendingAbort: Error | null = null;
  #finished = false;
  #statusCode = 0;
  #headers: IncomingHttpHeaders = {};
  #wholeUpTo = 0;
  #chunks: Buffer[] = [];
  #size = 0;
  #stream: AnswerStream | null = null;
  readonly #timer: NodeJS.Timeout;

  constructor(
    private readonly origin: string,
    private readonly call: UpstreamRequest,
    private readonly owner: AttemptOwner,
  ) {
    this.#timer = setTimeout(() => this.abort(deadlineError(call.timeoutMs)), call.timeoutMs);
  }

  abort(reason: Error): void {
    if (this.#finished) return;
    if (this.#controller) this.#controller.abort(reason);
    else this.#pendingAbort = reason;
  }

  resume(): void {
    this.#controller?.resume();
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.#controller = controller;
    if (this.#pendingAbort) controller.abort(this.#pendingAbort);
  }

  onResponseStart(controller: Dispatcher.DispatchController, statusCode: number, headers: IncomingHttpHeaders): void {
    // 1xx interim answers (RFC 9110 §15.2) are not the answer.
    if (statusCode < 200) return;
    this.#statusCode = statusCode;
    this.#headers = headers;
    this.#wholeUpTo = statusCode >= 500 ? ERROR_BODY_LIMIT_BYTES : (this.call.readWholeUpTo?.(statusCode, headers) ?? 0);
    if (this.#wholeUpTo === 0) this.#handOverStream(controller);
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (this.#stream) {
      if (!this.#stream.push(chunk)) controller.pause();
      return;
    }
    this.#chunks.push(chunk);
    this.#size += chunk.length;
    if (this.#size > this.#wholeUpTo) this.#handOverStream(controller);
  }

  onResponseEnd(): void {
    this.#finish();
    if (this.#stream) {
      this.#stream.push(null);
      return;
    }
    const body = this.#chunks.length === 1 ? this.#chunks[0] : Buffer.concat(this.#chunks, this.#size);
    this.#chunks = [];
    this.owner.settled({ origin: this.origin, statusCode: this.#statusCode, headers: this.#headers, body, stream: null });
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    this.#finish();
    if (this.#stream) this.#stream.destroy(error);
    else if (this.#statusCode === 0) this.owner.failed(error);
    else this.owner.failed(new UpstreamBodyError(this.origin, this.#statusCode, { cause: error }));
  }

  /** Hands the answer over as a stream that starts with whatever was collected so far. */
  #handOverStream(controller: Dispatcher.DispatchController): void {
    const stream = new AnswerStream(this);
    this.#stream = stream;
    let full = false;
    for (const chunk of this.#chunks) full = !stream.push(chunk);
    this.#chunks = [];
    if (full) controller.pause();
    this.owner.settled({ origin: this.origin, statusCode: this.#statusCode, headers: this.#headers, body: null, stream });
  }

  #finish(): void {
    this.#finished = true;
    clearTimeout(this.#timer);
    this.call.cancel?.follow(null);
  }
}

/** Each mirror's Host header, worked out once: a URL parse per request costs more than the lookup. */
const hostOfOrigin = new Map<string, string>();

function hostOf(origin: string): string {
  let host = hostOfOrigin.get(origin);
  if (host === undefined) {
    host = new URL(origin).host;
    hostOfOrigin.set(origin, host);
  }
  return host;
}

/** One attempt on one mirror; its owner hears once the answer is read whole or handed over as a stream, or why not. */
function dispatchAttempt(agent: Dispatcher, origin: string, call: UpstreamRequest, owner: AttemptOwner): void {
  call.headers.host = hostOf(origin);
  const exchange = new Exchange(origin, call, owner);
  call.cancel?.follow(exchange);
  agent.dispatch(
    {
      origin,
      path: call.path,
      method: call.method as Dispatcher.HttpMethod,
      headers: call.headers,
      // undici computes the length from the body it is given.
      body: call.body,
      headersTimeout: call.timeoutMs,
      bodyTimeout: call.timeoutMs,
    },
    exchange,
  );
}

/**
 * One call across the mirrors. Every failure counts against its mirror. GET and HEAD move on to
 * the next mirror after a refused connection, a reset before any byte of the answer, a time-out or
 * a 5xx; other methods only when the request provably never reached the mirror: a refused
 * connection, or a reused keep-alive socket found closed (then once more on a fresh connection to
 * the same mirror, as RFC 9112 §9.3.1 allows for a connection closed while idle). A body cut short
 * after the answer began is reported as an UpstreamBodyError for the receiver to count.
 *
 * Callbacks rather than promises: the proxy writes the answer from here, with no promise or
 * microtask per call. A further attempt is dispatched in a microtask, outside the undici callback
 * that reported the failure.
 */
class MirrorCall implements AttemptOwner {
  readonly #repeatable: boolean;
  readonly #opened: { count: number } | undefined;
  #origin: string;
  #openedBefore: number | undefined;
  #retriedFresh = false;

  constructor(
    private readonly agent: Dispatcher,
    private readonly pool: UpstreamPool,
    private readonly call: UpstreamRequest,
    private readonly receiver: UpstreamReceiver,
  ) {
    this.#repeatable = isRepeatable(call.method);
    this.#opened = connectionsOpened.get(agent);
    this.#origin = pool.pick();
  }

  start(): void {
    this.#openedBefore = this.#opened?.count;
    dispatchAttempt(this.agent, this.#origin, this.call, this);
  }

  #retry(origin: string): void {
    this.#origin = origin;
    queueMicrotask(() => this.start());
  }

  settled(response: UpstreamResponse): void {
    const { pool, call } = this;
    const origin = response.origin;
    if (response.statusCode < 500) {
      pool.recordSuccess(origin);
      this.receiver.answered(response);
      return;
    }
    if (response.body === null) {
      response.stream.destroy();
      this.failed(new Error(`Upstream ${response.statusCode} answer larger than ${ERROR_BODY_LIMIT_BYTES} bytes`));
      return;
    }
    const excerpt = response.body.subarray(0, LOGGED_BODY_EXCERPT_BYTES).toString('utf8');
    call.log.warn({ origin, statusCode: response.statusCode, excerpt }, 'Upstream mirror answered a server error');
    pool.recordFailure(origin, `HTTP ${response.statusCode}`);
    const next = this.#repeatable ? pool.nextAfter(origin) : undefined;
    if (!next || call.cancel?.cancelled) {
      this.receiver.answered(response);
      return;
    }
    call.log.warn({ origin, next }, 'Trying the next upstream mirror');
    this.#retry(next);
  }

  failed(err: unknown): void {
    const { pool, call } = this;
    const origin = this.#origin;
    // The answer had begun: the receiver decides what a cut body means (the mirror did answer).
    if (err instanceof UpstreamBodyError && err.statusCode < 500) {
      pool.recordSuccess(origin);
      this.receiver.failed(err);
      return;
    }
    if (call.cancel?.cancelled) {
      this.receiver.failed(new UpstreamError('unavailable', { cause: err }));
      return;
    }
    const kind = classifyUpstreamError(err);
    const reusedSocket = kind.reset && this.#opened !== undefined && this.#opened.count === this.#openedBefore;
    if (reusedSocket && !this.#retriedFresh) {
      // The mirror closed an idle keep-alive connection as the request went out on it.
      this.#retriedFresh = true;
      call.log.info({ origin, reason: kind.reason }, 'Upstream keep-alive connection was closed; retrying on a fresh one');
      this.#retry(origin);
      return;
    }
    pool.recordFailure(origin, kind.reason);
    const mayMove = kind.connectFailed || (this.#repeatable && (kind.reset || kind.failure === 'timeout'));
    const next = mayMove ? pool.nextAfter(origin) : undefined;
    call.log.warn({ origin, reason: kind.reason, failure: kind.failure, next }, 'Upstream mirror failed');
    if (!next) {
      this.receiver.failed(new UpstreamError(kind.failure, { cause: err }));
      return;
    }
    this.#retriedFresh = false;
    this.#retry(next);
  }
}

/** Sends a request to the mirrors in turn (MirrorCall's rules); the receiver hears the outcome once. */
export function sendUpstream(agent: Dispatcher, pool: UpstreamPool, call: UpstreamRequest, receiver: UpstreamReceiver): void {
  new MirrorCall(agent, pool, call, receiver).start();
}

/** `sendUpstream` as a promise, for the calls the gateway makes for itself. */
export function callUpstream(agent: Dispatcher, pool: UpstreamPool, call: UpstreamRequest): Promise<UpstreamResponse> {
  return new Promise((resolve, reject) => sendUpstream(agent, pool, call, { answered: resolve, failed: reject }));
}

export interface UpstreamCall {
  /** Path and query, e.g. `/wps/system/status?url=…`. */
  path: string;
  headers: IncomingHttpHeaders;
  timeoutMs: number;
  log?: FastifyBaseLogger;
}

/** A logger that logs nothing: for the gateway's own calls made without a request. */
export const silent: FastifyBaseLogger = {
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

/** The largest answer the gateway reads for itself (status, readiness). */
const OWN_ANSWER_LIMIT_BYTES = 16 * 1024 * 1024;

/** A buffered GET for the calls the gateway reads itself, with the proxy's failover. */
export async function getFromUpstream(agent: Dispatcher, pool: UpstreamPool, call: UpstreamCall): Promise<UpstreamAnswer> {
  let response: UpstreamResponse;
  try {
    response = await callUpstream(agent, pool, {
      method: 'GET',
      path: call.path,
      // The gateway parses these answers, so it asks for them uncompressed.
      headers: { ...call.headers, 'accept-encoding': 'identity' },
      timeoutMs: call.timeoutMs,
      log: call.log ?? silent,
      readWholeUpTo: () => OWN_ANSWER_LIMIT_BYTES,
    });
  } catch (err) {
    if (!(err instanceof UpstreamBodyError)) throw err;
    const kind = classifyUpstreamError(err);
    pool.recordFailure(err.origin, kind.reason);
    throw new UpstreamError(kind.failure, { cause: err });
  }
  if (response.body) return { statusCode: response.statusCode, headers: response.headers, body: response.body };
  response.stream?.destroy();
  pool.recordFailure(response.origin, 'answer too large');
  throw new UpstreamError('unavailable', { cause: new Error(`Upstream answer larger than ${OWN_ANSWER_LIMIT_BYTES} bytes`) });
}

/** How much of the probe's answer is read; the RSA key is far smaller. */
const PROBE_ANSWER_LIMIT_BYTES = 64 * 1024;

/**
 * Whether one mirror serves: the RSA key call, the cheapest public one, answered below 500 within
 * `timeoutMs`. Asked of that mirror alone, outside the pool's failover.
 */
export async function probeMirror(agent: Dispatcher, origin: string, merchant: string, timeoutMs: number): Promise<boolean> {
  const response = await new Promise<UpstreamResponse>((resolve, reject) =>
    dispatchAttempt(
      agent,
      origin,
      {
        method: 'GET',
        path: catalogue['identity.rsaKey'].path,
        headers: { merchant, device: DEVICE_WEB, 'x-gateway-version': GATEWAY_VERSION },
        timeoutMs,
        log: silent,
        readWholeUpTo: () => PROBE_ANSWER_LIMIT_BYTES,
      },
      { settled: resolve, failed: reject },
    ),
  );
  if (response.body === null) {
    response.stream.destroy();
    throw new Error(`Upstream answer larger than ${PROBE_ANSWER_LIMIT_BYTES} bytes`);
  }
  return response.statusCode < 500;
}
