import type { SandboxArea } from '../../core/sandbox-area';
import { missionsHandlers } from './missions-handlers';

/** Missions: goals over a window from real play and deposits, milestones whose rewards go to the reward centre, leaderboards. */
export const missionsArea: SandboxArea = {
  name: 'missions',
  handlers: (ctx) => missionsHandlers(ctx),
};
