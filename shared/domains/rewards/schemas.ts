import Type, { type Static } from 'typebox';
import { Money } from '../cashier/schemas';

/**
 * The reward centre's reward types, as the platform's claim list names them
 * (`MCSFE_getClaimPromotion?promotionType=…`), plus ACTIVITY: an activity's reward issued by the
 * operator after its application was approved; LOGIN: a daily sign-in's reward (the platform's
 * SIGNUP is the sign-up promotion, another thing); TICKET: a prize ticket's prize (slot machine or
 * prize wheel); PROMO_CODE: a promo code's reward.
 */
export const RewardPromotionTypes = [
  'MANUAL',
  'RAFFLE',
  'UPGRADE_BONUS',
  'MISSION',
  'NEW_REGISTER',
  'RANK_SALARY',
  'DEPOSIT',
  'FIRST_DEPOSIT',
  'SIGNUP',
  'LUCKY_BET',
  'ACTIVITY',
  'LOGIN',
  'TICKET',
  'PROMO_CODE',
] as const;
export type RewardPromotionType = (typeof RewardPromotionTypes)[number];

const Open = { additionalProperties: true } as const;
const Ms = Type.Integer({ minimum: 0 });
const Id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
const PromotionType = Type.Enum(RewardPromotionTypes);

/** The platform day of the sign-in calendar: the brand's market, the Philippines (UTC+08:00). */
export const REWARD_DAY_UTC_OFFSET_MINUTES = 480;
/** A daily sign-in cycle: the reward of its day N, then day 1 again after the last. */
export const LOGIN_CYCLE_DAYS = 7;

// ---------------------------------------------------------------------------------------------
// The reward centre's list (MCSFE_getClaimPromotion) and its claim (MCSFE_claimIssuedPromotion).

/** A type name as the platform's clients spell them, known here or not (SECOND_DEPOSIT, RANK_BOARD, …). */
const AnyTypeName = '[A-Z][A-Z0-9_]*';
/**
 * `status` I: issued, waiting for the member's claim; C: claimed (the member's history); I when
 * left out. `promotionType` names the types to list, comma-separated, every type when left out.
 * The platform's own member centre and its QA scripts name types the sandbox never issues (they
 * list nothing); the go444 client sends neither field.
 */
export const ClaimableQuery = Type.Object(
  {
    promotionType: Type.Optional(Type.String({ pattern: `^${AnyTypeName}(,${AnyTypeName})*$`, maxLength: 400 })),
    status: Type.Union([Type.Literal('I'), Type.Literal('C')], { default: 'I' }),
  },
  Open,
);
export type ClaimableQuery = Static<typeof ClaimableQuery>;

/** One reward: `rewardId` is the platform's name, `promotionClaimId` what the claim sends back (the same id). */
export const ClaimableReward = Type.Object(
  {
    rewardId: Id,
    promotionClaimId: Id,
    promotionType: PromotionType,
    promotionId: Type.Union([Type.Integer(), Type.Null()]),
    title: Type.String(),
    amount: Money,
    /** Valid bet asked for after the claim before a withdrawal ("0.00": none). */
    turnover: Money,
    status: Type.Union([Type.Literal('ISSUED'), Type.Literal('CLAIMED'), Type.Literal('EXPIRED')]),
    issuedAt: Ms,
    expiresAt: Type.Union([Ms, Type.Null()]),
    claimedAt: Type.Union([Ms, Type.Null()]),
  },
  Open,
);
export type ClaimableReward = Static<typeof ClaimableReward>;
export const ClaimableValue = Type.Array(ClaimableReward);
export type ClaimableValue = Static<typeof ClaimableValue>;

export const ClaimIssuedPayload = Type.Object({ promotionClaimId: Id, promotionType: PromotionType }, Open);
export type ClaimIssuedPayload = Static<typeof ClaimIssuedPayload>;

// ---------------------------------------------------------------------------------------------
// Turnover (ours): what claimed rewards still ask for before a withdrawal.

