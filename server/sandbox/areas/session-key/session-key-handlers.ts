import type { FastifyInstance } from 'fastify';
import type { CatalogueHandlers } from '../../plugins/catalogue-routes';

/** The RSA modulus clients encrypt their DES session keys with (answered as plain text). */
export function sessionKeyHandlers(app: FastifyInstance): CatalogueHandlers {
  return {
    'session.rsaKey': ({ reply }) => {
      reply.header('cache-control', 'no-store');
      return app.rsaKey.modulusHex;
    },
  };
}
