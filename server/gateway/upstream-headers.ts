import type { FastifyRequest, RawServerBase, RouteGenericInterface } from 'fastify';

/** Any request flavour: reply-from hands its callbacks requests typed for a generic server. */
type AnyRequest = FastifyRequest<RouteGenericInterface, RawServerBase>;
import type { IncomingHttpHeaders } from 'node:http';
import { BotCheckHeader } from '../../shared/api/botCheck';
import { normaliseIp } from './cidr';

/** RFC 9110 §7.6.1 connection-specific headers: they describe one hop and must not be forwarded. */
const HOP_BY_HOP = [
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
];

export function withoutHopByHop<H extends Record<string, unknown>>(headers: H): H {
  const copy: Record<string, unknown> = { ...headers };
  const listed = typeof copy.connection === 'string' ? copy.connection.split(',').map((h) => h.trim().toLowerCase()) : [];
  for (const name of [...HOP_BY_HOP, ...listed]) delete copy[name];
  return copy as H;
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
  const peer = request.socket.remoteAddress ?? request.ip;
  // request.ips exists only with trustProxy: peer first, then each trusted hop, ending at the client.
  const chain = request.ips && request.ips.length > 0 ? [...request.ips].reverse() : [peer];
  return chain.map(normaliseIp).join(', ');
}

export interface UpstreamHeaderOptions {
  merchant: string;
}

/** The gateway's own request headers: read here, never shown to the platform. */
const GATEWAY_ONLY = Object.values(BotCheckHeader).map((name) => name.toLowerCase());

/**
 * Headers for the upstream: every end-to-end header kept as sent, the client's address added, the
 * gateway's own (the bot-check solution) removed.
 */
export function upstreamRequestHeaders(
  request: AnyRequest,
  headers: IncomingHttpHeaders,
  options: UpstreamHeaderOptions,
): IncomingHttpHeaders {
  const out = withoutHopByHop(headers);
  for (const name of GATEWAY_ONLY) delete out[name];
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
    if (rawHeaders[i].toLowerCase() !== 'merchant') continue;
    seen += 1;
    if (seen > 1 || rawHeaders[i + 1].includes(',')) return true;
  }
  return false;
}
