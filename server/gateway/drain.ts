import type { FastifyInstance } from 'fastify';

/**
 * The gateway's drain after SIGTERM: readiness answers 503 at once so load balancers take the
 * replica out of rotation, while every answer still given carries `Connection: close`, so a client
 * never writes a further request on a connection that is about to go away.
 */
export class Drain {
  #draining = false;

  get draining(): boolean {
    return this.#draining;
  }

  start(): void {
    this.#draining = true;
  }
}

/** While draining, each answer closes its connection once sent (Node honours `Connection: close`). */
export function closeConnectionsWhileDraining(app: FastifyInstance, drain: Drain): void {
  app.addHook('onRequest', (_request, reply, done) => {
    if (drain.draining) reply.header('connection', 'close');
    done();
  });
}
