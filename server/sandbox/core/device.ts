import type { FastifyRequest } from 'fastify';
import { Header } from '../../../shared/api/headers';
import { deviceLabel, USER_AGENT_MAX } from '../../../shared/device';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The device of a request as a sign-in record keeps it: the browser's own User-Agent (the site sends
 * it Base64-encoded in `X-Real-UA`, since the gateway may stand between), else the request's
 * User-Agent, else the platform's `Device` header ('web').
 */
export function deviceOf(request: FastifyRequest): string {
  const encoded = header(request, Header.realUserAgent);
  const real = encoded ? Buffer.from(encoded.slice(0, USER_AGENT_MAX * 2), 'base64').toString('utf8') : '';
  return deviceLabel(real || header(request, 'user-agent') || '', header(request, Header.device));
}
