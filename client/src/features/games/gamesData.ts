import type { JackpotValue, MatchValue } from '../../../../shared/domains/games/schemas';
import { call } from '../../lib/api';
import { failure, type Answer } from '../../lib/load/answer';

/** The progressive jackpots, biggest first, and their total. */
export async function loadJackpots(signal: AbortSignal): Promise<Answer<JackpotValue>> {
  const answer = await call('games.jackpot', {}, { signal });
  return answer.success ? { success: true, value: answer.value } : failure(answer);
}

/** How many matches the sports lobby lists. */
export const MATCH_LIST_SIZE = 8;

/** The sports books' matches under way and next to kick off, of one book or of every one. */
export function matchesLoader(vassalage: string | null) {
  return async (signal: AbortSignal): Promise<Answer<MatchValue>> => {
    const answer = await call('games.match', { limitNum: MATCH_LIST_SIZE, ...(vassalage ? { vassalage } : {}) }, { signal });
    return answer.success ? { success: true, value: answer.value } : failure(answer);
  };
}
