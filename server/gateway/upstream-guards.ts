import type { HTTPMethods, onResponseAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';

/** What a guard runs on the calls it guards: before the call is forwarded, and once its answer has gone. */
export interface UpstreamGuard {
  preHandler?: preHandlerAsyncHookHandler;
  onResponse?: onResponseAsyncHookHandler;
}

export interface GuardedRoute {
  /** A GET call is guarded for HEAD too: HEAD asks the platform the same question. */
  methods: HTTPMethods[];
  path: string;
  preHandler: preHandlerAsyncHookHandler[];
  onResponse: onResponseAsyncHookHandler[];
}

/**
 * The checks that apply to particular platform calls (the bot check, the throttles), collected by
 * method and exact path so the proxy gives each guarded call a route of its own carrying them. Every
 * other forwarded call then runs none of them, instead of each check looking at every request and
 * returning at once. The router matches a route's exact path, so a call reaches its guards however
 * its path was percent-encoded. Guards run in the order they were added: register the bot check
 * before the throttles.
 */
export class UpstreamGuards {
  readonly #routes = new Map<string, GuardedRoute>();
  #sealed = false;

  add(method: string, path: string, guard: UpstreamGuard): void {
    if (this.#sealed) throw new Error(`Guard for ${method} ${path} added after the proxy registered its routes`);
    if (!path.startsWith('/') || /[:*]/.test(path)) throw new Error(`A guarded path must be an exact path: ${path}`);
    const verb = method.toUpperCase() as HTTPMethods;
    const key = `${verb} ${path}`;
    let route = this.#routes.get(key);
    if (!route) {
      route = { methods: verb === 'GET' ? ['GET', 'HEAD'] : [verb], path, preHandler: [], onResponse: [] };
      this.#routes.set(key, route);
    }
    if (guard.preHandler) route.preHandler.push(guard.preHandler);
    if (guard.onResponse) route.onResponse.push(guard.onResponse);
  }

  /** The guarded calls; no guard may be added afterwards. */
  routes(): GuardedRoute[] {
    this.#sealed = true;
    return [...this.#routes.values()];
  }
}
