/**
 * The refusals of the mission and player-rank calls (HTTP 200, `success: false`, this `errorCode`),
 * named in the platform's dotted style. Plain data: the client maps each to a text.
 */
export const MissionError = {
  /** No mission has this id. */
  missionUnknown: 'mission.not.found',
  /** The mission exists but has not started yet: nothing to show before its window opens. */
  missionNotOpen: 'mission.not.open',
  /** Trial accounts take part in no mission and hold no rank. */
  trialAccount: 'trial.account',
} as const;
export type MissionError = (typeof MissionError)[keyof typeof MissionError];

/** The largest page of the mission summary (`MCSFE_getMissionSummaryDetails` `size`). */
export const MISSION_PAGE_SIZE_MAX = 50;
/** Members listed on a mission's leaderboard; the member's own place is in its footer whatever it is. */
export const LEADERBOARD_SIZE = 10;
