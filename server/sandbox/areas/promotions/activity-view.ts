import { centsToWire } from '../../../../shared/money';
import type { Activity, ActivityState } from '../../../../shared/domains/promotions/schemas';
import type { RewardGrantRow } from '../rewards';
import type { ActivityRow, ApplicationRow } from './activities-repository';

/** Where the activity stands in time: not started, open, or closed (from its end date on). */
export function phaseOf(activity: Pick<ActivityRow, 'startDate' | 'endDate'>, now: number): 'COMING_SOON' | 'OPEN' | 'CLOSED' {
  if (now < activity.startDate) return 'COMING_SOON';
  return now >= activity.endDate ? 'CLOSED' : 'OPEN';
}

/**
 * The member's state of an activity. The latest application decides first (approved: the reward
 * issued or claimed; waiting: applying; refused: rejected), so an outcome stays visible after the
 * activity ends; without one it is COMING_SOON or CLOSED by its dates, else JOINED or IN_PROCESS.
 */
export function stateOf(
  activity: ActivityRow,
  now: number,
  member: { joined: boolean; application?: ApplicationRow; grant?: RewardGrantRow } | null,
): ActivityState {
  const phase = phaseOf(activity, now);
  const application = member?.application;
  if (application?.status === 'APPROVED') {
    if (member?.grant?.status === 'CLAIMED') return 'CLAIMED';
    if (member?.grant?.status === 'ISSUED') return 'ISSUED';
    return 'CLOSED';
  }
  if (application?.status === 'PENDING') return 'APPLYING';
  if (application?.status === 'REJECTED') return 'REJECTED';
  if (phase === 'COMING_SOON') return 'COMING_SOON';
  if (phase === 'CLOSED') return 'CLOSED';
  return member?.joined ? 'JOINED' : 'IN_PROCESS';
}

export function activityView(
  activity: ActivityRow,
  now: number,
  member: { joined: boolean; application?: ApplicationRow; grant?: RewardGrantRow } | null,
): Activity {
  const state = stateOf(activity, now, member);
  return {
    promotionId: activity.id,
    title: activity.title,
    category: activity.category,
    content: activity.content,
    startDate: activity.startDate,
    endDate: activity.endDate,
    rewardAmount: centsToWire(activity.rewardAmount),
    state,
    rewardId: state === 'ISSUED' || state === 'CLAIMED' ? (member?.grant?.id ?? null) : null,
    rejectReason: state === 'REJECTED' ? (member?.application?.reason ?? null) : null,
  };
}
