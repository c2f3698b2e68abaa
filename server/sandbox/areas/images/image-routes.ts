import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { bannerSvg } from './banner';
import { vendorLogoSvg } from './vendor';
import { gameIconSvg } from './game';
import { avatarSvg, AVATAR_COUNT } from './avatar';
import { resolveUrl } from '../../addresses';
import { CompressedImages } from './compressed';
import type { AreaContext } from '../../core/area-context';

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Every picture is drawn from seeded data that nothing edits, so a path always answers the same
 * image: browsers and CDNs may keep it for a year without asking again, as an image CDN's
 * content-addressed files are kept.
 */
export const IMAGE_CACHE_CONTROL = `public, max-age=${ONE_YEAR_SECONDS}, immutable`;

/**
 * The image CDN of the sandbox: every picture the API names is drawn from the seeded data, so the
 * same path always gives the same image; anything not in the data is a 404.
 */
export async function imageRoutes(scope: FastifyInstance, ctx: AreaContext) {
  const { addresses } = ctx;
  const { content, games, system } = ctx.repos;
  // SVG is text: answered in Brotli or gzip, as the browser accepts, like the built client's files.
  const images = new CompressedImages(IMAGE_CACHE_CONTROL);
  const svg = (request: FastifyRequest, reply: FastifyReply, draw: () => string) =>
    images.send(request, reply, 'image/svg+xml; charset=utf-8', draw);

  scope.get<{ Params: { file: string } }>('/img/banner/:file', async (request, reply) => {
    const match = /^(w_[a-z]+)-(\d{1,4})\.svg$/.exec(request.params.file);
    const banner = match ? content.banner(match[1], Number(match[2])) : undefined;
    if (!banner) return reply.callNotFound();
    return svg(request, reply, () => bannerSvg(banner.groupName, banner.title, 'Play responsibly · 21+'));
  });

  scope.get('/img/default-banner.svg', async (request, reply) =>
    svg(request, reply, () => bannerSvg('default', 'Welcome', 'Play responsibly · 21+')),
  );

  scope.get<{ Params: { file: string } }>('/img/promotion/:file', async (request, reply) => {
    const match = /^(\d{1,9})-(\d{1,3})\.svg$/.exec(request.params.file);
    const promotion = match ? content.promotion(Number(match[1])) : undefined;
    if (!promotion) return reply.callNotFound();
    return svg(request, reply, () => bannerSvg('w_promotion', promotion.title, promotion.category.replace(/_/g, ' ')));
  });

  scope.get<{ Params: { file: string } }>('/img/vendor/:file', async (request, reply) => {
    const match = /^([A-Za-z0-9_]{1,32})\.svg$/.exec(request.params.file);
    const name = match ? games.vendorName(match[1]) : undefined;
    if (!match || !name) return reply.callNotFound();
    return svg(request, reply, () => vendorLogoSvg(match[1], name));
  });

  scope.get<{ Params: { file: string } }>('/img/game/:file', async (request, reply) => {
    const match = /^(\d{1,9})\.svg$/.exec(request.params.file);
    const game = match ? games.game(Number(match[1])) : undefined;
    if (!game) return reply.callNotFound();
    return svg(request, reply, () => gameIconSvg(game.displayName, games.vendorName(game.vassalage) ?? game.vassalage));
  });

  scope.get<{ Params: { file: string } }>('/img/avatar/:file', async (request, reply) => {
    const match = /^(\d{1,2})\.svg$/.exec(request.params.file);
    if (!match || Number(match[1]) >= AVATAR_COUNT) return reply.callNotFound();
    return svg(request, reply, () => avatarSvg(Number(match[1])));
  });

  scope.get<{ Params: { file: string } }>('/img/qr/:file', async (request, reply) => {
    const match = /^([A-Za-z]{1,32})\.svg$/.exec(request.params.file);
    const resource = match ? system.resourceByType(match[1]) : undefined;
    if (!resource || !resource.hasQrCode) return reply.callNotFound();
    const target = resolveUrl(addresses, resource.url, resource.urlBase);
    const drawing = await QRCode.toString(target, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return svg(request, reply, () => drawing);
  });
}
