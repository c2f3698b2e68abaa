import type { EndpointWire } from '../shared/api/endpointWire';
import { endpointWire } from '../shared/api/wire';
import { CACHE_BUSTER_PARAM, DEVICE_WEB, GATEWAY_VERSION, Header, REQUESTED_WITH } from '../shared/api/headers';
import { encryptRequest } from '../shared/crypto/envelope';
import { fillPathParams, stringEntries, type Payload } from '../shared/api/payloadFields';

/** Who the suite is to the platform: the merchant, the language, and the session once signed in. */
export interface Caller {
  upstream: string;
  merchant: string;
  language: string;
  token: string | null;
}

/** One request as it goes on the wire, before it is sent. */
export interface BuiltRequest {
  url: string;
  method: EndpointWire['method'];
  headers: Record<string, string>;
  body?: string;
}

/** What came back: the status and the body, parsed as JSON when it is JSON. */
export interface Reply {
  status: number;
  body: unknown;
  text: string;
}

/** What the suite names itself in `X-Real-UA`, where a browser sends its User-Agent (Base64 of UTF-8). */
export const SUITE_USER_AGENT = 'gamefront-contract-suite';

/**
 * The headers the site sends on every call, from the wire facts alone: `Merchant` exactly once (the
 * platform refuses a duplicated one), `Device: web`, the upper-case `Language`, `X-Gateway-Version:
 * 3`, the entry's `ModuleId`, the time, the XHR marker and the agent in Base64, and the bare token in `Authorization` (no `Bearer `), which public
 * calls forward too when there is one.
 */
export function baseHeaders(caller: Caller, entry: Pick<EndpointWire, 'moduleId'>): Record<string, string> {
  const headers: Record<string, string> = {
    [Header.merchant]: caller.merchant,
    [Header.device]: DEVICE_WEB,
    [Header.language]: caller.language.toUpperCase(),
    [Header.gatewayVersion]: GATEWAY_VERSION,
    [Header.moduleId]: entry.moduleId,
    [Header.timestamp]: String(Date.now()),
    [Header.requestedWith]: REQUESTED_WITH,
    [Header.realUserAgent]: Buffer.from(SUITE_USER_AGENT, 'utf8').toString('base64'),
    Accept: 'application/json, text/plain, */*',
  };
  if (caller.token) headers[Header.authorization] = caller.token;
  return headers;
}

/**
 * Builds a call the way the site does from the catalogue's wire facts: the payload in the query
 * (GET, DELETE), a JSON body (POST, PUT, and DELETEs marked `body`), a form body, or for encrypted
 * calls the RSA + DES envelope (`{value}` body with `Encryption`, `X-Digest` and `X-RSA`) sealed with
 * the modulus the platform has just published.
 */
export function buildRequest(caller: Caller, entry: EndpointWire, payload: Payload, modulus?: string): BuiltRequest {
  const { path, rest } = fillPathParams(entry.path, payload);
  const headers = baseHeaders(caller, entry);
  let url = caller.upstream + path;
  let body: string | undefined;
  if (entry.encrypted) {
    if (!modulus) throw new Error(`${entry.path} is encrypted: the platform's RSA modulus is needed`);
    const sealed = encryptRequest(rest, modulus);
    Object.assign(headers, sealed.headers, { 'Content-Type': 'application/json;charset=UTF-8' });
    body = JSON.stringify(sealed.body);
  } else if (entry.payloadIn === 'query') {
    // GETs carry the cache-buster `t` (epoch ms) unless the payload names its own.
    const fields = entry.method === 'GET' && !(CACHE_BUSTER_PARAM in rest) ? { ...rest, [CACHE_BUSTER_PARAM]: Date.now() } : rest;
    const query = new URLSearchParams(stringEntries(fields)).toString();
    if (query) url += `?${query}`;
  } else if (entry.payloadIn === 'form') {
    headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    body = new URLSearchParams(stringEntries(rest)).toString();
  } else {
    headers['Content-Type'] = 'application/json;charset=UTF-8';
    body = JSON.stringify(rest);
  }
  return { url, method: entry.method, headers, body };
}

async function send(request: BuiltRequest): Promise<Reply> {
  const response = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text === '' ? null : (JSON.parse(text) as unknown);
  } catch {
    // Not JSON: the RSA key is plain text, and anything else is compared as the text it is.
  }
  return { status: response.status, body, text };
}

/**
 * The platform's RSA modulus, fetched afresh for each encrypted call as the site's `encrypt.js`
 * does: `GET /wps/session/key/rsa?t=<ms>` with `Cache-Control: no-cache`; the answer is the hex
 * modulus as plain text (one known client strips quotes around it, so this does too).
 */
export async function fetchModulus(caller: Caller): Promise<string> {
  const entry = endpointWire['identity.rsaKey'];
  const reply = await send({
    url: `${caller.upstream}${entry.path}?${CACHE_BUSTER_PARAM}=${Date.now()}`,
    method: 'GET',
    headers: { ...baseHeaders(caller, entry), 'Cache-Control': 'no-cache' },
  });
  const modulus = reply.text.trim().replace(/^"|"$/g, '');
  if (reply.status !== 200 || !/^[0-9a-fA-F]{16,}$/.test(modulus)) {
    throw new Error(`The platform's RSA key could not be read (HTTP ${reply.status}: ${reply.text.slice(0, 120)})`);
  }
  return modulus;
}

/** Sends one catalogue call and returns what the platform answered. */
export async function callEntry(caller: Caller, entry: EndpointWire, payload: Payload): Promise<Reply> {
  const modulus = entry.encrypted ? await fetchModulus(caller) : undefined;
  return send(buildRequest(caller, entry, payload, modulus));
}
