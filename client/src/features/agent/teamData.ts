import { useTranslation } from 'react-i18next';
import { wireToCents } from '../../../../shared/money';
import type {
  DownlinesQuery,
  DownlinesValue,
  TeamBettingValue,
  TeamProfitValue,
  TeamReportQuery,
  TeamTransactionsQuery,
  TeamTransactionsValue,
} from '../../../../shared/domains/agent/schemas';
import type { ContractSummary } from '../../../../shared/domains/contracts/schemas';
import { call } from '../../lib/api';
import { failure, type Answer } from '../../lib/load/answer';
import { AGENT_TYPES, TRIAL_ACCOUNT_TYPE } from '../../lib/stores/session';

/** Rows per page of every team list (the platform allows up to RECORD_PAGE_SIZE_MAX). */
export const TEAM_PAGE_SIZE = 20;

/** The address's filter holding one team account's username on the report pages. */
export const USER_FILTER = 'user';

export async function loadDownlines(query: DownlinesQuery, signal: AbortSignal): Promise<Answer<DownlinesValue>> {
  const answer = await call('agent.downlines', query, { signal });
  return answer.success ? { success: true, value: answer.value } : failure(answer);
}

export async function loadTeamBetting(query: TeamReportQuery, signal: AbortSignal): Promise<Answer<TeamBettingValue>> {
  const answer = await call('agent.teamBetting', query, { signal });
  return answer.success ? { success: true, value: answer.value } : failure(answer);
}

export async function loadTeamProfit(query: TeamReportQuery, signal: AbortSignal): Promise<Answer<TeamProfitValue>> {
  const answer = await call('agent.profitLoss', query, { signal });
  return answer.success ? { success: true, value: answer.value } : failure(answer);
}

export async function loadTeamTransactions(query: TeamTransactionsQuery, signal: AbortSignal): Promise<Answer<TeamTransactionsValue>> {
  const answer = await call('agent.transactions', query, { signal });
  return answer.success ? { success: true, value: answer.value } : failure(answer);
}

/** A username as the platform takes it (1 to 64 characters after trimming), or null for none. */
export function usernameFilter(text: string | null): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed.length >= 1 && trimmed.length <= 64 ? trimmed : null;
}

/** Which way an amount goes, for its colour class. */
export function direction(wire: string): 'in' | 'out' | 'none' {
  const cents = wireToCents(wire);
  return cents > 0 ? 'in' : cents < 0 ? 'out' : 'none';
}

/** Money out as an outgoing amount: the platform may write it positive or negative; it is shown as −. */
export function outgoing(wire: string): string {
  return wireToCents(wire) > 0 ? `-${wire}` : wire;
}

/** Member info `type`: 1, 2, 41 and 42 are agents, 4 a trial account, anything else a member. */
export function accountKind(type: number): 'agent' | 'trial' | 'member' {
  if (AGENT_TYPES.includes(type)) return 'agent';
  return type === TRIAL_ACCOUNT_TYPE ? 'trial' : 'member';
}

/** A contract in a few words: "Daily salary 1.00% (active)", with the dividend's period when it has one. */
export function useContractText(): (contract: ContractSummary) => string {
  const { t } = useTranslation('agent');
  return (contract) =>
    t('team.contracts.summary', {
      kind: contract.period
        ? t('team.contracts.withPeriod', {
            kind: t(`team.contracts.kinds.${contract.kind}`),
            period: t(`team.contracts.periods.${contract.period}`),
          })
        : t(`team.contracts.kinds.${contract.kind}`),
      rate: contract.topRate,
      status: t(`team.contracts.statuses.${contract.status}`),
    });
}
