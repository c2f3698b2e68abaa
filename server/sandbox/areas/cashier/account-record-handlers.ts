import { centsToWire } from '../../../../shared/money';
import type { TransactionRecord } from '../../../../shared/domains/records/schemas';
import type { CatalogueHandlers } from '../../plugins/catalogue-routes';
import { requireFlag } from '../../core/refusals';
import { transactionType } from '../records';
import { pageOf, paging, recordRange } from '../../core/range';
import type { SandboxServices } from '../../core/area-context';

/**
 * The account record (MEMTRANS3): the member's ledger rows over [startTime, endTime) of at most
 * RECORDS_MAX_RANGE_DAYS, newest first, with the money in and out of the whole range. Read through
 * the records repository, as the other records are.
 */
export function accountRecordHandlers(ctx: SandboxServices): CatalogueHandlers {
  const { records } = ctx.repos;

  return {
    'cashier.memberTransactions': ({ session, payload }) => {
      requireFlag(ctx, 'MEMTRANS3', 'The account record');
      ctx.drawEngine.catchUp();
      const range = recordRange(session!.accountId, payload.startTime, payload.endTime);
      const { totals, rows } = records.ledger(range, payload.type ?? null, pageOf(payload.pageNo, payload.pageSize));
      const list = rows.map((row): TransactionRecord => ({
        id: String(row.id),
        time: row.createdAt,
        type: transactionType(row.reason),
        detail: row.reason,
        accountTypeId: row.walletType,
        amount: centsToWire(row.amount),
        balanceAfter: centsToWire(row.balanceAfter),
        reference: row.ref ?? '',
      }));
      return {
        list,
        ...paging(payload.pageNo, payload.pageSize, totals.count),
        totals: { moneyIn: centsToWire(totals.moneyIn), moneyOut: centsToWire(totals.moneyOut) },
      };
    },
  };
}
