import type { FastifyInstance } from 'fastify';
import { GameCategories } from '../../../shared/schemas/games';
import type { VendorCard, VendorLane, VendorsValue } from '../../../shared/schemas/games';
import type { CatalogueHandlers } from '../plugins/catalogue-routes';
import { vendorLogoUrl } from '../repositories/games';
import { classifyDisplayName } from '../db/seed/games';

const HOT_LIST_SIZE = 24;

export function gameHandlers(app: FastifyInstance): CatalogueHandlers {
  const games = app.repos.games;
  return {
    'games.vendors': (): VendorsValue => ({ data: { lanes: vendorLanes(app) } }),
    'games.hot': ({ payload }) => ({ list: games.hotGames(HOT_LIST_SIZE, payload.vassalage || undefined) }),
  };
}

/** One lane per category that has vendors, in the platform's fixed category order. */
function vendorLanes(app: FastifyInstance): VendorLane[] {
  const cards = new Map<string, VendorCard[]>();
  for (const v of app.repos.games.vendors()) {
    const card: VendorCard = {
      vassalage: v.code, displayName: v.displayName, gameType: v.gameType, title: v.gameType,
      lagerIcon: vendorLogoUrl(v.code), isHot: v.isHot,
    };
    if (v.gameCode) card.gameCode = v.gameCode;
    if (v.isGame) card.isGame = v.isGame;
    const lane = cards.get(v.gameType) ?? [];
    lane.push(card);
    cards.set(v.gameType, lane);
  }
  const classify = new Map<string, VendorLane['gameClassify']>();
  for (const c of app.repos.games.classifyCounts()) {
    const list = classify.get(c.gameType) ?? [];
    list.push({ key: c.key, displayName: classifyDisplayName(c.key), gameCount: c.gameCount });
    classify.set(c.gameType, list);
  }
  const order = [...GameCategories, ...[...cards.keys()].filter((t) => !(GameCategories as readonly string[]).includes(t))];
  return order
    .filter((type) => cards.has(type))
    .map((type) => ({ title: type, cards: cards.get(type)!, gameClassify: classify.get(type) ?? [] }));
}
