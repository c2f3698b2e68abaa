import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../../shared/api/envelope';
import type { FieldProblem } from '../../../shared/domains/identity/schemas';
import { PlatformError } from './errors';
import { IdentityError } from '../areas/identity/constants';

/** A business refusal: HTTP 200, `success: false`, with an optional value for the client to act on. */
export const refuse = (errorCode: string, message: string, value: unknown = null) => new PlatformError(errorCode, message, 200, value);

export const fieldRefusal = (problem: FieldProblem) => refuse(IdentityError.fieldInvalid, `${problem.field}: ${problem.key}`, problem);

/** A call whose module is switched off answers as a function the merchant lacks (HTTP 400). */
export function requireFlag(app: FastifyInstance, modId: string, what: string): void {
  if (!app.repos.system.flags()[modId]) {
    throw new PlatformError(ErrorCode.functionNotAvailable, `${what} is not available on this platform`, 400);
  }
}
