import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction, onRequestHookHandler } from 'fastify';
import type { Dispatcher } from 'undici';
import type { IncomingHttpHeaders, OutgoingHttpHeader } from 'node:http';
import { pipeline, type Readable } from 'node:stream';
import { catalogue, ErrorCode, fail } from '../../../shared/api';
import {
  compressBody,
  compressorStream,
  isTextType,
  variesWithEncoding,
  varyWithAcceptEncoding,
  weakenedEtag,
  type AnswerShape,
} from '../answer-compression';
import { preferredCoding, type ContentCoding } from '../content-coding';
import { sharedScope } from '../../shared-scope';
import { MAX_INSPECTED_ANSWER_BYTES } from '../upstream-answer';
import {
  sendUpstream,
  UpstreamBodyError,
  UpstreamCancel,
  UpstreamError,
  type UpstreamReceiver,
  type UpstreamResponse,
} from '../upstream-client';
import { classifyUpstreamError, sendUpstreamFailure } from '../upstream-errors';
import type { UpstreamGuards } from '../upstream-guards';
import { connectionListed, hasDuplicatedMerchant, isEndToEnd, upstreamRequestHeaders } from '../upstream-headers';
import { isOursPath, UPSTREAM_PREFIXES } from '../upstream-paths';
import type { UpstreamPool } from '../upstream-pool';
import { isHtml } from './security';

export interface ProxyPluginOptions extends Record<string, unknown> {
  pool: UpstreamPool;
  agent: Dispatcher;
  merchant: string;
  responseTimeoutMs: number;
  /** A request body must have arrived whole within this time after the headers, else 408. */
  clientBodyTimeoutMs: number;
  /** The bot check and the throttles, attached to the calls they guard. */
  guards: UpstreamGuards;
  /** True once the gateway is closing: every answer then ends its connection. */
  isClosing: () => boolean;
  /** Whether sandbox-only calls (`/wps/gf/…`) go to the upstream: only when it is the sandbox in its full profile. */
  sandboxCalls: boolean;
}
/** The receipt confirmation's body limit: a 5 MB proof image in base64 inside JSON, with room to spare. */
export const IMAGE_BODY_LIMIT_BYTES = 8 * 1024 * 1024;
/** An activity application's body limit: up to three 5 MB pictures in base64 inside JSON, with room for one too large. */
export const PICTURES_BODY_LIMIT_BYTES = 32 * 1024 * 1024;

/** Calls whose bodies may be larger than the gateway's usual limit. */
const LARGE_BODY_CALLS = [
  // The receipt confirmation carries its proof image as a data: URL (5 MB decoded, about 7 MB in base64).
  { entry: catalogue['cashier.processC2C'], bodyLimit: IMAGE_BODY_LIMIT_BYTES },
  { entry: catalogue['promotions.signUpRequestReward'], bodyLimit: PICTURES_BODY_LIMIT_BYTES },
  { entry: catalogue['feedback.send'], bodyLimit: PICTURES_BODY_LIMIT_BYTES },
];

/** Answers 400 when the request names its Merchant more than once; true when it did. */
function refusedForDuplicatedMerchant(request: FastifyRequest, reply: FastifyReply): boolean {
  if (!hasDuplicatedMerchant(request.raw.rawHeaders)) return false;
  reply.code(400).send(fail(ErrorCode.functionNotAvailable, 'The Merchant header must be sent once.'));
  return true;
}

/** The duplicate-Merchant refusal as a route-level onRequest hook, for upstream-bound routes other than the proxy's (status). */
export const refuseDuplicatedMerchant: onRequestHookHandler = (request, reply, done) => {
  if (!refusedForDuplicatedMerchant(request, reply)) done();
};

/** RFC 9112 §6.3: a request has a body only when it announces one with Content-Length or Transfer-Encoding. */
function announcesBody(headers: IncomingHttpHeaders): boolean {
  const length = headers['content-length'];
  return (length !== undefined && length !== '0') || headers['transfer-encoding'] !== undefined;
}

/** Text answers (the platform's JSON envelopes among them) are read whole, up to a size worth holding; others stream. */
function readTextWhole(_statusCode: number, headers: IncomingHttpHeaders): number {
  return isTextType(headers['content-type']) ? MAX_INSPECTED_ANSWER_BYTES : 0;
}

