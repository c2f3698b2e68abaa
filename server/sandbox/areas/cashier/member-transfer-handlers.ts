import { CashierError } from '../../../../shared/domains/cashier/errors';
import { centsToWire } from '../../../../shared/money';
import type { MemberTransferPayload, MemberTransferResult } from '../../../../shared/domains/cashier/schemas';
import type { CatalogueHandlers } from '../../plugins/catalogue-routes';
import type { ActiveSession } from '../../repositories/sessions';
import { badParam } from '../../core/errors';
import type { AccountRow } from '../identity';
import { verifyPassword } from '../../core/password';
import { refuse, requireFlag } from '../../core/refusals';
import { InsufficientBalance, MAIN_WALLET } from '../../core/wallets-repository';
import { amountCents } from '../../core/money';
import type { MemberTransferRow, TransferDirection } from './member-transfers-repository';
import { AGENT_TYPES, TRIAL_TYPE } from '../../core/accounts';
import type { SandboxServices } from '../../core/area-context';

const result = (row: MemberTransferRow): MemberTransferResult => ({
  transactionId: `MT${row.id}`,
  amount: centsToWire(row.amount),
  to: row.toUsername,
});

/**
 * Transfers between members (FUNDTRANS3), from the main wallet to the main wallet: to one's
 * upline while member info's `toUpline` holds (the account has an upline), and from an agent to
 * any of its direct or indirect downlines by username. Checked in order: the target, the amount,
 * the sign-in password, the balance. Both ledgers move in one transaction (reasons
 * `transfer.<direction>.out` and `.in`, ref = the request id), with the transfer's row; the same
 * request id answers the first transfer again and moves nothing.
 */
export function memberTransferHandlers(ctx: SandboxServices): CatalogueHandlers {
  const { accounts, wallets, memberTransfers } = ctx.repos;

  const targetOf = (direction: TransferDirection, sender: AccountRow, username: string | undefined): AccountRow => {
    if (direction === 'upline') {
      const upline = sender.uplineId === null ? undefined : accounts.byId(sender.uplineId);
      if (!upline) throw refuse(CashierError.transferUplineClosed, 'Your account cannot transfer to an upline');
      return upline;
    }
    const target = username === undefined ? undefined : accounts.byUsername(username);
    if (!AGENT_TYPES.includes(sender.type) || !target || !memberTransfers.isDownlineOf(target.id, sender.id)) {
      throw refuse(CashierError.transferTargetInvalid, 'Transfers go only to a downline of your team');
    }
    return target;
  };

  const move = ctx.db.transaction(
    (direction: TransferDirection, from: number, to: number, cents: number, requestId: string, now: number): MemberTransferRow => {
      const done = memberTransfers.byRequest(from, direction, requestId);
      if (done) return done;
      const inReason = `transfer.${direction}.in`;
      if (ctx.repos.records.ledgerRef(to, inReason, requestId)) throw badParam('requestId: already used for another transfer');
      wallets.move(from, MAIN_WALLET, -cents, `transfer.${direction}.out`, requestId, now);
      wallets.move(to, MAIN_WALLET, cents, inReason, requestId, now);
      memberTransfers.record(from, to, direction, cents, requestId, now);
      return memberTransfers.byRequest(from, direction, requestId)!;
    },
  );

  const transfer = async (direction: TransferDirection, session: ActiveSession | null, payload: MemberTransferPayload) => {
    requireFlag(ctx, 'FUNDTRANS3', 'Transfers between members');
    const sender = accounts.byId(session!.accountId)!;
    if (sender.type === TRIAL_TYPE) throw refuse(CashierError.trialAccount, 'Please register an account first');
    const done = memberTransfers.byRequest(sender.id, direction, payload.requestId);
    if (done) return result(done);
    const target = targetOf(direction, sender, payload.username);
    const cents = amountCents(payload.amount);
    if (!(await verifyPassword(payload.password, sender.passwordHash))) {
      throw refuse(CashierError.loginPasswordWrong, 'The sign-in password is incorrect');
    }
    try {
      return result(move(direction, sender.id, target.id, cents, payload.requestId, ctx.clock.now()));
    } catch (error) {
      if (error instanceof InsufficientBalance)
        throw refuse(CashierError.balanceInsufficient, 'The balance is not enough for this transfer');
      throw error;
    }
  };

  return {
    'cashier.transferUpline': ({ session, payload }) => transfer('upline', session, payload),
    'cashier.transferDownline': ({ session, payload }) => transfer('downline', session, payload),
  };
}
