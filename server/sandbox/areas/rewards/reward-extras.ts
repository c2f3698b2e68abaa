import { centsToWire } from '../../../../shared/money';
import {
  REWARD_DAY_UTC_OFFSET_MINUTES,
  type Achievement,
  type DiscountTicket,
  type ExtraClaim,
  type GoalRewardStatus,
  type Quest,
  type RebateSettingsValue,
} from '../../../../shared/domains/rewards/schemas';
import { RewardError } from '../../../../shared/domains/rewards/errors';
import { refuse } from '../../core/refusals';
import type { SandboxServices } from '../../core/area-context';
import type { RewardGrantRow } from './reward-grants-repository';
import type { AchievementRow, DiscountTicketRow, QuestRow } from './reward-extras-repository';

const DAY_MS = 86_400_000;
const OFFSET_MS = REWARD_DAY_UTC_OFFSET_MINUTES * 60_000;
/** How long a reached quest's or achievement's reward waits for its claim. */
export const EXTRA_REWARD_CLAIM_DAYS = 7;
/** The rank board's length. */
export const RANK_BOARD_SIZE = 10;

/** A quest's or achievement's reward grant is one per member and goal, whatever the number of reads. */
export const questSourceRef = (questId: number): string => `quest:${questId}`;
export const achievementSourceRef = (achievementId: number): string => `achievement:${achievementId}`;

/** Basis points as a percent with two decimals (50 → "0.50"). */
export const percentOf = (bp: number): string => (bp / 100).toFixed(2);

/** A measure as the wire carries it: a count as digits, valid bet as money. */
const measure = (isMoney: boolean, value: number): string => (isMoney ? centsToWire(value) : String(value));

/**
 * The goal's reward once reached: issued into the reward centre on first read (one grant per member
 * and goal: reading again returns the grant already there), so reaching is all it takes.
 */
function goalReward(
  ctx: SandboxServices,
  goal: {
    accountId: number;
    type: 'QUEST' | 'ACHIEVEMENT';
    id: number;
    title: string;
    reward: number;
    turnover: number;
    sourceRef: string;
  },
  reached: boolean,
  now: number,
): { rewardStatus: GoalRewardStatus; claimId: number | null } {
  if (!reached) return { rewardStatus: 'LOCKED', claimId: null };
  const grant = ctx.repos.rewardGrants.issue(
    {
      accountId: goal.accountId,
      promotionType: goal.type,
      promotionId: goal.id,
      title: goal.title,
      amount: goal.reward,
      turnover: goal.turnover,
      sourceRef: goal.sourceRef,
      expiresAt: now + EXTRA_REWARD_CLAIM_DAYS * DAY_MS,
    },
    now,
  );
  // A grant read past its expiry is EXPIRED (the grants list marks it so on its next read).
  const status = grant.status === 'ISSUED' && grant.expiresAt !== null && grant.expiresAt <= now ? 'EXPIRED' : grant.status;
  return { rewardStatus: status, claimId: grant.id };
}

export function questView(ctx: SandboxServices, quest: QuestRow, accountId: number, now: number): Quest {
  const progress = ctx.repos.rewardExtras.questProgress(quest, accountId);
  const reached = progress >= quest.target;
  const isMoney = quest.goal === 'TURNOVER';
  return {
    questId: quest.id,
    goal: quest.goal,
    productType: quest.productType,
    startAt: quest.startAt,
    endAt: quest.endAt,
    title: quest.title,
    target: measure(isMoney, quest.target),
    progress: measure(isMoney, progress),
    reached,
    reward: centsToWire(quest.reward),
    turnover: centsToWire(quest.turnover),
    ...goalReward(
      ctx,
      {
        accountId,
        type: 'QUEST',
        id: quest.id,
        title: quest.title,
        reward: quest.reward,
        turnover: quest.turnover,
        sourceRef: questSourceRef(quest.id),
      },
      reached,
      now,
    ),
  };
}

