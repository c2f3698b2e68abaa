import Type, { type Static } from 'typebox';
import { LangCode } from '../common';
import { Money } from '../cashier/schemas';

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
  /** The icon a lobby shows, and the one shown when it is missing (upstream-contract.md §5.1, GCSGAME_gameList; go444 reads both). */
  showIcon: Type.Optional(Type.String()),
  defaultIcon: Type.Optional(Type.String()),
  nodeName: Type.Optional(Type.String()),
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

/** Lobby lanes games.list filters by; ESPORTS is the SPORTS lane narrowed to the e-sports vendors. */
export const ListGameTypes = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'COCKFIGHT'] as const;
/** E-sports providers: stored in the SPORTS lane, split out as ESPORTS. */
export const EsportsVendors = ['AV', 'AI', 'IMES', 'TF', 'IA'] as const;

const ShortText = Type.String({ maxLength: 64 });
/** The client type travels in the query string, so callers may give it as a number or as its text. */
const ClientType = Type.Union([Type.String({ pattern: '^[0-9]{1,2}$' }), Type.Integer({ minimum: 0, maximum: 99 })]);
const PageNo = Type.Integer({ minimum: 1, maximum: 2_147_483_647, default: 1 });

/**
 * The largest page of games the platform answers: its own clients ask for whole lists at once,
 * 999 (the favourites list) and 3000 games a page.
 */
export const GAME_PAGE_SIZE_MAX = 3000;

export const GameListQuery = Type.Object({
  merchant: Type.Optional(ShortText),
  merchantCode: Type.Optional(ShortText),
  clientType: Type.Optional(ClientType),
  platform: Type.Optional(ShortText),
  language: Type.Optional(LangCode),
  gameType: Type.Optional(Type.Enum(ListGameTypes)),
  vassalage: Type.Optional(Type.String({ maxLength: 32, pattern: '^[A-Za-z0-9_]*$' })),
  gameClassify: Type.Optional(Type.Enum(SlotClasses)),
  minBet: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000 })),
  minLineNum: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  gameName: Type.Optional(Type.String({ maxLength: 50 })),
  isPlatform: Type.Optional(Type.String({ pattern: '^[0-9]$' })),
  imgSize: Type.Optional(Type.String({ maxLength: 16 })),
  channel: Type.Optional(ShortText),
  pageNo: PageNo,
  pageSize: Type.Integer({ minimum: 1, maximum: GAME_PAGE_SIZE_MAX, default: 28 }),
});
export type GameListQuery = Static<typeof GameListQuery>;

export const GameListValue = Type.Object({
  games: Type.Array(Game),
  totalPages: Type.Integer({ minimum: 0 }),
  totalCount: Type.Integer({ minimum: 0 }),
  pageNo: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
});
export type GameListValue = Static<typeof GameListValue>;

export const VassalageTypesQuery = Type.Object({
  typeId: Type.Optional(Type.String({ pattern: '^[0-9]{1,3}$' })),
  merchant_code: Type.Optional(ShortText),
  merchantCode: Type.Optional(ShortText),
});
/** Category → vendor code → the slot classes that vendor has games in. */
export const VassalageTypesValue = Type.Object({
  content: Type.Record(Type.String(), Type.Record(Type.String(), Type.Array(Type.String()))),
});
export type VassalageTypesValue = Static<typeof VassalageTypesValue>;

export const FavoriteListQuery = Type.Object({
  clientType: Type.Optional(ClientType),
  platform: Type.Optional(ShortText),
  language: Type.Optional(LangCode),
  token: Type.Optional(ShortText),
  gameType: Type.Optional(Type.Enum(ListGameTypes)),
  pageNo: PageNo,
  pageSize: Type.Integer({ minimum: 1, maximum: GAME_PAGE_SIZE_MAX, default: 999 }),
});
export const FavoriteListValue = Type.Object({
  content: Type.Array(Game),
  pageNum: Type.Integer({ minimum: 1 }),
  totalPages: Type.Integer({ minimum: 0 }),
});
export type FavoriteListValue = Static<typeof FavoriteListValue>;

