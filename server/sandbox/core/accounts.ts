/** Account types (`accounts.type`) as every area reads them. */
export const MEMBER_TYPE = 0;
/** A free-play (trial) account: demo money, no payouts, refused by most member calls. */
export const TRIAL_TYPE = 4;
/** Account types of agents (the agent centre's 1, 2, 41 and 42; 4 is the trial account). */
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
