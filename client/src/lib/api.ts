import type { Static } from 'typebox';
import type { catalogue } from '../../../shared/api/catalogue';
import type { CallWire } from '../../../shared/api/endpointWire';
import type { EndpointKey, PathParamsOf } from '../../../shared/api/wire';
import { fail, isEnvelope, type Envelope } from '../../../shared/api/envelopeCore';
import { ErrorCode } from '../../../shared/api/errorCode';
import { fillPathParams, stringEntries, type Payload } from '../../../shared/api/payloadFields';
import { Header, GATEWAY_VERSION, DEVICE_WEB, REQUESTED_WITH, CACHE_BUSTER_PARAM } from '../../../shared/api/headers';
import { brand } from './stores/brand';
import { token, clearSession } from './stores/session';
import { endedSessionToken, loginPopup, networkError, sessionEndedNotice } from './stores/ui';
import { learnFrom, NOT_OFFERED, sandboxCalls } from './stores/offered';
import { language } from './language';
import { deviceId, realUserAgent } from './device';
import { isKeyOnly, wireOf } from './wireTable';

export type { EndpointKey, Envelope };

/**
 * A schema's static type, except that an object schema declaring no fields (NoPayload, which
 * accepts additional properties) takes any fields: TypeBox would type it as `{}`.
 */
type StaticPayload<T> = [keyof T] extends [never] ? Record<string, unknown> : T;

/** Adds the fields a path's `:name` parameters are filled from, for paths that have any. */
type WithPathParams<K extends EndpointKey, Payload> = [keyof PathParamsOf<K>] extends [never] ? Payload : Payload & PathParamsOf<K>;

/**
 * What a call sends: the entry's payload schema as a type, plus the fields its path parameters are
 * filled from (`gameId` for `/lgw/draw/:gameId`). Types only: the schemas stay out of the bundle.
 */
export type PayloadOf<K extends EndpointKey> = WithPathParams<K, StaticPayload<Static<(typeof catalogue)[K]['payload']>>>;

/** What a successful call answers: the envelope's `value`, or the whole answer of raw and text calls. */
export type ValueOf<K extends EndpointKey> = Static<(typeof catalogue)[K]['value']>;

/** A payload without fields. */
type EmptyPayload = Record<string, never>;

export interface CallInit {
  signal?: AbortSignal;
  /** Extra request headers (the bot-check solution, lib/botCheck.ts); they never replace the call's own headers. */
  headers?: Readonly<Record<string, string>>;
}

/** The arguments after the key: the payload may be left out exactly when an empty one is valid. */
export type CallArgs<K extends EndpointKey> =
  EmptyPayload extends PayloadOf<K> ? [payload?: PayloadOf<K>, init?: CallInit] : [payload: PayloadOf<K>, init?: CallInit];

/** Client-side failure codes (the server's own codes come from ErrorCode). */
export const ClientErrorCode = { network: 'network', aborted: 'aborted' } as const;

/**
 * The one way the client talks to the platform. Everything about a call (method, path, module id,
 * token rule, encryption, answer shape) comes from the catalogue entry; callers only name the key.
 * It never throws for HTTP or network failures: callers read `success` like any business failure,
 * and `failureReason(errorCode)` (lib/load/failureReason.ts) says why. Every answer of the call
 * itself teaches lib/stores/offered.ts whether the platform offers it; a sandbox-only call while
 * the status says they are off is not sent.
 */
