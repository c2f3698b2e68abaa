import Type, { type Static } from 'typebox';
import { Money } from '../cashier/schemas';

const Open = { additionalProperties: true } as const;

/** One level of the player rank (the VIP club): its label and colours, what reaching it asks and pays. */
export const RankLevel = Type.Object(
  {
    rankLevel: Type.Integer({ minimum: 1 }),
    labelName: Type.String(),
    color: Type.String(),
    color2: Type.String(),
    /** Credited deposits, all time, to reach the level. */
    depositRequired: Money,
    /** Valid bet, all time, to reach the level. */
    turnoverRequired: Money,
    /** Paid once (UPGRADE_BONUS) when the level is reached. */
    upgradeBonus: Money,
    /** Paid for each calendar month spent at the level (RANK_SALARY), once the month is over. */
    monthlySalary: Money,
    /** The bonus's and the salary's turnover is their amount times this. */
    turnoverMultiplier: Type.Integer({ minimum: 0 }),
  },
  Open,
);
export type RankLevel = Static<typeof RankLevel>;

export const RankSummaryValue = Type.Object(
  {
    /** The member's level (never falls). */
    rankLevel: Type.Integer({ minimum: 1 }),
    levels: Type.Array(RankLevel),
    /** Credited deposits and valid bet so far, all time. */
    deposits: Money,
    validBet: Money,
    /** The next level, or null at the top. */
    nextLevel: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  },
  Open,
);
export type RankSummaryValue = Static<typeof RankSummaryValue>;
