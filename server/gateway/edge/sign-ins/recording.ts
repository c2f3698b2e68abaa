import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { catalogue, Header, routesOf, type EndpointKey } from '../../../../shared/api';
import { deviceLabel, USER_AGENT_MAX } from '../../../../shared/device';
import { clientIp } from '../../upstream-headers';
import { listenToUpstreamAnswer } from '../../upstream-answer';
import { tokenHash, tokenOf, type EdgeAccount } from '../accounts';
import type { EdgeContext } from '../plugin';
import type { SignInRepository } from './repository';

/**
 * The calls whose accepted answer opens a session (`value.token`, `value.id`, `value.userName`):
 * sign-in, its SMS verification step, social sign-in, and the registrations that sign the new member
 * in (their value carries a token only then). Free play (`identity.freePlay`) is left out: a trial
 * account is made for one visit, has no security centre (the platform refuses it `trial.account`),
 * and would add a row per visit for no one to read.
 */
export const SIGN_IN_KEYS = [
  'identity.login',
  'identity.loginVerification',
  'identity.socialLogin',
  'identity.register',
  'identity.registerMobile',
  'identity.registerAuto',
] as const satisfies readonly EndpointKey[];

/**
 * How long a forwarded answer waits for its sign-in to be written before it goes anyway: long enough
 * that a list asked for right after a sign-in shows it, short enough that a slow store costs the
 * player no more. A write still running then finishes (or fails, logged) on its own.
 */
export const RECORD_WAIT_MS = 250;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The session an accepted sign-in answer opened; null for a refusal or an answer without a token. */
export function sessionOf(statusCode: number, body: Buffer): { token: string; account: EdgeAccount } | null {
  if (statusCode < 200 || statusCode >= 300) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
  if (!isRecord(parsed) || parsed.success !== true || !isRecord(parsed.value)) return null;
  const { token, id, userName } = parsed.value;
  if (typeof token !== 'string' || token === '' || typeof userName !== 'string') return null;
  if (typeof id !== 'number' && typeof id !== 'string') return null;
  return { token, account: { id: String(id), username: userName } };
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The device as the sign-in list shows it: the browser's own User-Agent (the site also sends it
 * Base64-encoded in `X-Real-UA`, which wins), else the request's, else the `Device` header.
 */
export function deviceOf(request: FastifyRequest): string {
  const encoded = header(request, Header.realUserAgent);
  const real = encoded ? Buffer.from(encoded.slice(0, USER_AGENT_MAX * 2), 'base64').toString('utf8') : '';
  return deviceLabel(real || header(request, 'user-agent') || '', header(request, Header.device));
}

/** Runs `work` with failures logged, waiting for it at most RECORD_WAIT_MS. */
async function briefly(work: Promise<unknown>, log: FastifyBaseLogger, what: string): Promise<void> {
  const done = work.then(
    () => undefined,
    (err: unknown) => log.error({ err }, `${what} failed; the player gets the platform's answer all the same`),
  );
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, RECORD_WAIT_MS);
    timer.unref();
  });
  await Promise.race([done, waited]);
  clearTimeout(timer);
}

/**
 * Reads the answers of the sign-in calls and of sign-out on those calls' own routes (UpstreamGuards):
 * an accepted sign-in is kept with its time (the edge clock), the client address, the device and the
 * call, and its token remembered for its account; a sign-out forgets the token. A store failure is
 * logged and never changes what the player gets.
 */
export function recordSignIns(edge: EdgeContext, signIns: SignInRepository): void {
  for (const key of SIGN_IN_KEYS) {
    const entry = catalogue[key];
    const preHandler = async (request: FastifyRequest) => {
      // Sees the answer as the guards before it left it: a sign-in the edge refused is not recorded.
      listenToUpstreamAnswer(request, async ({ statusCode, body }) => {
        const session = sessionOf(statusCode, body);
        if (!session) return;
        const { token, account } = session;
        const at = edge.now();
        const work = (async () => {
          await signIns.record({
            account,
            tokenHash: tokenHash(token),
            at,
            address: clientIp(request),
            device: deviceOf(request),
            method: key,
          });
          await edge.accounts.remember(token, account, at);
        })();
        await briefly(work, request.log, 'Recording a sign-in');
      });
    };
    for (const route of routesOf(entry)) edge.guards.add(route.method, route.path, { preHandler });
  }

  const logout = catalogue['identity.logout'];
  const preHandler = async (request: FastifyRequest) => {
    const token = tokenOf(request.headers.authorization);
    if (!token) return;
    listenToUpstreamAnswer(request, async ({ statusCode }) => {
      // Answered: signed out, or the platform no longer knows the session (401). Either way it is over.
      if (!((statusCode >= 200 && statusCode < 300) || statusCode === 401)) return;
      const work = Promise.all([edge.accounts.forget(token), signIns.signedOut(tokenHash(token), edge.now())]);
      await briefly(work, request.log, 'Forgetting a signed-out session');
    });
  };
  for (const route of routesOf(logout)) edge.guards.add(route.method, route.path, { preHandler });
}
