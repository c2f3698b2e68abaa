import { CashierError } from '../../../../shared/domains/cashier/errors';
import { PAYMENT_PASSWORD_PATTERN } from '../../../../shared/domains/cashier/schemas';
import { hashPassword, verifyPassword } from '../../core/password';
import { refuse } from '../../core/refusals';
import { withdrawalRepo } from './confirmations';
import type { SandboxServices } from '../../core/area-context';

/**
 * Wrong withdrawal passwords are counted: six digits are a million guesses, so after
 * PAYMENT_PASSWORD_MAX_FAILURES wrong ones in a row the password is refused, right or wrong, for
 * PAYMENT_PASSWORD_LOCK_MS. A right one clears the count. The lock answers the same code
 * (`invalid.payment.pw`) with a message saying when to try again.
 */
export const PAYMENT_PASSWORD_MAX_FAILURES = 5;
export const PAYMENT_PASSWORD_LOCK_MS = 30 * 60_000;

const FORMAT = new RegExp(PAYMENT_PASSWORD_PATTERN);

export function checkNewPaymentPassword(password: string, confirmation: string): void {
  if (!FORMAT.test(password)) throw refuse(CashierError.paymentPasswordFormat, 'The withdrawal password is six digits');
  if (confirmation !== password) throw refuse(CashierError.paymentPasswordConfirm, 'The two withdrawal passwords do not match');
}

export const hashPaymentPassword = (password: string): Promise<string> => hashPassword(password);

/**
 * Checks the member's withdrawal password against its hash (scrypt, as sign-in passwords), counting
 * wrong ones. No password set: `not.exists.payment.password`.
 */
export async function verifyPaymentPassword(ctx: SandboxServices, accountId: number, password: string): Promise<void> {
  const repo = withdrawalRepo(ctx);
  const hash = repo.passwordHash(accountId);
  if (hash === null) throw refuse(CashierError.paymentPasswordMissing, 'Set a withdrawal password first');
  const now = ctx.clock.now();
  const { failures, lockedUntil } = repo.failures(accountId);
  if (lockedUntil !== null && lockedUntil > now) {
    const minutes = Math.ceil((lockedUntil - now) / 60_000);
    throw refuse(CashierError.paymentPasswordWrong, `Too many wrong withdrawal passwords: try again in ${minutes} minutes`);
  }
  if (await verifyPassword(password, hash)) {
    repo.clearFailures(accountId);
    return;
  }
  // A lock that has run out starts a new count.
  const count = (lockedUntil !== null ? 0 : failures) + 1;
  const locked = count >= PAYMENT_PASSWORD_MAX_FAILURES;
  repo.putFailures(accountId, locked ? 0 : count, locked ? now + PAYMENT_PASSWORD_LOCK_MS : null);
  if (locked) {
    throw refuse(CashierError.paymentPasswordWrong, 'Too many wrong withdrawal passwords: try again in 30 minutes');
  }
  const left = PAYMENT_PASSWORD_MAX_FAILURES - count;
  throw refuse(CashierError.paymentPasswordWrong, `The withdrawal password is not correct (${left} attempts left)`);
}
