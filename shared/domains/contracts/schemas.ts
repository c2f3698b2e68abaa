import Type, { type Static } from 'typebox';
import { Money } from '../cashier/schemas';
import { RECORD_PAGE_SIZE_MAX, RecordPage } from '../records/schemas';

/**
 * Salary and dividend contracts between an upline and a member of its team.
 *
 * - A contract has 1 to CONTRACT_TIERS_MAX tiers. A tier applies when the period's threshold and its
 *   active members are both reached; the highest tier that applies pays. For the three salaries the
 *   threshold is the team's valid bet and the pay is valid bet × rate; for a dividend the threshold
 *   is the team's loss (valid bet − win) and the pay is that loss × rate. The team is the member and
 *   every account below it; an active member is a team account with a settled bet in the period.
 * - Periods: real-time salary every 5 minutes, hourly salary every hour, daily salary each day of the
 *   contract zone (CONTRACT_DAY_UTC_OFFSET_MINUTES), paid once the day is over; a dividend daily,
 *   weekly (from Monday), semimonthly (1st–15th, 16th–end) or monthly, paid at the period's end.
 * - The upline pays from its main wallet; when the upline has no upline of its own, the platform
 *   pays. Each period settles exactly once, paid, not reached, or unpaid (the payer's balance was short).
 * - Rates are percentages with at most two decimals on the wire ("0.75" is 0.75 %).
 */

const Open = { additionalProperties: true } as const;
const Ms = Type.Integer({ minimum: 0 });

export const ContractKinds = ['DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY', 'DIVIDEND'] as const;
export type ContractKind = (typeof ContractKinds)[number];

export const DividendPeriods = ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'] as const;
export type DividendPeriod = (typeof DividendPeriods)[number];

export const ContractStatuses = ['OFFERED', 'ACTIVE', 'REJECTED', 'WITHDRAWN', 'TERMINATED', 'FINISHED'] as const;
export type ContractStatus = (typeof ContractStatuses)[number];

/** Why an active contract ended. */
export const ContractEndReasons = ['MEMBER', 'UPLINE', 'REPLACED', 'UPLINE_RATE'] as const;

/** The whitelabel module that switches each kind on (its page, its offers, its settlement). */
export const CONTRACT_MODULES: Readonly<Record<ContractKind, string>> = {
  DIVIDEND: 'SIGNCONDIV3',
  DAILY_SALARY: 'DAILYSALCONT3',
  HOURLY_SALARY: 'HOURSAL3',
  REALTIME_SALARY: 'RTSALARY3',
};

/** The highest rate a top agent (one with no upline) may offer, in basis points. */
export const CONTRACT_RATE_MAX_BP: Readonly<Record<ContractKind, number>> = {
  DAILY_SALARY: 300,
  HOURLY_SALARY: 300,
  REALTIME_SALARY: 300,
  DIVIDEND: 6000,
};
export const CONTRACT_TIERS_MAX = 5;
/** The contract day: the brand's market, the Philippines (UTC+08:00). */
export const CONTRACT_DAY_UTC_OFFSET_MINUTES = 480;
export const REALTIME_PERIOD_MS = 5 * 60_000;

