import type { FastifyInstance } from 'fastify';
import { CashierError } from '../../../../shared/cashierErrors';
import { parseAmount, type AmountProblem } from '../../../../shared/money';
import type { AccountRow } from '../identity/accounts-repository';
import { TRIAL_TYPE } from '../identity/constants';
import { refuse } from '../identity/refusals';
import type { ActiveSession } from '../../repositories/sessions';

/** The signed-in member; a trial account has no money of its own to pay out (`trial.account`). */
export function payoutMember(app: FastifyInstance, session: ActiveSession | null): AccountRow {
  const account = session ? app.repos.accounts.byId(session.accountId) : undefined;
  if (!account) throw new Error('A token-only call ran without a member');
  if (account.type === TRIAL_TYPE) throw refuse(CashierError.trialAccount, 'Please register an account first');
  return account;
}

const PROBLEMS: Record<AmountProblem, [CashierError, string]> = {
  empty: [CashierError.amountInvalid, 'Enter an amount'],
  notNumber: [CashierError.amountInvalid, 'The amount is not a number'],
  tooManyDecimals: [CashierError.amountDecimals, 'Amounts have at most two decimal places'],
  notPositive: [CashierError.amountNotPositive, 'The amount must be more than zero'],
  tooLarge: [CashierError.amountAboveMaximum, 'The amount is above the maximum'],
};

/** A payload amount in whole cents; each kind of bad amount is refused with its own code. */
export function amountCents(input: string | number): number {
  const parsed = parseAmount(input);
  if ('problem' in parsed) {
    const [code, message] = PROBLEMS[parsed.problem];
    throw refuse(code, message);
  }
  return parsed.cents;
}
