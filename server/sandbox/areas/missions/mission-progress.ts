import { centsToWire } from '../../../../shared/money';
import type { Milestone, MilestoneRewardStatus, MissionGoal } from '../../../../shared/domains/missions/schemas';
import type { MilestoneRow, MissionRow } from './missions-repository';
import type { SandboxServices } from '../../core/area-context';

/** A mission's reward grant is one per member and milestone, whatever the number of reads. */
export const missionSourceRef = (missionId: number, milestone: number): string => `mission:${missionId}:${milestone}`;

/** A measure as the wire carries it: a count of bets, or an amount for the money goals. */
export const missionValue = (goal: MissionGoal, value: number): string => (goal === 'BET_COUNT' ? String(value) : centsToWire(value));

export interface MissionProgress {
  mission: MissionRow;
  value: number;
  milestones: Milestone[];
}

/**
 * The member's progress on a mission and its milestones. Each milestone the progress has reached
 * issues its reward into the reward centre (MISSION, one per member and milestone: issuing again
 * returns the grant already there), so reading progress is all it takes for a reward to wait there.
 */
export function missionProgress(ctx: SandboxServices, mission: MissionRow, accountId: number, now: number): MissionProgress {
  const { missions, rewardGrants } = ctx.repos;
  const value = missions.progress(mission, accountId);
  const milestones = missions.milestones(mission.id).map((m: MilestoneRow): Milestone => {
    const reached = value >= m.target;
    const turnover = m.reward * m.turnoverMultiplier;
    const grant = reached
      ? rewardGrants.issue(
          {
            accountId,
            promotionType: 'MISSION',
            promotionId: mission.id,
            title: `${mission.title}: milestone ${m.milestone}`,
            amount: m.reward,
            turnover,
            sourceRef: missionSourceRef(mission.id, m.milestone),
          },
          now,
        )
      : null;
    const rewardStatus: MilestoneRewardStatus = grant ? grant.status : 'LOCKED';
    return {
      milestone: m.milestone,
      target: missionValue(mission.goal, m.target),
      reward: centsToWire(m.reward),
      turnoverMultiplier: m.turnoverMultiplier,
      turnover: centsToWire(turnover),
      reached,
      rewardStatus,
      rewardId: grant ? grant.id : null,
    };
  });
  return { mission, value, milestones };
}