/** "0.75" → 75 basis points, or undefined when it is not a percentage with at most two decimals. */
export function rateToBasisPoints(rate: string): number | undefined {
  const match = /^([0-9]{1,3})(?:\.([0-9]{1,2}))?$/.exec(rate);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
export const basisPointsToRate = (bp: number): string => `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;

export const Rate = Type.String({ pattern: '^[0-9]{1,3}(\\.[0-9]{1,2})?$' });

export const ContractTier = Type.Object({
  /** Valid bet (salaries) or team loss (dividend) the period must reach. */
  threshold: Money,
  minActiveMembers: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  rate: Rate,
});
export type ContractTier = Static<typeof ContractTier>;

/** Terms as an upline writes them: thresholds strictly rising, rates never falling. */
export const ContractOfferInput = Type.Object(
  {
    kind: Type.Enum(ContractKinds),
    /** Dividends only. */
    period: Type.Optional(Type.Enum(DividendPeriods)),
    tiers: Type.Array(ContractTier, { minItems: 1, maxItems: CONTRACT_TIERS_MAX }),
  },
  Open,
);
export type ContractOfferInput = Static<typeof ContractOfferInput>;

export const ContractSummary = Type.Object({
  id: Type.Integer(),
  kind: Type.Enum(ContractKinds),
  status: Type.Enum(ContractStatuses),
  period: Type.Union([Type.Enum(DividendPeriods), Type.Null()]),
  tiers: Type.Array(ContractTier),
  /** The highest tier's rate. */
  topRate: Rate,
  upline: Type.String(),
  member: Type.String(),
  offeredAt: Ms,
  decidedAt: Type.Union([Ms, Type.Null()]),
  endedAt: Type.Union([Ms, Type.Null()]),
  /** A finishing contract ends here, after its current period is paid. */
  endsAt: Type.Union([Ms, Type.Null()]),
  endReason: Type.Union([Type.Enum(ContractEndReasons), Type.Null()]),
});
export type ContractSummary = Static<typeof ContractSummary>;

// ── The member's side: my contracts, and the answer to an offer ─────────────────────────────────

export const MyContractsValue = Type.Object({
  /** Offers waiting for my answer, my active contracts, then the ended ones (newest first, at most 50). */
  contracts: Type.Array(ContractSummary),
  /** The highest rate I may offer my downline per kind ("0.00": I may not offer that kind). */
  ceilings: Type.Object({
    DAILY_SALARY: Rate,
    HOURLY_SALARY: Rate,
    REALTIME_SALARY: Rate,
    DIVIDEND: Rate,
  }),
});
export type MyContractsValue = Static<typeof MyContractsValue>;

/**
 * The platform's processing calls (MCSFE_processContractDividend and its kin): the member accepts or
 * rejects an offer, or ends an active contract now (TERMINATE) or after its current period (FINISH).
 */
export const ContractActions = ['ACCEPT', 'REJECT', 'TERMINATE', 'FINISH'] as const;
export const ProcessContractPayload = Type.Object({ contractId: Type.Integer({ minimum: 1 }), action: Type.Enum(ContractActions) }, Open);
export type ProcessContractPayload = Static<typeof ProcessContractPayload>;

// ── The upline's side: offer, change, withdraw or end the contracts it gives ────────────────────

export const OfferContractPayload = Type.Object(
  {
    /** A member of my team (any depth below me whose upline I am: contracts go to direct downlines). */
    username: Type.String({ minLength: 1, maxLength: 64 }),
    kind: Type.Enum(ContractKinds),
    period: Type.Optional(Type.Enum(DividendPeriods)),
    tiers: Type.Array(ContractTier, { minItems: 1, maxItems: CONTRACT_TIERS_MAX }),
  },
  Open,
);
export type OfferContractPayload = Static<typeof OfferContractPayload>;

/** WITHDRAW an offer not yet answered, or TERMINATE an active contract I gave. */
export const UplineContractActions = ['WITHDRAW', 'TERMINATE'] as const;
export const UplineContractPayload = Type.Object(
  { contractId: Type.Integer({ minimum: 1 }), action: Type.Enum(UplineContractActions) },
  Open,
);
export type UplineContractPayload = Static<typeof UplineContractPayload>;

export const GivenContractsQuery = Type.Object(
  {
    kind: Type.Optional(Type.Enum(ContractKinds)),
    status: Type.Optional(Type.Enum(ContractStatuses)),
    username: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    pageNo: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: RECORD_PAGE_SIZE_MAX, default: 20 }),
  },
  Open,
);
export type GivenContractsQuery = Static<typeof GivenContractsQuery>;
export const GivenContractsValue = RecordPage(
  ContractSummary,
  Type.Object({ active: Type.Integer({ minimum: 0 }), offered: Type.Integer({ minimum: 0 }) }),
);
export type GivenContractsValue = Static<typeof GivenContractsValue>;

// ── Settlements: the rows every contract page and "my income" show ──────────────────────────────

export const SettlementStatuses = ['PAID', 'NOT_REACHED', 'UNPAID'] as const;
/** RECEIVED: paid to me under my contracts; PAID: paid under the contracts I gave (by me, or by the platform for a top agent). */
export const SettlementSides = ['RECEIVED', 'PAID'] as const;

export const SettlementsQuery = Type.Object(
  {
    kind: Type.Optional(Type.Enum(ContractKinds)),
    side: Type.Enum(SettlementSides),
    startTime: Ms,
    endTime: Ms,
    pageNo: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: RECORD_PAGE_SIZE_MAX, default: 20 }),
  },
  Open,
);
export type SettlementsQuery = Static<typeof SettlementsQuery>;

export const Settlement = Type.Object({
  id: Type.Integer(),
  contractId: Type.Integer(),
  kind: Type.Enum(ContractKinds),
  member: Type.String(),
  /** The upline that paid, or null when the platform paid. */
  payer: Type.Union([Type.String(), Type.Null()]),
  periodStart: Ms,
  periodEnd: Ms,
  validBet: Money,
  profitLoss: Money,
  activeMembers: Type.Integer({ minimum: 0 }),
  rate: Rate,
  amount: Money,
  status: Type.Enum(SettlementStatuses),
  settledAt: Ms,
});
export type Settlement = Static<typeof Settlement>;
/** Periods ending in the range, newest first; totals of the range's amounts paid. */
export const SettlementsValue = RecordPage(Settlement, Type.Object({ amount: Money, validBet: Money }));
export type SettlementsValue = Static<typeof SettlementsValue>;
