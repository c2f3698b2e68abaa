import { ErrorCode } from '../../shared/api/envelope';

/**
 * A refusal the platform answers with the envelope: `httpStatus` 400/401/404 for gateway-level
 * refusals, 200 for business failures (reference §2.2).
 */
export class PlatformError extends Error {
  constructor(
    readonly errorCode: string,
    message: string,
    readonly httpStatus = 200,
    /** What the refusal's envelope carries in `value`, e.g. `{captcha: true}` on a failed sign-in. */
    readonly value: unknown = null,
  ) {
    super(message);
    this.name = 'PlatformError';
  }
}

export const badParam = (message: string) => new PlatformError(ErrorCode.requestParamErr, message, 400);
