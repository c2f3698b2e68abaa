import { ErrorCode } from '../shared/api/errorCode';
import type { CaseRow } from './cases';
import { preview } from './check';
import type { Facts } from './plan';
import { isRecord } from './probe';
import type { Caller } from './request';

/**
 * Client cases: requests rebuilt exactly as public clients of the platform send them (method, path
 * with its lottery mount, query, body, headers), each naming its source and the fields that client
 * reads from the answer. A case passes when the answer is a success and carries every field it reads
 * with the type the client uses it as. The sources and what they read are in contract/PUBLIC-CLIENTS.md
 * (the lottery clients, by letter) and its source G (the go444 client: `mobile/assets/api.js` and the
 * aggregators `Proxy/api/memberSummary.php`, `Proxy/api/rewardsSummary.php`, which call the
 * platform's `/wps` paths and read the answers).
 */

/** How a client uses a field: `numeric` is a number or a numeric string (PHP's `is_numeric`). */
export type FieldUse = 'string' | 'number' | 'numeric' | 'boolean' | 'object' | 'array' | 'string|null' | 'yes-no';

/**
 * One field a client reads: a path as the client writes it from the body (`currentNumero.numero`,
 * `content[].winNo`, `value.balance[].availBalance`; `[]` is every item of a list, which must hold
 * at least one), or several paths when the client takes the first one present.
 */
export interface FieldRead {
  paths: string[];
  use: FieldUse;
}

/** The headers a client sends, from who the suite is (merchant, session, language). */
type HeadersOf = (caller: Caller) => Record<string, string>;

export interface ClientCase {
  /** The source's letter and file (contract/PUBLIC-CLIENTS.md, "Sources"). */
  source: string;
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  /** The path and query exactly as the client builds it, or why the suite cannot build it yet. */
  path: (facts: Facts) => string | { problem: string };
  headers: HeadersOf;
  body?: unknown;
  reads: FieldRead[];
  /** Waits this long before sending, as a person between two presses does (a limit of the call, see its case). */
  pauseMs?: number;
}

const read = (paths: string | string[], use: FieldUse): FieldRead => ({ paths: typeof paths === 'string' ? [paths] : paths, use });

const needGame = (make: (gameId: number) => string) => (facts: Facts) =>
  facts.lottery ? make(facts.lottery.gameId) : { problem: 'no lottery game in the menus' };

/** The React lottery client (R) and the jQuery pages (J*): `Merchant` and the bare token. */
const lotteryHeaders: HeadersOf = (caller) => ({ Merchant: caller.merchant, ...(caller.token ? { Authorization: caller.token } : {}) });
/** The older jQuery lobby (J1) reads the games with `Merchant` alone. */
const merchantOnly: HeadersOf = (caller) => ({ Merchant: caller.merchant });
/** The C# betting client (C, hongda): `Merchant`, the token and `X-Gateway-Version: 1`. */
const csharpHeaders: HeadersOf = (caller) => ({ ...lotteryHeaders(caller), 'X-Gateway-Version': '1' });
/**
 * go444's aggregators (G, `Proxy/api/*.php`): what they forward to the platform on a GET. The
 * language is the stored `hisLang`, lower case, `en` by default.
 */
const go444Headers: HeadersOf = (caller) => ({
  Accept: 'application/json, text/plain, */*',
  'Accept-Language': 'en-US,en;q=0.9',
  ...(caller.token ? { Authorization: caller.token } : {}),
  Merchant: caller.merchant,
  Device: 'web',
  Language: 'en',
  'User-Agent': 'Mozilla/5.0',
});
/** go444's browser client (G, `mobile/assets/api.js` `headers()`): JSON, one `Merchant`, `Device`, `Language`, the token, `X-Real-UA`. */
const go444BrowserHeaders: HeadersOf = (caller) => ({
  Accept: 'application/json, text/plain, */*',
  'Content-Type': 'application/json;charset=UTF-8',
  Merchant: caller.merchant,
  Device: 'web',
  Language: 'en',
  ...(caller.token ? { Authorization: caller.token } : {}),
  'X-Real-UA': Buffer.from('Mozilla/5.0', 'utf8').toString('base64'),
});

const R = 'R: eddieyang/b2b-js-common src/actions/index.js, src/reducers/*.js';
const J1 = 'J1: jQuery lottery lobby (TCG.Ajax)';
const J2 = 'J2: jQuery betting page (gameUI)';
const C_HDYL = 'C: 746396173/guaji IntelligentPlanning/HDYL.cs';
const C_XGLL = 'C: 746396173/guaji IntelligentPlanning/XGLL.cs';
const G_MEMBER = 'G: asifbadda/go444 Proxy/api/memberSummary.php';
const G_REWARDS = 'G: asifbadda/go444 Proxy/api/rewardsSummary.php';
const G_API = 'G: asifbadda/go444 mobile/assets/api.js';

