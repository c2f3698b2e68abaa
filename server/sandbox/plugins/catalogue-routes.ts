import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { endpoints, routesOf, type catalogue, type EndpointKey } from '../../../shared/api/catalogue';
import type { Endpoint } from '../../../shared/api/endpoint';
import { lotteryTwin, type CallKind, type CallRoute } from '../../../shared/api/endpointWire';
import { ErrorCode, legacyOk, ok } from '../../../shared/api/envelope';
import { keyOnlyEncryption } from '../../../shared/domains/identity/wire';
import { decryptKeyOnly, decryptRequest, CryptoError } from '../../../shared/crypto';
import { PlatformError, badParam } from '../core/errors';
import { answerProblems, validatorFor } from '../answer-check';
import { describeFirstProblem } from '../validation';
import type { ActiveSession } from '../repositories/sessions';
import { SESSION_IDLE_MS } from '../repositories/sessions';

export interface CatalogueContext<P = unknown> {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The validated payload: query, JSON or form body, decrypted first for encrypted calls. */
  payload: P;
  /** The caller's session when the Authorization token is valid, on public calls too. */
  session: ActiveSession | null;
  params: Record<string, string>;
}

type Entry<K extends EndpointKey> = (typeof catalogue)[K];
export type CatalogueHandler<K extends EndpointKey> = (
  ctx: CatalogueContext<Static<Entry<K>['payload']>>,
) => Static<Entry<K>['value']> | Promise<Static<Entry<K>['value']>>;
/** Handlers supplied by the domain route modules, by catalogue key. */
export type CatalogueHandlers = { [K in EndpointKey]?: CatalogueHandler<K> };

export interface CatalogueRoutesOptions extends Record<string, unknown> {
  handlers: CatalogueHandlers;
  /** Validate every answer against the entry's value schema and log mismatches (development and tests). */
  checkAnswers: boolean;
  /** The kinds of call this sandbox answers; an edge call is the gateway's and never has a route here. */
  kinds: readonly Exclude<CallKind, 'edge'>[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    endpoint?: Endpoint;
  }
}

/**
 * Registers one route per catalogue entry and alias. Every request goes through the same steps
 * the real gateway applies, in order: token rule, decryption, payload validation; then the
 * domain handler, or `function.not.available` for calls this platform does not offer yet.
 */
export async function catalogueRoutes(app: FastifyInstance, { handlers, checkAnswers, kinds }: CatalogueRoutesOptions) {
  registerBodyParsers(app);
  for (const entry of endpoints) {
    // The gateway answers edge calls itself: the platform has no such path, so neither has the sandbox (404).
    if (!(kinds as readonly CallKind[]).includes(entry.kind)) continue;
    // Each handler was checked against its own entry's types where it was written; here they are
    // called uniformly with the payload that entry's schema has just validated.
    const handler = handlers[entry.key as EndpointKey] as ((ctx: CatalogueContext) => unknown) | undefined;
    for (const route of routesOf(entry)) {
      app.route({
        method: route.method,
        url: route.path,
        config: { endpoint: entry },
        ...(IMAGE_BODY_LIMITS.has(entry.key) && { bodyLimit: IMAGE_BODY_LIMITS.get(entry.key) }),
        handler: async (request, reply) => {
          const session = resolveSession(app, request, entry);
          if (entry.token && !session) throw new PlatformError(ErrorCode.notSession, sessionEndedMessage(app, request), 401);
          if (KEY_ONLY.has(entry.key)) requireKeyOnly(app, request, entry);
          const raw = entry.encrypted ? decryptBody(app, request, entry) : rawPayload(request, route);
          const payload = validatePayload(entry, raw);
          if (!handler) {
            throw new PlatformError(ErrorCode.functionNotAvailable, `${entry.key} is not available on this platform`, 400);
          }
          const value = await handler({ request, reply, payload, session, params: request.params as Record<string, string> });
          return answer(entry, value, reply, checkAnswers);
        },
      });
    }
  }
}

/** The 401's message says why: the same code serves an expiry and a sign-in on another device. */
export const SESSION_MESSAGES = {
  ended: 'Your session has ended, please sign in again',
  displaced: 'You have been logged out because your account signed in on another device',
} as const;

function sessionEndedMessage(app: FastifyInstance, request: FastifyRequest): string {
  const token = request.headers.authorization?.trim();
  const reason = token ? app.repos.sessions.endedReason(token) : null;
  return reason ? SESSION_MESSAGES[reason] : SESSION_MESSAGES.ended;
}

/**
 * The caller's session: a sign-in's token, or on the lottery's calls (`/lgw`, `/lotto/lgw`) also
 * the token of a lottery launch, which the launched lottery page holds (areas/play: the ticket
 * traded for a play token of kind `lottery`) and bets with as any lottery client bets with its
 * token. It is the member's for those calls only, and ends at its own time (two hours).
 */
function resolveSession(app: FastifyInstance, request: FastifyRequest, entry: Endpoint): ActiveSession | null {
  const token = request.headers.authorization?.trim();
  if (!token) return null;
  const now = app.clock.now();
  const session = app.repos.sessions.findActive(token, now);
  if (!session) return lotteryLaunchSession(app, entry, token, now);
  // Sliding expiry: a session lives while it is used and ends after SESSION_IDLE_MS without a call.
  app.repos.sessions.extend(token, now + SESSION_IDLE_MS);
  return session;
}

