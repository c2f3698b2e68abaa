import Type, { type Static, type TSchema } from 'typebox';

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

const Numero = Type.String({ pattern: '^[0-9]{8}-[0-9]{4}$', description: 'An issue, e.g. "20240301-0815"' });
/**
 * An amount as the lottery client writes it (`numeral(amount).format('0.0000')`), or a plain number;
 * spaces and zeros in front are malformed, as on every money call (shared/money.ts).
 */
const CartAmount = Type.Union([Type.String({ pattern: '^(0|[1-9][0-9]{0,8})(\\.[0-9]{1,4})?$' }), Type.Number({ minimum: 0 })]);

/**
 * The lottery client's bet (POST /lgw/orders/betting). `bettingSlipString` holds one slip, or several
 * joined by `;`, each `<balls>~1~<playId>~<mode>~<series>~<multiple>`: the balls are the picks of each
 * position written one after another, positions joined by `_`; `1` is a fixed marker; `playId` the
 * play of the game's play menu; `mode` the bet unit (1 = whole, 2 = tenths, 3 = hundredths of the
 * play's single-bet price); `series` the prize series; `multiple` how many units each bet takes.
 * `betCartAmountSum` must be what the slips cost.
 */
export const LotteryBetPayload = Type.Object({
  gameId: Type.Integer({ minimum: 1 }),
  currentNumero: Numero,
  winningStop: Type.Optional(Type.Boolean()),
  abandoning: Type.Optional(Type.Boolean()),
  betCartAmountSum: CartAmount,
  chase: Type.Optional(Type.Boolean()),
  device: Type.String({ minLength: 1, maxLength: 16, pattern: '^[A-Za-z0-9_]+$' }),
  orderType: Type.Integer(),
  quickChase: Type.Optional(Type.Boolean()),
  prizeModeId: Type.Integer(),
  bettingSlipString: Type.String({ minLength: 1, maxLength: 4000 }),
});
export type LotteryBetPayload = Static<typeof LotteryBetPayload>;

export const LotteryOrderStatus = Type.Union([
  Type.Literal('PENDING'),
  Type.Literal('WON'),
  Type.Literal('LOST'),
  Type.Literal('CANCELLED'),
]);

/** One sub-order: one slip of a bet, the unit a member cancels. */
export const LotterySubOrder = Type.Object({
  orderId: Type.String({ description: 'The sub-order id that PUT /lgw/orders/suborders/cancel takes' }),
  orderNo: Type.String({ description: 'The bet the sub-order belongs to' }),
  gameId: Type.Integer(),
  gameCode: Type.String(),
  gameName: Type.String(),
  currentNumero: Type.String(),
  playId: Type.Integer(),
  bettingSlipString: Type.String(),
  betAmount: Type.Number(),
  status: LotteryOrderStatus,
  winAmount: Type.Number(),
  betTime: Type.Integer({ description: 'ms' }),
  winningNumber: Type.Union([Type.String(), Type.Null()]),
});
export type LotterySubOrder = Static<typeof LotterySubOrder>;

/**
 * What a bet answers: its order number and its sub-orders. `orderNumber`, `numero` and
 * `totalBettingAmount` are the fields the public clients read: the jQuery betting client shows
 * `orderNumber`, `numero` and `totalBettingAmount.toFixed(4)` (a number), and the C# betting client
 * counts a bet as taken when the body holds `"orderNumber":"` (a string). The others are ours.
 */
export const LotteryBetResult = Type.Object({
  orderNumber: Type.String({ description: 'The order number; the same as orderNo' }),
  numero: Type.String({ description: 'The issue bet on; the same as currentNumero' }),
  totalBettingAmount: Type.Number({ description: 'What the bet cost; the same as betCartAmountSum' }),
  orderNo: Type.String(),
  gameId: Type.Integer(),
  currentNumero: Type.String(),
  betCartAmountSum: Type.Number(),
  subOrders: Type.Array(LotterySubOrder),
});
export type LotteryBetResult = Static<typeof LotteryBetResult>;

/** Pages count from 0 (`?page=0&size=10`, as the lottery client reads draws). */
const PageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000, default: 0 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
};
const pageOf = <T extends TSchema>(item: T) =>
  Type.Object({
    content: Type.Array(item),
    number: Type.Integer({ description: 'This page, from 0' }),
    size: Type.Integer(),
    totalElements: Type.Integer(),
    totalPages: Type.Integer(),
  });

/** `gameId=-1` is every game: the React lottery client sends it when no game is chosen. */
export const ALL_GAMES = -1;
export const LotteryTodayOrdersQuery = Type.Object({
  gameId: Type.Optional(Type.Union([Type.Literal(ALL_GAMES), Type.Integer({ minimum: 1 })])),
  ...PageQuery,
});
export const LotteryOrderPage = pageOf(LotterySubOrder);
export type LotteryOrderPage = Static<typeof LotteryOrderPage>;

/** The body of a cancel: the sub-order ids, as a JSON list. */
export const LotteryCancelPayload = Type.Array(Type.String({ pattern: '^[0-9]{1,12}$' }), { minItems: 1, maxItems: 100 });
export const LotteryCancelResult = Type.Object({
  cancelled: Type.Array(Type.String()),
  refundAmount: Type.Number(),
});
export type LotteryCancelResult = Static<typeof LotteryCancelResult>;

/** `gameId` is the path's; the query pages the draws, newest first. */
export const LotteryDrawsQuery = Type.Object(PageQuery);
export const LotteryDraw = Type.Object({
  gameId: Type.Integer(),
  gameCode: Type.String(),
  numero: Type.String(),
  winningNumber: Type.String({ description: 'Comma separated, e.g. "3,8,1,5,0"' }),
  /**
   * The same numbers under the name the public clients read (the React and jQuery lottery clients,
   * the C# betting client). They split it on commas, or by character when it has none; commas are
   * what every one of them reads for two-digit balls.
   */
  winNo: Type.String({ description: 'Comma separated, e.g. "3,8,1,5,0"' }),
  drawTime: Type.Integer({ description: 'ms' }),
});
export type LotteryDraw = Static<typeof LotteryDraw>;
export const LotteryDrawPage = pageOf(LotteryDraw);
export type LotteryDrawPage = Static<typeof LotteryDrawPage>;

/** The game whose issues are asked for. */
export const LotteryNearNumbersQuery = Type.Object({ gameId: Type.Integer({ minimum: 1 }) });
/**
 * `GET /lgw/numeros/near`: the issue on sale and its neighbours, raw. Every field is one the public
 * clients read: the jQuery clients count down `remainTime` (ms until the draw) and close betting
 * `lockTime` seconds before it, attach `currentNumero.numero` to the bet, keep `isSale` and show
 * `previousNumero.numero` and `nextNumero.numero`; a Python QA script reads `currentNumero.gameId`.
 * The clients test `currentNumero` before reading it, so it may be missing or null.
 * An issue is an opaque string to them (its format differs between sites).
 */
export const LotteryNearNumbers = Type.Object({
  currentNumero: Type.Optional(
    Type.Union([
      Type.Object({
        numero: Type.String(),
        gameId: Type.Integer(),
        remainTime: Type.Number({ description: 'ms until the draw' }),
        lockTime: Type.Number({ description: 'seconds before the draw when betting closes' }),
        isSale: Type.Boolean(),
      }),
      Type.Null(),
    ]),
  ),
  previousNumero: Type.Object({ numero: Type.String() }),
  nextNumero: Type.Object({ numero: Type.String() }),
});
export type LotteryNearNumbers = Static<typeof LotteryNearNumbers>;
