import Type, { type Static } from 'typebox';
import { LangCode } from './common';

/** Categories in the order the platform sorts them by default. */
export const GameCategories = ['LOTT', 'ELOTT', 'LIVE', 'RNG', 'SPORTS', 'ESPORTS', 'FISH', 'PVP', 'COCKFIGHT'] as const;
export type GameCategory = (typeof GameCategories)[number];

export const SlotClasses = ['SLOT', 'SCRATCH', 'POKER', 'TABLE', 'ARCADE', 'JACKPOT', 'BINGO', 'FISHING'] as const;

export const VendorCard = Type.Object({
  vassalage: Type.String({ description: 'Vendor code, e.g. PG, JL, TCG_SEA' }),
  displayName: Type.String(),
  gameType: Type.String(),
  title: Type.Optional(Type.String()),
  lagerIcon: Type.String(),
  gameCode: Type.Optional(Type.String()),
  isGame: Type.Optional(Type.String({ description: '"VASSALAGE" marks a popup game list' })),
  isHot: Type.Integer({ minimum: 0, maximum: 1 }),
  gameClassify: Type.Optional(Type.String()),
});
export type VendorCard = Static<typeof VendorCard>;

export const VendorLane = Type.Object({
  title: Type.String({ description: 'Category: RNG, LIVE, SPORTS, ELOTT …' }),
  cards: Type.Array(VendorCard),
  gameClassify: Type.Array(Type.Object({ key: Type.String(), displayName: Type.String(), gameCount: Type.Integer() })),
});
export type VendorLane = Static<typeof VendorLane>;

export const VendorQuery = Type.Object({
  platform: Type.Optional(Type.String({ maxLength: 64 })),
  merchantCode: Type.Optional(Type.String({ maxLength: 64 })),
});
export const VendorsValue = Type.Object({ data: Type.Object({ lanes: Type.Array(VendorLane) }) });
export type VendorsValue = Static<typeof VendorsValue>;

export const Game = Type.Object({
  nodeId: Type.Integer(),
  gameName: Type.String(),
  displayName: Type.String(),
  gameCode: Type.String(),
  gameType: Type.String(),
  vassalage: Type.String(),
  iconUrl: Type.String(),
  defaultIcon: Type.Optional(Type.String()),
  isHot: Type.Optional(Type.Integer()),
  gameClassify: Type.Optional(Type.String()),
  minBet: Type.Optional(Type.Number()),
  lineNum: Type.Optional(Type.Integer()),
  isGame: Type.Optional(Type.String()),
});
export type Game = Static<typeof Game>;

export const HotGamesQuery = Type.Object({
  merchantCode: Type.Optional(Type.String({ maxLength: 64 })),
  isPlatform: Type.Optional(Type.String({ pattern: '^[0-9]$' })),
  vassalage: Type.Optional(Type.String({ maxLength: 64 })),
  platform: Type.Optional(Type.String({ maxLength: 64 })),
  language: Type.Optional(LangCode),
});
export const HotGamesValue = Type.Object({ list: Type.Array(Game) });
