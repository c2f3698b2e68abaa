import type { FastifyInstance, RouteOptions } from 'fastify';
import type { CatalogueHandlers } from '../plugins/catalogue-routes';
import type { AreaContext } from '../core/area-context';
import type { SandboxArea } from '../core/sandbox-area';

/** Two areas claim the same name, catalogue call, or method and path: the sandbox must not start. */
export class AreaConflictError extends Error {
  override name = 'AreaConflictError';
}

/** Registers the catalogue routes with the handlers given, in the scope given. */
export type CatalogueRegistration = (scope: FastifyInstance, handlers: CatalogueHandlers) => PromiseLike<unknown>;

/**
 * Registers every area: first the catalogue routes with the handlers of all areas, then each area's
 * plain routes in a scope of its own (so a body parser or hook of one area stays in that area).
 * A catalogue key with two handlers (merged by object spread, the later would silently win), or a
 * method and path registered by two owners, throws an AreaConflictError naming both.
 */
export async function registerAreas(
  app: FastifyInstance,
  areas: readonly SandboxArea[],
  ctx: AreaContext,
  registerCatalogue: CatalogueRegistration,
): Promise<void> {
  const handlers = collectHandlers(areas, ctx);
  const owners = new RouteOwners();
  await app.register(async (scope) => {
    owners.watch(scope, 'the catalogue routes');
    await registerCatalogue(scope, handlers);
  });
  for (const area of areas) {
    const { routes } = area;
    if (!routes) continue;
    await app.register(async (scope) => {
      owners.watch(scope, `the ${area.name} area`);
      await routes(scope, ctx);
    });
  }
}

/** The handlers of every area by catalogue key, each key from exactly one area. */
export function collectHandlers(areas: readonly SandboxArea[], ctx: AreaContext): CatalogueHandlers {
  const merged: CatalogueHandlers = {};
  const ownerOf = new Map<string, string>();
  const names = new Set<string>();
  for (const area of areas) {
    if (names.has(area.name)) throw new AreaConflictError(`Two areas are named ${area.name}`);
    names.add(area.name);
    for (const group of [area.handlers?.(ctx) ?? []].flat()) {
      for (const key of Object.keys(group) as (keyof CatalogueHandlers)[]) {
        const earlier = ownerOf.get(key);
        if (earlier === area.name) throw new AreaConflictError(`Catalogue call ${key} is answered twice by the ${area.name} area`);
        if (earlier) throw new AreaConflictError(`Catalogue call ${key} is answered by both the ${earlier} area and the ${area.name} area`);
        ownerOf.set(key, area.name);
        Object.assign(merged, { [key]: group[key] });
      }
    }
  }
  return merged;
}

/**
 * Who registered each method and path. Fastify refuses a duplicate route too, but without saying
 * which part of the sandbox each one came from; this check runs first (onRoute hooks run before a
 * route is added) and names both.
 */
class RouteOwners {
  private readonly owners = new Map<string, string>();

  watch(scope: FastifyInstance, owner: string): void {
    scope.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) this.claim(`${method} ${route.url}`, owner);
    });
  }

  private claim(route: string, owner: string): void {
    const earlier = this.owners.get(route);
    // A route registered twice by one owner is left to Fastify, which refuses it itself.
    if (earlier && earlier !== owner) throw new AreaConflictError(`Route ${route} is registered by both ${earlier} and ${owner}`);
    this.owners.set(route, owner);
  }
}
