import type { SchemasFor } from '../../api/endpoint';
import type { missionsWire } from './wire';
import { LeaderboardValue, MilestonesValue, MissionQuery, MissionSummaryQuery, MissionSummaryValue } from './schemas';

/** Payload and answer schemas of the missions calls (an empty entry keeps the defaults, see SchemasFor). */
export const missionsSchemas = {
  'missions.summary': { payload: MissionSummaryQuery, value: MissionSummaryValue },
  'missions.leaderboard': { payload: MissionQuery, value: LeaderboardValue },
  'missions.milestones': { payload: MissionQuery, value: MilestonesValue },
} satisfies SchemasFor<typeof missionsWire>;