/**
 * `rewardsSummary.php`'s `rw_list`: the value is a list, or holds one under the first of these keys,
 * or else it merges every list one level deep (`value.*`).
 */
const REWARD_LIST_KEYS = [
  'value',
  'value.list',
  'value.records',
  'value.rows',
  'value.items',
  'value.data',
  'value.promotions',
  'value.tickets',
  'value.*',
];

export const CLIENT_CASES: readonly ClientCase[] = [
  // ── Lottery (/lgw, raw JSON): contract/PUBLIC-CLIENTS.md §1–§7 ──
  {
    source: J1,
    name: 'the issue on sale and its neighbours',
    method: 'GET',
    path: needGame((id) => `/lgw/numeros/near?gameId=${id}`),
    headers: lotteryHeaders,
    reads: [
      read('currentNumero.numero', 'string'),
      read('currentNumero.gameId', 'number'),
      read('currentNumero.remainTime', 'number'),
      read('currentNumero.lockTime', 'number'),
      read('currentNumero.isSale', 'boolean'),
      read('previousNumero.numero', 'string'),
      read('nextNumero.numero', 'string'),
    ],
  },
  {
    source: C_HDYL,
    name: 'the issue to bet on, under /lotto/lgw',
    method: 'GET',
    path: needGame((id) => `/lotto/lgw/numeros/near?gameId=${id}`),
    headers: csharpHeaders,
    reads: [read('currentNumero.numero', 'string')],
  },
  {
    source: R,
    name: 'the draw history',
    method: 'GET',
    path: needGame((id) => `/lgw/draw/${id}?page=0&size=10`),
    headers: lotteryHeaders,
    reads: [read('content[].gameCode', 'string'), read('content[].numero', 'string'), read('content[].winNo', 'string')],
  },
  {
    source: C_XGLL,
    name: 'the last draws, under /lgw',
    method: 'GET',
    path: needGame((id) => `/lgw/draw/${id}?page=0&size=3`),
    headers: lotteryHeaders,
    reads: [read('content[].numero', 'string'), read('content[].winNo', 'string')],
  },
  {
    source: R,
    name: 'the play menu by prize mode',
    method: 'GET',
    path: needGame((id) => `/lgw/games/${id}/play_menu`),
    headers: lotteryHeaders,
    reads: [
      read('[].prizeModeId', 'number'),
      read('[].playMenuGroups', 'array'),
      read('[].playMenuGroups[].playCode', 'string'),
      read('[].playMenuGroups[].playMenus[].playId', 'number'),
      read('[].playMenuGroups[].playMenus[].playCode', 'string'),
      read('[].playMenuGroups[].playMenus[].singleBetPrice', 'number'),
    ],
  },
  {
    source: J2,
    name: 'the game’s betting modes',
    method: 'GET',
    path: needGame((id) => `/lgw/games/${id}/setting`),
    headers: lotteryHeaders,
    reads: [
      read('bettingModes[].bettingModeId', 'number'),
      read('bettingModes[].code', 'string'),
      read('bettingModes[].unit', 'number'),
      read('bettingModes[].betMultipleMax', 'number'),
      read('bettingModes[].betAmountMax', 'number'),
      read('bettingModes[].winAmountMax', 'number'),
    ],
  },
  {
    source: R,
    name: 'the member’s series (rebate) limits',
    method: 'GET',
    path: () => '/lgw/customers/series',
    headers: lotteryHeaders,
    reads: [
      read('[].gameGroupCode', 'string'),
      read('[].prizeModeId', 'number'),
      read('[].maxSeries', 'number'),
      read('[].minSeries', 'number'),
      read('[].maxBetSeries', 'number'),
      read('[].defaultSeries', 'number'),
    ],
  },
  {
    source: J2,
    name: 'the hot and gap counts by position',
    method: 'GET',
    path: needGame((id) => `/lgw/draw/${id}/hot_gap_info`),
    headers: lotteryHeaders,
    reads: [read('hot.FIRST', 'array'), read('gap.FIRST', 'array')],
  },
  {
    source: J1,
    name: 'the lottery games by group, with Merchant alone',
    method: 'GET',
    path: () => '/lgw/games',
    headers: merchantOnly,
    reads: [
      read('[].gameGroupId', 'number'),
      read('[].code', 'string'),
      read('[].displayName', 'string'),
      read('[].games[].gameId', 'number'),
      read('[].games[].code', 'string'),
      read('[].games[].remark', 'string'),
    ],
  },

  // ── go444 (/wps, the envelope): its member dashboard's calls ──
  {
    source: G_MEMBER,
    name: 'the member',
    method: 'GET',
    path: () => '/wps/member/info',
    headers: go444Headers,
    reads: [
      read(['value.nickname', 'value.nickName', 'value.username', 'value.userName'], 'string'),
      read(['value.account', 'value.memberAccount', 'value.loginName', 'value.username', 'value.userName'], 'string'),
      read(['value.regDate', 'value.registerDate', 'value.createTime', 'value.createdAt'], 'numeric'),
      read(
        ['value.clubLabel.labelName', 'value.clubLabel.name', 'value.vip', 'value.vipLevel', 'value.rankName', 'value.playerRankName'],
        'string',
      ),
    ],
  },
  {
    source: G_MEMBER,
    name: 'the balance',
    method: 'GET',
    path: () => '/wps/v2/wallets/balance?typeId=0',
    headers: go444Headers,
    reads: [
      read('value.sumBalance', 'numeric'),
      read('value.currency', 'string'),
      read('value.currencySymbol', 'string'),
      read('value.balance[].accountTypeId', 'numeric'),
      read('value.balance[].availBalance', 'numeric'),
    ],
  },
  {
    source: G_MEMBER,
    name: 'the referral code',
    method: 'GET',
    path: () => '/wps/relay/MCSFE_getReferralDetails?autoGenerate=true',
    headers: go444Headers,
    reads: [
      read(['value.referralCode', 'value.code', 'value.inviteCode'], 'string'),
      read(['value.totalInvitations', 'value.inviteCount', 'value.totalInvites'], 'numeric'),
    ],
  },
  {
    source: G_MEMBER,
    name: 'the unread messages',
    method: 'GET',
    path: () => '/wps/relay/EMFE_getInboxUnreadCount',
    headers: go444Headers,
    reads: [read(['value', 'value.count', 'value.unread', 'value.total'], 'numeric')],
  },
  {
    source: G_MEMBER,
    name: 'whether deposits are open',
    method: 'GET',
    path: () => '/wps/relay/MCSFE_getDepositSettings',
    headers: go444Headers,
    reads: [read(['value.allowDeposit', 'value.allow'], 'yes-no')],
  },
  {
    source: G_MEMBER,
    name: 'the withdrawal limits',
    method: 'GET',
    path: () => '/wps/relay/MCSFE_getWithdrawSettings?groupId=0',
    headers: go444Headers,
    reads: [read(['value.minimumAmount', 'value.minAmount'], 'numeric'), read(['value.maximumAmount', 'value.maxAmount'], 'numeric')],
  },
  {
    source: G_MEMBER,
    name: 'the rank progress',
    method: 'GET',
    path: () => '/wps/relay/MCSFE_getPlayerRankProgress',
    headers: go444Headers,
    reads: [read(['value.playerRankName', 'value.rankName', 'value.currentRank'], 'string')],
  },
  ...(
    [
      ['the available promotions', '/wps/relay/MCSFE_getAvailablePromotions'],
      ['the claimable rewards', '/wps/relay/MCSFE_getClaimPromotion'],
      ['the prize tickets', '/wps/relay/PROMOFE_getClaimTicketList'],
      ['the discount tickets', '/wps/relay/PROMOFE_getDiscountTicketList'],
      ['the unapplied extra rewards', '/wps/relay/PROMOFE_getUnappliedExtraRewardClaimList'],
      ['the sign-up promotions', '/wps/relay/MCSFE_getRegisterPromotionList'],
    ] as const
  ).map(([name, path]): ClientCase => ({
    source: G_REWARDS,
    name,
    method: 'GET',
    path: () => path,
    headers: go444Headers,
    reads: [read(REWARD_LIST_KEYS, 'array')],
  })),
  {
    source: G_API,
    name: 'the image captcha',
    method: 'GET',
    path: () => `/wps/captcha?t=${Date.now()}`,
    headers: go444BrowserHeaders,
    reads: [read(['value', 'value.img', 'value.image', 'value.base64', 'value.captcha'], 'string')],
    // A visitor's captcha is refreshed at most once a second (the gateway's `captchaPerClientMs`,
    // server/gateway/throttle/rules.ts); the catalogue pass has just asked for one.
    pauseMs: 1_100,
  },
];

