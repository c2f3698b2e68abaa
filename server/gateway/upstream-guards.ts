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
  /** Guarded calls the edge answers itself (`edgeRoute`): the proxy gives them no route. */
  readonly #edge = new Set<string>();
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

  /**
   * A call the edge answers on its own route (an edge call a throttle counts): the proxy gives it
   * no route, and the edge's route runs the call's guards through the hooks returned here, which
   * read the guards when the request comes, so guards added later (the throttles) apply too.
   */
  edgeRoute(method: string, path: string): { preHandler: preHandlerAsyncHookHandler; onResponse: onResponseAsyncHookHandler } {
    const key = `${method.toUpperCase()} ${path}`;
    if (this.#sealed) throw new Error(`Edge route ${key} claimed after the proxy registered its routes`);
    this.#edge.add(key);
    const routes = this.#routes;
    return {
      async preHandler(request, reply) {
        for (const hook of routes.get(key)?.preHandler ?? []) {
          await hook.call(this, request, reply);
          if (reply.sent) return reply;
        }
        return undefined;
      },
      async onResponse(request, reply) {
        for (const hook of routes.get(key)?.onResponse ?? []) await hook.call(this, request, reply);
      },
    };
  }

  /** The guarded calls the proxy forwards; no guard may be added afterwards. */
  routes(): GuardedRoute[] {
    this.#sealed = true;
    return [...this.#routes.entries()].filter(([key]) => !this.#edge.has(key)).map(([, route]) => route);
  }
}
