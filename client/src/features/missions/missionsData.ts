import type { Envelope } from '../../../../shared/api/envelopeCore';
import type { LeaderboardValue, MilestonesValue, MissionStatus, MissionSummaryValue } from '../../../../shared/domains/missions/schemas';
import { MISSION_PAGE_SIZE_MAX } from '../../../../shared/domains/missions/errors';
import { call } from '../../lib/api';
import { failure, type Answer } from '../../lib/load/answer';

const settle = <T>(answer: Envelope<T>): Answer<T> => (answer.success ? { success: true, value: answer.value } : failure(answer));

/** Missions per page of the list. */
export const MISSIONS_PAGE_SIZE = 10;

export async function loadMissions(status: MissionStatus, page: number, signal: AbortSignal): Promise<Answer<MissionSummaryValue>> {
  return settle(await call('missions.summary', { status, page, size: MISSIONS_PAGE_SIZE }, { signal }));
}

export async function loadMilestones(missionId: number, signal: AbortSignal): Promise<Answer<MilestonesValue>> {
  return settle(await call('missions.milestones', { missionId }, { signal }));
}

export async function loadLeaderboard(missionId: number, signal: AbortSignal): Promise<Answer<LeaderboardValue>> {
  return settle(await call('missions.leaderboard', { missionId }, { signal }));
}

/**
 * The member-centre menu's badge: open missions with a reached milestone whose reward waits in the
 * reward centre (issued, not claimed). One light call: the first page of open missions at its
 * largest size; a failure shows no badge.
 */
export async function pendingMissionCount(signal: AbortSignal): Promise<number> {
  const answer = await call('missions.summary', { status: 'O', page: 1, size: MISSION_PAGE_SIZE_MAX }, { signal });
  return answer.success ? answer.value.list.filter((m) => m.waitingRewards > 0).length : 0;
}