/** Every value at a read path: `[]` fans out over a list's items (an empty or absent list yields none), `*` over an object's properties. */
export function valuesAt(body: unknown, path: string): unknown[] {
  let nodes: unknown[] = [body];
  for (const part of path.split('.').filter(Boolean)) {
    const list = part.endsWith('[]');
    const name = list ? part.slice(0, -2) : part;
    nodes = nodes.flatMap((node) => {
      // `*` is every property of an object, as a client that takes whatever lists it finds.
      if (part === '*') return isRecord(node) ? Object.values(node) : [];
      const inner = name === '' ? node : isRecord(node) ? node[name] : undefined;
      if (!list) return inner === undefined ? [] : [inner];
      return Array.isArray(inner) ? inner : [];
    });
  }
  return nodes;
}

function fits(use: FieldUse, value: unknown): boolean {
  switch (use) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'numeric':
      return (
        (typeof value === 'number' && Number.isFinite(value)) ||
        (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
      );
    case 'boolean':
      return typeof value === 'boolean';
    case 'object':
      return isRecord(value);
    case 'array':
      return Array.isArray(value);
    case 'string|null':
      return value === null || typeof value === 'string';
    case 'yes-no':
      return value === true || value === false || value === 'Y' || value === 'N' || value === 1 || value === 0;
  }
}

