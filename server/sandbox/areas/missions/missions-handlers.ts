import { LEADERBOARD_SIZE, MissionError } from '../../../../shared/domains/missions/errors';
import type { LeaderboardValue, MilestonesValue, MissionStatus, MissionSummaryValue } from '../../../../shared/domains/missions/schemas';
import type { CatalogueHandlers } from '../../plugins/catalogue-routes';
import type { ActiveSession } from '../../repositories/sessions';
import { refuse, requireFlag } from '../../core/refusals';
import { missionProgress, missionValue } from './mission-progress';
import type { MissionRow } from './missions-repository';
import { TRIAL_TYPE } from '../../core/accounts';
import type { SandboxServices } from '../../core/area-context';

/** A leaderboard shows others' accounts masked: the first two characters and the last one. */
export function maskAccount(username: string): string {
  return username.length <= 3 ? `${username.slice(0, 1)}***` : `${username.slice(0, 2)}***${username.slice(-1)}`;
}

const statusOf = (mission: MissionRow, now: number): MissionStatus => (mission.endAt <= now ? 'E' : 'O');

/**
 * The mission calls (module MISSIONLB3): the summary of open or ended missions with the member's
 * progress, a mission's milestones, and its leaderboard with the member's own place in the footer.
 * Every read of the member's progress issues the rewards of the milestones it reached.
 */
export function missionsHandlers(ctx: SandboxServices): CatalogueHandlers {
  const { accounts, missions } = ctx.repos;

  const caller = (session: ActiveSession | null): number => {
    requireFlag(ctx, 'MISSIONLB3', 'Missions');
    const account = accounts.byId(session!.accountId)!;
    if (account.type === TRIAL_TYPE) throw refuse(MissionError.trialAccount, 'Please register an account first');
    return account.id;
  };

  /** A mission that has started (open or ended); an unknown id or one not started yet is refused. */
  const started = (missionId: number, now: number): MissionRow => {
    const mission = missions.byId(missionId);
    if (!mission) throw refuse(MissionError.missionUnknown, `No mission ${missionId}`);
    if (mission.startAt > now) throw refuse(MissionError.missionNotOpen, `Mission ${missionId} has not started yet`);
    return mission;
  };

  return {
    'missions.summary': ({ session, payload }): MissionSummaryValue => {
      const accountId = caller(session);
      const now = ctx.clock.now();
      const { rows, total } = missions.page(payload.status, now, payload.size, (payload.page - 1) * payload.size);
      return {
        list: rows.map((mission) => {
          const { value, milestones } = missionProgress(ctx, mission, accountId, now);
          return {
            missionId: mission.id,
            title: mission.title,
            goal: mission.goal,
            status: statusOf(mission, now),
            startTime: mission.startAt,
            endTime: mission.endAt,
            reachedValue: missionValue(mission.goal, value),
            targetValue: milestones.at(-1)!.target,
            milestones: milestones.length,
            reachedMilestones: milestones.filter((m) => m.reached).length,
            waitingRewards: milestones.filter((m) => m.rewardStatus === 'ISSUED').length,
          };
        }),
        page: payload.page,
        size: payload.size,
        total,
      };
    },

    'missions.milestones': ({ session, payload }): MilestonesValue => {
      const accountId = caller(session);
      const now = ctx.clock.now();
      const { mission, value, milestones } = missionProgress(ctx, started(payload.missionId, now), accountId, now);
      return { missionId: mission.id, goal: mission.goal, reachedValue: missionValue(mission.goal, value), milestones };
    },

    'missions.leaderboard': ({ session, payload }): LeaderboardValue => {
      const accountId = caller(session);
      const now = ctx.clock.now();
      const mission = started(payload.missionId, now);
      const { value } = missionProgress(ctx, mission, accountId, now);
      const standings = missions.standings(mission);
      const own = standings.findIndex((s) => s.accountId === accountId);
      return {
        missionId: mission.id,
        goal: mission.goal,
        list: standings.slice(0, LEADERBOARD_SIZE).map((s, i) => ({
          rank: i + 1,
          account: maskAccount(s.username),
          reachedValue: missionValue(mission.goal, s.value),
          self: s.accountId === accountId,
        })),
        footer: { rank: own < 0 ? null : own + 1, reachedValue: missionValue(mission.goal, value) },
      };
    },
  };
}
