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

/** Reached so far (`actual`) against what the next level asks (`expected`). */
const Measure = Type.Object({ actual: Money, expected: Money }, Open);

/**
 * `rank.progress` (MCSFE_getPlayerRankProgress): the platform's member pages read `playerRankName`,
 * `monthlyTurnover{actual,expected}` and `totalTurnover{…}` from it; the other fields are the
 * sandbox's (server/sandbox/README.md, "Missions and player rank").
 */
export const RankProgressValue = Type.Object(
  {
    playerRankName: Type.String(),
    rankLevel: Type.Integer({ minimum: 1 }),
    nextRankName: Type.Union([Type.String(), Type.Null()]),
    /** Valid bet this platform month; a level asks no monthly turnover, so `expected` is 0. */
    monthlyTurnover: Measure,
    /** Valid bet and credited deposits, all time, against the next level's (the level's own at the top). */
    totalTurnover: Measure,
    totalDeposit: Measure,
    /** Per cent of the way to the next level: the lesser of deposit and turnover (100 at the top). */
    playerRankProgress: Type.Integer({ minimum: 0, maximum: 100 }),
  },
  Open,
);
export type RankProgressValue = Static<typeof RankProgressValue>;