/**
 * What a client reading the body would miss: for each read, the first of its paths whose every
 * value has the client's type satisfies it; a read none satisfies is named, with what came.
 */
export function missedReads(body: unknown, reads: readonly FieldRead[]): string[] {
  const missed: string[] = [];
  for (const { paths, use } of reads) {
    const satisfied = paths.some((path) => {
      const values = valuesAt(body, path);
      return values.length > 0 && values.every((value) => fits(use, value));
    });
    if (satisfied) continue;
    const seen = paths.map((path) => `${path} = ${preview(valuesAt(body, path)[0])}`).join(', ');
    missed.push(`reads ${paths.join(' | ')} as ${use}: ${seen}`);
  }
  return missed;
}

/** Whether the answer is a success by the client's reading: HTTP 2xx, and on /wps `success: true`. */
function successProblem(path: string, status: number, body: unknown): string | undefined {
  if (isRecord(body) && body.errorCode === ErrorCode.functionNotAvailable) {
    return `not offered (HTTP ${status} ${ErrorCode.functionNotAvailable}): ${typeof body.message === 'string' ? body.message : ''}`;
  }
  if (status < 200 || status >= 300) return `HTTP ${status} ${preview(body, 120)}`;
  if (path.startsWith('/wps/') && !(isRecord(body) && body.success === true)) return `not a success: ${preview(body, 120)}`;
  return undefined;
}

/** Sends one client case as the client does and checks the fields it reads. */
export async function runClientCase(caller: Caller, facts: Facts, clientCase: ClientCase): Promise<CaseRow> {
  const built = clientCase.path(facts);
  const row = (outcome: CaseRow['outcome'], details: string[], request = `${clientCase.method} (path not built)`): CaseRow => ({
    kind: 'client',
    name: clientCase.name,
    source: clientCase.source,
    requests: [request],
    outcome,
    details,
  });
  if (typeof built !== 'string') return row('skipped', [built.problem]);
  if (clientCase.pauseMs) await new Promise((resolve) => setTimeout(resolve, clientCase.pauseMs));
  const request = `${clientCase.method} ${built}`;
  let status: number;
  let body: unknown;
  try {
    const response = await fetch(caller.upstream + built, {
      method: clientCase.method,
      headers: clientCase.headers(caller),
      body: clientCase.body === undefined ? undefined : JSON.stringify(clientCase.body),
    });
    status = response.status;
    const text = await response.text();
    try {
      body = text === '' ? null : (JSON.parse(text) as unknown);
    } catch {
      body = text;
    }
  } catch (error) {
    return row('failed', [`no answer: ${error instanceof Error ? error.message : String(error)}`], request);
  }
  const problem = successProblem(built, status, body);
  if (problem) return row('failed', [problem], request);
  const missed = missedReads(body, clientCase.reads);
  if (missed.length) return row('failed', missed, request);
  return row('passed', [`carries ${clientCase.reads.map((r) => r.paths[0]).join(', ')}`], request);
}

/** Runs every client case in turn. */
export async function runClientCases(caller: Caller, facts: Facts, cases: readonly ClientCase[] = CLIENT_CASES): Promise<CaseRow[]> {
  const rows: CaseRow[] = [];
  for (const clientCase of cases) rows.push(await runClientCase(caller, facts, clientCase));
  return rows;
}
