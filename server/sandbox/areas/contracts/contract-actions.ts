import { AgentError } from '../../../../shared/domains/agent/errors';
import type { ContractKind } from '../../../../shared/domains/contracts/schemas';
import { refuse } from '../../core/refusals';
import type { ContractRow } from './contracts-repository';
import { isOneContractConflict } from './offers';
import { floorToSlot, periodEnd } from './periods';
import type { SandboxServices } from '../../core/area-context';

const notFound = () => refuse(AgentError.contractUnknown, 'No such contract');
const wrongState = () => refuse(AgentError.contractState, 'The contract cannot do that in its present state');

/** A contract of `kind` addressed to `memberId`; anything else is `contract.not.found`. */
export function memberContract(ctx: SandboxServices, memberId: number, kind: ContractKind, contractId: number): ContractRow {
  const row = ctx.repos.contracts.byId(contractId);
  if (!row || row.memberId !== memberId || row.kind !== kind) throw notFound();
  return row;
}

/**
 * The member accepts an offer, in one transaction: the finished periods of its ACTIVE contract of
 * that kind are settled and that contract ends FINISHED (REPLACED); the offer becomes ACTIVE from
 * now (settled from now rounded down to 5 minutes); then every OFFERED or ACTIVE contract of the
 * kind anywhere below the member whose top rate is above the new one ends (an offer WITHDRAWN, an
 * active one TERMINATED after its finished periods are paid; reason UPLINE_RATE), since nobody may
 * hold a rate above its upline's own. A second acceptance finds the offer taken: contract.state.invalid.
 */
export function acceptContract(ctx: SandboxServices, row: ContractRow, now: number): void {
  const { contracts } = ctx.repos;
  const accept = ctx.db.transaction(() => {
    const previous = contracts.withStatus(row.memberId, row.kind, 'ACTIVE');
    if (previous) {
      ctx.contractEngine.settle(previous.id, now);
      if (!contracts.end(previous.id, 'ACTIVE', 'FINISHED', 'REPLACED', now)) throw wrongState();
    }
    if (!contracts.activate(row.id, now, floorToSlot(now))) throw wrongState();
    for (const below of contracts.aboveInTeam(row.memberId, row.kind, row.topRate)) {
      if (below.status === 'OFFERED') {
        contracts.end(below.id, 'OFFERED', 'WITHDRAWN', 'UPLINE_RATE', now);
      } else {
        ctx.contractEngine.settle(below.id, now);
        contracts.end(below.id, 'ACTIVE', 'TERMINATED', 'UPLINE_RATE', now);
      }
    }
  });
  try {
    accept();
  } catch (error) {
    if (isOneContractConflict(error)) throw wrongState();
    throw error;
  }
}

/** The member's answer to an offer, or the end of its active contract (now, or after the current period). */
export function processContract(
  ctx: SandboxServices,
  row: ContractRow,
  action: 'ACCEPT' | 'REJECT' | 'TERMINATE' | 'FINISH',
  now: number,
): void {
  const { contracts } = ctx.repos;
  if (action === 'ACCEPT' || action === 'REJECT') {
    if (row.status !== 'OFFERED') throw wrongState();
    if (action === 'ACCEPT') acceptContract(ctx, row, now);
    else if (!contracts.reject(row.id, now)) throw wrongState();
    return;
  }
  if (row.status !== 'ACTIVE') throw wrongState();
  if (action === 'FINISH') {
    if (row.endsAt !== null || !contracts.setEndsAt(row.id, periodEnd(row.kind, row.period, now))) throw wrongState();
    return;
  }
  ctx.contractEngine.settle(row.id, now);
  if (!contracts.end(row.id, 'ACTIVE', 'TERMINATED', 'MEMBER', now)) throw wrongState();
}

/** The upline withdraws an offer it made or terminates an active contract it gave; other states refuse. */
export function uplineAction(ctx: SandboxServices, uplineId: number, contractId: number, action: 'WITHDRAW' | 'TERMINATE', now: number) {
  const { contracts } = ctx.repos;
  const row = contracts.byId(contractId);
  if (!row || row.uplineId !== uplineId) throw notFound();
  if (action === 'WITHDRAW') {
    if (row.status !== 'OFFERED' || !contracts.end(row.id, 'OFFERED', 'WITHDRAWN', null, now)) throw wrongState();
    return;
  }
  if (row.status !== 'ACTIVE') throw wrongState();
  ctx.contractEngine.settle(row.id, now);
  if (!contracts.end(row.id, 'ACTIVE', 'TERMINATED', 'UPLINE', now)) throw wrongState();
}
