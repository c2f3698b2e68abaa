import type { SandboxArea } from '../../core/sandbox-area';
import { gameHandlers } from './games-handlers';

/** The game lobby: vendors, lists, favourites, recent games, winner boards and PVP rooms. */
export const gamesArea: SandboxArea = {
  name: 'games',
  handlers: (ctx) => gameHandlers(ctx),
};
