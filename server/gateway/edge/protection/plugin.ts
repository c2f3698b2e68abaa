import type { FastifyInstance } from 'fastify';
import type { EdgeContext } from '../plugin';
import { protectionCalls } from './calls';
import { addProtectionGuards } from './guards';
import { ProtectionService } from './service';
import { SessionWatch } from './sessions';

/**
 * Player protection at the edge: the nine `protection.*` calls answered from the edge store
 * (calls.ts), and the checks on the platform calls it concerns (guards.ts), for every platform
 * behind the gateway. The sweep of sessions past their limit runs while the gateway does.
 */
export async function protectionPlugin(app: FastifyInstance, edge: EdgeContext): Promise<void> {
  const service = new ProtectionService(edge.store);
  const sessions = new SessionWatch(edge);
  addProtectionGuards(edge, service, sessions);
  // Bodies are kept as the bytes received: the encrypted call passes its body on unchanged.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  protectionCalls(app, edge, service, sessions);
  app.addHook('onReady', async () => sessions.start(app.log));
  app.addHook('onClose', async () => sessions.stop());
}
