import type { FastifyInstance } from 'fastify';

/** Every development helper lives under this prefix, whichever area registers it. */
export const DEV_PREFIX = '/__dev';

function isDevPath(url: string): boolean {
  const path = url.split('?', 1)[0];
  return path === DEV_PREFIX || path.startsWith(`${DEV_PREFIX}/`);
}

/**
 * With the helpers off, every `/__dev` path answers exactly as a path nothing serves (404), before
 * any helper runs: they read SMS codes, temporary passwords and captcha answers back, and move the
 * clock, which no real platform lets a caller do.
 */
export function closeDevHelpers(scope: FastifyInstance): void {
  scope.addHook('onRequest', async (request, reply) => {
    if (isDevPath(request.url)) return reply.callNotFound();
  });
}