export const FavoritePayload = Type.Object({
  nodeId: Type.Integer({ minimum: 1 }),
  vendor: Type.String({ minLength: 1, maxLength: 32 }),
  gameType: Type.String({ minLength: 1, maxLength: 16 }),
});
export type FavoritePayload = Static<typeof FavoritePayload>;

export const RecentGame = Type.Intersect([Game, Type.Object({ lastPlayedAt: Type.Integer() })]);
export type RecentGame = Static<typeof RecentGame>;
export const RecentGamesValue = Type.Object({ list: Type.Array(RecentGame) });

export const WinnerBoardQuery = Type.Object({
  gameCategory: Type.Enum(['ALL', ...GameCategories] as const, { default: 'ALL' }),
  language: Type.Optional(LangCode),
  limitNum: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
});
export const WinnerEntry = Type.Object({
  vo: Type.Object({
    customerName: Type.String({ description: "Masked, e.g. 'pl***1'" }),
    winAmount: Type.Number(),
    vassalage: Type.String(),
    gameId: Type.String({ description: 'The game code' }),
    nodeId: Type.Integer(),
    gameName: Type.String(),
    winTime: Type.Integer({ description: 'ms' }),
  }),
});
export type WinnerEntry = Static<typeof WinnerEntry>;
export const WinnerBoardValue = Type.Object({ list: Type.Array(WinnerEntry) });
export type WinnerBoardValue = Static<typeof WinnerBoardValue>;

export const PvpRoomsQuery = Type.Object({ vassalage: Type.Optional(Type.String({ maxLength: 32, pattern: '^[A-Za-z0-9_]*$' })) });
export const PvpRoom = Type.Object({
  roomId: Type.Integer(),
  nodeId: Type.Integer(),
  vassalage: Type.String(),
  gameName: Type.String(),
  minBet: Type.Number(),
  players: Type.Integer({ minimum: 0 }),
  maxPlayers: Type.Integer({ minimum: 1 }),
  status: Type.Union([Type.Literal('OPEN'), Type.Literal('FULL')]),
});
export type PvpRoom = Static<typeof PvpRoom>;
export const PvpRoomsValue = Type.Object({ list: Type.Array(PvpRoom) });

/**
 * The launch is a GET: every field arrives as query text, and the platform reads the numbers
 * (`accountType` 1 real, 0 free; `confirmTrans`, `clientType`, ids) from their digits.
 */
const LaunchInt = (min: number, max: number) => Type.Integer({ minimum: min, maximum: max });
export const LaunchPayload = Type.Object({
  gameId: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9_]+$' })])),
  roomId: Type.Optional(Type.Integer({ minimum: 1 })),
  nodeId: Type.Optional(Type.Integer({ minimum: 1 })),
  accountType: Type.Optional(LaunchInt(0, 1)),
  confirmTrans: Type.Optional(LaunchInt(0, 1)),
  vassalage: Type.Optional(Type.String({ maxLength: 32, pattern: '^[A-Za-z0-9_]*$' })),
  /** Missing launchMode is answered with the real platform's HTTP 500 `#727 system busy`. */
  launchMode: Type.Optional(Type.Union([Type.Literal('GLS'), Type.Literal('LOTT')])),
  platform: Type.Optional(ShortText),
  clientType: Type.Optional(LaunchInt(0, 99)),
  language: Type.Optional(LangCode),
  merchantCode: Type.Optional(ShortText),
  username: Type.Optional(ShortText),
  token: Type.Optional(ShortText),
  webView: Type.Optional(Type.Union([Type.Boolean(), ShortText])),
  isCoin: Type.Optional(Type.Union([Type.Boolean(), ShortText])),
  lottoPrizeMode: Type.Optional(Type.String({ pattern: '^(Lott|LOTT|ZY|Elott|ELOTT|SEA)$' })),
  lottoGameCode: Type.Optional(Type.String({ maxLength: 32, pattern: '^[A-Za-z0-9_]*$' })),
  lottoView: Type.Optional(Type.Union([Type.Literal('betting'), Type.Literal('lobby')])),
  lottoArea: Type.Optional(Type.String({ maxLength: 8, pattern: '^[A-Z]*$' })),
  device: Type.Optional(ShortText),
  backUrl: Type.Optional(Type.String({ maxLength: 512 })),
});
export type LaunchPayload = Static<typeof LaunchPayload>;
/**
 * The launch answer names the game's address in `content.game_url`, else `content.game_url2`;
 * live clients also meet it as `gameUrl` beside `content`. Each is optional, one must be there.
 */
