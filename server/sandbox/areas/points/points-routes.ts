import type { FastifyInstance } from 'fastify';
import { rewardImageSvg } from './reward-image';
import { CompressedImages, IMAGE_CACHE_CONTROL } from '../images';
import type { SandboxServices } from '../../core/area-context';

/** The image CDN's pictures of the mall's rewards (`/img/reward/<id>.svg`); a reward not in the data is a 404. */
export async function pointsRoutes(scope: FastifyInstance, ctx: SandboxServices): Promise<void> {
  // Served as the image CDN serves every picture: compressed, and kept by browsers for a year.
  const images = new CompressedImages(IMAGE_CACHE_CONTROL);
  scope.get<{ Params: { file: string } }>('/img/reward/:file', async (request, reply) => {
    const match = /^([1-9][0-9]{0,8})\.svg$/.exec(request.params.file);
    const reward = match ? ctx.repos.points.reward(Number(match[1])) : undefined;
    if (!reward) return reply.callNotFound();
    return images.send(request, reply, 'image/svg+xml; charset=utf-8', () =>
      rewardImageSvg(reward.name, reward.kind === 'PHYSICAL' ? 'Delivered to you' : 'Voucher'),
    );
  });
}
