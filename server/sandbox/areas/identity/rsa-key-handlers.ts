import type { FastifyInstance } from 'fastify';
import type { CatalogueHandlers } from '../../plugins/catalogue-routes';

/** The RSA modulus clients encrypt their DES session keys with (answered as plain text). */
export function rsaKeyHandlers(app: FastifyInstance): CatalogueHandlers {
  return {
    'identity.rsaKey': ({ reply }) => {
      reply.header('cache-control', 'no-store');
      return app.rsaKey.modulusHex;
    },
  };
}
