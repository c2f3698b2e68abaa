import { randomInt } from 'node:crypto';
import { AgentError } from '../../../../shared/domains/agent/errors';
import type { RegisterDownlinePayload, RegisterDownlineResult } from '../../../../shared/domains/agent/schemas';
import type { ContractSummary } from '../../../../shared/domains/contracts/schemas';
import { validateRegisterField } from '../../../../shared/validation';
import type { CatalogueHandlers } from '../../plugins/catalogue-routes';
import type { ActiveSession } from '../../repositories/sessions';
import { offerContract } from '../contracts';
import type { AccountRow } from '../identity';
import { hashPassword } from '../../core/password';
import { refuse } from '../../core/refusals';
import { newLinkCode } from './affiliate-codes';
import { requireAgent } from './agent-access';
import type { AreaContext, SandboxServices } from '../../core/area-context';

const REFUSAL = { username: AgentError.usernameInvalid, password: AgentError.passwordInvalid } as const;

/**
 * Checks the new account's username and password with the published register rules, the same
 * shared check identity.register runs (both always required here: an agent cannot open an account
 * without them); the first problem is refused with its code and the rule's i18n key in `value`.
 */
function checkCredentials(ctx: SandboxServices, payload: RegisterDownlinePayload): void {
  const rules = ctx.repos.system.registerRules();
  for (const field of ['username', 'password'] as const) {
    const rule = rules[field];
    if (!rule) continue;
    const problem = validateRegisterField(field, payload[field], { ...rule, enabled: true, required: true });
    if (problem) throw refuse(REFUSAL[field], `${field}: ${problem.key}`, { field, key: problem.key, ...problem.params });
  }
}

/**
 * agent.registerDownline: an agent opens an account (a member, type 0, or an agent, type 1)
 * directly under itself, with a main wallet at 0 and the contract offers it writes, in one
 * transaction: when any offer is refused (offerContract's rules) nothing is created.
 */
export function registerDownlineHandlers(ctx: AreaContext): CatalogueHandlers {
  const settings = ctx.identity;
  const { accounts, wallets } = ctx.repos;

  const open = ctx.db.transaction(
    (agent: AccountRow, payload: RegisterDownlinePayload, passwordHash: string, now: number): ContractSummary[] => {
      const id = accounts.create({
        username: payload.username.trim(),
        passwordHash,
        type: payload.accountType,
        nickname: payload.nickname?.trim() || null,
        uplineId: agent.id,
        referralCode: newLinkCode(ctx),
        passwordIsDefault: payload.password === settings.defaultPassword,
        passwordChangedAt: now,
        avatar: randomInt(0, 10),
        createdAt: now,
      });
      wallets.ensureMain(id);
      const member = accounts.byId(id)!;
      return (payload.contracts ?? []).map((offer) => offerContract(ctx, agent, member, offer, now));
    },
  );

  const register = async (session: ActiveSession | null, payload: RegisterDownlinePayload): Promise<RegisterDownlineResult> => {
    const agent = requireAgent(ctx, session);
    checkCredentials(ctx, payload);
    const username = payload.username.trim();
    if (accounts.byUsername(username)) throw refuse(AgentError.usernameTaken, 'This username is already taken');
    const passwordHash = await hashPassword(payload.password);
    try {
      const contracts = open(accounts.byId(agent.id)!, payload, passwordHash, ctx.clock.now());
      return { username, accountType: payload.accountType, contracts };
    } catch (error) {
      // Two registrations of one name at the same moment: the unique index decides.
      if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE' && /accounts\.username/.test(String(error))) {
        throw refuse(AgentError.usernameTaken, 'This username is already taken');
      }
      throw error;
    }
  };

  return { 'agent.registerDownline': ({ session, payload }) => register(session, payload) };
}
