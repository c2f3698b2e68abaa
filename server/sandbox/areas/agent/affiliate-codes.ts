import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AccountRow } from '../identity/accounts-repository';
import { MEMBER_TYPE } from '../identity/constants';
import { AGENT_TYPES } from '../records/member-transfer-handlers';

/** An affiliate link's code: 8 capital letters and digits. */
export const LINK_CODE_LENGTH = 8;
const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

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
export function invitationOf(app: FastifyInstance, code: string): Invitation | undefined {
  if (!code) return undefined;
  const { accounts, agent } = app.repos;
  const link = agent.link(code);
  if (link) {
    const owner = accounts.byId(link.agentId);
    return owner && AGENT_TYPES.includes(owner.type) ? { agent: owner, accountType: link.accountType } : undefined;
  }
  const account = accounts.byReferralCode(code);
  return account && AGENT_TYPES.includes(account.type) ? { agent: account, accountType: MEMBER_TYPE } : undefined;
}

/** A new code no link and no account's referral code uses yet, from the system's random source. */
export function newLinkCode(app: FastifyInstance): string {
  for (;;) {
    let code = '';
    while (code.length < LINK_CODE_LENGTH) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
    if (!app.repos.agent.codeTaken(code)) return code;
  }
}
