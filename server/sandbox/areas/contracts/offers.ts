import { AgentError } from '../../../../shared/domains/agent/errors';
import { centsToWire, wireToCents } from '../../../../shared/money';
import {
  CONTRACT_MODULES,
  CONTRACT_RATE_MAX_BP,
  CONTRACT_TIERS_MAX,
  basisPointsToRate,
  rateToBasisPoints,
  type ContractOfferInput,
  type ContractSummary,
  type ContractTier,
} from '../../../../shared/domains/contracts/schemas';
import type { AccountRow } from '../identity';
import { refuse } from '../../core/refusals';
import type { ContractRow, StoredTier } from './contracts-repository';
import { AGENT_TYPES } from '../../core/accounts';
import type { SandboxServices } from '../../core/area-context';

const MONEY = /^[0-9]{1,13}\.[0-9]{2}$/;

/** The stored tiers of a row: thresholds in cents, rates in basis points (migration 020). */
export function storedTiers(row: Pick<ContractRow, 'tiers'>): StoredTier[] {
  return JSON.parse(row.tiers) as StoredTier[];
}

/** A tier's threshold in cents: the team's valid bet (salaries) or its loss (dividends). */
export const tierThreshold = (tier: StoredTier): number => tier.minValidBet ?? tier.minLoss ?? 0;

/** A contracts row as every contract call answers it. */
export function contractSummary(row: ContractRow): ContractSummary {
  const tiers: ContractTier[] = storedTiers(row).map((tier) => ({
    threshold: centsToWire(tierThreshold(tier)),
    minActiveMembers: tier.minActiveMembers,
    rate: basisPointsToRate(tier.rate),
  }));
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    period: row.period,
    tiers,
    topRate: basisPointsToRate(row.topRate),
    upline: row.upline,
    member: row.member,
    offeredAt: row.offeredAt,
    decidedAt: row.decidedAt,
    endedAt: row.endedAt,
    endsAt: row.endsAt,
    endReason: row.endReason === null ? null : (row.endReason as ContractSummary['endReason']),
  };
}

/**
 * Tiers as written (thresholds strictly rising, active members and rates never falling, every rate
 * above 0, at most CONTRACT_TIERS_MAX) into stored tiers; undefined when any rule fails.
 */
export function readTiers(input: ContractOfferInput): StoredTier[] | undefined {
  const { tiers } = input;
  if (tiers.length < 1 || tiers.length > CONTRACT_TIERS_MAX) return undefined;
  const stored: StoredTier[] = [];
  for (const tier of tiers) {
    const rate = rateToBasisPoints(tier.rate);
    if (!MONEY.test(tier.threshold) || rate === undefined || rate <= 0 || rate > 10_000) return undefined;
    const threshold = wireToCents(tier.threshold);
    const previous = stored.at(-1);
    if (previous && (threshold <= tierThreshold(previous) || tier.minActiveMembers < previous.minActiveMembers || rate < previous.rate)) {
      return undefined;
    }
    stored.push(
      input.kind === 'DIVIDEND'
        ? { minLoss: threshold, minActiveMembers: tier.minActiveMembers, rate }
        : { minValidBet: threshold, minActiveMembers: tier.minActiveMembers, rate },
    );
  }
  return stored;
}

/** Whether a constraint error is one of the unique partial indexes that keep one offer / one active contract. */
export function isOneContractConflict(error: unknown): boolean {
  return (
    error instanceof Error &&
    'code' in error &&
    error.code === 'SQLITE_CONSTRAINT_UNIQUE' &&
    /contracts\.member_id, contracts\.kind/.test(error.message)
  );
}

/**
 * The highest rate (basis points) `account` may offer its downline for a kind: its own ACTIVE
 * contract's top rate; CONTRACT_RATE_MAX_BP for an agent without an upline; 0 for anyone else.
 */
export function rateCeiling(ctx: SandboxServices, account: AccountRow, kind: ContractOfferInput['kind']): number {
  if (!AGENT_TYPES.includes(account.type)) return 0;
  if (account.uplineId === null) return CONTRACT_RATE_MAX_BP[kind];
  return ctx.repos.contracts.withStatus(account.id, kind, 'ACTIVE')?.topRate ?? 0;
}

/**
 * An upline offers a contract to a direct downline (or changes one: an offer while an ACTIVE one
 * exists replaces it once accepted). Each rule refuses with its AgentError and writes nothing: the
 * kind's module is on; the upline is an agent; the member is its direct downline; the tiers and the
 * period are valid; the top rate is within the upline's own active contract of that kind (or the
 * top agents' ceiling when it has no upline); no offer of that kind already waits for the member.
 */
export function offerContract(
  ctx: SandboxServices,
  upline: AccountRow,
  member: AccountRow,
  input: ContractOfferInput,
  now: number,
): ContractSummary {
  const { contracts, system } = ctx.repos;
  if (!system.flags()[CONTRACT_MODULES[input.kind]]) {
    throw refuse(AgentError.contractOff, 'This kind of contract is not available');
  }
  if (!AGENT_TYPES.includes(upline.type)) throw refuse(AgentError.notAgent, 'Only agents offer contracts');
  if (member.uplineId !== upline.id) {
    const depth = contracts.depthBelow(upline.id, member.id);
    if (depth === undefined || depth < 1) throw refuse(AgentError.notInTeam, 'This account is not in your team');
    throw refuse(AgentError.notDirectDownline, 'Contracts go to your direct downline only');
  }
  const tiers = readTiers(input);
  if (!tiers) throw refuse(AgentError.contractTiers, 'The tiers must rise with every step and pay a rate above 0');
  if ((input.kind === 'DIVIDEND') !== (input.period !== undefined)) {
    throw refuse(AgentError.contractPeriod, 'A dividend has a period; salaries have none');
  }
  const topRate = tiers.at(-1)!.rate;
  if (upline.uplineId === null) {
    if (topRate > CONTRACT_RATE_MAX_BP[input.kind]) {
      throw refuse(AgentError.contractRateAboveOwn, 'The rate is above the highest this platform allows');
    }
  } else {
    const own = contracts.withStatus(upline.id, input.kind, 'ACTIVE');
    if (!own) throw refuse(AgentError.contractNoOwn, 'You have no active contract of this kind to share');
    if (topRate > own.topRate) throw refuse(AgentError.contractRateAboveOwn, 'The rate is above your own contract');
  }
  if (contracts.withStatus(member.id, input.kind, 'OFFERED')) {
    throw refuse(AgentError.contractOfferPending, 'An offer of this kind already waits for this member');
  }
  try {
    const id = contracts.insertOffer({
      kind: input.kind,
      uplineId: upline.id,
      memberId: member.id,
      period: input.kind === 'DIVIDEND' ? (input.period ?? null) : null,
      tiers,
      topRate,
      offeredAt: now,
    });
    return contractSummary(contracts.byId(id)!);
  } catch (error) {
    if (isOneContractConflict(error)) throw refuse(AgentError.contractOfferPending, 'An offer of this kind already waits for this member');
    throw error;
  }
}
