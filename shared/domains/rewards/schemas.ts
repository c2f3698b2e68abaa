import Type, { type Static } from 'typebox';
import { Money } from '../cashier/schemas';

/**
 * The reward centre's reward types, as the platform's claim list names them
 * (`MCSFE_getClaimPromotion?promotionType=…`), plus ACTIVITY: an activity's reward issued by the
 * operator after its application was approved; LOGIN: a daily sign-in's reward (the platform's
 * SIGNUP is the sign-up promotion, another thing); TICKET: a prize ticket's prize (slot machine or
 * prize wheel); PROMO_CODE: a promo code's reward; QUEST and ACHIEVEMENT: a quest's or an achievement's
 * reward once its goal is reached (the platform's "extra rewards", PROMOFE_getUnappliedExtraRewardClaimList).
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
  'QUEST',
  'ACHIEVEMENT',
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

// ---------------------------------------------------------------------------------------------
// The prize tickets' global config (PROMOFE_getTicketGlobalConfig): each ticket type's prize table.

export const TicketConfigValue = Type.Object(
  { ticketTypes: Type.Array(Type.Object({ type: Type.Enum(TicketTypes), prizes: Type.Array(TicketPrize) }, Open)) },
  Open,
);
export type TicketConfigValue = Static<typeof TicketConfigValue>;

// ---------------------------------------------------------------------------------------------
// Discount tickets (PROMOFE_getDiscountTicketList; MCSFE_cancelTicket {ticketId} discards one).

/** The game types the platform reckons rebates and discounts by (ESPORTS is stored in SPORTS). */
export const ProductTypes = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTT', 'ELOTT', 'COCKFIGHT'] as const;
export type ProductType = (typeof ProductTypes)[number];

export const DiscountTicketStatuses = ['AVAILABLE', 'EXPIRED', 'CANCELLED'] as const;
/** Percent with two decimals ("10.00"). */
const Percent = Type.String({ pattern: '^[0-9]{1,3}\\.[0-9]{2}$' });

export const DiscountTicket = Type.Object(
  {
    ticketId: Id,
    title: Type.String(),
    /** The game type the discount applies to. */
    productType: Type.Enum(ProductTypes),
    /** Percent of the stake taken off. */
    discountRate: Percent,
    /** The most one ticket takes off. */
    maxDiscount: Money,
    status: Type.Enum(DiscountTicketStatuses),
    issuedAt: Ms,
    expiresAt: Ms,
  },
  Open,
);
export type DiscountTicket = Static<typeof DiscountTicket>;
export const DiscountTicketsValue = Type.Array(DiscountTicket);
export type DiscountTicketsValue = Static<typeof DiscountTicketsValue>;
export const CancelTicketPayload = Type.Object({ ticketId: Id }, Open);
export type CancelTicketPayload = Static<typeof CancelTicketPayload>;

// ---------------------------------------------------------------------------------------------
// Quests (PROMOFE_getParticipableQuestList) and achievements (PROMOFE_getAchievementSettingList):
// goals over the member's play; a goal reached issues its reward (QUEST, ACHIEVEMENT), which waits
// in PROMOFE_getUnappliedExtraRewardClaimList until claimed with MCSFE_claimIssuedPromotion.

export const GoalRewardStatuses = ['LOCKED', 'ISSUED', 'CLAIMED', 'EXPIRED'] as const;
export type GoalRewardStatus = (typeof GoalRewardStatuses)[number];
/** A count (settled bets, days) as digits, or an amount of valid bet as money. */
const Measure = Type.String({ pattern: '^[0-9]{1,13}(\\.[0-9]{2})?$' });

const GoalFields = {
  title: Type.String(),
  target: Measure,
  progress: Measure,
  reached: Type.Boolean(),
  reward: Money,
  /** Valid bet the reward asks for once claimed. */
  turnover: Money,
  rewardStatus: Type.Enum(GoalRewardStatuses),
  /** The issued reward (the promotionClaimId of its claim), once the goal is reached. */
  claimId: Type.Union([Id, Type.Null()]),
};

export const QuestGoals = ['BET_COUNT', 'TURNOVER'] as const;
export type QuestGoal = (typeof QuestGoals)[number];
export const Quest = Type.Object(
  {
    questId: Id,
    goal: Type.Enum(QuestGoals),
    /** The only game type that counts; null: every game. */
    productType: Type.Union([Type.Enum(ProductTypes), Type.Null()]),
    startAt: Ms,
    endAt: Ms,
    ...GoalFields,
  },
  Open,
);
export type Quest = Static<typeof Quest>;
export const QuestsValue = Type.Array(Quest);
export type QuestsValue = Static<typeof QuestsValue>;

