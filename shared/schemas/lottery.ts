import Type, { type Static } from 'typebox';

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

const GameCode = Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_]+$' });

export const PopularQuery = Type.Object({
  count: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  prizeMode: Type.Optional(Type.String({ pattern: '^(Lott|LOTT|ZY|Elott|ELOTT|SEA)$' })),
  device: Type.Optional(Type.String({ maxLength: 16 })),
  language: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2,3}$' })),
});
export const PopularLottery = Type.Object({
  gameId: Type.Integer(),
  gameCode: Type.String(),
  gameName: Type.String(),
  labelName: Type.String(),
  prizeMode: Type.String(),
  lastIssue: Type.Union([Type.String(), Type.Null()]),
  lastNumbers: Type.Union([Type.String(), Type.Null()]),
  nextDrawTime: Type.Integer({ description: 'ms' }),
});
export type PopularLottery = Static<typeof PopularLottery>;

export const OpenedNumbersQuery = Type.Object({
  gameCode: GameCode,
  count: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
});
export const VnOpenedNumbersQuery = Type.Object({
  gameCode: Type.Optional(GameCode),
  count: Type.Integer({ minimum: 1, maximum: 100, default: 100 }),
});
/** One drawn issue; Vietnam draws add every prize tier (DB = special prize, G1…G7). */
export const OpenedNumber = Type.Object({
  gameCode: Type.String(),
  issue: Type.String({ pattern: '^[0-9]{8}-[0-9]{4}$' }),
  numbers: Type.String({ description: 'Comma separated, e.g. "3,8,1,5,0"' }),
  openTime: Type.Integer({ description: 'ms' }),
  prizes: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
});
export type OpenedNumber = Static<typeof OpenedNumber>;

export const LotteryBetPayload = Type.Object({
  gameCode: GameCode,
  issue: Type.String({ pattern: '^[0-9]{8}-[0-9]{4}$' }),
  playType: Type.String({ minLength: 1, maxLength: 16, pattern: '^[A-Za-z0-9_]+$' }),
  /** The picks, comma separated, e.g. "3,7" (each pick is one unit of `stake`). */
  numbers: Type.String({ minLength: 1, maxLength: 400, pattern: '^[0-9]{1,2}(,[0-9]{1,2})*$' }),
  stake: Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000 }),
});
export type LotteryBetPayload = Static<typeof LotteryBetPayload>;
export const LotteryOrder = Type.Object({
  orderId: Type.String(),
  gameCode: Type.String(),
  issue: Type.String(),
  playType: Type.String(),
  numbers: Type.String(),
  stake: Type.Number({ description: 'Per pick' }),
  totalStake: Type.Number(),
  status: Type.Union([Type.Literal('PENDING'), Type.Literal('WON'), Type.Literal('LOST')]),
  winAmount: Type.Number(),
});
export type LotteryOrder = Static<typeof LotteryOrder>;
