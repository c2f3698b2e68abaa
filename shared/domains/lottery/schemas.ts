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

/** A whole number as the older jQuery client reads it from a text input (`$(input).val()`), or a plain number. */
const WholeText = Type.Union([Type.String({ pattern: '^[0-9]{1,9}$' }), Type.Integer({ minimum: 0 })]);

/**
 * The lottery client's bet (POST /lgw/orders/betting). `bettingSlipString` holds one slip, or several
 * joined by `;`, each `<balls>~1~<playId>~<mode>~<series>~<multiple>`: the balls are the picks of each
 * position written one after another, positions joined by `_`; `1` is a fixed marker; `playId` the
 * play of the game's play menu; `mode` the bet unit (1 = whole, 2 = tenths, 3 = hundredths of the
 * play's single-bet price); `series` the prize series; `multiple` how many units each bet takes.
 * `betCartAmountSum` must be what the slips cost.
 *
 * The older jQuery betting client (contract/PUBLIC-CLIENTS.md §8, J2) sends the mode, series and
 * multiple once for the whole bet, as `bettingMode` (the setting's `bettingModeId`), `series` (the
 * member's default series) and `multiples` (the multiple input's text), `chase` as the text
 * `"false"` (a chase sends `"true"` and a `chaseSlip`), and writes each slip
 * `<amount>~<balls>~<stakes>~1~<playId>~0`: the slip's cost with four decimals and its number of bets.
 */
