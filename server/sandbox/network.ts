import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** The visitor's address: the gateway passes it in X-Real-IP; direct callers are taken as they come. */
export function clientIp(request: FastifyRequest): string {
  const forwarded = request.headers['x-real-ip'];
  const candidate = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.trim();
  return candidate && isIP(candidate) ? candidate : request.ip;
}

/** Loopback, private, link-local and unique-local addresses: no country can be told from them. */
export function isLocalAddress(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIP(v4) === 4) {
    const [a, b] = v4.split('.').map(Number);
    return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254) || a === 0;
  }
  const lower = ip.toLowerCase();
  return lower === '::1' || lower === '::' || /^f[cd][0-9a-f]{2}:/.test(lower) || /^fe[89ab][0-9a-f]:/.test(lower);
}
