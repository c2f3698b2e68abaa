import type { SandboxArea } from '../../core/sandbox-area';
import { lotteryHandlers } from './lottery-handlers';

/** Lottery menus, draws and orders (raw `/lgw` answers), on the draw engine's schedule. */
export const lotteryArea: SandboxArea = {
  name: 'lottery',
  handlers: (ctx) => lotteryHandlers(ctx),
};
