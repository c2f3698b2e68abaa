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

/**
 * Signals this close to the first are the same request to stop. A terminal's Ctrl-C, systemd's
 * default and `kill -TERM -<pgid>` signal the whole process group of `npm start` (npm, tsx and the
 * server), and tsx passes its own on: the server hears one request twice within milliseconds.
 */
export const SAME_REQUEST_MS = 1_000;

/**
 * What a signal asks for: the first stops (drain, then exit); one within SAME_REQUEST_MS of it is
 * the same request; a later one forces the exit, for an operator who will not wait for the drain.
 */
export function signalMeaning(now: () => number = Date.now): () => 'stop' | 'same' | 'force' {
  let first: number | null = null;
  return () => {
    const at = now();
    if (first === null) {
      first = at;
      return 'stop';
    }
    return at - first < SAME_REQUEST_MS ? 'same' : 'force';
  };
}

/** SIGTERM and SIGINT run the shutdown once and exit 0; a signal a moment later exits at once (signalMeaning). */
export function stopOnSignals(plan: () => ShutdownPlan, log: (message: string) => void): void {
  const meaning = signalMeaning();
  const stop = (signal: string) => {
    const asked = meaning();
    if (asked === 'same') {
      log(`${signal} again within a moment: the same request to stop`);
      return;
    }
    if (asked === 'force') {
      log(`${signal} again: exiting now`);
      process.exit(1);
    }
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
