import Type, { type Static } from 'typebox';

export const PrizeModes = ['Lott', 'ZY', 'Elott', 'SEA'] as const;

export const LotteryMenuGame = Type.Object({
  gameId: Type.Integer(),
  gameCode: Type.String(),
  gameName: Type.String(),
  labelName: Type.String(),
  prizeMode: Type.String(),
  defaultPlayType: Type.Optional(Type.String()),
  drawIntervalSeconds: Type.Optional(Type.Integer()),
});
export type LotteryMenuGame = Static<typeof LotteryMenuGame>;

export const LotteryMenuGroup = Type.Object({
  gameGroupCode: Type.String(),
  labelName: Type.String(),
  gameMenus: Type.Array(LotteryMenuGame),
});
export type LotteryMenuGroup = Static<typeof LotteryMenuGroup>;

/** `/lgw` answers raw JSON: an object of groups keyed by group code (read with Object.values). */
export const LotteryMenus = Type.Record(Type.String(), LotteryMenuGroup);
export type LotteryMenus = Static<typeof LotteryMenus>;

export const LotteryMenuQuery = Type.Object({
  prizeMode: Type.Optional(Type.String({ pattern: '^(Lott|LOTT|ZY|Elott|ELOTT|SEA)$' })),
  device: Type.Optional(Type.Literal('WEB')),
});
