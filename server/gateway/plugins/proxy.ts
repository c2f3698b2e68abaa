import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction, onRequestHookHandler } from 'fastify';
import type { Dispatcher } from 'undici';
import type { IncomingHttpHeaders } from 'node:http';
import { catalogue, ErrorCode, fail } from '../../../shared/api';
import { sharedScope } from '../shared-scope';
import { MAX_INSPECTED_ANSWER_BYTES } from '../upstream-answer';
import { callUpstream, UpstreamBodyError, UpstreamCancel, UpstreamError, type UpstreamResponse } from '../upstream-client';
import { classifyUpstreamError, sendUpstreamFailure } from '../upstream-errors';
import type { UpstreamGuards } from '../upstream-guards';
import { connectionListed, hasDuplicatedMerchant, isEndToEnd, upstreamRequestHeaders } from '../upstream-headers';
import { UPSTREAM_PREFIXES } from '../upstream-paths';
import type { UpstreamPool } from '../upstream-pool';

export interface ProxyPluginOptions extends Record<string, unknown> {
  pool: UpstreamPool;
  agent: Dispatcher;
  merchant: string;
  responseTimeoutMs: number;
  /** A request body must have arrived whole within this time after the headers, else 408. */
  clientBodyTimeoutMs: number;
  /** The bot check and the throttles, attached to the calls they guard. */
  guards: UpstreamGuards;
}

const JSON_TYPE = /[/+]json\b/i;
/** The receipt confirmation's body limit: a 5 MB proof image in base64 inside JSON, with room to spare. */
export const IMAGE_BODY_LIMIT_BYTES = 8 * 1024 * 1024;
/** An activity application's body limit: up to three 5 MB pictures in base64 inside JSON, with room for one too large. */
export const PICTURES_BODY_LIMIT_BYTES = 32 * 1024 * 1024;

/** Calls whose bodies may be larger than the gateway's usual limit. */
const LARGE_BODY_CALLS = [
  // The receipt confirmation carries its proof image as a data: URL (5 MB decoded, about 7 MB in base64).
  { entry: catalogue['wallet.processC2C'], bodyLimit: IMAGE_BODY_LIMIT_BYTES },
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
  const { pool, agent, merchant, responseTimeoutMs, clientBodyTimeoutMs, guards } = options;

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
    bodyDeadline(request, reply);
    done();
  }

  /** The upstream's status and end-to-end headers on the reply; a body read whole gets its length from Fastify. */
  function answerHeaders(reply: FastifyReply, response: UpstreamResponse, buffered: boolean) {
    const headers = response.headers;
    const listed = connectionListed(headers.connection);
    for (const name in headers) {
      const value = headers[name];
      if (value === undefined || !isEndToEnd(name, listed) || (buffered && name === 'content-length')) continue;
      reply.header(name, value);
    }
    reply.code(response.statusCode);
  }

  async function handler(request: FastifyRequest, reply: FastifyReply) {
    const listener = request.upstreamAnswerListener;
    const body = Buffer.isBuffer(request.body) && request.body.length > 0 ? request.body : undefined;
    const headers = upstreamRequestHeaders(request, { merchant });
    // An answer the gateway must read is asked for uncompressed.
    if (listener) headers['accept-encoding'] = 'identity';

    // The player hanging up ends the upstream request too.
    const cancel = new UpstreamCancel();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) cancel.cancel(new Error('The client closed the connection'));
    });

    let response: UpstreamResponse;
    try {
      response = await callUpstream(agent, pool, {
        method: request.method,
        path: request.url,
        headers,
        body,
        timeoutMs: responseTimeoutMs,
        log: request.log,
        cancel,
        // JSON (the envelopes) and answers a guard reads are read whole, up to a size worth holding.
        readWholeUpTo: (_statusCode, answerHeaders) =>
          listener !== null || JSON_TYPE.test(String(answerHeaders['content-type'] ?? '')) ? MAX_INSPECTED_ANSWER_BYTES : 0,
      });
    } catch (err) {
      if (err instanceof UpstreamBodyError) {
        const kind = classifyUpstreamError(err);
        pool.recordFailure(err.origin, kind.reason);
        request.log.warn(
          { origin: err.origin, reason: kind.reason, statusCode: err.statusCode, sent: reply.raw.headersSent },
          'Upstream answer could not be completed',
        );
        return sendUpstreamFailure(reply, kind.failure === 'timeout' ? 'timeout' : 'invalid');
      }
      request.log.warn({ err }, 'Upstream request failed');
      return sendUpstreamFailure(reply, err instanceof UpstreamError ? err.failure : 'unavailable');
    }

    const { body: answer, stream } = response;
    if (answer === null) {
      // Not JSON, or too large to be an envelope worth holding: passed on as it comes.
      answerHeaders(reply, response, false);
      stream?.once('error', (err) => {
        if (cancel.cancelled) return;
        const kind = classifyUpstreamError(err);
        pool.recordFailure(response.origin, kind.reason);
        request.log.warn(
          { origin: response.origin, reason: kind.reason, statusCode: response.statusCode, sent: reply.raw.headersSent },
          'Upstream answer could not be completed',
        );
      });
      return reply.send(stream);
    }

    if (listener) {
      try {
        await listener({ statusCode: response.statusCode, body: answer });
      } catch (err) {
        request.log.warn({ err }, 'Reading the upstream answer failed; passing it on as is');
      }
    }
    answerHeaders(reply, response, true);
    return reply.send(answer);
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
