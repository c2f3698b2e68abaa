import type { FastifyInstance } from 'fastify';
import type { Addresses } from '../addresses';
import type { CatalogueHandlers } from '../plugins/catalogue-routes';
import type { IdentitySettings } from './identity-settings';

/** What every area is built with. */
export interface AreaContext {
  /** The sandbox with its shared decorations: db, repos, clock, rsaKey, drawEngine. */
  app: FastifyInstance;
  /** The public and site addresses that answers and pages link to. */
  addresses: Addresses;
  /** The operator's identity settings (default password, password age). */
  identity: IdentitySettings;
}

/**
 * One area of the stand-in platform. Every area is listed once in areas/index.ts; a catalogue key
 * answered twice, or a method and path registered twice, stops the start naming both owners.
 */
export interface SandboxArea {
  /** Named in start-up errors. */
  name: string;
  /** Catalogue handlers by catalogue key; an area with several handler modules returns each of them. */
  handlers?(ctx: AreaContext): CatalogueHandlers | readonly CatalogueHandlers[];
  /** Plain routes (pages, images, files, helpers), registered on `scope`: the area's own plugin scope. */
  routes?(scope: FastifyInstance, ctx: AreaContext): Promise<void>;
}
