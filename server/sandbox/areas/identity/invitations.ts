import type { AccountRow } from './accounts-repository';
import { MEMBER_TYPE, AGENT_TYPES } from '../../core/accounts';
import type { SandboxServices } from '../../core/area-context';

/** What an invitation code opens: an account directly under `agent`, of `accountType`. */
export interface Invitation {
  agent: AccountRow;
  accountType: number;
}

/**
 * An affiliate (invitation) code: an agent's own referral code opens a member (type 0) under it;
 * one of its affiliate links opens the link's account type (0 a member, 1 an agent) under it. A
 * member's code is a referral, not an affiliation: undefined, as for an unknown code.
 */
export function invitationOf(ctx: SandboxServices, code: string): Invitation | undefined {
  if (!code) return undefined;
  const { accounts, agent } = ctx.repos;
  const link = agent.link(code);
  if (link) {
    const owner = accounts.byId(link.agentId);
    return owner && AGENT_TYPES.includes(owner.type) ? { agent: owner, accountType: link.accountType } : undefined;
  }
  const account = accounts.byReferralCode(code);
  return account && AGENT_TYPES.includes(account.type) ? { agent: account, accountType: MEMBER_TYPE } : undefined;
}
