import type { FastifyPluginAsync } from 'fastify';

/**
 * Marks a plugin so that its decorators and hooks apply to the parent scope (what the
 * fastify-plugin package does), without adding a dependency for one symbol.
 */
export function sharedPlugin<O extends Record<string, unknown>>(plugin: FastifyPluginAsync<O>): FastifyPluginAsync<O> {
  Object.defineProperty(plugin, Symbol.for('skip-override'), { value: true });
  return plugin;
}
