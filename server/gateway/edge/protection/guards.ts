import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  catalogue,
  endpoints,
  ErrorCode,
  fail,
  legacyFail,
  routesOf,
  readEnvelope,
  type Endpoint,
  type EndpointKey,
} from '../../../../shared/api';
import type { Restriction } from '../../../../shared/domains/protection/schemas';
import { parseAmount } from '../../../../shared/money';
import type { UpstreamAnswer } from '../../upstream-answer';
import { tokenOf, type EdgeAccount } from '../accounts';
import type { EdgeContext } from '../plugin';
import { GUARDED_CALLS, MAIN_WALLET_TYPE, SIGN_IN_KEYS, type Guarded } from './guarded-calls';
import { protectionRepository as repo } from './repository';
import { ProtectionRefusal, restrictedRefusal, type ProtectionService } from './service';
import { ENDED_MESSAGES, type SessionWatch } from './sessions';
import { cents } from './usage';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** What each guard says is refused while a restriction runs. */
const WHAT: Record<Exclude<Guarded['guard'], 'pass'>, string> = {
  deposit: 'Depositing',
  launch: 'Playing',
  order: 'Betting',
  transfer: 'Moving money into a game wallet',
  claim: 'Claiming a reward',
};

/** The request's payload as the platform would read it: the query, or a plain JSON or form body (an encrypted body reads as nothing). */
export function payloadOf(request: FastifyRequest, entry: Endpoint): Record<string, unknown> {
  if (entry.payloadIn === 'query') return isRecord(request.query) ? request.query : {};
  const body = request.body;
  if (!Buffer.isBuffer(body) || body.length === 0 || entry.encrypted) return {};
  const text = body.toString('utf8');
  if (String(request.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  try {
    const parsed: unknown = JSON.parse(text);
    return isRecord(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/** A refusal in the envelope the call's answers come in: the older generation's for its calls, else the current one. */
export function sendRefusal(reply: FastifyReply, entry: Endpoint, refusal: ProtectionRefusal): FastifyReply {
  const body = entry.answer === 'legacy' ? legacyFail(refusal.code, refusal.value) : fail(refusal.code, refusal.message, refusal.value);
  return reply.code(refusal.statusCode).header('cache-control', 'no-store').send(body);
}

/** The 401 of a session the edge ended, saying why. */
export function sendEnded(reply: FastifyReply, entry: Endpoint, reason: keyof typeof ENDED_MESSAGES): FastifyReply {
  return sendRefusal(reply, entry, new ProtectionRefusal(ErrorCode.notSession, ENDED_MESSAGES[reason], null, 401));
}

/** The value of an accepted answer (either envelope), or null. */
function acceptedValue(answer: UpstreamAnswer): Record<string, unknown> | null {
  if (answer.statusCode < 200 || answer.statusCode >= 300) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body.toString('utf8'));
  } catch {
    return null;
  }
  // A lottery order answers its value bare (raw JSON); a refusal there is still an envelope.
  const envelope = readEnvelope(parsed);
  if (envelope) return envelope.success && isRecord(envelope.value) ? envelope.value : null;
  return isRecord(parsed) ? parsed : null;
}

/** The session an accepted sign-in answer opened (`value.token`, `value.id`, `value.userName`), or null. */
export function signedIn(answer: UpstreamAnswer): { token: string; account: EdgeAccount } | null {
  const value = acceptedValue(answer);
  if (!value) return null;
  const { token, id, userName } = value;
  if (typeof token !== 'string' || token === '' || typeof userName !== 'string') return null;
  if (typeof id !== 'number' && typeof id !== 'string') return null;
  return { token, account: { id: String(id), username: userName } };
}

/**
 * Runs `listener` on the upstream answer before any listener the request already has, which then
 * sees the answer as this one left it: a sign-in the edge refuses is never recorded as accepted.
 */
function listenFirst(request: FastifyRequest, listener: (answer: UpstreamAnswer) => Promise<UpstreamAnswer | void>): void {
  const after = request.upstreamAnswerListener;
  request.upstreamAnswerListener = async (answer) => {
    const seen = (await listener(answer)) ?? answer;
    if (!after) return seen === answer ? undefined : seen;
    return (await after(seen)) ?? (seen === answer ? undefined : seen);
  };
}

const json = (body: unknown): Buffer => Buffer.from(JSON.stringify(body));

/**
 * Player protection's checks on the platform calls it concerns, each on those calls' own routes
 * (UpstreamGuards), before they are forwarded:
 * - every call with a session: a session the edge ended, or whose session limit has run out, answers
 *   401 saying why (and is logged out at the platform);
 * - the calls of GUARDED_CALLS by their guard, refused in the platform's envelope with
 *   `protection.restricted` (the Restriction as value) while a break, stop-now or self-exclusion runs,
 *   and with `protection.limit.*` (a LimitRefusal) past a limit; deposits and lottery orders the
 *   platform accepts are kept (protection_forwarded) until its records show them;
 * - the sign-ins of SIGN_IN_KEYS: their body is encrypted, so the edge reads the platform's answer
 *   instead, and a restricted account's new session is logged out at once and answered
 *   `protection.restricted`.
 */
export function addProtectionGuards(edge: EdgeContext, service: ProtectionService, sessions: SessionWatch): void {
  const { guards } = edge;

  const sessionGuard = (entry: Endpoint) => async (request: FastifyRequest, reply: FastifyReply) => {
    const token = tokenOf(request.headers.authorization);
    if (!token) return undefined;
    const reason = await sessions.ended(token, request.log);
    return reason ? sendEnded(reply, entry, reason) : undefined;
  };

  /** The account of the request's session and its running restriction; null without a session the edge can name. */
  async function restrictionOf(
    request: FastifyRequest,
  ): Promise<{ account: EdgeAccount; token: string; restriction: Restriction | null } | null> {
    const token = tokenOf(request.headers.authorization);
    if (!token) return null;
    const account = await edge.accounts.ofToken(token);
    if (!account) return null;
    return { account, token, restriction: await repo.running(edge.store, account.id, edge.now()) };
  }

  const callGuard = (entry: Endpoint, guard: Exclude<Guarded['guard'], 'pass'>) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (reply.sent) return reply;
    const payload = payloadOf(request, entry);
    // A transfer back to the main wallet is never refused: it is how money leaves the games.
    if (guard === 'transfer' && Number(payload.toAccountTypeId) === MAIN_WALLET_TYPE) return undefined;
    const found = await restrictionOf(request);
    // No session the platform knows: the platform answers the call (its own 401).
    if (!found) return undefined;
    const { account, token, restriction } = found;
    if (restriction) return sendRefusal(reply, entry, restrictedRefusal(restriction, WHAT[guard]));
    const usage = { sql: edge.store, platform: edge.platform, accountId: account.id, token, now: edge.now(), log: request.log };
    try {
      if (guard === 'deposit' && payload.amount !== undefined) {
        const parsed = parseAmount(typeof payload.amount === 'number' ? payload.amount : String(payload.amount));
        // An amount the platform would refuse is left to it.
        if ('cents' in parsed) {
          await service.requireWithinLimits(usage, ['deposit'], parsed.cents);
          keepForwarded(request, account.id, 'deposit', parsed.cents);
        }
      }
      // A launch carries no stake: it is refused once nothing (not even a cent) is left.
      if (guard === 'launch') await service.requireWithinLimits(usage, ['loss', 'wager'], 1);
      if (guard === 'order') {
        const stake = cents(payload.betCartAmountSum);
        await service.requireWithinLimits(usage, ['loss', 'wager'], stake);
        keepForwarded(request, account.id, 'bet', stake);
      }
    } catch (error) {
      if (error instanceof ProtectionRefusal) return sendRefusal(reply, entry, error);
      throw error;
    }
    return undefined;
  };

  /** Keeps an accepted deposit order (its id and expiry) or lottery order (its number) until the platform's records show it. */
  function keepForwarded(request: FastifyRequest, accountId: string, kind: 'deposit' | 'bet', amount: number): void {
    listenFirst(request, async (answer) => {
      const value = acceptedValue(answer);
      const reference = value && (kind === 'deposit' ? value.orderId : value.orderNo);
      if (typeof reference !== 'string' && typeof reference !== 'number') return;
      const expiresAt = kind === 'deposit' && typeof value?.expiresAt === 'number' ? value.expiresAt : null;
      const accepted = kind === 'deposit' && value?.amount !== undefined ? cents(value.amount) : amount;
      await repo
        .addForwarded(edge.store, accountId, kind, { amount: accepted, at: edge.now(), reference: String(reference), expiresAt })
        .catch((err: unknown) => request.log.error({ err }, 'Keeping a forwarded amount for player protection failed'));
    });
  }

  const signInGuard = async (request: FastifyRequest) => {
    listenFirst(request, async (answer) => {
      const session = signedIn(answer);
      if (!session) return;
      let restriction: Restriction | null;
      try {
        restriction = await repo.running(edge.store, session.account.id, edge.now());
      } catch (err) {
        // Unable to tell whether the account may sign in: the session ends, as for a restricted one.
        request.log.error({ err }, 'Reading player protection for a sign-in failed; the new session is ended');
        await sessions.logout(session.token, request.log);
        return { statusCode: 503, body: json(fail(ErrorCode.systemBusy, 'Signing in is not possible right now; please try again.')) };
      }
      if (!restriction) {
        await edge.accounts.remember(session.token, session.account, edge.now());
        sessions.learnt(session.token);
        return;
      }
      // The platform opened a session the account may not have: it ends before anyone can use it.
      await sessions.logout(session.token, request.log);
      const refusal = restrictedRefusal(restriction, 'Signing in');
      return { statusCode: 200, body: json(fail(refusal.code, refusal.message, refusal.value)) };
    });
  };

  // The session guard first: an ended session answers 401 before anything else is looked at.
  for (const entry of endpoints) {
    if (!entry.token || entry.kind === 'edge') continue;
    for (const route of routesOf(entry))
      if (!/[:*]/.test(route.path)) guards.add(route.method, route.path, { preHandler: sessionGuard(entry) });
  }
  for (const [key, guarded] of Object.entries(GUARDED_CALLS) as Array<[EndpointKey, Guarded]>) {
    if (guarded.guard === 'pass') continue;
    const entry: Endpoint = catalogue[key];
    // Each route reads the payload where it carries it (a POST alias of a GET call: its body).
    for (const route of routesOf(entry))
      guards.add(route.method, route.path, { preHandler: callGuard({ ...entry, payloadIn: route.payloadIn }, guarded.guard) });
  }
  for (const key of SIGN_IN_KEYS) {
    const entry: Endpoint = catalogue[key];
    for (const route of routesOf(entry)) guards.add(route.method, route.path, { preHandler: signInGuard });
  }
}
