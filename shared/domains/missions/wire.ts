import { relay, type WireSpecs } from '../../api/endpointWire';

/** Missions: progress, milestones and the mission leaderboards (MISSIONLB3). */
export const missionsWire = {
  'missions.summary': { method: 'GET', path: relay('MCSFE_getMissionSummaryDetails'), moduleId: 'MISSIONLB3', token: true },
  'missions.leaderboard': { method: 'GET', path: relay('MCSFE_getMissionLeaderboard'), moduleId: 'MISSIONLB3', token: true },
  'missions.milestones': { method: 'GET', path: relay('MCSFE_getMissionMilestones'), moduleId: 'MISSIONLB3', token: true, guess: true },
} as const satisfies WireSpecs;
