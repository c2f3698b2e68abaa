import Type, { type Static } from 'typebox';
import { Money } from '../cashier/schemas';
import { RECORD_PAGE_SIZE_MAX, RecordPage } from '../records/schemas';

/**
 * Points and the point mall (PTSYS3). The platform publishes the calls but not their payloads, so
 * these shapes are designed in its style: pageNo/pageSize lists, answers in the `value` envelope,
 * amounts of money as two-place decimal strings (shared/money.ts) and points as whole numbers.
 * Points never expire; every change of a member's points is one entry with the balance after it.
 */

const Open = { additionalProperties: true } as const;
const Ms = Type.Integer({ minimum: 0 });
const Points = Type.Integer({ minimum: 0 });
const PageNo = Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 });
const PageSize = Type.Integer({ minimum: 1, maximum: RECORD_PAGE_SIZE_MAX, default: 20 });

/**
 * What an entry records: points earned from valid bets by game type (live, lottery, PVP, slots,
 * sports) or from a deposit, spent on a redeemed reward, converted to cash, or given back when the
 * operator rejects a redemption.
 */
export const PointEntryTypes = ['LIVE', 'LOTTERY', 'PVP', 'SLOTS', 'SPORTS', 'DEPOSIT', 'REDEEM', 'CONVERT', 'REFUND'] as const;
export type PointEntryType = (typeof PointEntryTypes)[number];

/** An entry is COMPLETED, except a redemption's while the operator decides it (PROCESSING) and after a rejection (REJECTED). */
export const PointEntryStatuses = ['COMPLETED', 'PROCESSING', 'REJECTED'] as const;
export type PointEntryStatus = (typeof PointEntryStatuses)[number];

/** A redemption waits at the operator's desk (PROCESSING) until it is APPROVED (shipped) or REJECTED (points returned). */
export const RedeemStatuses = ['PROCESSING', 'APPROVED', 'REJECTED'] as const;
export type RedeemStatus = (typeof RedeemStatuses)[number];

/** VIRTUAL rewards (vouchers, load) are sent to the member; PHYSICAL ones are shipped to an address. */
export const RewardKinds = ['VIRTUAL', 'PHYSICAL'] as const;
export type RewardKind = (typeof RewardKinds)[number];

/** At most this many of one reward in one redemption. */
export const REDEEM_QUANTITY_MAX = 10;

export const PointBalanceValue = Type.Object({ points: Points }, Open);
export type PointBalanceValue = Static<typeof PointBalanceValue>;

// ── The mall ───────────────────────────────────────────────────────────────────────────────────

export const PointRewardsQuery = Type.Object({ pageNo: PageNo, pageSize: PageSize, kind: Type.Optional(Type.Enum(RewardKinds)) }, Open);
export type PointRewardsQuery = Static<typeof PointRewardsQuery>;

export const PointReward = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    name: Type.String(),
    description: Type.String(),
    kind: Type.Enum(RewardKinds),
    /** Relative image path on the image CDN. */
    imageUrl: Type.String(),
    /** Points one piece costs. */
    points: Type.Integer({ minimum: 1 }),
    /** Pieces left. */
    stock: Points,
    /** What a voucher is worth, or null for goods. */
    faceValue: Type.Union([Money, Type.Null()]),
  },
  Open,
);
export type PointReward = Static<typeof PointReward>;

export const PointRewardsValue = Type.Object(
  {
    list: Type.Array(PointReward),
    pageNo: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
    totalCount: Points,
    totalPages: Points,
  },
  Open,
);
export type PointRewardsValue = Static<typeof PointRewardsValue>;

// ── Redemption ─────────────────────────────────────────────────────────────────────────────────

/** A mobile number as the member types it: digits with an optional leading +. */
export const REDEEM_MOBILE_PATTERN = '^\\+?[0-9]{7,15}$';

/**
 * passwordCheck/…redeemPointReward (encrypted). A virtual reward takes the sign-in password; a
 * physical one the withdrawal password, a receiving address and a mobile number.
 */
export const RedeemPayload = Type.Object(
  {
    rewardId: Type.Integer({ minimum: 1 }),
    quantity: Type.Integer({ minimum: 1, maximum: REDEEM_QUANTITY_MAX, default: 1 }),
    password: Type.String({ maxLength: 64 }),
    address: Type.Optional(Type.String({ maxLength: 200 })),
    mobile: Type.Optional(Type.String({ maxLength: 20 })),
  },
  Open,
);
export type RedeemPayload = Static<typeof RedeemPayload>;

