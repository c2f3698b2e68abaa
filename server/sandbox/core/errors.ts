import { ErrorCode } from '../../../shared/api/envelope';

/**
 * A refusal the platform answers with the envelope. The platform answers HTTP 400/401/404 when its
 * gateway refuses the request itself (bad parameters, no session, unknown path) and HTTP 200 with
 * `success: false` for a business failure (wrong password, code expired, …).
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
