import { AgentError } from '../../../../shared/domains/agent/errors';
import { CashierError } from '../../../../shared/domains/cashier/errors';
import { RECORDS_MAX_RANGE_DAYS } from '../../../../shared/domains/records/rules';
import type { ActiveSession } from '../../repositories/sessions';
import type { AccountRow } from '../identity';
import { refuse, requireFlag } from '../../core/refusals';
import { SLOT_MS, type TeamRange } from './team-repository';
import { TRIAL_TYPE, AGENT_TYPES } from '../../core/accounts';
import type { SandboxServices } from '../../core/area-context';

const DAY_MS = 86_400_000;

/**
 * The signed-in agent behind an agent-centre call: the call's module must be on (AGENTPOLICY3 for
 * the centre, AFFMAN3 for affiliate links); a trial account is told to register, as the cashier and
 * the records are; any account that is not an agent (types 1, 2, 41, 42) is refused.
 */
export function requireAgent(ctx: SandboxServices, session: ActiveSession | null, modId = 'AGENTPOLICY3'): AccountRow {
  requireFlag(ctx, modId, 'The agent centre');
  const account = ctx.repos.accounts.byId(session!.accountId)!;
  if (account.type === TRIAL_TYPE) throw refuse(CashierError.trialAccount, 'Please register an account first');
  if (!AGENT_TYPES.includes(account.type)) throw refuse(AgentError.notAgent, 'The agent centre is for agents');
  // Contract periods that ended by now are paid first: their payouts are team money and balances.
  ctx.contractEngine.catchUp();
  return account;
}

/**
 * A team range: [startTime, endTime), not empty, at most RECORDS_MAX_RANGE_DAYS long, else
 * `range.invalid`; both ends are then rounded down to whole 5-minute slots, the unit every team
 * aggregate is kept in (a range inside one slot is empty).
 */
export function teamRange(agentId: number, startTime: number, endTime: number): TeamRange {
  if (endTime <= startTime) throw refuse(AgentError.rangeInvalid, 'The end of the range must come after its start');
  if (endTime - startTime > RECORDS_MAX_RANGE_DAYS * DAY_MS) {
    throw refuse(AgentError.rangeInvalid, `A range spans at most ${RECORDS_MAX_RANGE_DAYS} days`);
  }
  const slot = (ms: number) => Math.floor(ms / SLOT_MS) * SLOT_MS;
  return { agentId, from: slot(startTime), to: slot(endTime) };
}

/** The account `username` of the agent's team (the agent itself included), else `agent.not.in.team`. */
export function teamAccount(ctx: SandboxServices, agent: AccountRow, username: string): { account: AccountRow; depth: number } {
  const account = ctx.repos.accounts.byUsername(username.trim());
  const depth = account ? ctx.repos.team.depthBelow(agent.id, account.id) : undefined;
  if (!account || depth === undefined) throw refuse(AgentError.notInTeam, 'This account is not in your team');
  return { account, depth };
}
