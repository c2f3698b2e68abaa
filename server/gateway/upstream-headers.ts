import type { FastifyRequest, RawServerBase, RouteGenericInterface } from 'fastify';

/** Any request flavour: reply-from hands its callbacks requests typed for a generic server. */
type AnyRequest = FastifyRequest<RouteGenericInterface, RawServerBase>;
import type { IncomingHttpHeaders } from 'node:http';
import { BotCheckHeader } from '../../shared/api/botCheck';
import { normaliseIp } from './cidr';

/** RFC 9110 §7.6.1 connection-specific headers: they describe one hop and must not be forwarded. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'proxy-authorization',
  'proxy-authenticate',
  // RFC 9110 §10.1.1: Expect is answered by the hop that receives it (Node sends the 100 Continue);
  // forwarded, the upstream client would refuse the request.
  'expect',
]);

/**
 * The further header names a Connection header lists as this hop's own (RFC 9110 §7.6.1), or null
 * when it lists none beyond the usual `keep-alive` / `close`.
 */
export function connectionListed(connection: unknown): string[] | null {
  if (typeof connection !== 'string') return null;
  const lower = connection.toLowerCase();
  if (lower === 'keep-alive' || lower === 'close') return null;
  const names = lower.split(',').map((h) => h.trim());
  return names.some((name) => !HOP_BY_HOP.has(name) && name !== 'close') ? names : null;
}

/** Whether a header (lower-case name) is end-to-end, given what the message's Connection header lists. */
export function isEndToEnd(name: string, listed: readonly string[] | null): boolean {
  return !HOP_BY_HOP.has(name) && (listed === null || !listed.includes(name));
}

export function clientIp(request: AnyRequest): string {
  return normaliseIp(request.ip);
}

/**
 * The X-Forwarded-For chain to send on: the hops we trust (TRUST_PROXY), then the address that
 * connected to us. Without trusted proxies a client-written X-Forwarded-For is dropped, because the
 * upstream would otherwise take a forged address for the player's.
 */
function forwardedFor(request: AnyRequest): string {
  // request.ips exists only with trustProxy: peer first, then each trusted hop, ending at the client.
  const ips = request.ips;
  if (!ips || ips.length === 0) return normaliseIp(request.socket.remoteAddress ?? request.ip);
  return [...ips].reverse().map(normaliseIp).join(', ');
}

export interface UpstreamHeaderOptions {
  merchant: string;
}

/**
 * Request headers the gateway never passes on as received: its own (the bot-check solution, read
 * here and never shown to the platform), the Host (the chosen mirror's, set per attempt) and the
 * length (computed from the body as sent).
 */
const NOT_FORWARDED = new Set([...Object.values(BotCheckHeader).map((name) => name.toLowerCase()), 'host', 'content-length']);

/**
 * Headers for the upstream, built in one pass over the request's: every end-to-end header kept as
 * sent, the client's address added, the gateway's own (the bot-check solution) removed. The result
 * is a fresh object the caller may change.
 */
export function upstreamRequestHeaders(request: AnyRequest, options: UpstreamHeaderOptions): IncomingHttpHeaders {
  const headers = request.headers;
  const listed = connectionListed(headers.connection);
  const out: IncomingHttpHeaders = {};
  for (const name in headers) {
    if (NOT_FORWARDED.has(name) || !isEndToEnd(name, listed)) continue;
    const value = headers[name];
    if (value !== undefined) out[name] = value;
  }
  out['x-forwarded-for'] = forwardedFor(request);
  out['x-real-ip'] = clientIp(request);
  out['x-forwarded-proto'] = request.protocol;
  if (request.host) out['x-forwarded-host'] = request.host;
  out['x-request-id'] = request.id;
  if (!out.merchant) out.merchant = options.merchant;
  return out;
}

/** True when the client sent Merchant more than once, in whatever case or as a comma-joined value. */
export function hasDuplicatedMerchant(rawHeaders: readonly string[]): boolean {
  let seen = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i];
    if (name.length !== 8 || name.toLowerCase() !== 'merchant') continue;
    seen += 1;
    if (seen > 1 || rawHeaders[i + 1].includes(',')) return true;
  }
  return false;
}
