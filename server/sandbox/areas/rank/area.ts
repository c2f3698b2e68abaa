import type { SandboxArea } from '../../core/sandbox-area';
import { rankHandlers } from './rank-handlers';

/** The player rank (VIP club): levels, progress from deposits and valid bet, upgrade bonuses and monthly salaries. */
export const rankArea: SandboxArea = {
  name: 'rank',
  handlers: (ctx) => rankHandlers(ctx),
};