export async function call<K extends EndpointKey>(key: K, ...[payload, init]: CallArgs<K>): Promise<Envelope<ValueOf<K>>> {
  const entry: CallWire = await wireOf(key);
  if (entry.kind === 'sandbox' && sandboxCalls.value === false) return fail(NOT_OFFERED, '') as Envelope<ValueOf<K>>;
  const { path, rest } = fillPathParams(entry.path, withDeviceId(key, (payload ?? {}) as Payload));
  const headers = { ...init?.headers, ...baseHeaders(entry) };
  let url = path;
  let body: string | undefined;

  if (entry.encrypted) {
    const modulus = await fetchRsaModulus(init?.signal);
    if (!modulus.success) return modulus as Envelope<ValueOf<K>>;
    // Loaded on first use: only sign-in, registration and a few member calls are encrypted.
    const { encryptRequest } = await import('../../../shared/crypto/envelope');
    const sealed = encryptRequest(rest, modulus.value);
    Object.assign(headers, sealed.headers, { 'Content-Type': 'application/json;charset=UTF-8' });
    body = JSON.stringify(sealed.body);
  } else if (entry.payloadIn === 'query') {
    url += queryString(entry.method === 'GET' ? withCacheBuster(rest) : rest);
  } else if (entry.payloadIn === 'form') {
    headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    body = new URLSearchParams(stringEntries(rest)).toString();
  } else {
    if (isKeyOnly(key)) {
      // Free-play sign-in: the Encryption header alone (the RSA of a random string), plain body.
      const modulus = await fetchRsaModulus(init?.signal);
      if (!modulus.success) return modulus as Envelope<ValueOf<K>>;
      const { encryptKeyOnly } = await import('../../../shared/crypto/envelope');
      Object.assign(headers, encryptKeyOnly(modulus.value));
    }
    headers['Content-Type'] = 'application/json;charset=UTF-8';
    body = JSON.stringify(rest);
  }

  const result = await send(url, { method: entry.method, headers, body, signal: init?.signal }, entry.answer);
  const answer = result.ok ? interpret(entry, result.body) : result.envelope;
  learnFrom(key, answer);
  // A call the platform lacks carries no message (its own names the call): the site words it (LoadStatus).
  if (!answer.success && answer.errorCode === NOT_OFFERED) answer.message = '';
  return answer as Envelope<ValueOf<K>>;
}

/**
 * Sign-in and registration bodies carry the browser's device id as `loginDeviceId`, as the
 * platform's site sends them; the platform uses it to recognise a known device.
 */
const DEVICE_BODIES: ReadonlySet<EndpointKey> = new Set<EndpointKey>([
  'identity.login',
  'identity.socialLogin',
  'identity.register',
  'identity.registerMobile',
]);

function withDeviceId(key: EndpointKey, payload: Payload): Payload {
  return DEVICE_BODIES.has(key) ? { ...payload, loginDeviceId: deviceId() } : payload;
}

/** GETs carry the platform's cache-buster, `t=` epoch milliseconds, unless the payload names its own `t`. */
function withCacheBuster(payload: Payload): Payload {
  return CACHE_BUSTER_PARAM in payload ? payload : { ...payload, [CACHE_BUSTER_PARAM]: Date.now() };
}

function baseHeaders(entry: CallWire): Record<string, string> {
  // Exactly one Merchant header: the platform refuses a duplicated Merchant header.
  const headers: Record<string, string> = {
    [Header.merchant]: brand.value.merchant,
    [Header.device]: DEVICE_WEB,
    [Header.language]: language.value.toUpperCase(),
    [Header.gatewayVersion]: GATEWAY_VERSION,
    [Header.moduleId]: entry.moduleId,
    // Sent on every call by the platform's site: the time, the XHR marker and the browser's User-Agent in Base64.
    [Header.timestamp]: String(Date.now()),
    [Header.requestedWith]: REQUESTED_WITH,
    [Header.realUserAgent]: realUserAgent(),
    Accept: 'application/json, text/plain, */*',
  };
  // The bare token, no "Bearer " prefix; public calls forward it too when there is one.
  if (token.value) headers[Header.authorization] = token.value;
  return headers;
}

function queryString(payload: Payload): string {
  const text = new URLSearchParams(stringEntries(payload)).toString();
  return text ? `?${text}` : '';
}

type Sent = { ok: true; body: unknown } | { ok: false; envelope: Envelope<never> };

async function send(url: string, init: RequestInit, answer: CallWire['answer'] = 'envelope'): Promise<Sent> {
  let response: Response;
  let read: unknown;
  try {
    response = await fetch(url, { ...init, credentials: 'same-origin' });
    // A body cut off (the request cancelled, the connection lost) is a failed request like a
    // failed fetch, never an answer that is not the platform's envelope.
    read = parseBody(await response.text());
  } catch (error) {
    if (init.signal?.aborted) return { ok: false, envelope: fail(ClientErrorCode.aborted, 'aborted') as Envelope<never> };
    networkError.value = true;
    return { ok: false, envelope: await networkFailure(error) };
  }
  const body = await asEnvelope(answer, read);
  if (response.status === 401) await endSession(isEnvelope(body) ? body.message : undefined);
  if (!response.ok) return { ok: false, envelope: await httpFailure(response.status, body) };
  return { ok: true, body };
}

/** Gateway codes that mean the platform could not be reached or answered nonsense. */
const UNREACHABLE: readonly string[] = [ErrorCode.upstreamUnavailable, ErrorCode.upstreamInvalid];

