import Type, { type Static, type TSchema } from 'typebox';
import { Money } from '../cashier/schemas';
import { ContractOfferInput, ContractSummary } from '../contracts/schemas';
import { RECORD_PAGE_SIZE_MAX, RecordPage } from '../records/schemas';

/**
 * The agent centre's calls (ours, under /wps/gf/agent/). A team is the agent and every account
 * below it at any depth; "downline" counts exclude the agent itself. A range is [startTime,
 * endTime) in epoch milliseconds, rounded down to whole 5-minute slots by the platform (every
 * time zone's day is whole slots), at most RECORDS_MAX_RANGE_DAYS long (shared/domains/records/rules.ts).
 * Profit and loss is the players' side: win − valid bet (a team that lost has a negative figure).
 */

const Open = { additionalProperties: true } as const;
const Ms = Type.Integer({ minimum: 0 });
const PageNo = Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 });
const PageSize = Type.Integer({ minimum: 1, maximum: RECORD_PAGE_SIZE_MAX, default: 20 });
const Username = Type.String({ minLength: 1, maxLength: 64 });

/** Account types an agent opens under itself: 0 a member, 1 an agent (member info `type` 1). */
export const DownlineAccountTypes = [0, 1] as const;
export type DownlineAccountType = (typeof DownlineAccountTypes)[number];
/** Written as a tuple: a union built with `.map` types its value as `never`. */
const DownlineAccountTypeSchema = Type.Union([Type.Literal(DownlineAccountTypes[0]), Type.Literal(DownlineAccountTypes[1])]);

// ── Team overview (agentTeamOverview) ───────────────────────────────────────────────────────────

export const TeamRangeQuery = Type.Object({ startTime: Ms, endTime: Ms }, Open);
export type TeamRangeQuery = Static<typeof TeamRangeQuery>;

export const TeamOverview = Type.Object({
  /** Downline accounts at any depth, and those directly below the agent. */
  teamSize: Type.Integer({ minimum: 0 }),
  directMembers: Type.Integer({ minimum: 0 }),
  agents: Type.Integer({ minimum: 0 }),
  /** Downline accounts opened in the range. */
  newMembers: Type.Integer({ minimum: 0 }),
  /** Team accounts (the agent included) with a bet in the range. */
  activeMembers: Type.Integer({ minimum: 0 }),
  deposits: Money,
  withdrawals: Money,
  betAmount: Money,
  validBet: Money,
  winAmount: Money,
  profitLoss: Money,
  bonuses: Money,
  /** Sum of the team's main and sub-wallet balances now. */
  teamBalance: Money,
});
export type TeamOverview = Static<typeof TeamOverview>;

// ── Register account (registerCenter) ───────────────────────────────────────────────────────────

/** Encrypted: carries the new account's password. The offers start as offers the new account answers. */
export const RegisterDownlinePayload = Type.Object(
  {
    username: Username,
    password: Type.String({ minLength: 1, maxLength: 64 }),
    accountType: DownlineAccountTypeSchema,
    nickname: Type.Optional(Type.String({ maxLength: 64 })),
    contracts: Type.Optional(Type.Array(ContractOfferInput, { maxItems: 4 })),
  },
  Open,
);
export type RegisterDownlinePayload = Static<typeof RegisterDownlinePayload>;

export const RegisterDownlineResult = Type.Object({
  username: Type.String(),
  accountType: Type.Integer(),
  contracts: Type.Array(ContractSummary),
});
export type RegisterDownlineResult = Static<typeof RegisterDownlineResult>;

export const AffiliateLink = Type.Object({
  code: Type.String(),
  accountType: Type.Integer(),
  domain: Type.String(),
  /** The registration address with the code (`<domain>/register?affiliateCode=<code>`). */
  url: Type.String(),
  registrations: Type.Integer({ minimum: 0 }),
  createdAt: Ms,
});
export type AffiliateLink = Static<typeof AffiliateLink>;

export const AffiliateLinksValue = Type.Object({
  /** The domains the brand lets agents promote; a new link chooses one. */
  domains: Type.Array(Type.String()),
  links: Type.Array(AffiliateLink),
});
export type AffiliateLinksValue = Static<typeof AffiliateLinksValue>;

export const CreateAffiliateLinkPayload = Type.Object(
  { accountType: DownlineAccountTypeSchema, domain: Type.String({ minLength: 1, maxLength: 253 }) },
  Open,
);
export type CreateAffiliateLinkPayload = Static<typeof CreateAffiliateLinkPayload>;

// ── Team management (downlineManagmentView) ─────────────────────────────────────────────────────

export const DownlinesQuery = Type.Object(
  {
    /** Whose direct downlines to list: the agent itself when absent, else any account of its team. */
    parent: Type.Optional(Username),
    /** A search over the whole team by username (prefix, case-insensitive); ignores `parent`. */
    search: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    pageNo: PageNo,
    pageSize: PageSize,
  },
  Open,
);
export type DownlinesQuery = Static<typeof DownlinesQuery>;

export const DownlineStatuses = ['ACTIVE', 'LOCKED'] as const;

export const Downline = Type.Object({
  username: Type.String(),
  accountType: Type.Integer(),
  /** Levels below the agent (1 = direct). */
  level: Type.Integer({ minimum: 1 }),
  /** Its own downline count at any depth, and its direct ones (drill-down is offered when > 0). */
  teamSize: Type.Integer({ minimum: 0 }),
  directMembers: Type.Integer({ minimum: 0 }),
  balance: Money,
  registeredAt: Ms,
  lastLoginAt: Type.Union([Ms, Type.Null()]),
  status: Type.Enum(DownlineStatuses),
  /** Its contracts with its own upline (offered or active). */
  contracts: Type.Array(ContractSummary),
});
export type Downline = Static<typeof Downline>;

