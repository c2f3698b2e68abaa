import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { catalogue, ErrorCode, fail, ok, type Endpoint, type EndpointKey } from '../../../../shared/api';
import type { Static } from 'typebox';
import { UpstreamError } from '../../upstream-client';
import { sendUpstreamFailure } from '../../upstream-errors';
import { clientIp, upstreamRequestHeaders } from '../../upstream-headers';
import { accountOfRequest, SESSION_ENDED } from '../request-account';
import type { EdgeContext } from '../plugin';
import { sendEnded, sendRefusal, signedIn } from './guards';
import { ProtectionRefusal, ProtectionService } from './service';
import type { SessionWatch } from './sessions';

type ProtectionKey = Extract<EndpointKey, `protection.${string}`>;
type PayloadOf<K extends ProtectionKey> = Static<(typeof catalogue)[K]['payload']>;

interface Problem {
  instancePath: string;
  params: object;
  message: string;
}

/** One compiled validator per payload schema, with the platform's wording of the first problem. */
function validator(schema: TSchema) {
  const compiled = Compile(schema);
  return (raw: unknown, convert: boolean): { ok: true; payload: unknown } | { ok: false; message: string } => {
    let payload: unknown = raw === undefined || raw === null ? {} : raw;
    if (typeof payload === 'object' && payload !== null && !Array.isArray(payload)) payload = { ...payload };
    payload = compiled.Default(payload);
    // Query strings are text: digits become numbers where the schema asks for them.
    if (convert) payload = compiled.Convert(payload);
    if (compiled.Check(payload)) return { ok: true, payload };
    const [error] = compiled.Errors(payload) as Problem[];
    if (!error) return { ok: false, message: 'request: invalid parameters' };
    const path = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const prefix = path ? `${path}.` : '';
    const { requiredProperties, additionalProperties } = error.params as { requiredProperties?: string[]; additionalProperties?: string[] };
    if (requiredProperties?.length) return { ok: false, message: `${prefix}${requiredProperties[0]}: is required` };
    if (additionalProperties?.length) return { ok: false, message: `${prefix}${additionalProperties[0]}: is not an accepted field` };
    return { ok: false, message: `${path || 'request'}: ${error.message}` };
  };
}

/** A JSON body as the edge routes take it: bytes (kept for the encrypted call), parsed here. */
function jsonBody(body: unknown): unknown {
  if (!Buffer.isBuffer(body) || body.length === 0) return undefined;
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    return Symbol.for('unreadable');
  }
}

/** The headers of an encrypted body the platform checks it by, passed on unchanged. */
const SEALED_HEADERS = ['x-digest', 'x-rsa', 'encryption', 'content-type'] as const;

/**
 * The nine player-protection calls (kind `edge`, under /wps/edge/protection), answered by the
 * gateway from the edge store in the platform's envelope. The account is the session's
 * (edge.accounts.ofToken); none answers 401 `login.not.session`, as does a session the edge ended.
 *
 * `protection.endExclusion` has no session (the account cannot sign in meanwhile) and an encrypted
 * body the gateway cannot read: it carries what a sign-in carries (username, password), and the
 * edge passes it on unchanged, with its X-Digest, X-RSA and Encryption headers, as a sign-in to the
 * platform (identity.login). A refused sign-in is answered as the platform answered it. An accepted
 * one proves the account is the caller's: its self-exclusion ends when the rules allow, and the
 * session that sign-in opened is logged out at once either way (identity.logout), so the call
 * answers as before (`null`, or the refusal) and the member then signs in as usual.
 */
