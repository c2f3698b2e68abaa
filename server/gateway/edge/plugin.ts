import type { FastifyInstance } from 'fastify';
import type { UpstreamGuards } from '../upstream-guards';
import type { EdgeAccounts } from './accounts';
import type { EdgePlatform } from './platform';
import type { EdgeStore } from './store';
import { signInsPlugin } from './sign-ins/plugin';
import { protectionPlugin } from './protection/plugin';

/** What every part of the edge is built with. */
export interface EdgeContext {
  store: EdgeStore;
  accounts: EdgeAccounts;
  platform: EdgePlatform;
  /** The checks the edge puts on platform calls before they are forwarded (upstream-guards.ts). */
  guards: UpstreamGuards;
  now: () => number;
}

/**
 * The edge: the calls the gateway answers itself under /wps/edge/ (shared/api/endpointWire.ts,
 * CallKind) and its checks on the platform calls it forwards. Registered before the proxy, whose
 * guarded routes it adds to.
 */
export async function edgePlugin(app: FastifyInstance, edge: EdgeContext & Record<string, unknown>): Promise<void> {
  await app.register(signInsPlugin, edge);
  await app.register(protectionPlugin, edge);
}