export const DownlinesValue = Type.Object({
  list: Type.Array(Downline),
  pageNo: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
  totalCount: Type.Integer({ minimum: 0 }),
  totalPages: Type.Integer({ minimum: 0 }),
  /** From the agent down to `parent` (empty for the agent's own level), for the breadcrumb. */
  path: Type.Array(Type.String()),
});
export type DownlinesValue = Static<typeof DownlinesValue>;

// ── Team betting, user profit and loss (one level of the team at a time) ────────────────────────

/**
 * A report shows one level of the team: the viewed account's own figures, then each of its direct
 * downlines with the figures of that downline's whole team (itself included), in registration order;
 * a row with a team of its own can be opened in turn. Every figure comes from per-team aggregates,
 * so a page costs the same for a team of ten or of a hundred thousand.
 */
export const TeamReportQuery = Type.Object(
  {
    startTime: Ms,
    endTime: Ms,
    /** The team account whose level is shown (exact username); the agent's own level when absent. */
    parent: Type.Optional(Username),
    pageNo: PageNo,
    pageSize: PageSize,
  },
  Open,
);
export type TeamReportQuery = Static<typeof TeamReportQuery>;

const TeamReportAccount = {
  username: Type.String(),
  /** Levels below the agent (0 = the agent itself). */
  level: Type.Integer({ minimum: 0 }),
  /** Accounts below this one at any depth (it can be opened when > 0). */
  teamSize: Type.Integer({ minimum: 0 }),
};

const BettingFigures = {
  bets: Type.Integer({ minimum: 0 }),
  betAmount: Money,
  validBet: Money,
  winAmount: Money,
  /** win − valid bet. */
  profitLoss: Money,
};
export const TeamBettingRow = Type.Object({ ...TeamReportAccount, ...BettingFigures });
export type TeamBettingRow = Static<typeof TeamBettingRow>;
export const TeamBettingTotals = Type.Object(BettingFigures);

/** A level of the team report, with the breadcrumb from the agent down to the viewed account. */
const LevelReport = <Row extends TSchema, Totals extends TSchema>(row: Row, totals: Totals) =>
  Type.Object({
    ...RecordPage(row, totals).properties,
    /** The viewed account's own figures (not its downline's). */
    own: row,
    /** From just below the agent down to the viewed account (empty at the agent's own level). */
    path: Type.Array(Type.String()),
  });

/** Rows: the viewed account's direct downlines, each with its whole team; totals: the viewed account's whole team. */
export const TeamBettingValue = LevelReport(TeamBettingRow, TeamBettingTotals);
export type TeamBettingValue = Static<typeof TeamBettingValue>;

const ProfitFigures = {
  deposits: Money,
  withdrawals: Money,
  validBet: Money,
  winAmount: Money,
  bonuses: Money,
  /** win − valid bet + bonuses: what the accounts came out with. */
  profitLoss: Money,
};
export const TeamProfitRow = Type.Object({ ...TeamReportAccount, ...ProfitFigures });
export type TeamProfitRow = Static<typeof TeamProfitRow>;
export const TeamProfitTotals = Type.Object(ProfitFigures);
export const TeamProfitValue = LevelReport(TeamProfitRow, TeamProfitTotals);
export type TeamProfitValue = Static<typeof TeamProfitValue>;

// ── My income (agentRevenueReport): contract payouts received and paid ─────────────────────────

export const IncomeQuery = Type.Object({ startTime: Ms, endTime: Ms, pageNo: PageNo, pageSize: PageSize }, Open);
export type IncomeQuery = Static<typeof IncomeQuery>;
// Rows are contract settlements (shared/domains/contracts/schemas.ts Settlement) where the agent was paid or paid.

// ── Transaction details (agentDownlineTransactionDetailsCopy) ──────────────────────────────────

export const TeamTransactionsQuery = Type.Object(
  {
    startTime: Ms,
    endTime: Ms,
    username: Type.Optional(Username),
    /** A type of shared/domains/records/schemas.ts TransactionTypes. */
    type: Type.Optional(Type.String({ pattern: '^[A-Z]{3,12}$' })),
    pageNo: PageNo,
    pageSize: PageSize,
  },
  Open,
);
export type TeamTransactionsQuery = Static<typeof TeamTransactionsQuery>;

export const TeamTransaction = Type.Object({
  id: Type.String(),
  time: Ms,
  username: Type.String(),
  type: Type.String(),
  detail: Type.String(),
  amount: Money,
  balanceAfter: Money,
});
export type TeamTransaction = Static<typeof TeamTransaction>;
/** The downline's ledger rows (the agent's own excluded), newest first. */
export const TeamTransactionsValue = RecordPage(TeamTransaction, Type.Object({ moneyIn: Money, moneyOut: Money }));
export type TeamTransactionsValue = Static<typeof TeamTransactionsValue>;

// ── Announcements (the agent centre's notice board) ─────────────────────────────────────────────

export const AgentAnnouncement = Type.Object({ id: Type.Integer(), title: Type.String(), content: Type.String(), publishedAt: Ms });
export type AgentAnnouncement = Static<typeof AgentAnnouncement>;
export const AgentAnnouncementsValue = Type.Array(AgentAnnouncement);

export const AffiliateQuery = Type.Object(
  { code: Type.String({ maxLength: 50 }), domain: Type.Optional(Type.String({ maxLength: 255 })) },
  Open,
);
