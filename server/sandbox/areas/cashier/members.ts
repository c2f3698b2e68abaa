import { CashierError } from '../../../../shared/domains/cashier/errors';
import type { AccountRow } from '../identity';
import { refuse } from '../../core/refusals';
import type { ActiveSession } from '../../repositories/sessions';
import { TRIAL_TYPE } from '../../core/accounts';
import type { SandboxServices } from '../../core/area-context';

/** The signed-in member; a trial account has no money of its own to pay out (`trial.account`). */
export function payoutMember(ctx: SandboxServices, session: ActiveSession | null): AccountRow {
  const account = session ? ctx.repos.accounts.byId(session.accountId) : undefined;
  if (!account) throw new Error('A token-only call ran without a member');
  if (account.type === TRIAL_TYPE) throw refuse(CashierError.trialAccount, 'Please register an account first');
  return account;
}
