import type { ContractSummary, Settlement, SettlementsValue } from '../../../../shared/domains/contracts/schemas';

/** Contracts and settlements as the platform answers them, for the component tests. */
export const contract = (over: Partial<ContractSummary> = {}): ContractSummary => ({
  id: 7,
  kind: 'DAILY_SALARY',
  status: 'OFFERED',
  period: null,
  tiers: [
    { threshold: '1000.00', minActiveMembers: 1, rate: '0.50' },
    { threshold: '5000.00', minActiveMembers: 3, rate: '1.00' },
  ],
  topRate: '1.00',
  upline: 'agent1',
  member: 'downline1',
  offeredAt: new Date(2024, 4, 14, 9, 0).getTime(),
  decidedAt: null,
  endedAt: null,
  endsAt: null,
  endReason: null,
  ...over,
});

export const settlement = (over: Partial<Settlement> = {}): Settlement => ({
  id: 1,
  contractId: 7,
  kind: 'DAILY_SALARY',
  member: 'downline1',
  payer: 'agent1',
  periodStart: new Date(2024, 4, 14).getTime(),
  periodEnd: new Date(2024, 4, 15).getTime(),
  validBet: '6000.00',
  profitLoss: '-250.00',
  activeMembers: 4,
  rate: '1.00',
  amount: '60.00',
  status: 'PAID',
  settledAt: new Date(2024, 4, 15, 0, 5).getTime(),
  ...over,
});

export const settlements = (list: Settlement[], over: Partial<SettlementsValue> = {}): SettlementsValue => ({
  list,
  pageNo: 1,
  pageSize: 20,
  totalCount: list.length,
  totalPages: list.length > 0 ? 1 : 0,
  totals: { amount: '60.00', validBet: '6000.00' },
  ...over,
});