/** BET_COUNT: settled bets; TURNOVER: valid bet; ACTIVE_DAYS: platform days with a heartbeat. All time. */
export const AchievementMeasures = ['BET_COUNT', 'TURNOVER', 'ACTIVE_DAYS'] as const;
export type AchievementMeasure = (typeof AchievementMeasures)[number];
export const Achievement = Type.Object({ achievementId: Id, measure: Type.Enum(AchievementMeasures), ...GoalFields }, Open);
export type Achievement = Static<typeof Achievement>;
export const AchievementsValue = Type.Array(Achievement);
export type AchievementsValue = Static<typeof AchievementsValue>;

/** A public client reads `value.claims[{promotionId, claimId}]`; the rest is the reward's. */
export const ExtraClaim = Type.Object(
  {
    claimId: Id,
    /** The quest or achievement the reward comes from. */
    promotionId: Id,
    promotionType: Type.Union([Type.Literal('QUEST'), Type.Literal('ACHIEVEMENT')]),
    title: Type.String(),
    amount: Money,
    turnover: Money,
    issuedAt: Ms,
    expiresAt: Type.Union([Ms, Type.Null()]),
  },
  Open,
);
export type ExtraClaim = Static<typeof ExtraClaim>;
export const UnappliedExtraValue = Type.Object({ claims: Type.Array(ExtraClaim) }, Open);
export type UnappliedExtraValue = Static<typeof UnappliedExtraValue>;

/** The daily heartbeat: counted once per platform day (UTC+08:00). */
export const HeartbeatValue = Type.Object(
  {
    /** Today's platform day, YYYY-MM-DD. */
    day: Type.String(),
    /** True when this call counted the day (its first heartbeat). */
    recorded: Type.Boolean(),
    /** Platform days with a heartbeat, all time. */
    activeDays: Type.Integer({ minimum: 1 }),
  },
  Open,
);
export type HeartbeatValue = Static<typeof HeartbeatValue>;

// ---------------------------------------------------------------------------------------------
// The rank board (PROMOFE_getRankBoardList) and the reward centre's layout (PROMOFE_feLayoutPromotion).

export const RankBoardValue = Type.Object(
  {
    /** The platform week (Monday 00:00 UTC+08:00) ranked, and its end. */
    periodStart: Ms,
    periodEnd: Ms,
    list: Type.Array(Type.Object({ rank: Type.Integer({ minimum: 1 }), account: Type.String(), validBet: Money }, Open)),
  },
  Open,
);
export type RankBoardValue = Static<typeof RankBoardValue>;

export const LayoutSections = ['LOGIN', 'QUEST', 'ACHIEVEMENT', 'TICKET', 'RAFFLE', 'PROMO_CODE', 'RANK_BOARD'] as const;
export type LayoutSection = (typeof LayoutSections)[number];
export const LayoutValue = Type.Array(Type.Object({ section: Type.Enum(LayoutSections), sort: Type.Integer({ minimum: 1 }) }, Open));
export type LayoutValue = Static<typeof LayoutValue>;

// ---------------------------------------------------------------------------------------------
// Rebate settings (MCSFE_getCustomerRebateSettingByProductType): the member's rate per game type.

/**
 * `productType` narrows the list to one game type; left out (as the public client that names the
 * call, `common.getRebate`, shows no query), every type. A type name the sandbox does not rate lists
 * nothing, as the claim list does for types it never issues.
 */
export const RebateSettingsQuery = Type.Object(
  { productType: Type.Optional(Type.String({ pattern: '^[A-Z][A-Z0-9_]*$', maxLength: 32 })) },
  Open,
);
export type RebateSettingsQuery = Static<typeof RebateSettingsQuery>;
export const RebateSettingsValue = Type.Array(
  Type.Object(
    {
      productType: Type.Enum(ProductTypes),
      /** Percent of the valid bet paid back. */
      rebateRate: Percent,
      /** The member's rank level the rate is for. */
      rankLevel: Type.Integer({ minimum: 1 }),
    },
    Open,
  ),
);
export type RebateSettingsValue = Static<typeof RebateSettingsValue>;

// ---------------------------------------------------------------------------------------------
// The register promotions (MCSFE_getRegisterPromotionList): the new-player promotions open now.

export const RegisterPromotionsValue = Type.Array(
  Type.Object({ promotionId: Id, title: Type.String(), rewardAmount: Money, startDate: Ms, endDate: Ms }, Open),
);
export type RegisterPromotionsValue = Static<typeof RegisterPromotionsValue>;
