import httpProxy from '@fastify/http-proxy';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Dispatcher } from 'undici';
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { ErrorCode, fail } from '../../../shared/api';
import { sharedScope } from '../shared-scope';
import { MAX_INSPECTED_ANSWER_BYTES } from '../upstream-answer';
import { withResponseDeadline } from '../upstream-client';
import { classifyUpstreamError, sendUpstreamFailure } from '../upstream-errors';
import { hasDuplicatedMerchant, upstreamRequestHeaders, withoutHopByHop } from '../upstream-headers';
import { isUpstreamPath, UPSTREAM_PREFIXES } from '../upstream-paths';
import type { UpstreamPool } from '../upstream-pool';

export interface ProxyPluginOptions extends Record<string, unknown> {
  pool: UpstreamPool;
  agent: Dispatcher;
  merchant: string;
  responseTimeoutMs: number;
}

/** reply-from's options for one forward; written out because its own type is not exported by name. */
type ForwardOptions = NonNullable<Parameters<FastifyReply['from']>[1]>;

async function readAll(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > limit) throw new Error(`Upstream answer larger than ${limit} bytes`);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * `/wps`, `/lgw` and `/lotto/lgw` go to the upstream unchanged: bodies as the exact
 * bytes received (encrypted bodies are signed by their digest), headers as sent plus the client's
 * address. Nothing else is proxied: `/__dev`, `/img` and `/play` belong to the sandbox's own port.
 */
export const proxyPlugin = sharedScope<ProxyPluginOptions>(async (app, options) => {
  const { pool, agent, merchant, responseTimeoutMs } = options;

  // Applies to every upstream-bound route, the status route included (it is registered after this).
  app.addHook('onRequest', async (request, reply) => {
    if (!isUpstreamPath(request.url) || !hasDuplicatedMerchant(request.raw.rawHeaders)) return undefined;
    return reply.code(400).send(fail(ErrorCode.functionNotAvailable, 'The Merchant header must be sent once.'));
  });

  function forward(request: FastifyRequest, reply: FastifyReply, dest: string, base: ForwardOptions, origin: string): FastifyReply {
    const listener = request.upstreamAnswerListener;
    const body = Buffer.isBuffer(request.body) && request.body.length > 0 ? request.body : undefined;
    const forwardOptions: ForwardOptions = {
      ...base,
      getUpstream: () => origin,
      timeout: responseTimeoutMs,
      // The query as the client wrote it: http-proxy would otherwise parse and re-encode it.
      queryString: (_search, reqUrl) => (reqUrl.includes('?') ? reqUrl.slice(reqUrl.indexOf('?') + 1) : ''),
      // reply-from retries a GET answered 503 by default; the player should see the 503 at once.
      retryDelay: () => null,
      // Given as bytes with their own content type, the body is sent exactly as it arrived.
      ...(body ? { body, contentType: request.headers['content-type'] ?? 'application/octet-stream' } : {}),
      rewriteRequestHeaders: (req, headers) => {
        const out = upstreamRequestHeaders(req, headers as IncomingHttpHeaders, { merchant });
        // An answer the gateway must read is asked for uncompressed.
        if (listener) out['accept-encoding'] = 'identity';
        return out;
      },
      rewriteHeaders: (headers, req) => withoutHopByHop(base.rewriteHeaders ? base.rewriteHeaders(headers, req) : headers),
      // reply-from hands back the same reply object; the outer one keeps the route's own typing.
      onError: (_sameReply, { error }) => {
        const { failure, connectFailed } = classifyUpstreamError(error);
        if (connectFailed) {
          pool.markDown(origin);
          const next = pool.nextAfter(origin);
          // The request never reached this mirror, so the next one may take it.
          if (next && !reply.sent) {
            request.log.warn({ origin, next }, 'Upstream mirror refused the connection; trying the next');
            forward(request, reply, dest, base, next);
            return;
          }
        }
        request.log.warn({ err: error, origin, failure }, 'Upstream request failed');
        sendUpstreamFailure(reply, failure);
      },
    };
    if (listener) {
      forwardOptions.onResponse = (req, _sameReply, res) => {
        readAll(res.stream as unknown as Readable, MAX_INSPECTED_ANSWER_BYTES)
          .then(async (answer) => {
            try {
              await listener({ statusCode: res.statusCode, body: answer });
            } catch (err) {
              req.log.warn({ err }, 'Reading the upstream answer failed; passing it on as is');
            }
            reply.send(answer);
          })
          .catch((err: unknown) => {
            req.log.warn({ err }, 'Upstream answer could not be read');
            if (!reply.sent) sendUpstreamFailure(reply, 'unavailable');
          });
      };
    }
    return reply.from(dest, forwardOptions);
  }

  await app.register(async (scope) => {
    // Bodies are kept as the bytes received (bodyLimit applies), never parsed and re-serialised.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    await scope.register(httpProxy, {
      // The mirror is chosen per request (getUpstream), so no fixed upstream is given.
      upstream: '',
      prefix: '',
      routes: UPSTREAM_PREFIXES.flatMap((prefix) => [prefix, `${prefix}/*`]),
      proxyPayloads: false,
      undici: withResponseDeadline(agent),
      disableRequestLogging: true,
      replyOptions: { getUpstream: () => pool.pick() },
      handler: (request, reply, dest, base) => {
        const origin = base.getUpstream ? base.getUpstream(request, '') : pool.pick();
        return forward(request, reply, dest, base, origin);
      },
    });
  });
});