export const TurnoverValue = Type.Object(
  {
    /** Valid bet still owed before a withdrawal. */
    remaining: Money,
    /** Every turnover claimed rewards have asked for. */
    required: Money,
  },
  Open,
);
export type TurnoverValue = Static<typeof TurnoverValue>;

// ---------------------------------------------------------------------------------------------
// Promo codes (PROMOFE_getPromoCode, PROMOFE_claimPromoCode {promoCode}).

export const PromoCodeStatuses = ['AVAILABLE', 'CLAIMED', 'EXPIRED', 'EXHAUSTED'] as const;
export type PromoCodeStatus = (typeof PromoCodeStatuses)[number];
/** Letters and digits, matched without regard to case. */
export const PROMO_CODE_PATTERN = '^[A-Za-z0-9]{4,20}$';

export const PromoCode = Type.Object(
  {
    promoCode: Type.String(),
    description: Type.String(),
    amount: Money,
    turnover: Money,
    expiresAt: Ms,
    status: Type.Enum(PromoCodeStatuses),
  },
  Open,
);
export type PromoCode = Static<typeof PromoCode>;
export const PromoCodesValue = Type.Array(PromoCode);
export type PromoCodesValue = Static<typeof PromoCodesValue>;
export const ClaimPromoCodePayload = Type.Object({ promoCode: Type.String({ pattern: PROMO_CODE_PATTERN }) }, Open);
export type ClaimPromoCodePayload = Static<typeof ClaimPromoCodePayload>;

// ---------------------------------------------------------------------------------------------
// Prize tickets (PROMOFE_getClaimTicketList, PROMOFE_spinSlotMachine, PROMOFE_claimTicket).

export const TicketTypes = ['SLOT_MACHINE', 'PRIZE_WHEEL'] as const;
export type TicketType = (typeof TicketTypes)[number];
export const TicketStatuses = ['AVAILABLE', 'SPUN', 'CLAIMED', 'EXPIRED'] as const;
export type TicketStatus = (typeof TicketStatuses)[number];
/** The symbols of the slot machine's reels; three of a kind pay that prize. */
export const SlotSymbols = ['SEVEN', 'BAR', 'BELL', 'CHERRY', 'LEMON'] as const;
export type SlotSymbol = (typeof SlotSymbols)[number];

const YesNo = Type.Union([Type.Literal('Y'), Type.Literal('N')]);
/**
 * The prize tickets' list: `status` AVAILABLE when left out, `isApp` N. QA scripts against the
 * platform add `isAll=N`, the go444 client sends no field at all; what `isAll` changes is not shown
 * publicly, so it is taken and not acted on.
 */
export const ClaimTicketsQuery = Type.Object(
  {
    isApp: Type.Union([Type.Literal('Y'), Type.Literal('N')], { default: 'N' }),
    status: Type.Union([Type.Literal('AVAILABLE'), Type.Literal('CLAIMED')], { default: 'AVAILABLE' }),
    isAll: Type.Optional(YesNo),
  },
  Open,
);
export type ClaimTicketsQuery = Static<typeof ClaimTicketsQuery>;

export const TicketPrize = Type.Object({ prizeId: Id, amount: Money, symbol: Type.Enum(SlotSymbols) }, Open);
export type TicketPrize = Static<typeof TicketPrize>;

export const Ticket = Type.Object(
  {
    ticketId: Id,
    transactionId: Type.String(),
    type: Type.Enum(TicketTypes),
    status: Type.Enum(TicketStatuses),
    title: Type.String(),
    /** The prize table the outcome is drawn from (the wheel's segments, the reels' paying lines). */
    prizes: Type.Array(TicketPrize),
    /** The prize drawn, once spun or claimed. */
    prizeId: Type.Union([Id, Type.Null()]),
    expiresAt: Type.Union([Ms, Type.Null()]),
  },
  Open,
);
export type Ticket = Static<typeof Ticket>;
export const TicketsValue = Type.Array(Ticket);
export type TicketsValue = Static<typeof TicketsValue>;

