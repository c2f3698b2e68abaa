import type { RankProgressValue, RankSummaryValue } from '../../../../shared/domains/rank/schemas';
import { call } from '../../lib/api';
import { failure, type Answer } from '../../lib/load/answer';

/** The levels, the member's level and its progress; reading it brings the rank and its rewards up to date. */
export async function loadRank(signal: AbortSignal): Promise<Answer<RankSummaryValue>> {
  const answer = await call('rank.summary', undefined, { signal });
  return answer.success ? { success: true, value: answer.value } : failure(answer);
}

/** This month's valid bet and the way to the next level, in one figure. */
export async function loadRankProgress(signal: AbortSignal): Promise<Answer<RankProgressValue>> {
  const answer = await call('rank.progress', undefined, { signal });
  return answer.success ? { success: true, value: answer.value } : failure(answer);
}
