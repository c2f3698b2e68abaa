import type { SandboxArea } from '../../core/sandbox-area';
import { contractsHandlers } from './contracts-handlers';

/** Salary and dividend contracts: offers, answers, the given and own lists, settlements (engine-plugin.ts pays them). */
export const contractsArea: SandboxArea = {
  name: 'contracts',
  handlers: (ctx) => contractsHandlers(ctx),
};
