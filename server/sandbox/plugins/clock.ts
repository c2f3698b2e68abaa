import type { FastifyInstance } from 'fastify';
import { sharedScope } from '../../shared-scope';
import type { Clock } from '../clock';

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

export const clockPlugin = sharedScope<{ clock: Clock }>(async (app: FastifyInstance, { clock }) => {
  app.decorate('clock', clock);
});
