import Type, { type Static } from 'typebox';
import { Money } from '../cashier/schemas';
import { MISSION_PAGE_SIZE_MAX } from './errors';

const Open = { additionalProperties: true } as const;
const Ms = Type.Integer({ minimum: 0 });
const Id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });

/**
 * What a mission counts over its window: settled bets (game rounds and settled lottery orders),
 * their valid bet (turnover), or credited deposits.
 */
export const MissionGoals = ['BET_COUNT', 'TURNOVER', 'DEPOSIT'] as const;
export type MissionGoal = (typeof MissionGoals)[number];

/** `O`: open (started, not ended); `E`: ended. A mission not started yet is listed under neither. */
export const MissionStatuses = ['O', 'E'] as const;
export type MissionStatus = (typeof MissionStatuses)[number];

/**
 * A reached value or a target: a count of bets for BET_COUNT ("12"), an amount for TURNOVER and
 * DEPOSIT ("1250.00").
 */
export const MissionValue = Type.String({ pattern: '^[0-9]{1,13}(\\.[0-9]{2})?$' });

export const MissionSummaryQuery = Type.Object(
  {
    status: Type.Enum(MissionStatuses),
    page: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
    size: Type.Integer({ minimum: 1, maximum: MISSION_PAGE_SIZE_MAX }),
  },
  Open,
);
export type MissionSummaryQuery = Static<typeof MissionSummaryQuery>;

export const MissionSummary = Type.Object(
  {
    missionId: Id,
    title: Type.String(),
    goal: Type.Enum(MissionGoals),
    status: Type.Enum(MissionStatuses),
    startTime: Ms,
    endTime: Ms,
    /** The member's progress over the window. */
    reachedValue: MissionValue,
    /** The last milestone's target. */
    targetValue: MissionValue,
    milestones: Type.Integer({ minimum: 1 }),
    reachedMilestones: Type.Integer({ minimum: 0 }),
    /** Reached milestones whose reward waits in the reward centre (issued, not claimed). */
    waitingRewards: Type.Integer({ minimum: 0 }),
  },
  Open,
);
export type MissionSummary = Static<typeof MissionSummary>;

export const MissionSummaryValue = Type.Object(
  {
    list: Type.Array(MissionSummary),
    page: Type.Integer({ minimum: 1 }),
    size: Type.Integer({ minimum: 1 }),
    total: Type.Integer({ minimum: 0 }),
  },
  Open,
);
export type MissionSummaryValue = Static<typeof MissionSummaryValue>;

export const MissionQuery = Type.Object({ missionId: Id }, Open);
export type MissionQuery = Static<typeof MissionQuery>;

/** LOCKED: not reached; then the state of the reward it issued in the reward centre. */
export const MilestoneRewardStatuses = ['LOCKED', 'ISSUED', 'CLAIMED', 'EXPIRED'] as const;
export type MilestoneRewardStatus = (typeof MilestoneRewardStatuses)[number];

export const Milestone = Type.Object(
  {
    milestone: Type.Integer({ minimum: 1 }),
    target: MissionValue,
    reward: Money,
    /** The reward's turnover is its amount times this. */
    turnoverMultiplier: Type.Integer({ minimum: 0 }),
    turnover: Money,
    reached: Type.Boolean(),
    rewardStatus: Type.Enum(MilestoneRewardStatuses),
    /** The reward centre's id of the issued reward. */
    rewardId: Type.Union([Id, Type.Null()]),
  },
  Open,
);
export type Milestone = Static<typeof Milestone>;

export const MilestonesValue = Type.Object(
  { missionId: Id, goal: Type.Enum(MissionGoals), reachedValue: MissionValue, milestones: Type.Array(Milestone) },
  Open,
);
export type MilestonesValue = Static<typeof MilestonesValue>;

export const LeaderboardRow = Type.Object(
  { rank: Type.Integer({ minimum: 1 }), account: Type.String(), reachedValue: MissionValue, self: Type.Boolean() },
  Open,
);
export type LeaderboardRow = Static<typeof LeaderboardRow>;

export const LeaderboardValue = Type.Object(
  {
    missionId: Id,
    goal: Type.Enum(MissionGoals),
    list: Type.Array(LeaderboardRow),
    /** The member's own place: `rank` null while the member has no progress in the window. */
    footer: Type.Object({ rank: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]), reachedValue: MissionValue }, Open),
  },
  Open,
);
export type LeaderboardValue = Static<typeof LeaderboardValue>;