export const TicketActionPayload = Type.Object({ transactionId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }), isApp: YesNo }, Open);
export type TicketActionPayload = Static<typeof TicketActionPayload>;

/** The outcome of a spin or claim: the prize, the reels it stopped on, and the reward once paid. */
export const TicketOutcome = Type.Object(
  {
    ticket: Ticket,
    prize: TicketPrize,
    reels: Type.Array(Type.Enum(SlotSymbols), { minItems: 3, maxItems: 3 }),
    reward: Type.Union([ClaimableReward, Type.Null()]),
  },
  Open,
);
export type TicketOutcome = Static<typeof TicketOutcome>;

// ---------------------------------------------------------------------------------------------
// Raffles (MCSFE_claimRafflePromotion: enter; MCSFE_getRafflePromotionStatus).

export const RaffleStatuses = ['OPEN', 'DRAWN'] as const;
export const RaffleResults = ['NOT_ENTERED', 'ENTERED', 'WON', 'LOST'] as const;
export type RaffleResult = (typeof RaffleResults)[number];

export const Raffle = Type.Object(
  {
    promotionId: Id,
    title: Type.String(),
    prize: Money,
    winners: Type.Integer({ minimum: 1 }),
    entries: Type.Integer({ minimum: 0 }),
    drawsAt: Ms,
    status: Type.Enum(RaffleStatuses),
    result: Type.Enum(RaffleResults),
    /** The RAFFLE reward of a winner, to claim in the list. */
    rewardId: Type.Union([Id, Type.Null()]),
  },
  Open,
);
export type Raffle = Static<typeof Raffle>;
export const RaffleStatusValue = Type.Array(Raffle);
export type RaffleStatusValue = Static<typeof RaffleStatusValue>;
export const RaffleClaimPayload = Type.Object({ promotionId: Id }, Open);
export type RaffleClaimPayload = Static<typeof RaffleClaimPayload>;

// ---------------------------------------------------------------------------------------------
// Daily sign-in (MCSFE_getLoginPromotion, MCSFE_claimLoginPromotion, MCSFE_getLoginPromotionConfigHistory).

export const LoginDay = Type.Object({ day: Type.Integer({ minimum: 1, maximum: LOGIN_CYCLE_DAYS }), amount: Money, turnover: Money }, Open);
export type LoginDay = Static<typeof LoginDay>;

export const LoginPromotionValue = Type.Object(
  {
    /** Today's platform day (UTC+08:00), YYYY-MM-DD. */
    today: Type.String(),
    signedToday: Type.Boolean(),
    /** Consecutive platform days signed in up to today, or up to yesterday while today is still open; 0 once a day is missed. */
    streak: Type.Integer({ minimum: 0 }),
    /** The cycle day today's sign-in pays (or paid). */
    cycleDay: Type.Integer({ minimum: 1, maximum: LOGIN_CYCLE_DAYS }),
    days: Type.Array(LoginDay),
    /** The platform days signed in during the last 31 days, oldest first. */
    signedDays: Type.Array(Type.Object({ date: Type.String(), cycleDay: Type.Integer({ minimum: 1 }), amount: Money }, Open)),
  },
  Open,
);
export type LoginPromotionValue = Static<typeof LoginPromotionValue>;

export const ClaimLoginValue = Type.Object(
  { date: Type.String(), streak: Type.Integer({ minimum: 1 }), cycleDay: Type.Integer({ minimum: 1 }), reward: ClaimableReward },
  Open,
);
export type ClaimLoginValue = Static<typeof ClaimLoginValue>;

export const LoginConfigHistoryValue = Type.Array(Type.Object({ configId: Id, effectiveFrom: Ms, days: Type.Array(LoginDay) }, Open));
export type LoginConfigHistoryValue = Static<typeof LoginConfigHistoryValue>;