export const RedeemOrder = Type.Object(
  {
    /** The order as the operator's desk names it: `P` and its number. */
    id: Type.String({ pattern: '^P[0-9]+$' }),
    rewardId: Type.Integer({ minimum: 1 }),
    rewardName: Type.String(),
    kind: Type.Enum(RewardKinds),
    imageUrl: Type.String(),
    quantity: Type.Integer({ minimum: 1 }),
    points: Type.Integer({ minimum: 1 }),
    status: Type.Enum(RedeemStatuses),
    address: Type.Union([Type.String(), Type.Null()]),
    mobile: Type.Union([Type.String(), Type.Null()]),
    /** The operator's reason for a rejection. */
    remark: Type.Union([Type.String(), Type.Null()]),
    createdAt: Ms,
    decidedAt: Type.Union([Ms, Type.Null()]),
  },
  Open,
);
export type RedeemOrder = Static<typeof RedeemOrder>;

export const RedeemListQuery = Type.Object({ pageNo: PageNo, pageSize: PageSize, status: Type.Optional(Type.Enum(RedeemStatuses)) }, Open);
export type RedeemListQuery = Static<typeof RedeemListQuery>;
export const RedeemListValue = RecordPage(RedeemOrder, Type.Object({ points: Points }));
export type RedeemListValue = Static<typeof RedeemListValue>;

// ── Entries (point details) ────────────────────────────────────────────────────────────────────

export const PointEntriesQuery = Type.Object({ pageNo: PageNo, pageSize: PageSize, type: Type.Optional(Type.Enum(PointEntryTypes)) }, Open);
export type PointEntriesQuery = Static<typeof PointEntriesQuery>;

export const PointEntry = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    type: Type.Enum(PointEntryTypes),
    /** Signed: earned points are positive, spent ones negative. */
    points: Type.Integer(),
    balance: Points,
    remark: Type.String(),
    status: Type.Enum(PointEntryStatuses),
    createdAt: Ms,
  },
  Open,
);
export type PointEntry = Static<typeof PointEntry>;
export const PointEntriesValue = RecordPage(PointEntry, Type.Object({ earned: Points, spent: Points }));
export type PointEntriesValue = Static<typeof PointEntriesValue>;

// ── Configuration and conversion ───────────────────────────────────────────────────────────────

/** Where points are earned: a game type of the lobby (`games.game_type`, LOTT for lottery orders) or DEPOSIT. */
export const PointSources = ['LIVE', 'RNG', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'DEPOSIT'] as const;
export type PointSource = (typeof PointSources)[number];

export const PointConfigValue = Type.Object(
  {
    /** One point per `amountPerPoint` of valid bet (or of deposit) from each source. */
    earn: Type.Array(Type.Object({ source: Type.Enum(PointSources), type: Type.Enum(PointEntryTypes), amountPerPoint: Money }, Open)),
    /** `points` points convert to `amount` of cash; a conversion is a whole number of such steps. */
    conversion: Type.Object({ points: Type.Integer({ minimum: 1 }), amount: Money }, Open),
    minConversion: Type.Integer({ minimum: 1 }),
    /** Points never expire. */
    expires: Type.Boolean(),
  },
  Open,
);
export type PointConfigValue = Static<typeof PointConfigValue>;

/** The targets points convert to: the main wallet's cash, at the configured rate. */
export const PointConversionTypesValue = Type.Array(
  Type.Object(
    {
      type: Type.Literal('CASH'),
      points: Type.Integer({ minimum: 1 }),
      amount: Money,
      minPoints: Type.Integer({ minimum: 1 }),
    },
    Open,
  ),
);
export type PointConversionTypesValue = Static<typeof PointConversionTypesValue>;

/** passwordCheck/…convertPoint (encrypted): the sign-in password and the points to convert. */
export const ConvertPayload = Type.Object(
  { points: Type.Integer({ minimum: 1, maximum: 1_000_000_000 }), password: Type.String({ maxLength: 64 }) },
  Open,
);
export type ConvertPayload = Static<typeof ConvertPayload>;

export const ConvertResult = Type.Object(
  {
    /** The point entry, also the ledger row's reference. */
    entryId: Type.Integer({ minimum: 1 }),
    points: Type.Integer({ minimum: 1 }),
    amount: Money,
    balance: Points,
  },
  Open,
);
export type ConvertResult = Static<typeof ConvertResult>;
