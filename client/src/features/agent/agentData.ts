import type { AffiliateLinksValue, AgentAnnouncement, TeamOverview, TeamRangeQuery } from '../../../../shared/domains/agent/schemas';
import { call } from '../../lib/api';
import { failure, type Answer } from '../../lib/load/answer';

export async function loadTeamOverview(query: TeamRangeQuery, signal: AbortSignal): Promise<Answer<TeamOverview>> {
  const answer = await call('agent.teamOverview', query, { signal });
  return answer.success ? { success: true, value: answer.value } : failure(answer);
}

export async function loadAnnouncements(signal: AbortSignal): Promise<Answer<AgentAnnouncement[]>> {
  const answer = await call('agent.announcements', undefined, { signal });
  return answer.success ? { success: true, value: answer.value } : failure(answer);
}

export async function loadAffiliateLinks(signal: AbortSignal): Promise<Answer<AffiliateLinksValue>> {
  const answer = await call('agent.affiliateLinks', undefined, { signal });
  return answer.success ? { success: true, value: answer.value } : failure(answer);
}
