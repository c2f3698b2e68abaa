import type { FastifyInstance } from 'fastify';
import { rewardImageSvg } from './reward-image';

const ONE_DAY_SECONDS = 86_400;

/** The image CDN's pictures of the mall's rewards (`/img/reward/<id>.svg`); a reward not in the data is a 404. */
export async function pointsRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { file: string } }>('/img/reward/:file', async (request, reply) => {
    const match = /^([1-9][0-9]{0,8})\.svg$/.exec(request.params.file);
    const reward = match ? app.repos.points.reward(Number(match[1])) : undefined;
    if (!reward) return reply.callNotFound();
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', `public, max-age=${ONE_DAY_SECONDS}`)
      .send(rewardImageSvg(reward.name, reward.kind === 'PHYSICAL' ? 'Delivered to you' : 'Voucher'));
  });
}
