import type { FastifyInstance } from 'fastify';
import { sharedScope } from '../../shared-scope';
import { createDrawEngine, type DrawEngine } from '../areas/lottery/draw-engine';

declare module 'fastify' {
  interface FastifyInstance {
    drawEngine: DrawEngine;
  }
}

export interface DrawEnginePluginOptions extends Record<string, unknown> {
  /** Catch up every this many ms so orders are paid without a read; 0 = only on reads (tests). */
  timerMs: number;
}

/** The lottery draw engine on the sandbox clock: lazy on every read, plus a timer in a running server. */
export const drawEnginePlugin = sharedScope<DrawEnginePluginOptions>(async (app: FastifyInstance, { timerMs }) => {
  const engine = createDrawEngine(app.db, app.clock, app.repos);
  app.decorate('drawEngine', engine);
  if (timerMs > 0) {
    const timer = setInterval(() => {
      try {
        engine.catchUp();
      } catch (error) {
        app.log.error({ err: error }, 'lottery draw catch-up failed');
      }
    }, timerMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
});