export function achievementView(ctx: SandboxServices, achievement: AchievementRow, accountId: number, now: number): Achievement {
  const progress = ctx.repos.rewardExtras.achievementProgress(achievement.measure, accountId);
  const reached = progress >= achievement.target;
  const isMoney = achievement.measure === 'TURNOVER';
  return {
    achievementId: achievement.id,
    measure: achievement.measure,
    title: achievement.title,
    target: measure(isMoney, achievement.target),
    progress: measure(isMoney, progress),
    reached,
    reward: centsToWire(achievement.reward),
    turnover: centsToWire(achievement.turnover),
    ...goalReward(
      ctx,
      {
        accountId,
        type: 'ACHIEVEMENT',
        id: achievement.id,
        title: achievement.title,
        reward: achievement.reward,
        turnover: achievement.turnover,
        sourceRef: achievementSourceRef(achievement.id),
      },
      reached,
      now,
    ),
  };
}

/** Reads every open quest and achievement of the member, so each goal reached has issued its reward. */
export function settleGoals(ctx: SandboxServices, accountId: number, now: number): void {
  const { rewardExtras } = ctx.repos;
  for (const quest of rewardExtras.openQuests(now)) questView(ctx, quest, accountId, now);
  for (const achievement of rewardExtras.achievements()) achievementView(ctx, achievement, accountId, now);
}

export function extraClaimView(grant: RewardGrantRow): ExtraClaim {
  if (grant.promotionType !== 'QUEST' && grant.promotionType !== 'ACHIEVEMENT') throw new Error(`Reward ${grant.id} is no extra reward`);
  return {
    claimId: grant.id,
    promotionId: grant.promotionId!,
    promotionType: grant.promotionType,
    title: grant.title,
    amount: centsToWire(grant.amount),
    turnover: centsToWire(grant.turnover),
    issuedAt: grant.issuedAt,
    expiresAt: grant.expiresAt,
  };
}

export function discountTicketView(row: DiscountTicketRow, now: number): DiscountTicket {
  return {
    ticketId: row.id,
    title: row.title,
    productType: row.productType,
    discountRate: percentOf(row.rateBp),
    maxDiscount: centsToWire(row.maxDiscount),
    status: row.cancelledAt !== null ? 'CANCELLED' : row.expiresAt <= now ? 'EXPIRED' : 'AVAILABLE',
    issuedAt: row.issuedAt,
    expiresAt: row.expiresAt,
  };
}

/** Cancels the member's discount ticket: a ticket of another member, or one already cancelled, is unknown. */
export function cancelDiscountTicket(ctx: SandboxServices, accountId: number, ticketId: number, now: number): DiscountTicket {
  const { rewardExtras } = ctx.repos;
  const row = rewardExtras.discountTicket(ticketId);
  if (!row || row.accountId !== accountId || row.cancelledAt !== null) throw refuse(RewardError.ticketUnknown, `No ticket ${ticketId}`);
  if (row.expiresAt <= now) throw refuse(RewardError.ticketExpired, 'This ticket has expired');
  if (!rewardExtras.cancelDiscountTicket(accountId, ticketId, now)) throw refuse(RewardError.ticketUnknown, `No ticket ${ticketId}`);
  return discountTicketView(rewardExtras.discountTicket(ticketId)!, now);
}

/** The member's rebate rates by game type, those of the member's rank level. */
export function rebateSettings(ctx: SandboxServices, accountId: number, productType: string | undefined): RebateSettingsValue {
  const account = ctx.repos.accounts.byId(accountId)!;
  const rankLevel = Math.max(1, account.clubRank);
  return ctx.repos.rewardExtras
    .rebateRates(rankLevel)
    .filter((rate) => productType === undefined || rate.productType === productType)
    .map((rate) => ({ productType: rate.productType, rebateRate: percentOf(rate.rateBp), rankLevel }));
}

/** The platform week (Monday 00:00 UTC+08:00) that `now` falls in. */
export function platformWeek(now: number): { start: number; end: number } {
  const dayIndex = Math.floor((now + OFFSET_MS) / DAY_MS);
  // Day 0 of the epoch (1970-01-01) was a Thursday: Monday is 3 days before it.
  const monday = dayIndex - ((dayIndex + 3) % 7);
  const start = monday * DAY_MS - OFFSET_MS;
  return { start, end: start + 7 * DAY_MS };
}
