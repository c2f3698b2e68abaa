import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Dispatcher } from 'undici';
import { catalogue, ErrorCode, fail, isEnvelope, routesOf } from '../../../shared/api';
import { sendCompressible } from '../answer-compression';
import type { CdnOrigins } from '../cdn-origins';
import { sharedScope } from '../../shared-scope';
import { isRecord, type StatusRules } from '../status-rules';
import { getFromUpstream, UpstreamError, type UpstreamAnswer } from '../upstream-client';
import { sendUpstreamFailure } from '../upstream-errors';
import { clientIp, upstreamRequestHeaders } from '../upstream-headers';
import type { UpstreamPool } from '../upstream-pool';
import { refuseDuplicatedMerchant } from './proxy';

export interface StatusPluginOptions extends Record<string, unknown> {
  pool: UpstreamPool;
  agent: Dispatcher;
  merchant: string;
  responseTimeoutMs: number;
  rules: StatusRules;
  cdnOrigins: CdnOrigins;
}

/** Upstream headers worth keeping on the rewritten answer (the body and its length are ours now). */
const KEPT_ANSWER_HEADERS = ['set-cookie', 'vary', 'x-request-id'];

function passThrough(request: FastifyRequest, reply: FastifyReply, answer: UpstreamAnswer): Promise<FastifyReply> {
  const contentType = answer.headers['content-type'];
  if (contentType) reply.header('content-type', contentType);
  return sendCompressible(request, reply.code(answer.statusCode), answer.body);
}

/**
 * `GET /wps/system/status`: the only call the gateway reads and rewrites. The platform's
 * answer decides everything the gateway has no opinion on; business failures pass through. The
 * gateway asks for it uncompressed (it reads it) and compresses what it sends as the proxy does.
 */
export const statusPlugin = sharedScope<StatusPluginOptions>(async (app, options) => {
  const { pool, agent, merchant, responseTimeoutMs, rules, cdnOrigins } = options;
  const entry = catalogue['system.status'];

  async function handler(request: FastifyRequest, reply: FastifyReply) {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    let answer: UpstreamAnswer;
    try {
      answer = await getFromUpstream(agent, pool, {
        path: `${entry.path}${query}`,
        headers: upstreamRequestHeaders(request, { merchant }),
        timeoutMs: responseTimeoutMs,
      });
    } catch (err) {
      request.log.warn({ err }, 'System status could not be fetched');
      return sendUpstreamFailure(reply, err instanceof UpstreamError ? err.failure : 'unavailable');
    }

    for (const name of KEPT_ANSWER_HEADERS) {
      const value = answer.headers[name];
      if (value !== undefined) reply.header(name, value);
    }
    reply.header('cache-control', 'no-store');
    if (answer.statusCode < 200 || answer.statusCode >= 300) return passThrough(request, reply, answer);

    let envelope: unknown;
    try {
      envelope = JSON.parse(answer.body.toString('utf8'));
    } catch {
      request.log.warn({ statusCode: answer.statusCode }, 'System status answer is not JSON');
      return reply.code(502).send(fail(ErrorCode.upstreamInvalid, 'The platform answered the status call with something unreadable.'));
    }
    if (!isEnvelope(envelope)) {
      return reply.code(502).send(fail(ErrorCode.upstreamInvalid, 'The platform answered the status call without its envelope.'));
    }
    if (!envelope.success) return passThrough(request, reply, answer);
    if (!isRecord(envelope.value)) {
      return reply.code(502).send(fail(ErrorCode.upstreamInvalid, 'The platform answered the status call without a status.'));
    }

    const value = rules.apply(envelope.value, clientIp(request));
    if (isRecord(value.info)) cdnOrigins.record(value.info);
    // The gateway's own answer goes compressed like the platform's answers it passes on (answer-compression.ts).
    return sendCompressible(request, reply.type('application/json; charset=utf-8'), Buffer.from(JSON.stringify({ ...envelope, value })));
  }

  // The status is asked for with GET (getFromUpstream): its GET routes, aliases included.
  for (const route of routesOf(entry)) if (route.method === 'GET') app.get(route.path, { onRequest: refuseDuplicatedMerchant }, handler);
});
