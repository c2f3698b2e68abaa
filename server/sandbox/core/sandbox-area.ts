import type { FastifyInstance } from 'fastify';
import type { CatalogueHandlers } from '../plugins/catalogue-routes';
import type { AreaContext } from './area-context';

/**
 * One area of the stand-in platform. Every area is listed once in areas/index.ts; a catalogue key
 * answered twice, or a method and path registered twice, stops the start naming both owners.
 */
export interface SandboxArea {
  /** Named in start-up errors. */
  name: string;
  /** Catalogue handlers by catalogue key; an area with several handler modules returns each of them. */
  handlers?(ctx: AreaContext): CatalogueHandlers | readonly CatalogueHandlers[];
  /** Plain routes (pages, images, files, helpers), registered on `scope`: the area's own plugin scope; the services come in `ctx`. */
  routes?(scope: FastifyInstance, ctx: AreaContext): Promise<void>;
}
