import { BotCheckHeader, type BotCheckedKey, type BotCheckHeaders } from '../../../shared/api/botCheck';
import { ErrorCode } from '../../../shared/api/errorCode';
import { POW_MAX_DIFFICULTY, powLeadingZeroBits } from '../../../shared/crypto/pow';
import { call } from './api';

/** Hashes tried between two yields to the browser, so typing and the spinner stay smooth. */
const BATCH = 2048;
const MAX_TRIES = 2 ** 26;

const nextTick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Finds a nonce such that SHA-256(prefix + nonce) has `difficulty` leading zero bits, the same
 * search as shared/crypto/pow.ts `solvePow` (base-36 counter) but in batches that yield, so the page
 * does not freeze while it works.
 */
export async function solveChallenge(prefix: string, difficulty: number, signal?: AbortSignal): Promise<string> {
  if (!Number.isInteger(difficulty) || difficulty < 0 || difficulty > POW_MAX_DIFFICULTY) {
    throw new RangeError(`Difficulty out of range: ${difficulty}`);
  }
  for (let start = 0; start < MAX_TRIES; start += BATCH) {
    for (let i = start; i < start + BATCH; i++) {
      const nonce = i.toString(36);
      if (powLeadingZeroBits(prefix, nonce) >= difficulty) return nonce;
    }
    if (signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    await nextTick();
  }
  throw new RangeError('No nonce found');
}

/**
 * The bot check the gateway runs before registration and SMS sends (shared/api/botCheck.ts):
 * fetches a challenge from the gateway and solves it. The answer is the request headers that carry
 * the solution, which the caller passes to the protected call (`call(key, payload, { headers })`).
 * The proof of work is the same for every call; the call it is for is named so that a check that
 * differs per call can sit beside it. Without a challenge the caller stops and shows the message.
 */
export async function runBotCheck(_purpose: BotCheckedKey): Promise<{ headers: BotCheckHeaders } | { error: string }> {
  const answer = await call('identity.botChallenge');
  if (!answer.success || !answer.value) return { error: answer.message ?? answer.errorCode ?? ErrorCode.botCheckFailed };
  const { challengeId, prefix, difficulty } = answer.value;
  const nonce = await solveChallenge(prefix, difficulty);
  return { headers: { [BotCheckHeader.challenge]: challengeId, [BotCheckHeader.nonce]: nonce } };
}
