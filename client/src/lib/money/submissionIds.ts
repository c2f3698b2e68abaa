import { ErrorCode } from '../../../../shared/api/errorCode';
import { ClientErrorCode } from '../api';

/** A client's id for one submission (RequestId: 8–64 of [A-Za-z0-9_-]), 128 random bits. */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Browsers offer randomUUID on secure origins only; the same 128 random bits otherwise.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Failures after which nobody knows what the platform did: the connection gave out, or the gateway
 * forwarded the request and the platform's answer never came (a time-out), could not be had or
 * could not be read. The request may have moved the money.
 */
const OUTCOME_UNKNOWN: ReadonlySet<string> = new Set([
  ClientErrorCode.network,
  ClientErrorCode.aborted,
  ErrorCode.upstreamUnavailable,
  ErrorCode.upstreamTimeout,
  ErrorCode.upstreamInvalid,
]);

/**
 * Refusals the gateway answers before it forwards anything (its throttles and the bot check run
 * ahead of the proxy): the platform never saw this attempt, so it moved nothing, and the answer
 * says nothing about an earlier attempt that carried the same id.
 */
const NOT_FORWARDED: ReadonlySet<string> = new Set([ErrorCode.throttled, ErrorCode.botCheckFailed]);

export interface SubmissionIds {
  /** The request id for a submission with these values (`key`): the pending one's when they repeat it. */
  idFor: (key: string) => string;
  /** The answer to the attempt sent with the pending id. */
  settled: (answer: { success: boolean; errorCode?: string | null }) => void;
}

/**
 * The request ids of one form. The platform answers a repeated id with the outcome of its first
 * request and moves nothing again, so:
 * - after an unknown outcome (OUTCOME_UNKNOWN) the retry of the same submission carries the same id:
 *   if the first attempt moved the money, the retry cannot move it twice;
 * - after a definite answer (a success, or any refusal, the platform's or the gateway's) the next
 *   submission is a new one with a new id: reusing it would replay the answered outcome instead of
 *   asking again;
 * - a gateway refusal that proves the attempt was not forwarded (NOT_FORWARDED) ends the submission
 *   like any refusal, unless an earlier attempt with the id has an unknown outcome: that attempt may
 *   still have moved the money, so the id is kept for the retry;
 * - other values (another amount, another account) are another submission, with a new id.
 */
export function submissionIds(): SubmissionIds {
  let pending: { key: string; requestId: string; outcomeUnknown: boolean } | null = null;
  return {
    idFor(key) {
      if (pending?.key !== key) pending = { key, requestId: newRequestId(), outcomeUnknown: false };
      return pending.requestId;
    },
    settled(answer) {
      if (!pending) return;
      const code = answer.success ? null : (answer.errorCode ?? '');
      if (code !== null && OUTCOME_UNKNOWN.has(code)) pending.outcomeUnknown = true;
      else if (!(code !== null && NOT_FORWARDED.has(code) && pending.outcomeUnknown)) pending = null;
    },
  };
}