/**
 * HTTP errors carry the envelope (401 login.not.session, 400 request_param_err, 502 gateway.*).
 * A call the server does not have is not offered (`function.not.available`, whatever the body). A
 * time-out reads as the site's own prompt ("the page took too long to load"), a platform that could
 * not be reached or answered without its envelope as "not answering", never as a status code; the
 * platform's business messages stay its own.
 */
async function httpFailure(status: number, body: unknown): Promise<Envelope<never>> {
  // The server has no such call.
  if (status === 404) return fail(NOT_OFFERED, '') as Envelope<never>;
  const code = isEnvelope(body) ? body.errorCode : undefined;
  if (status === 504 || code === ErrorCode.upstreamTimeout) {
    return fail(code ?? ClientErrorCode.network, await text('errors.pageTimeout')) as Envelope<never>;
  }
  if (!isEnvelope(body) || (code !== undefined && UNREACHABLE.includes(code))) {
    return fail(code ?? ErrorCode.upstreamUnavailable, await text('errors.unavailable')) as Envelope<never>;
  }
  return body as Envelope<never>;
}

function interpret(entry: CallWire, body: unknown): Envelope<unknown> {
  if (entry.answer === 'text') {
    // The RSA key arrives as plain text; one known client strips quotes defensively, so do we.
    const text = typeof body === 'string' ? body : JSON.stringify(body ?? '');
    return { success: true, value: text.trim().replace(/^"|"$/g, '') };
  }
  if (entry.answer === 'raw') return { success: true, value: body };
  if (isEnvelope(body)) return body;
  // A call answered HTTP 204 without a body (the analytics beacon): a success with nothing in it.
  if (entry.answer === 'none' && body === null) return { success: true, value: null };
  // Not the platform's envelope (a web page, other JSON): something other than the platform's call
  // answered, so the platform does not offer it.
  return fail(NOT_OFFERED, '');
}

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * A call of the older generation (`answer: 'legacy'`) answers `{status, description, data}`; it is
 * read as the current envelope, so every caller sees one result. The gateway's own failures on such
 * a call come in the current envelope and pass unchanged, as does every other call's answer.
 */
async function asEnvelope(answer: CallWire['answer'], body: unknown): Promise<unknown> {
  if (answer !== 'legacy') return body;
  // Loaded with the first such call: the first page makes none.
  const { readEnvelope } = await import('../../../shared/api/legacyEnvelope');
  return readEnvelope(body) ?? body;
}

async function networkFailure(error: unknown): Promise<Envelope<never>> {
  const detail = error instanceof Error ? error.message : String(error);
  return fail(ClientErrorCode.network, await text('errors.networkAbnormal', detail)) as Envelope<never>;
}

/**
 * The site's own wording of a failure, in the current language. The calls of a page load start
 * before the interface text library has arrived (src/main.tsx), so it is reached when a failure
 * needs it; by then the shell has loaded it, or it arrives with this import (the service worker
 * keeps its chunk). Should even that fail, the wording's key stands in: a call never throws.
 */
async function text(key: string, defaultValue?: string): Promise<string> {
  try {
    const { i18n } = await import('./i18n');
    return i18n.t(key, { defaultValue });
  } catch {
    return defaultValue ?? key;
  }
}

/**
 * A 401 means the session is gone (expired or displaced by a login elsewhere). A member who was
 * signed in is told why in the login popup: the platform's message, else the site's own.
 */
async function endSession(message: string | undefined): Promise<void> {
  const wasSignedIn = Boolean(token.value);
  // The popup asks whether a sign-in elsewhere ended it, and when and from where.
  if (wasSignedIn) endedSessionToken.value = token.value;
  clearSession();
  if (wasSignedIn) sessionEndedNotice.value = message || (await text('errors.sessionEnded'));
  loginPopup.value = 'login';
}

/** The key is fetched afresh for every encrypted call, as the platform's own front does. */
async function fetchRsaModulus(signal?: AbortSignal): Promise<Envelope<string>> {
  const entry = await wireOf('identity.rsaKey');
  const headers = { ...baseHeaders(entry), 'Cache-Control': 'no-cache' };
  const result = await send(`${entry.path}${queryString(withCacheBuster({}))}`, { method: 'GET', headers, signal });
  if (!result.ok) return result.envelope;
  const answer = interpret(entry, result.body);
  const modulus = typeof answer.value === 'string' ? answer.value : '';
  if (!/^[0-9a-fA-F]{16,}$/.test(modulus)) return fail(ErrorCode.upstreamInvalid, 'Invalid encryption key') as Envelope<string>;
  return { success: true, value: modulus };
}