function lotteryLaunchSession(app: FastifyInstance, entry: Endpoint, token: string, now: number): ActiveSession | null {
  if (lotteryTwin(entry.path) === undefined) return null;
  const play = app.repos.play.session(token, now);
  // A guest's trial ticket has no account; a lottery launch is never a trial one (areas/play).
  return play?.kind === 'lottery' && play.accountId !== null
    ? { token: play.token, accountId: play.accountId, expiresAt: play.expiresAt }
    : null;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

const KEY_ONLY: ReadonlySet<string> = new Set(keyOnlyEncryption);

/**
 * Calls whose body carries images as data: URLs, so the app's small body limit would refuse them
 * before their own checks run: the receipt proof (5 MB decoded, about 7 MB in base64) and an
 * activity application's and a feedback's pictures (3 × 5 MB, about 21 MB in base64, and room for one too large).
 */
const IMAGE_BODY_LIMITS: ReadonlyMap<string, number> = new Map([
  ['cashier.processC2C', 8 * 1024 * 1024],
  ['promotions.signUpRequestReward', 32 * 1024 * 1024],
  ['feedback.send', 32 * 1024 * 1024],
]);

/**
 * Free-play sign-in carries only the `Encryption` header (the RSA of a random string) and a plain
 * body; the platform refuses it without a header that decrypts under its key.
 */
function requireKeyOnly(app: FastifyInstance, request: FastifyRequest, entry: Endpoint): void {
  try {
    decryptKeyOnly(header(request, 'encryption'), app.rsaKey);
  } catch (error) {
    if (!(error instanceof CryptoError)) throw error;
    throw new PlatformError(ErrorCode.requestBodyRequired, `${entry.key} needs a valid Encryption header (${error.message})`, 400);
  }
}

function decryptBody(app: FastifyInstance, request: FastifyRequest, entry: Endpoint): unknown {
  const encryption = header(request, 'encryption');
  const body = request.body;
  const v2 = typeof body === 'object' && body !== null && typeof (body as { value?: unknown }).value === 'string';
  const sealed = typeof body === 'string' || v2;
  if (!encryption || !sealed) {
    throw new PlatformError(ErrorCode.requestBodyRequired, `${entry.key} needs an encrypted body and the Encryption header`, 400);
  }
  // The v2 body ({value}) travels with X-Digest and X-RSA; the platform answers
  // request_body_required when either is missing. The v1 raw Base64 body needs only Encryption.
  if (v2 && (!header(request, 'x-digest')?.trim() || !header(request, 'x-rsa')?.trim())) {
    throw new PlatformError(ErrorCode.requestBodyRequired, `${entry.key} needs the X-Digest and X-RSA headers with a {value} body`, 400);
  }
  try {
    return decryptRequest({ encryption, digest: header(request, 'x-digest'), rsa: header(request, 'x-rsa'), body }, app.rsaKey);
  } catch (error) {
    if (error instanceof CryptoError) {
      const code = error.code === ErrorCode.requestBodyRequired ? ErrorCode.requestBodyRequired : 'decrypt_failed';
      throw new PlatformError(code, `The request body could not be decrypted (${error.message})`, 400);
    }
    throw error;
  }
}

/** The payload where the route carries it: an alias with another method carries it as that method does (a POST in its body). */
function rawPayload(request: FastifyRequest, route: CallRoute): unknown {
  return route.payloadIn === 'query' ? request.query : request.body;
}

function validatePayload(entry: Endpoint, raw: unknown): unknown {
  const validator = validatorFor(entry.payload);
  // An absent body or query counts as an empty object so that schema defaults apply.
  let payload: unknown = raw === undefined || raw === null ? {} : raw;
  if (typeof payload === 'object' && payload !== null && !Array.isArray(payload)) payload = { ...payload };
  payload = validator.Default(payload);
  // Query strings are text: turn digits into numbers where the schema asks for them. A schema
  // written for the query is converted on each of its routes, a POST alias's body included.
  if (entry.payloadIn !== 'body') payload = validator.Convert(payload);
  if (validator.Check(payload)) return payload;
  throw badParam(describeFirstProblem(validator, payload));
}

/** The value in the entry's answer shape: the current envelope, the older generation's, or bare (raw JSON, text, none). */
function answerBody(entry: Endpoint, value: unknown): unknown {
  if (entry.answer === 'envelope') return ok(value);
  if (entry.answer === 'legacy') return legacyOk(value);
  return value;
}

function answer(entry: Endpoint, value: unknown, reply: FastifyReply, checkAnswers: boolean): unknown {
  const body = answerBody(entry, value);
  if (checkAnswers) {
    const problems = answerProblems(entry, body);
    if (problems.length) reply.log.error({ endpoint: entry.key, problems }, 'answer does not match the catalogue');
  }
  if (entry.answer === 'text') return reply.type('text/plain; charset=utf-8').send(String(value));
  if (entry.answer === 'none') return reply.code(204).send();
  return reply.send(body);
}

/**
 * JSON bodies may also be the v1 encrypted form: the Base64 ciphertext alone, which is not JSON.
 * Encrypted calls keep such a body as a string; others refuse it. Forms (forgot password by
 * e-mail) arrive urlencoded.
 */
function registerBodyParsers(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => {
    const source = String(text).trim();
    if (source === '') return done(null, undefined);
    try {
      done(null, JSON.parse(source));
    } catch {
      if (request.routeOptions.config.endpoint?.encrypted) return done(null, source);
      done(badParam('body: malformed JSON'), undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, text, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(text))));
  });
}
