import type { CatalogueHandlers } from '../../plugins/catalogue-routes';
import type { SandboxServices } from '../../core/area-context';

/** The RSA modulus clients encrypt their DES session keys with (answered as plain text). */
export function rsaKeyHandlers(ctx: SandboxServices): CatalogueHandlers {
  return {
    'identity.rsaKey': ({ reply }) => {
      reply.header('cache-control', 'no-store');
      return ctx.rsaKey.modulusHex;
    },
  };
}