/** An answer a guard reads is read whole whatever its type. */
function readWhole(): number {
  return MAX_INSPECTED_ANSWER_BYTES;
}

const BODY_CUT_MESSAGE = 'Upstream answer could not be completed';

/** An answer without a body of its own: a HEAD's, or a 204's or 304's (RFC 9110 §9.3.2, §15.3.5, §15.4.5). */
function isBodyless(method: string, statusCode: number): boolean {
  return method === 'HEAD' || statusCode === 204 || statusCode === 304;
}

/** The status and headers (Content-Type, Content-Encoding, Cache-Control) that decide on compression. */
function shapeOf(method: string, statusCode: number, headers: IncomingHttpHeaders, length: number | null): AnswerShape {
  return {
    method,
    statusCode,
    contentType: headers['content-type'],
    contentEncoding: headers['content-encoding'],
    cacheControl: headers['cache-control'],
    length,
  };
}

/**
 * One proxied call's answer, written as the upstream's arrives. A body read whole (text: the
 * platform's envelopes) is written straight to the response with one head and one write, past
 * Fastify's reply (`reply.hijack()`): the reply's own headers (security headers, request id,
 * drain) are copied into the head, and what the gateway's onSend hooks add to other answers is
 * added here (the page policy on HTML, `Connection: close` while closing). Fastify's onResponse
 * hooks and logs still run, on the response's `finish`. A streamed answer and the gateway's
 * failure envelopes go through Fastify's reply.
 */
class Relay implements UpstreamReceiver {
  constructor(
    private readonly request: FastifyRequest,
    private readonly reply: FastifyReply,
    private readonly pool: UpstreamPool,
    private readonly cancel: UpstreamCancel,
    private readonly isClosing: () => boolean,
  ) {}

  answered(response: UpstreamResponse): void {
    const body = response.body;
    if (body === null) {
      this.#stream(response, response.stream);
      return;
    }
    const listener = this.request.upstreamAnswerListener;
    if (listener === null) {
      this.#buffered(response, body);
      return;
    }
    listener({ statusCode: response.statusCode, body })
      .then(undefined, (err: unknown) => this.request.log.warn({ err }, 'Reading the upstream answer failed; passing it on as is'))
      .then((replaced) => {
        // A listener's own answer goes out in the upstream's place, with the upstream's headers.
        if (replaced) this.#buffered({ ...response, statusCode: replaced.statusCode, body: replaced.body }, replaced.body);
        else this.#buffered(response, body);
      });
  }

  failed(err: unknown): void {
    const { request, reply } = this;
    if (err instanceof UpstreamBodyError) {
      const kind = classifyUpstreamError(err);
      this.pool.recordFailure(err.origin, kind.reason);
      request.log.warn(
        { origin: err.origin, reason: kind.reason, statusCode: err.statusCode, sent: reply.raw.headersSent },
        BODY_CUT_MESSAGE,
      );
      sendUpstreamFailure(reply, kind.failure === 'timeout' ? 'timeout' : 'invalid');
      return;
    }
    // The player hung up and the gateway cancelled the call itself: nothing failed, and no one waits
    // for an answer. The mirror is not blamed either (upstream-client.ts).
    if (this.cancel.cancelled) {
      request.log.debug({ err }, 'The player hung up; the upstream call was cancelled');
      return;
    }
    request.log.warn({ err }, 'Upstream request failed');
    sendUpstreamFailure(reply, err instanceof UpstreamError ? err.failure : 'unavailable');
  }

