import type { SandboxArea } from '../../core/sandbox-area';
import { contentHandlers } from './content-handlers';

/** Banners, notices, pop-ups, promotions and the help centre. */
export const contentArea: SandboxArea = {
  name: 'content',
  handlers: (ctx) => contentHandlers(ctx),
};