export const LotteryBetPayload = Type.Object({
  gameId: Type.Integer({ minimum: 1 }),
  currentNumero: Numero,
  winningStop: Type.Optional(Type.Boolean()),
  abandoning: Type.Optional(Type.Boolean()),
  betCartAmountSum: CartAmount,
  chase: Type.Optional(Type.Union([Type.Boolean(), Type.Literal('false'), Type.Literal('true')])),
  device: Type.String({ minLength: 1, maxLength: 16, pattern: '^[A-Za-z0-9_]+$' }),
  orderType: Type.Integer(),
  quickChase: Type.Optional(Type.Boolean()),
  prizeModeId: Type.Integer(),
  bettingSlipString: Type.String({ minLength: 1, maxLength: 4000 }),
  bettingMode: Type.Optional(Type.Integer()),
  series: Type.Optional(Type.Integer()),
  multiples: Type.Optional(WholeText),
  chaseSlip: Type.Optional(
    Type.Object({
      numero: Type.String({ maxLength: 32 }),
      multiples: Type.Array(WholeText, { maxItems: 1000 }),
    }),
  ),
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

/**
 * `GET /lgw/games`: the lottery's game groups with their games, a top-level array (raw, as every
 * `/lgw` answer). The jQuery lobbies (J1 `lottMenusByLobby`, J2 `gamesList`) and the React client
 * (R `reducer_games.js`) read each group's `gameGroupId`, `code` (the `gameGroupCode` that
 * `customers/series` answers a series for), `displayName` and `games[]`, and each game's `gameId`,
 * `gameGroupId`, `code` and `remark`, its display name (contract/PUBLIC-CLIENTS.md §6).
 */
export const LotteryGroupGame = Type.Object({
  gameId: Type.Integer(),
  gameGroupId: Type.Integer(),
  code: Type.String(),
  remark: Type.String({ description: 'The display name' }),
});
export type LotteryGroupGame = Static<typeof LotteryGroupGame>;
export const LotteryGameGroup = Type.Object({
  gameGroupId: Type.Integer(),
  code: Type.String({ description: 'The gameGroupCode of customers/series' }),
  displayName: Type.String(),
  games: Type.Array(LotteryGroupGame),
});
export type LotteryGameGroup = Static<typeof LotteryGameGroup>;
export const LotteryGameGroups = Type.Array(LotteryGameGroup);
export type LotteryGameGroups = Static<typeof LotteryGameGroups>;

/**
 * One play of a play menu. The clients put `playId` in the bet slip (R, J2, J4), find the play's
 * layout by `playCode` (R `reducer_active_play_menu.js`, J4), show `playName` (J2) or `playMenu`
 * (J5), show only plays with `playSwitch` 1 (J2, J4, J5), price a bet as stakes × unit × multiple ×
 * `singleBetPrice` (R `reducer_player_bet_setting.js`, J2, J4) and show the highest
 * `playMenuInfos[].bonus` (J4 `playBonusOrder`).
 */
export const LotteryPlayMenuEntry = Type.Object({
  playId: Type.Integer(),
  playCode: Type.String(),
  playName: Type.String(),
  playMenu: Type.String({ description: 'The display name, as playName' }),
  playSwitch: Type.Integer({ description: '1: offered' }),
  singleBetPrice: Type.Number({ description: 'The price of one bet at unit 1' }),
  playMenuInfos: Type.Array(Type.Object({ bonus: Type.Number({ description: 'What one bet at unit 1 wins' }) })),
});
export type LotteryPlayMenuEntry = Static<typeof LotteryPlayMenuEntry>;
/** A group of plays: J5 reads its `playId` and `playMenu`, J2 its `playCode`, `playName`, `groupSwitch` and `sorting`, J4 its `playSubGroups`. */
export const LotteryPlayMenuGroup = Type.Object({
  playId: Type.Integer(),
  playCode: Type.String(),
  playName: Type.String(),
  playMenu: Type.String(),
  groupSwitch: Type.Integer(),
  sorting: Type.Integer(),
  playSubGroups: Type.Array(Type.Object({ playId: Type.Integer(), playMenus: Type.Array(LotteryPlayMenuEntry) })),
  playMenus: Type.Array(LotteryPlayMenuEntry),
});
export type LotteryPlayMenuGroup = Static<typeof LotteryPlayMenuGroup>;
/**
 * `GET /lgw/games/{gameId}/play_menu`: a top-level array, one element per prize mode; the clients
 * pick the mode by `prizeModeId` (R `reducer_play_menu.js`, J2) or `prizeModeName` (J5) and skip
 * the elements whose `playMenuGroups` is empty (contract/PUBLIC-CLIENTS.md §2).
 */
export const LotteryPlayMenu = Type.Array(
  Type.Object({
    prizeModeId: Type.Integer(),
    prizeModeName: Type.String(),
    playMenuGroups: Type.Array(LotteryPlayMenuGroup),
  }),
);
export type LotteryPlayMenu = Static<typeof LotteryPlayMenu>;

/**
 * One betting mode of a game: the bet unit a slip names by `bettingModeId` (its `mode`). The
 * clients (J2 `gameSetting`, J4 `lottBettingModes`, J5, R `reducer_game_setting.js`, which sorts
 * the modes by `unit`) read every field; `code` "Dollar" is the default the pages click.
 */
export const LotteryBettingMode = Type.Object({
  bettingModeId: Type.Integer(),
  code: Type.String(),
  unit: Type.Number({ description: 'Multiplies the single-bet price: 1, 0.1, 0.01' }),
  betMultipleMax: Type.Integer(),
  betAmountMax: Type.Number(),
  winAmountMax: Type.Number(),
});
export type LotteryBettingMode = Static<typeof LotteryBettingMode>;
/**
 * `GET /lgw/games/{gameId}/setting`: the game's betting modes, and beside them the largest
 * multiple and bet amount, which J4 reads on the object that holds `bettingModes`
 * (contract/PUBLIC-CLIENTS.md §4).
 */
export const LotteryGameSetting = Type.Object({
  betMultipleMax: Type.Integer(),
  betAmountMax: Type.Number(),
  bettingModes: Type.Array(LotteryBettingMode),
});
export type LotteryGameSetting = Static<typeof LotteryGameSetting>;

/**
 * `GET /lgw/customers/series`: the member's prize series, a top-level array with one element per
 * (game group, prize mode). J1 (`lottMenusByLobby`), J2 (`setRebates`) and R (`reducer_series.js`,
 * grouped by `gameGroupCode`, then by `prizeModeId`) read every field; a bet's series lies between
 * `minSeries` and `maxBetSeries` (contract/PUBLIC-CLIENTS.md §3).
 */
export const LotterySeries = Type.Array(
  Type.Object({
    gameGroupCode: Type.String({ description: 'The code of a group of GET /lgw/games' }),
    prizeModeId: Type.Integer(),
    maxSeries: Type.Integer(),
    minSeries: Type.Integer(),
    maxBetSeries: Type.Integer(),
    defaultSeries: Type.Integer(),
  }),
);
export type LotterySeries = Static<typeof LotterySeries>;

/** The positions of a draw, as hot_gap_info names them: R `reducer_hot_gap.js` maps FIRST…TENTH to 1…10. */
export const DRAW_POSITIONS = ['FIRST', 'SECOND', 'THIRD', 'FOURTH', 'FIFTH', 'SIXTH', 'SEVENTH', 'EIGHTH', 'NINTH', 'TENTH'] as const;
export type DrawPosition = (typeof DRAW_POSITIONS)[number];
const BallCounts = Type.Array(Type.Integer({ minimum: 0 }), {
  description: 'Index = ball (0…11 at least), then four counts: big, small, odd, even',
});
const ByPosition = Type.Object({
  FIRST: Type.Optional(BallCounts),
  SECOND: Type.Optional(BallCounts),
  THIRD: Type.Optional(BallCounts),
  FOURTH: Type.Optional(BallCounts),
  FIFTH: Type.Optional(BallCounts),
  SIXTH: Type.Optional(BallCounts),
  SEVENTH: Type.Optional(BallCounts),
  EIGHTH: Type.Optional(BallCounts),
  NINTH: Type.Optional(BallCounts),
  TENTH: Type.Optional(BallCounts),
});
/**
 * `GET /lgw/draw/{gameId}/hot_gap_info`: per position of the draw, how often each ball came
 * (`hot`) and how many draws ago it last came (`gap`). R (`reducer_hot_gap.js`), J2 (`gap.FIRST` …
 * `FIFTH`) and J4/J5 read them; J4/J5 slice each array by ball (`slice(0,10)` for digits,
 * `slice(1,12)` for 11 pick 5, `slice(1,11)` for racing) and take big, small, odd and even from
 * `slice(12)` (contract/PUBLIC-CLIENTS.md §5).
 */
export const LotteryHotGap = Type.Object({ hot: ByPosition, gap: ByPosition });
export type LotteryHotGap = Static<typeof LotteryHotGap>;