  /** A body read whole: compressed when it is worth it and the client accepts a coding, then written. */
  #buffered(response: UpstreamResponse, body: Buffer): void {
    const { request } = this;
    if (!variesWithEncoding(shapeOf(request.method, response.statusCode, response.headers, body.length))) {
      this.#write(response, body, false, null);
      return;
    }
    const coding = preferredCoding(request.headers['accept-encoding']);
    // A player who has gone away gets nothing, compressed or not.
    if (coding === null || this.reply.raw.destroyed) {
      this.#write(response, body, true, null);
      return;
    }
    compressBody(coding, body, (error, compressed) => {
      if (error) request.log.warn({ err: error, coding }, 'Compressing the upstream answer failed; sending it as it is');
      this.#write(response, error ? body : compressed, true, error ? null : coding);
    });
  }

  /** One head and one write: the reply's own headers, the upstream's end-to-end ones, the body's length. */
  #write(response: UpstreamResponse, body: Buffer, varies: boolean, coding: ContentCoding | null): void {
    const { request, reply } = this;
    const upstream = response.headers;
    const listed = connectionListed(upstream.connection);
    const bodyless = isBodyless(request.method, response.statusCode);
    const head: OutgoingHttpHeader[] = [];
    const own = reply.getHeaders();
    for (const name in own) {
      const value = own[name];
      if (value === undefined) continue;
      // The upstream's end-to-end header replaces the gateway's of the same name; cookies add up.
      if (name !== 'set-cookie' && upstream[name] !== undefined && isEndToEnd(name, listed)) continue;
      head.push(name, value);
    }
    for (const name in upstream) {
      const value = upstream[name];
      if (value === undefined || !isEndToEnd(name, listed)) continue;
      // A body read whole gets its own length below; a bodyless answer keeps the upstream's.
      if (name === 'content-length' && !bodyless) continue;
      if ((name === 'vary' && varies) || (name === 'content-encoding' && coding !== null)) continue;
      head.push(name, name === 'etag' && coding !== null ? String(weakenedEtag(value)) : value);
    }
    if (varies) head.push('vary', varyWithAcceptEncoding(upstream.vary));
    if (coding !== null) head.push('content-encoding', coding);
    if (!bodyless) head.push('content-length', String(body.length));
    if (isHtml(upstream['content-type'])) head.push('content-security-policy', request.server.pagePolicy());
    if (own.connection === undefined && this.isClosing()) head.push('connection', 'close');

    // undici's parser refuses every header name and value Node would refuse to write, so the head is valid.
    reply.hijack();
    const res = reply.raw;
    res.writeHead(response.statusCode, head);
    res.end(body);
  }

  /** A body that streams (not text, or too large to hold) goes through Fastify's reply, compressed when it is text. */
  #stream(response: UpstreamResponse, stream: Readable): void {
    const { request, reply, pool } = this;
    const upstream = response.headers;
    const announced = upstream['content-length'] === undefined ? null : Number(upstream['content-length']);
    const varies = variesWithEncoding(shapeOf(request.method, response.statusCode, upstream, announced));
    const coding = varies ? preferredCoding(request.headers['accept-encoding']) : null;
    const listed = connectionListed(upstream.connection);
    for (const name in upstream) {
      const value = upstream[name];
      if (value === undefined || !isEndToEnd(name, listed)) continue;
      if (coding !== null && (name === 'content-length' || name === 'content-encoding')) continue;
      reply.header(name, name === 'etag' && coding !== null ? weakenedEtag(value) : value);
    }
    if (varies) reply.header('vary', varyWithAcceptEncoding(upstream.vary));
    reply.code(response.statusCode);
    stream.once('error', (err) => {
      if (this.cancel.cancelled) return;
      const kind = classifyUpstreamError(err);
      pool.recordFailure(response.origin, kind.reason);
      request.log.warn(
        { origin: response.origin, reason: kind.reason, statusCode: response.statusCode, sent: reply.raw.headersSent },
        BODY_CUT_MESSAGE,
      );
    });
    if (coding === null) {
      reply.send(stream);
      return;
    }
    reply.header('content-encoding', coding);
    // The compressor ends with the answer; a cut answer destroys it, which cuts the reply as before.
    reply.send(pipeline(stream, compressorStream(coding), () => undefined));
  }
}

/**
 * `/wps`, `/lgw` and `/lotto/lgw` go to the upstream unchanged: bodies as the exact bytes received
 * (encrypted bodies are signed by their digest), the query as written, headers as sent plus the
 * client's address. Nothing else is proxied: `/__dev`, `/img` and `/play` belong to the sandbox's
 * own port. JSON answers (the platform's envelopes, small) are read whole before the first byte
 * goes to the player, so an answer cut short becomes the gateway's envelope instead of half an
 * answer under a 200; other answers stream under the same total deadline.
 *
 * The forwarding path is kept lean (docs/gateway-profile.md): the checks that concern particular
 * calls sit on those calls' own routes, the hooks here are synchronous, the upstream call is one
 * undici dispatch with one timer, and headers are copied in one pass each way.
 */