export function protectionCalls(app: FastifyInstance, edge: EdgeContext, service: ProtectionService, sessions: SessionWatch): void {
  /** The session's account and start, or the 401 answered here (null). */
  async function member(request: FastifyRequest, reply: FastifyReply, entry: Endpoint) {
    const asked = await accountOfRequest(edge.accounts, request, reply);
    if (!asked) return null;
    const { token, account } = asked;
    if (!token || !account) {
      reply.code(401).send(fail(ErrorCode.notSession, SESSION_ENDED));
      return null;
    }
    const ended = await sessions.ended(token, request.log);
    if (ended) {
      sendEnded(reply, entry, ended);
      return null;
    }
    const session = await sessions.session(token);
    const now = edge.now();
    return {
      token,
      account,
      startedAt: session.startedAt ?? now,
      usage: { sql: edge.store, platform: edge.platform, accountId: account.id, token, now, log: request.log },
    };
  }

  type Member = NonNullable<Awaited<ReturnType<typeof member>>>;

  function route<K extends ProtectionKey>(key: K, handle: (m: Member, payload: PayloadOf<K>) => Promise<unknown>): void {
    const entry: Endpoint = catalogue[key];
    const check = validator(entry.payload);
    app.route({
      method: entry.method,
      url: entry.path,
      handler: async (request, reply) => {
        const raw = entry.payloadIn === 'query' ? request.query : jsonBody(request.body);
        if (typeof raw === 'symbol') return reply.code(400).send(fail(ErrorCode.requestParamErr, 'request: the body is not JSON'));
        const found = await member(request, reply, entry);
        if (!found) return reply;
        const checked = check(raw, entry.payloadIn !== 'body');
        if (!checked.ok) return reply.code(400).send(fail(ErrorCode.requestParamErr, checked.message));
        try {
          const value = await handle(found, checked.payload as PayloadOf<K>);
          return reply.header('cache-control', 'no-store').send(ok(value));
        } catch (error) {
          if (error instanceof ProtectionRefusal) return sendRefusal(reply, entry, error);
          throw error;
        }
      },
    });
  }

  const state = (m: Member) => service.state(m.usage, m.startedAt);

  route('protection.state', (m) => state(m));
  route('protection.setLimit', async (m, p) => {
    await service.change(m.account.id, p.kind, p.period, ProtectionService.amountOf(p.amount), m.usage.now);
    return state(m);
  });
  route('protection.setSessionLimit', async (m, p) => {
    await service.change(m.account.id, 'session', 'session', p.minutes, m.usage.now);
    sessions.reread(m.account.id);
    return state(m);
  });
  route('protection.confirmLimit', async (m, p) => {
    const { kind, period } = ProtectionService.pendingKey(p);
    await service.confirm(m.account.id, kind, period, m.usage.now);
    if (kind === 'session') sessions.reread(m.account.id);
    return state(m);
  });
  route('protection.cancelPending', async (m, p) => {
    const { kind, period } = ProtectionService.pendingKey(p);
    await service.cancelPending(m.account.id, kind, period, m.usage.now);
    if (kind === 'session') sessions.reread(m.account.id);
    return state(m);
  });
  route('protection.setRealityCheck', async (m, p) => {
    await service.setRealityCheck(m.account.id, p.minutes, m.usage.now);
    return state(m);
  });
  route('protection.startRestriction', async (m, p) => {
    const restriction = await service.startRestriction(m.account.id, p, m.usage.now);
    // Stop-now signs the player out everywhere at once; a break or exclusion keeps this session so
    // what is left can still be withdrawn, and refuses every new sign-in.
    if (restriction.kind === 'stopNow') await sessions.endAccount(m.account.id, m.token, m.usage.log);
    return restriction;
  });
  route('protection.history', (m, p) => service.history(m.account.id, p.pageNo, p.pageSize));

  const end: Endpoint = catalogue['protection.endExclusion'];
  const login: Endpoint = catalogue['identity.login'];
  // The sign-in throttle counts this call as it counts a sign-in (throttle/rules.ts LOGIN_KEYS).
  const throttled = edge.guards.edgeRoute(end.method, end.path);
  app.route({
    method: end.method,
    url: end.path,
    preHandler: throttled.preHandler,
    onResponse: throttled.onResponse,
    handler: async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const forwarded = upstreamRequestHeaders(request, { merchant: '' });
      const headers: Record<string, string> = { 'x-forwarded-for': String(forwarded['x-forwarded-for']), 'x-real-ip': clientIp(request) };
      for (const name of SEALED_HEADERS) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      let answer;
      try {
        answer = await edge.platform.call(login.method as 'POST', login.path, { body, headers, log: request.log });
      } catch (err) {
        if (!(err instanceof UpstreamError)) throw err;
        request.log.warn({ err }, 'The platform did not answer the sign-in that ends a self-exclusion');
        return sendUpstreamFailure(reply, err.failure);
      }
      const session = signedIn({ statusCode: answer.statusCode, body: Buffer.from(JSON.stringify(answer.body ?? null)) });
      // Refused by the platform (wrong password, captcha, a body it cannot decrypt): its own answer.
      if (!session)
        return reply
          .code(answer.statusCode)
          .send(answer.body ?? fail(ErrorCode.upstreamInvalid, 'The platform answered nothing readable.'));
      let refusal: ProtectionRefusal | null = null;
      try {
        await service.endExclusion(session.account.id, edge.now());
      } catch (error) {
        if (!(error instanceof ProtectionRefusal)) throw error;
        refusal = error;
      } finally {
        // Ended before the answer goes: the caller never holds a session it did not ask for.
        await sessions.logout(session.token, request.log);
      }
      return refusal ? sendRefusal(reply, end, refusal) : reply.header('cache-control', 'no-store').send(ok(null));
    },
  });
}
