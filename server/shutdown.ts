import type { FastifyInstance } from 'fastify';
import type { Drain } from './gateway/drain';

/** What one process stops, in order: the gateway (after its drain), then the embedded sandbox. */
export interface ShutdownPlan {
  gateway?: { app: FastifyInstance; drain: Drain; drainMs: number };
  sandbox?: FastifyInstance;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * 1. The gateway drains: readiness 503, answers close their connections, serving goes on for
 *    `drainMs` so the load balancer stops sending before the listener goes away.
 * 2. The gateway stops accepting and finishes the requests in flight (Fastify's close).
 * 3. The sandbox stops last: requests in flight through the gateway still reach it.
 */
export async function shutdown(plan: ShutdownPlan, log: (message: string) => void = () => undefined): Promise<void> {
  if (plan.gateway) {
    plan.gateway.drain.start();
    log(`Draining for ${plan.gateway.drainMs} ms`);
    await sleep(plan.gateway.drainMs);
    await plan.gateway.app.close();
  }
  if (plan.sandbox) await plan.sandbox.close();
}

/** SIGTERM and SIGINT run the shutdown once and exit 0; a second signal exits at once. */
export function stopOnSignals(plan: () => ShutdownPlan, log: (message: string) => void): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      log(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    shutdown(plan(), log).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
