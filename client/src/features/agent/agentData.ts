import { useSignals } from '@preact/signals-react/runtime';
import { wireToCents } from '../../../../shared/money';
import type { AffiliateLinksValue, AgentAnnouncement, TeamOverview, TeamRangeQuery } from '../../../../shared/domains/agent/schemas';
import { call } from '../../lib/api';
import { formatMoney } from '../../lib/format';
import { failure, type Answer } from '../../lib/load/answer';
import { balance } from '../../lib/stores/wallet';

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

/**
 * Wire amounts ("1250.00") in the agent's currency, as the balance answer names it; the component
 * reads the balance signal, so the amounts follow when the currency arrives.
 */
export function useMoney(): (wire: string) => string {
  useSignals();
  const current = balance.value;
  return (wire) => formatMoney(wireToCents(wire) / 100, current?.currencySymbol || undefined, current?.currency);
}
