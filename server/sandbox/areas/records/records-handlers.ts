import { centsToWire } from '../../../../shared/money';
import type { BetRecord, ProfitRow, ProfitValue } from '../../../../shared/domains/records/schemas';
import type { CatalogueHandlers } from '../../plugins/catalogue-routes';
import { requireFlag } from '../../core/refusals';
import { bonusKind } from './transaction-types';
import { pageOf, paging, recordRange } from '../../core/range';
import type { BetRow } from './records-repository';
import type { SandboxServices } from '../../core/area-context';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

const betRecord = (row: BetRow): BetRecord => ({
  id: row.id,
  time: row.time,
  gameType: row.gameType,
  vendor: row.vendor,
  gameName: row.gameName,
  betAmount: centsToWire(row.bet),
  validBet: centsToWire(row.valid),
  winAmount: centsToWire(row.win),
  profit: centsToWire(row.status === 'SETTLED' ? row.win - row.bet : 0),
  status: row.status,
});

/** "YYYY-MM-DD" of a day number counted from 1970-01-01. */
const dayText = (dayNo: number): string => new Date(dayNo * DAY_MS).toISOString().slice(0, 10);

/**
 * The member's records: betting record, personal profit and loss and bonus details (the account
 * record, over the same ledger and ranges: cashier's account-record-handlers.ts), each over [startTime, endTime) of at most RECORDS_MAX_RANGE_DAYS, newest first,
 * with the totals of the whole range (not of the page).
 */
export function recordsHandlers(ctx: SandboxServices): CatalogueHandlers {
  const { records } = ctx.repos;

  return {
    'records.bets': ({ session, payload }) => {
      // Lottery orders whose issue has drawn are settled before they are listed.
      ctx.drawEngine.catchUp();
      const range = recordRange(session!.accountId, payload.startTime, payload.endTime);
      const { totals, rows } = records.bets(range, payload.gameType ?? null, pageOf(payload.pageNo, payload.pageSize));
      return {
        list: rows.map(betRecord),
        ...paging(payload.pageNo, payload.pageSize, totals.count),
        totals: {
          betAmount: centsToWire(totals.bet),
          validBet: centsToWire(totals.valid),
          winAmount: centsToWire(totals.win),
          profit: centsToWire(totals.win - totals.settledBet),
        },
      };
    },

    /** Settled bets only: a pending bet has no outcome yet and a cancelled one was refunded. */
    'records.profit': ({ session, payload }): ProfitValue => {
      ctx.drawEngine.catchUp();
      const range = recordRange(session!.accountId, payload.startTime, payload.endTime);
      const groups = records.profit(range, (payload.utcOffsetMinutes ?? 0) * MINUTE_MS);
      const byType = new Map<string, { bet: number; win: number }>();
      const sum = { bet: 0, valid: 0, win: 0 };
      const rows = groups.map((g): ProfitRow => {
        const t = byType.get(g.gameType) ?? { bet: 0, win: 0 };
        byType.set(g.gameType, { bet: t.bet + g.bet, win: t.win + g.win });
        sum.bet += g.bet;
        sum.valid += g.valid;
        sum.win += g.win;
        return {
          day: dayText(g.dayNo),
          gameType: g.gameType,
          bets: g.bets,
          betAmount: centsToWire(g.bet),
          validBet: centsToWire(g.valid),
          winAmount: centsToWire(g.win),
          profit: centsToWire(g.win - g.bet),
        };
      });
      return {
        rows,
        byGameType: [...byType]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([gameType, t]) => ({
            gameType,
            betAmount: centsToWire(t.bet),
            winAmount: centsToWire(t.win),
            profit: centsToWire(t.win - t.bet),
          })),
        totals: {
          betAmount: centsToWire(sum.bet),
          validBet: centsToWire(sum.valid),
          winAmount: centsToWire(sum.win),
          profit: centsToWire(sum.win - sum.bet),
        },
      };
    },

    'records.bonus': ({ session, payload }) => {
      requireFlag(ctx, 'REWCEN3', 'Bonus details');
      const range = recordRange(session!.accountId, payload.startTime, payload.endTime);
      const totals = records.bonusTotals(range);
      return {
        list: records.bonusPage(range, pageOf(payload.pageNo, payload.pageSize)).map((row) => ({
          id: String(row.id),
          time: row.createdAt,
          kind: bonusKind(row.reason),
          amount: centsToWire(row.amount),
          remark: row.remark ?? '',
        })),
        ...paging(payload.pageNo, payload.pageSize, totals.count),
        totals: { amount: centsToWire(totals.amount) },
      };
    },
  };
}
