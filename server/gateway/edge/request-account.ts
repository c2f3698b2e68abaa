import type { FastifyReply, FastifyRequest } from 'fastify';
import { UpstreamError } from '../upstream-client';
import { sendUpstreamFailure } from '../upstream-errors';
import { tokenOf, type EdgeAccount, type EdgeAccounts } from './accounts';

/** The platform's 401 message for a call whose session has ended for any reason but a sign-in elsewhere. */
export const SESSION_ENDED = 'Your session has ended, please sign in again';

/** A request's token and the account it belongs to; either is null when there is none. */
export interface RequestAccount {
  token: string | null;
  account: EdgeAccount | null;
}

/**
 * Whose request this is, for an edge call. Asking the platform who a token belongs to may fail:
 * then that failure is answered in the platform's envelope, as for a forwarded call, and the result
 * is null (the reply is sent). Each call words its own 401 for a request without an account.
 */
export async function accountOfRequest(
  accounts: EdgeAccounts,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<RequestAccount | null> {
  const token = tokenOf(request.headers.authorization);
  try {
    return { token, account: await accounts.ofToken(token) };
  } catch (err) {
    if (!(err instanceof UpstreamError)) throw err;
    request.log.warn({ err }, 'Could not ask the platform whose session this is');
    sendUpstreamFailure(reply, err.failure);
    return null;
  }
}
