import type { CatalogueHandlers } from './plugins/catalogue-routes';

/** One area of the sandbox platform and the catalogue calls it answers. */
export interface SandboxArea {
  name: string;
  handlers: CatalogueHandlers;
}

export class DuplicateHandlerError extends Error {}

/**
 * The handlers of every area, by catalogue key. A key answered by two areas is a mistake that a
 * plain object spread would hide (the later one silently wins): it stops the start instead.
 * Plain routes need no such check: Fastify refuses a duplicated method and path when registering.
 */
export function mergeAreaHandlers(areas: readonly SandboxArea[]): CatalogueHandlers {
  const merged: CatalogueHandlers = {};
  const owner = new Map<string, string>();
  for (const area of areas) {
    for (const key of Object.keys(area.handlers) as (keyof CatalogueHandlers)[]) {
      const earlier = owner.get(key);
      if (earlier) throw new DuplicateHandlerError(`Catalogue call ${key} is answered by both the ${earlier} and the ${area.name} area`);
      owner.set(key, area.name);
      Object.assign(merged, { [key]: area.handlers[key] });
    }
  }
  return merged;
}
