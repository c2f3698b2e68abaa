import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Compile } from 'typebox/compile';
import { catalogue, ErrorCode, fail, ok } from '../../../../shared/api';
import { SecurityError, SIGN_IN_LIST_SIZE } from '../../../../shared/domains/security/rules';
import { DisplacedByPayload, type SignInsValue } from '../../../../shared/domains/security/schemas';
import { tokenHash, type EdgeAccount } from '../accounts';
import { accountOfRequest, SESSION_ENDED } from '../request-account';
import type { EdgeContext } from '../plugin';
import type { SignInRepository } from './repository';

/** The platform's 401 messages for a call without a live session: a sign-in elsewhere, or any other end. */
const SESSION_MESSAGES = {
  ended: SESSION_ENDED,
  displaced: 'You have been logged out because your account signed in on another device',
} as const;

const displacedByPayload = Compile(DisplacedByPayload);

/**
 * `security.signIns` and `security.displacedBy`, answered from the sign-ins the gateway recorded
 * (recording.ts), in the platform's envelope and the catalogue's shapes.
 */
export function signInRoutes(app: FastifyInstance, edge: EdgeContext, signIns: SignInRepository): void {
  /** The token's account, or the 401 the platform gives a call without a live session (answered here: null). */
  async function member(request: FastifyRequest, reply: FastifyReply): Promise<{ token: string; account: EdgeAccount } | null> {
    const asked = await accountOfRequest(edge.accounts, request, reply);
    if (!asked) return null;
    const { token, account } = asked;
    if (token && account) return { token, account };
    const displaced = token !== null && (await signIns.displacedBy(tokenHash(token))) !== null;
    reply.code(401).send(fail(ErrorCode.notSession, displaced ? SESSION_MESSAGES.displaced : SESSION_MESSAGES.ended));
    return null;
  }

  const list = catalogue['security.signIns'];
  app.route({
    method: list.method,
    url: list.path,
    handler: async (request, reply) => {
      const found = await member(request, reply);
      if (!found) return reply;
      const current = tokenHash(found.token);
      const rows = await signIns.list(found.account.id, SIGN_IN_LIST_SIZE);
      const value: SignInsValue = {
        list: rows.map((row) => ({
          time: row.signedInAt,
          ip: row.address,
          device: row.device,
          displacedOther: row.displacedOther,
          current: row.tokenHash === current,
        })),
      };
      return reply.header('cache-control', 'no-store').send(ok(value));
    },
  });

  const displacedBy = catalogue['security.displacedBy'];
  app.route({
    method: displacedBy.method,
    url: displacedBy.path,
    // No token: the caller's session has ended. Only a token displaced by a sign-in elsewhere learns anything.
    handler: async (request, reply) => {
      const payload: unknown = request.body ?? {};
      if (!displacedByPayload.Check(payload)) {
        return reply.code(400).send(fail(ErrorCode.requestParamErr, 'token: must be the hexadecimal token of the ended session'));
      }
      const found = await signIns.displacedBy(tokenHash(payload.token));
      if (!found) return reply.send(fail(SecurityError.notDisplaced, 'This session was not ended by a sign-in elsewhere'));
      return reply.header('cache-control', 'no-store').send(ok(found));
    },
  });
}
