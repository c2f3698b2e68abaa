import type { IncomeQuery } from '../../../../shared/domains/agent/schemas';
import type {
  ContractKind,
  ContractSummary,
  GivenContractsQuery,
  GivenContractsValue,
  MyContractsValue,
  ProcessContractPayload,
  SettlementsQuery,
  SettlementsValue,
  UplineContractPayload,
} from '../../../../shared/domains/contracts/schemas';
import type { ConsolidatedFundsValue } from '../../../../shared/domains/cashier/schemas';
import type { Envelope } from '../../../../shared/api/envelopeCore';
import { AgentError } from '../../../../shared/domains/agent/errors';
import { call } from '../../lib/api';
import { failure, type Answer } from '../../lib/load/answer';

/** Rows per page of the given contracts, the settlements and my income. */
export const CONTRACTS_PAGE_SIZE = 20;

const settle = <T>(answer: Envelope<T>): Answer<T> => (answer.success ? { success: true, value: answer.value } : failure(answer));

export async function loadMine(signal: AbortSignal): Promise<Answer<MyContractsValue>> {
  return settle(await call('contracts.mine', undefined, { signal }));
}

export async function loadGiven(query: GivenContractsQuery, signal: AbortSignal): Promise<Answer<GivenContractsValue>> {
  return settle(await call('contracts.given', query, { signal }));
}

export async function loadSettlements(query: SettlementsQuery, signal: AbortSignal): Promise<Answer<SettlementsValue>> {
  return settle(await call('contracts.settlements', query, { signal }));
}

export async function loadIncome(query: IncomeQuery, signal: AbortSignal): Promise<Answer<SettlementsValue>> {
  return settle(await call('agent.income', query, { signal }));
}

export async function loadConsolidated(signal: AbortSignal): Promise<Answer<ConsolidatedFundsValue>> {
  return settle(await call('cashier.consolidated', undefined, { signal }));
}

/**
 * The member's answer to an offer or the end of an active contract, through the platform's
 * processing call of the contract's kind (each call refuses a contract of another kind).
 */
export async function processContract(kind: ContractKind, payload: ProcessContractPayload): Promise<Answer<ContractSummary>> {
  switch (kind) {
    case 'DIVIDEND':
      return settle(await call('contracts.dividend', payload));
    case 'DAILY_SALARY':
      return settle(await call('contracts.dailySalary', payload));
    case 'HOURLY_SALARY':
      return settle(await call('contracts.hourlySalary', payload));
    case 'REALTIME_SALARY':
      return settle(await call('contracts.realtimeSalary', payload));
  }
}

/** The upline withdraws an offer it gave or ends a contract it gave. */
export async function uplineAction(payload: UplineContractPayload): Promise<Answer<ContractSummary>> {
  return settle(await call('contracts.uplineAction', payload));
}

/** The consolidated wallet's request flag of each kind: 1 when an offer waits for my answer. */
export const REQUEST_FLAGS: Readonly<Record<ContractKind, 'dailysalreqtype' | 'divtypereq' | 'contracthoursalreq' | 'realtimesalreqtype'>> =
  {
    DAILY_SALARY: 'dailysalreqtype',
    DIVIDEND: 'divtypereq',
    HOURLY_SALARY: 'contracthoursalreq',
    REALTIME_SALARY: 'realtimesalreqtype',
  };
export const OFFER_WAITING = 1;

/** The refusals of the contract actions the pages word themselves; any other keeps the platform's message. */
export const ActionRefusalKeys: Readonly<Record<string, string>> = {
  [AgentError.contractUnknown]: 'contracts.refusals.unknown',
  [AgentError.contractState]: 'contracts.refusals.state',
  [AgentError.contractOff]: 'contracts.refusals.off',
  [AgentError.notAgent]: 'contracts.refusals.notAgent',
};