const GameUrl = Type.String({ minLength: 1 });
export const LaunchValue = Type.Union([
  Type.Object({
    content: Type.Object({ game_url: GameUrl, game_url2: Type.Optional(GameUrl) }),
    gameUrl: Type.Optional(GameUrl),
  }),
  Type.Object({ content: Type.Object({ game_url: Type.Optional(GameUrl), game_url2: GameUrl }), gameUrl: Type.Optional(GameUrl) }),
  Type.Object({
    content: Type.Optional(Type.Object({ game_url: Type.Optional(GameUrl), game_url2: Type.Optional(GameUrl) })),
    gameUrl: GameUrl,
  }),
]);
export type LaunchValue = Static<typeof LaunchValue>;

const VendorCode = Type.String({ maxLength: 32, pattern: '^[A-Za-z0-9_]*$' });

/** `games.jackpot`: the progressive pools, every vendor's or one vendor's. */
export const JackpotQuery = Type.Object({ vassalage: Type.Optional(VendorCode), language: Type.Optional(LangCode) });
/** One vendor's progressive pool: its seed plus a share of every stake on the vendor's jackpot-class games. */
export const JackpotPool = Type.Object({
  vassalage: Type.String(),
  displayName: Type.String(),
  amount: Money,
});
export type JackpotPool = Static<typeof JackpotPool>;
export const JackpotValue = Type.Object({ total: Money, list: Type.Array(JackpotPool) });
export type JackpotValue = Static<typeof JackpotValue>;

/** `games.match`: the sports books' matches, live first, then the next to kick off. */
export const MatchStatuses = ['LIVE', 'UPCOMING'] as const;
export const MatchQuery = Type.Object({
  vassalage: Type.Optional(VendorCode),
  language: Type.Optional(LangCode),
  limitNum: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
});
export const SportsMatch = Type.Object({
  matchId: Type.Integer({ minimum: 1 }),
  /** The sports book's lobby game the match is played in (games.launch). */
  nodeId: Type.Integer({ minimum: 1 }),
  vassalage: Type.String(),
  sport: Type.String({ description: 'FOOTBALL, BASKETBALL, ESPORTS …' }),
  league: Type.String(),
  homeTeam: Type.String(),
  awayTeam: Type.String(),
  startTime: Type.Integer({ description: 'Kick-off, ms' }),
  status: Type.Enum(MatchStatuses),
});
export type SportsMatch = Static<typeof SportsMatch>;
export const MatchValue = Type.Object({ list: Type.Array(SportsMatch) });
export type MatchValue = Static<typeof MatchValue>;

/**
 * `games.launchFB`: the FB sports book's own lobby. Public clients send it without the session
 * header, so the member's token may travel in the payload; the answer is a launch's.
 */
export const LaunchFBPayload = Type.Object({
  token: Type.Optional(ShortText),
  platform: Type.Optional(ShortText),
  clientType: Type.Optional(LaunchInt(0, 99)),
  language: Type.Optional(LangCode),
  merchantCode: Type.Optional(ShortText),
  device: Type.Optional(ShortText),
  backUrl: Type.Optional(Type.String({ maxLength: 512 })),
});
export type LaunchFBPayload = Static<typeof LaunchFBPayload>;