export const proxyPlugin = sharedScope<ProxyPluginOptions>(async (app, options) => {
  const { pool, agent, merchant, responseTimeoutMs, clientBodyTimeoutMs, guards, isClosing, sandboxCalls } = options;

  // A client sending its body slowly holds a connection and a request slot: past the deadline it
  // gets 408 and the connection is closed (RFC 9110 §15.5.9).
  function bodyDeadline(request: FastifyRequest, reply: FastifyReply): void {
    if (request.raw.complete || !announcesBody(request.headers)) return;
    const timer = setTimeout(() => {
      if (request.raw.complete || reply.sent) return;
      request.log.warn({ timeoutMs: clientBodyTimeoutMs }, 'Client did not send its request body in time');
      reply.code(408).header('connection', 'close').send(fail(ErrorCode.requestParamErr, 'The request body did not arrive in time.'));
      reply.raw.once('finish', () => request.raw.socket.destroy());
    }, clientBodyTimeoutMs);
    timer.unref();
    request.raw.once('end', () => clearTimeout(timer));
    reply.raw.once('close', () => clearTimeout(timer));
  }

  // The proxy's one onRequest hook, synchronous: a hook that answers does not call done().
  function checkRequest(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
    if (refusedForDuplicatedMerchant(request, reply)) return;
    // An edge call the gateway does not answer, or a sandbox-only call, is never forwarded: a
    // platform has no such path. Checked on the path as the upstream would resolve it (escapes, dot segments).
    if (isOursPath(request.url, sandboxCalls)) {
      reply.code(404).send(fail(ErrorCode.notFound, 'This platform offers no such call.'));
      return;
    }
    bodyDeadline(request, reply);
    done();
  }

  // Synchronous: the relay writes the answer when the upstream's arrives (no promise per call).
  function handler(request: FastifyRequest, reply: FastifyReply): void {
    const listener = request.upstreamAnswerListener;
    const body = Buffer.isBuffer(request.body) && request.body.length > 0 ? request.body : undefined;
    const headers = upstreamRequestHeaders(request, { merchant });
    // An answer the gateway must read is asked for uncompressed.
    if (listener) headers['accept-encoding'] = 'identity';

    // The player hanging up ends the upstream request too.
    const cancel = new UpstreamCancel();
    const res = reply.raw;
    res.on('close', () => {
      if (!res.writableFinished) cancel.cancel(new Error('The client closed the connection'));
    });

    sendUpstream(
      agent,
      pool,
      {
        method: request.method,
        path: request.url,
        headers,
        body,
        timeoutMs: responseTimeoutMs,
        log: request.log,
        cancel,
        readWholeUpTo: listener === null ? readTextWhole : readWhole,
      },
      new Relay(request, reply, pool, cancel, isClosing),
    );
  }

  await app.register(async (scope) => {
    // Bodies are kept as the bytes received (bodyLimit applies), never parsed and re-serialised.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    for (const prefix of UPSTREAM_PREFIXES) {
      scope.all(prefix, { onRequest: checkRequest }, handler);
      scope.all(`${prefix}/*`, { onRequest: checkRequest }, handler);
    }
    // Exact paths outrank the wildcard: the calls with a larger body limit, and the guarded calls
    // with their checks (upstream-guards.ts), each get a route of their own.
    const bodyLimits = new Map(LARGE_BODY_CALLS.map(({ entry, bodyLimit }) => [`${entry.method} ${entry.path}`, bodyLimit]));
    for (const route of guards.routes()) {
      const bodyLimit = bodyLimits.get(`${route.methods[0]} ${route.path}`);
      bodyLimits.delete(`${route.methods[0]} ${route.path}`);
      scope.route({
        method: route.methods,
        url: route.path,
        ...(bodyLimit === undefined ? {} : { bodyLimit }),
        onRequest: checkRequest,
        preHandler: route.preHandler,
        onResponse: route.onResponse,
        handler,
      });
    }
    for (const { entry, bodyLimit } of LARGE_BODY_CALLS) {
      if (bodyLimits.has(`${entry.method} ${entry.path}`))
        scope.route({ method: entry.method, url: entry.path, bodyLimit, onRequest: checkRequest, handler });
    }
  });
});
