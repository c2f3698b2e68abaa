import type { FastifyInstance } from 'fastify';
import { sharedPlugin } from './shared-plugin';
import type { Clock } from '../clock';

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

export const clockPlugin = sharedPlugin<{ clock: Clock }>(async (app: FastifyInstance, { clock }) => {
  app.decorate('clock', clock);
});
