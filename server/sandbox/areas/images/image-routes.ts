import type { FastifyInstance, FastifyReply } from 'fastify';
import QRCode from 'qrcode';
import { bannerSvg } from './banner';
import { vendorLogoSvg } from './vendor';
import { gameIconSvg } from './game';
import { avatarSvg, AVATAR_COUNT } from './avatar';
import { resolveUrl, type Addresses } from '../../addresses';

const ONE_DAY_SECONDS = 86_400;

/**
 * The image CDN of the sandbox: every picture the API names is drawn from the seeded data, so the
 * same path always gives the same image; anything not in the data is a 404.
 */
export async function imageRoutes(app: FastifyInstance, { addresses }: { addresses: Addresses }) {
  const { content, games, system } = app.repos;
  const svg = (reply: FastifyReply, body: string) =>
    reply.type('image/svg+xml; charset=utf-8').header('cache-control', `public, max-age=${ONE_DAY_SECONDS}`).send(body);

  app.get<{ Params: { file: string } }>('/img/banner/:file', async (request, reply) => {
    const match = /^(w_[a-z]+)-(\d{1,4})\.svg$/.exec(request.params.file);
    const banner = match ? content.banner(match[1], Number(match[2])) : undefined;
    if (!banner) return reply.callNotFound();
    return svg(reply, bannerSvg(banner.groupName, banner.title, 'Play responsibly · 21+'));
  });

  app.get('/img/default-banner.svg', async (_request, reply) => svg(reply, bannerSvg('default', 'Welcome', 'Play responsibly · 21+')));

  app.get<{ Params: { file: string } }>('/img/promotion/:file', async (request, reply) => {
    const match = /^(\d{1,9})-(\d{1,3})\.svg$/.exec(request.params.file);
    const promotion = match ? content.promotion(Number(match[1])) : undefined;
    if (!promotion) return reply.callNotFound();
    return svg(reply, bannerSvg('w_promotion', promotion.title, promotion.category.replace(/_/g, ' ')));
  });

  app.get<{ Params: { file: string } }>('/img/vendor/:file', async (request, reply) => {
    const match = /^([A-Za-z0-9_]{1,32})\.svg$/.exec(request.params.file);
    const name = match ? games.vendorName(match[1]) : undefined;
    if (!match || !name) return reply.callNotFound();
    return svg(reply, vendorLogoSvg(match[1], name));
  });

  app.get<{ Params: { file: string } }>('/img/game/:file', async (request, reply) => {
    const match = /^(\d{1,9})\.svg$/.exec(request.params.file);
    const game = match ? games.game(Number(match[1])) : undefined;
    if (!game) return reply.callNotFound();
    return svg(reply, gameIconSvg(game.displayName, games.vendorName(game.vassalage) ?? game.vassalage));
  });

  app.get<{ Params: { file: string } }>('/img/avatar/:file', async (request, reply) => {
    const match = /^(\d{1,2})\.svg$/.exec(request.params.file);
    if (!match || Number(match[1]) >= AVATAR_COUNT) return reply.callNotFound();
    return svg(reply, avatarSvg(Number(match[1])));
  });

  app.get<{ Params: { file: string } }>('/img/qr/:file', async (request, reply) => {
    const match = /^([A-Za-z]{1,32})\.svg$/.exec(request.params.file);
    const resource = match ? system.resourceByType(match[1]) : undefined;
    if (!resource || !resource.hasQrCode) return reply.callNotFound();
    const target = resolveUrl(addresses, resource.url, resource.urlBase);
    return svg(reply, await QRCode.toString(target, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }));
  });
}
