import { ErrorCode } from '../../../../shared/api/errorCode';
import { NOT_OFFERED } from '../stores/offered';

/**
 * Why a call failed, from its code: the platform does not offer it (`function.not.available`, which
 * call() also answers for a 404 and for an answer that is not the envelope), the connection failed
 * or timed out (the only failure worded "check your network"), the platform could not be reached or
 * answered nonsense (the gateway's codes), or the platform refused (worded by its message).
 */
export type FailureReason = 'notOffered' | 'network' | 'unavailable' | 'refusal';

/** lib/api.ts ClientErrorCode's `network` and `aborted` (not imported: screens' tests replace that module), and the gateway's time-out. */
const NETWORK: readonly string[] = ['network', 'aborted', ErrorCode.upstreamTimeout];
const UNAVAILABLE: readonly string[] = [ErrorCode.upstreamUnavailable, ErrorCode.upstreamInvalid];

export function failureReason(errorCode: string | null | undefined): FailureReason {
  if (errorCode === NOT_OFFERED) return 'notOffered';
  if (errorCode == null) return 'refusal';
  if (NETWORK.includes(errorCode)) return 'network';
  return UNAVAILABLE.includes(errorCode) ? 'unavailable' : 'refusal';
}
