import { ErrorCode } from '../../../shared/api/envelope';
import type { FieldProblem } from '../../../shared/domains/identity/schemas';
import { PlatformError } from './errors';
import type { SandboxServices } from './area-context';

/** A business refusal: HTTP 200, `success: false`, with an optional value for the client to act on. */
export const refuse = (errorCode: string, message: string, value: unknown = null) => new PlatformError(errorCode, message, 200, value);

/** The refusal of a form field against its rule; the value names the field and the problem's key. */
export const FIELD_INVALID = 'field.invalid';

export const fieldRefusal = (problem: FieldProblem) => refuse(FIELD_INVALID, `${problem.field}: ${problem.key}`, problem);

/** A call whose module is switched off answers as a function the merchant lacks (HTTP 400). */
export function requireFlag(ctx: Pick<SandboxServices, 'repos'>, modId: string, what: string): void {
  if (!ctx.repos.system.flags()[modId]) {
    throw new PlatformError(ErrorCode.functionNotAvailable, `${what} is not available on this platform`, 400);
  }
}
