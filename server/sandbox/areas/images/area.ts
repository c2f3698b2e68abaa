import type { SandboxArea } from '../../core/sandbox-area';
import { imageRoutes } from './image-routes';

/** The image CDN: every picture the answers name, drawn from the seeded data. */
export const imagesArea: SandboxArea = {
  name: 'images',
  routes: (scope, ctx) => imageRoutes(scope, ctx),
};
