import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Dispatcher } from 'undici';
import type { IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import { catalogue, ErrorCode, fail } from '../../../shared/api';
import { sharedScope } from '../shared-scope';
import { MAX_INSPECTED_ANSWER_BYTES } from '../upstream-answer';
import { callUpstream, UpstreamError, type UpstreamResponse } from '../upstream-client';
import { classifyUpstreamError, sendUpstreamFailure } from '../upstream-errors';
import { hasDuplicatedMerchant, upstreamRequestHeaders, withoutHopByHop } from '../upstream-headers';
import { isUpstreamPath, UPSTREAM_PREFIXES } from '../upstream-paths';
import type { UpstreamPool } from '../upstream-pool';

export interface ProxyPluginOptions extends Record<string, unknown> {
  pool: UpstreamPool;
  agent: Dispatcher;
  merchant: string;
  responseTimeoutMs: number;
  /** A request body must have arrived whole within this time after the headers, else 408. */
  clientBodyTimeoutMs: number;
}

const JSON_TYPE = /[/+]json\b/i;
/** The receipt confirmation's body limit: a 5 MB proof image in base64 inside JSON, with room to spare. */
export const IMAGE_BODY_LIMIT_BYTES = 8 * 1024 * 1024;
/** An activity application's body limit: up to three 5 MB pictures in base64 inside JSON, with room for one too large. */
export const PICTURES_BODY_LIMIT_BYTES = 32 * 1024 * 1024;

/**
 * Reads up to `limit` bytes. The whole body when it fits; otherwise what was read, and a stream that
 * gives those bytes then the rest, so a large answer still streams.
 */
async function readUpTo(stream: Readable, limit: number): Promise<{ whole: Buffer } | { partial: Readable }> {
  const chunks: Buffer[] = [];
  let size = 0;
  const iterator = stream[Symbol.asyncIterator]();
  for (;;) {
    const { value, done } = (await iterator.next()) as IteratorResult<Uint8Array>;
    if (done) return { whole: Buffer.concat(chunks) };
    const buffer = Buffer.from(value);
    chunks.push(buffer);
    size += buffer.length;
    if (size > limit) {
      async function* rest() {
        yield* chunks;
        for (;;) {
          const next = (await iterator.next()) as IteratorResult<Uint8Array>;
          if (next.done) return;
          yield Buffer.from(next.value);
        }
      }
      return { partial: Readable.from(rest()) };
    }
  }
}

/**
 * `/wps`, `/lgw` and `/lotto/lgw` go to the upstream unchanged: bodies as the exact bytes received
 * (encrypted bodies are signed by their digest), the query as written, headers as sent plus the
 * client's address. Nothing else is proxied: `/__dev`, `/img` and `/play` belong to the sandbox's
 * own port. JSON answers (the platform's envelopes, small) are read whole before the first byte
 * goes to the player, so an answer cut short becomes the gateway's envelope instead of half an
 * answer under a 200; other answers stream under the same total deadline.
 */
export const proxyPlugin = sharedScope<ProxyPluginOptions>(async (app, options) => {
  const { pool, agent, merchant, responseTimeoutMs, clientBodyTimeoutMs } = options;

  // Applies to every upstream-bound route, the status route included (it is registered after this).
  app.addHook('onRequest', async (request, reply) => {
    if (!isUpstreamPath(request.url) || !hasDuplicatedMerchant(request.raw.rawHeaders)) return undefined;
    return reply.code(400).send(fail(ErrorCode.functionNotAvailable, 'The Merchant header must be sent once.'));
  });

  function answerHeaders(reply: FastifyReply, response: UpstreamResponse, buffered: boolean) {
    const headers = withoutHopByHop(response.headers);
    // A buffered body gets its length from Fastify.
    if (buffered) delete headers['content-length'];
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) reply.header(name, value);
    reply.code(response.statusCode);
  }

  async function handler(request: FastifyRequest, reply: FastifyReply) {
    const listener = request.upstreamAnswerListener;
    const body = Buffer.isBuffer(request.body) && request.body.length > 0 ? request.body : undefined;
    const headers: IncomingHttpHeaders = upstreamRequestHeaders(request, { ...request.headers }, { merchant });
    // An answer the gateway must read is asked for uncompressed.
    if (listener) headers['accept-encoding'] = 'identity';

    // The player hanging up ends the upstream request too.
    const hangUp = new AbortController();
    const onClose = () => {
      if (!reply.raw.writableFinished) hangUp.abort(new Error('The client closed the connection'));
    };
    reply.raw.once('close', onClose);

    let response: UpstreamResponse;
    try {
      response = await callUpstream(agent, pool, {
        method: request.method,
        path: request.url,
        headers,
        body,
        timeoutMs: responseTimeoutMs,
        log: request.log,
        signal: hangUp.signal,
      });
    } catch (err) {
      request.log.warn({ err }, 'Upstream request failed');
      return sendUpstreamFailure(reply, err instanceof UpstreamError ? err.failure : 'unavailable');
    }

    const failed = (err: unknown) => {
      const kind = classifyUpstreamError(err);
      pool.recordFailure(response.origin, kind.reason);
      request.log.warn(
        { origin: response.origin, reason: kind.reason, statusCode: response.statusCode, sent: reply.raw.headersSent },
        'Upstream answer could not be completed',
      );
      return kind;
    };

    const contentType = String(response.headers['content-type'] ?? '');
    const mustBuffer = response.buffered !== null || listener !== null || JSON_TYPE.test(contentType);
    if (!mustBuffer) {
      answerHeaders(reply, response, false);
      response.stream.once('error', (err) => {
        if (!hangUp.signal.aborted) failed(err);
      });
      return reply.send(response.stream);
    }

    let answer: Buffer;
    try {
      const read = response.buffered ? { whole: response.buffered } : await readUpTo(response.stream, MAX_INSPECTED_ANSWER_BYTES);
      if ('partial' in read) {
        // Too large to be an envelope worth holding: passed on as it comes.
        answerHeaders(reply, response, false);
        read.partial.once('error', (err) => failed(err));
        return reply.send(read.partial);
      }
      answer = read.whole;
    } catch (err) {
      const kind = failed(err);
      return sendUpstreamFailure(reply, kind.failure === 'timeout' ? 'timeout' : 'invalid');
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
    // A client sending its body slowly holds a connection and a request slot: past the deadline it
    // gets 408 and the connection is closed (RFC 9110 §15.5.9).
    scope.addHook('onRequest', async (request, reply) => {
      if (request.raw.complete) return;
      const timer = setTimeout(() => {
        if (request.raw.complete || reply.sent) return;
        request.log.warn({ timeoutMs: clientBodyTimeoutMs }, 'Client did not send its request body in time');
        reply.code(408).header('connection', 'close').send(fail(ErrorCode.requestParamErr, 'The request body did not arrive in time.'));
        reply.raw.once('finish', () => request.raw.socket.destroy());
      }, clientBodyTimeoutMs);
      timer.unref();
      request.raw.once('end', () => clearTimeout(timer));
      reply.raw.once('close', () => clearTimeout(timer));
    });
    for (const prefix of UPSTREAM_PREFIXES) {
      scope.all(prefix, handler);
      scope.all(`${prefix}/*`, handler);
    }
    // The receipt confirmation carries its proof image as a data: URL (5 MB decoded, about 7 MB in
    // base64); its exact path outranks the wildcard, so only this call gets the larger limit.
    scope.post(catalogue['wallet.processC2C'].path, { bodyLimit: IMAGE_BODY_LIMIT_BYTES }, handler);
    scope.post(catalogue['promotions.signUpRequestReward'].path, { bodyLimit: PICTURES_BODY_LIMIT_BYTES }, handler);
    scope.put(catalogue['feedback.send'].path, { bodyLimit: PICTURES_BODY_LIMIT_BYTES }, handler);
  });
});
