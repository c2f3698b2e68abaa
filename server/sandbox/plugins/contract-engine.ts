import type { FastifyInstance } from 'fastify';
import { sharedScope } from '../../shared-scope';
import { createContractEngine, type ContractEngine } from '../areas/contracts/contract-engine';

declare module 'fastify' {
  interface FastifyInstance {
    contractEngine: ContractEngine;
  }
}

export interface ContractEnginePluginOptions extends Record<string, unknown> {
  /** Catch up every this many ms so contracts pay without a read; 0 = only on reads. */
  timerMs: number;
}

/**
 * The contract settlement engine on the sandbox clock: every contract, agent and consolidated call
 * catches it up first, and a running sandbox also does on an unref'd timer cleared on close.
 */
export const contractEnginePlugin = sharedScope<ContractEnginePluginOptions>(async (app: FastifyInstance, { timerMs }) => {
  const engine = createContractEngine(app.db, app.clock, app.repos);
  app.decorate('contractEngine', engine);
  if (timerMs > 0) {
    const timer = setInterval(() => {
      try {
        engine.catchUp();
      } catch (error) {
        app.log.error({ err: error }, 'contract settlement catch-up failed');
      }
    }, timerMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
});
