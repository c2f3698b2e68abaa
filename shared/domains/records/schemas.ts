import Type, { type Static, type TSchema } from 'typebox';
import { Money } from '../cashier/schemas';

/**
 * The member's records: betting record, account record (the ledger), personal profit and loss,
 * and bonus details. A range is [startTime, endTime) in epoch milliseconds, so the
 * client decides what "today" means in the player's own time zone; one query spans at most
 * RECORDS_MAX_RANGE_DAYS (shared/domains/records/rules.ts).
 */

const Open = { additionalProperties: true } as const;
export const Ms = Type.Integer({ minimum: 0 });
export const Id = Type.String({ minLength: 1, maxLength: 64 });

/** Records pages are at most 100 rows; the pagination widget shows them page by page. */
export const RECORD_PAGE_SIZE_MAX = 100;
export const PageNo = Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 });
export const PageSize = Type.Integer({ minimum: 1, maximum: RECORD_PAGE_SIZE_MAX, default: 20 });

export const RangeQuery = Type.Object({ startTime: Ms, endTime: Ms }, Open);

/** One page of rows with the totals of the whole range (not of the page). */
export const RecordPage = <Row extends TSchema, Totals extends TSchema>(row: Row, totals: Totals) =>
  Type.Object({
    list: Type.Array(row),
    pageNo: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
    totalCount: Type.Integer({ minimum: 0 }),
    totalPages: Type.Integer({ minimum: 0 }),
    totals,
  });

// ── Betting record (personalHistoryCopy) ────────────────────────────────────────────────────────

export const BetStatuses = ['SETTLED', 'PENDING', 'CANCELLED'] as const;

export const BetRecordsQuery = Type.Object(
  {
    startTime: Ms,
    endTime: Ms,
    gameType: Type.Optional(Type.String({ pattern: '^[A-Z]{2,12}$' })),
    pageNo: PageNo,
    pageSize: PageSize,
  },
  Open,
);
export type BetRecordsQuery = Static<typeof BetRecordsQuery>;

export const BetRecord = Type.Object({
  id: Id,
  time: Ms,
  gameType: Type.String(),
  vendor: Type.String(),
  gameName: Type.String(),
  betAmount: Money,
  validBet: Money,
  winAmount: Money,
  /** winAmount − betAmount for a settled bet; "0.00" while pending or once cancelled. */
  profit: Money,
  status: Type.Enum(BetStatuses),
});
export type BetRecord = Static<typeof BetRecord>;

export const BetTotals = Type.Object({ betAmount: Money, validBet: Money, winAmount: Money, profit: Money });
export const BetRecordsValue = RecordPage(BetRecord, BetTotals);
export type BetRecordsValue = Static<typeof BetRecordsValue>;

// ── Account record (transactionHistory) ─────────────────────────────────────────────────────────

/** What a ledger row was for, as the account record filters it. */
export const TransactionTypes = ['DEPOSIT', 'WITHDRAW', 'TRANSFER', 'BET', 'PAYOUT', 'BONUS', 'CONTRACT', 'ADJUSTMENT'] as const;
export type TransactionType = (typeof TransactionTypes)[number];

export const TransactionsQuery = Type.Object(
  {
    startTime: Ms,
    endTime: Ms,
    type: Type.Optional(Type.Enum(TransactionTypes)),
    pageNo: PageNo,
    pageSize: PageSize,
  },
  Open,
);
export type TransactionsQuery = Static<typeof TransactionsQuery>;

export const TransactionRecord = Type.Object({
  id: Id,
  time: Ms,
  type: Type.Enum(TransactionTypes),
  /** The movement's own reason (deposit, withdraw.fee, transfer.out, game.bet …) for the detail line. */
  detail: Type.String(),
  accountTypeId: Type.Integer(),
  amount: Money,
  balanceAfter: Money,
  reference: Type.String(),
});
export type TransactionRecord = Static<typeof TransactionRecord>;

export const TransactionTotals = Type.Object({ moneyIn: Money, moneyOut: Money });
export const TransactionsValue = RecordPage(TransactionRecord, TransactionTotals);
export type TransactionsValue = Static<typeof TransactionsValue>;

// ── Personal profit and loss (personalProfit) ───────────────────────────────────────────────────

export const ProfitQuery = Type.Object(
  {
    startTime: Ms,
    endTime: Ms,
    /** Minutes east of UTC of the player's clock, so a day is the player's day (the Philippines: 480). */
    utcOffsetMinutes: Type.Optional(Type.Integer({ minimum: -840, maximum: 840 })),
  },
  Open,
);
export type ProfitQuery = Static<typeof ProfitQuery>;

export const ProfitRow = Type.Object({
  /** The player's local day, "YYYY-MM-DD". */
  day: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' }),
  gameType: Type.String(),
  bets: Type.Integer({ minimum: 0 }),
  betAmount: Money,
  validBet: Money,
  winAmount: Money,
  profit: Money,
});
export type ProfitRow = Static<typeof ProfitRow>;

export const ProfitValue = Type.Object({
  rows: Type.Array(ProfitRow),
  byGameType: Type.Array(Type.Object({ gameType: Type.String(), betAmount: Money, winAmount: Money, profit: Money })),
  totals: Type.Object({ betAmount: Money, validBet: Money, winAmount: Money, profit: Money }),
});
export type ProfitValue = Static<typeof ProfitValue>;

// ── Bonus details (bonusDetails) ─────────────────────────────────────────────────────────────────

export const BonusQuery = Type.Object({ startTime: Ms, endTime: Ms, pageNo: PageNo, pageSize: PageSize }, Open);
export type BonusQuery = Static<typeof BonusQuery>;

export const BonusRecord = Type.Object({ id: Id, time: Ms, kind: Type.String(), amount: Money, remark: Type.String() });
export type BonusRecord = Static<typeof BonusRecord>;
export const BonusValue = RecordPage(BonusRecord, Type.Object({ amount: Money }));
export type BonusValue = Static<typeof BonusValue>;
