import type { FastifyInstance } from 'fastify';
import { applicationIdOf } from './activity-desk';
import type { SandboxServices } from '../../core/area-context';

/**
 * The pictures of activity applications, for the operator desk (`/__desk` is served on the sandbox
 * port only and closed with the development helpers). Sent with the type their magic bytes showed,
 * never sniffed by the browser, and without any active content.
 */
export async function promotionsRoutes(scope: FastifyInstance, ctx: SandboxServices): Promise<void> {
  scope.get<{ Params: { id: string; seq: string } }>('/__desk/activity-pictures/:id/:seq', async (request, reply) => {
    const id = applicationIdOf(request.params.id);
    const seq = /^[1-3]$/.test(request.params.seq) ? Number(request.params.seq) : null;
    const picture = id === null || seq === null ? undefined : ctx.repos.activities.picture(id, seq);
    if (!picture) return reply.code(404).type('text/plain; charset=utf-8').send('No such picture.');
    return reply
      .type(picture.mime)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .send(picture.bytes);
  });
}
