import { ErrorCode, fail } from '../../shared/api';

export type UpstreamFailure = 'unavailable' | 'timeout';

/** Errors meaning the request never reached the upstream: safe to send to another mirror. */
const CONNECT_FAILURES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
  'EADDRNOTAVAIL',
]);
const TIMEOUTS = new Set([
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'FST_REPLY_FROM_GATEWAY_TIMEOUT',
  'FST_REPLY_FROM_TIMEOUT',
  'GF_UPSTREAM_RESPONSE_TIMEOUT',
]);

interface CodedError {
  code?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/** The error codes along an error's cause chain (reply-from wraps undici's errors, Node may aggregate them). */
function codesOf(err: unknown, depth = 0): string[] {
  if (!err || typeof err !== 'object' || depth > 4) return [];
  const { code, cause, errors } = err as CodedError;
  const own = typeof code === 'string' ? [code] : [];
  const nested = Array.isArray(errors) ? errors.flatMap((e) => codesOf(e, depth + 1)) : [];
  return [...own, ...nested, ...codesOf(cause, depth + 1)];
}

/** Errors of a connection that closed under a request: on a reused keep-alive socket, the mirror closed it while idle. */
const RESETS = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

export interface UpstreamErrorKind {
  failure: UpstreamFailure;
  /** The connection was never made: the request never reached the mirror. */
  connectFailed: boolean;
  /** The connection closed before any byte of the answer. */
  reset: boolean;
  /** For the logs: the first error code, or the message. */
  reason: string;
}

export function classifyUpstreamError(err: unknown): UpstreamErrorKind {
  const codes = codesOf(err);
  const reason = codes[0] ?? (err instanceof Error ? err.message : String(err));
  if (codes.some((c) => TIMEOUTS.has(c))) return { failure: 'timeout', connectFailed: false, reset: false, reason };
  return {
    failure: 'unavailable',
    connectFailed: codes.some((c) => CONNECT_FAILURES.has(c)),
    reset: codes.some((c) => RESETS.has(c)),
    reason,
  };
}

/** Structural, so that replies typed for any server flavour (reply-from's callbacks) fit. */
interface ReplyLike<R> {
  code(statusCode: number): { send(payload: unknown): R };
}

export function sendUpstreamFailure<R>(reply: ReplyLike<R>, failure: UpstreamFailure | 'invalid'): R {
  if (failure === 'invalid') {
    return reply.code(502).send(fail(ErrorCode.upstreamInvalid, "The platform's answer was cut short; please try again."));
  }
  return failure === 'timeout'
    ? reply.code(504).send(fail(ErrorCode.upstreamTimeout, 'The platform did not answer in time; please try again.'))
    : reply.code(502).send(fail(ErrorCode.upstreamUnavailable, 'The platform cannot be reached; please try again shortly.'));
}
