import type { FastifyPluginAsync } from 'fastify';

/**
 * Marks a plugin so that its hooks, decorators and handlers apply to the scope that registers it (the
 * whole gateway, or the whole sandbox) rather than to its own encapsulated context. This is Fastify's
 * documented `skip-override` flag, the same one that the fastify-plugin package sets: both servers
 * use this one helper instead of a dependency for one symbol.
 */
export function sharedScope<Options extends Record<string, unknown>>(plugin: FastifyPluginAsync<Options>): FastifyPluginAsync<Options> {
  Object.defineProperty(plugin, Symbol.for('skip-override'), { value: true });
  return plugin;
}
