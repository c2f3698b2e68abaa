import { CashierError } from '../../../../shared/domains/cashier/errors';
import { parseAmount } from '../../../../shared/money';
import type { CatalogueHandlers } from '../../plugins/catalogue-routes';
import { refuse } from '../../core/refusals';
import { catchUpConfirmations, confirmationAnswer, withdrawalRepo } from './confirmations';
import { payoutMember } from './members';
import { readProof } from './proof';
import { parseId } from './withdrawal-repository';
import type { SandboxServices } from '../../core/area-context';

/** A PARTIAL amount: a valid positive amount, else the pair is refused as a whole. */
function partialCents(input: string | number | undefined): number {
  const parsed = input === undefined ? undefined : parseAmount(input);
  if (!parsed || 'problem' in parsed) {
    throw refuse(CashierError.partialAmounts, 'Enter the amount received and the amount still missing');
  }
  return parsed.cents;
}

/**
 * The withdrawal receipt confirmation (C2C): after the desk pays a withdrawal out, the member says
 * whether the money arrived. Silence until the deadline counts as received (FORCED).
 */
export function c2cHandlers(ctx: SandboxServices): CatalogueHandlers {
  const repo = withdrawalRepo(ctx);
  return {
    /** WAITING ones by default (soonest deadline first); ALL for the history, newest first. */
    'cashier.paymentConfirmations': ({ session, payload }) => {
      const account = payoutMember(ctx, session);
      catchUpConfirmations(ctx);
      return repo.confirmations(account.id, (payload.status ?? 'WAITING') === 'WAITING').map(confirmationAnswer);
    },

    /**
     * RECEIVED closes it; NOT_RECEIVED needs a proof image, kept for the desk; PARTIAL splits the
     * amount into received and missing and returns the missing part to the main wallet.
     */
    'cashier.processC2C': ({ session, payload }) => {
      const account = payoutMember(ctx, session);
      catchUpConfirmations(ctx);
      const id = parseId('C', payload.transactionId);
      const row = id === null ? undefined : repo.confirmation(id);
      if (!row || row.accountId !== account.id) throw refuse(CashierError.confirmationUnknown, 'No such withdrawal to confirm');
      const closed = () => refuse(CashierError.confirmationClosed, 'This withdrawal is already confirmed');
      if (row.status !== 'WAITING') throw closed();
      const now = ctx.clock.now();
      let change: Parameters<typeof repo.close>[0];
      if (payload.action === 'RECEIVED') {
        change = { id: row.id, status: 'RECEIVED', now, received: row.amount, remaining: 0, proof: null, proofType: null };
      } else if (payload.action === 'NOT_RECEIVED') {
        const proof = readProof(payload.proofImage);
        change = { id: row.id, status: 'NOT_RECEIVED', now, received: null, remaining: null, proof: proof.bytes, proofType: proof.type };
      } else {
        const received = partialCents(payload.receivedAmount);
        const remaining = partialCents(payload.remainingAmount);
        if (received + remaining !== row.amount) {
          throw refuse(CashierError.partialAmounts, 'The amount received and the amount missing must add up to the withdrawal');
        }
        change = { id: row.id, status: 'PARTIAL', now, received, remaining, proof: null, proofType: null };
      }
      if (!repo.close(change)) throw closed();
      return confirmationAnswer(repo.confirmation(row.id)!);
    },
  };
}
