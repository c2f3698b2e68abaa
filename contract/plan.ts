import Type from 'typebox';
import { Value } from 'typebox/value';
import type { Endpoint } from '../shared/api/endpoint';
import { freshRequestId } from './probe';

/**
 * Which catalogue calls the suite makes against a platform, and with what.
 *
 * Every read (GET) is called. A write is called only when it acts on the test account alone and is
 * harmless or undone by the suite itself (`SAFE_WRITES`). Writes that move money or bonus value are
 * called only with `--allow-money`, and then only for the test account (`MONEY_WRITES`). Writes that
 * open accounts, reach people (SMS, e-mail, the operator's staff), change the password or commit to
 * something for good are never called (`NEVER_CALLED`). A write in none of these lists is skipped
 * until someone decides where it belongs.
 */

/** Writes on the test account that are harmless, or that the suite undoes in the same run. */
export const SAFE_WRITES: Readonly<Record<string, string>> = {
  'system.collect': 'the page-view beacon every visit sends',
  'games.addFavorite': 'a game the test account had not marked, removed again right after',
  'games.removeFavorite': 'undoes the favourite the suite has just added',
  'member.updateLanguage': 'sets the language the suite itself speaks',
  'rewards.heartbeat': "records the day's visit, as every signed-in page does",
  'identity.logout': "ends the suite's own session, last",
};

/** Writes that move money or bonus value: only with --allow-money, and only for the test account. */
export const MONEY_WRITES: Readonly<Record<string, string>> = {
  'cashier.transfer': "moves the test account's money between wallets",
  'cashier.recallAll': "moves the test account's money from every sub-wallet back to the main wallet",
  'cashier.depositByQr': 'opens a deposit',
  'cashier.depositByLaunchUrl': 'opens a deposit',
  'cashier.withdraw': "withdraws the test account's money",
  'cashier.processC2C': 'confirms a withdrawal receipt',
  'games.launch': "a launch may move the balance into the game's own wallet",
  'games.launchFB': "a launch may move the balance into the sports book's own wallet",
  'lottery.bet': 'places a lottery bet',
  'lottery.cancelOrders': "cancels the test account's lottery bets",
  'points.redeem': "spends the test account's points",
  'points.convert': "converts the test account's points",
  'promotions.raffleClaim': 'claims a bonus',
  'promotions.claimIssued': 'claims a bonus',
  'promotions.claimLogin': 'claims a bonus',
  'promotions.signUpJoin': 'joins a promotion',
  'promotions.signUpRequestReward': "asks for a promotion's reward",
  'rewards.claimTicket': 'claims a reward ticket',
  'rewards.spinSlotMachine': 'spends a reward ticket',
  'rewards.claimPromoCode': 'claims a promo code',
  'cashier.transferDownline': 'moves money from the agent to a downline',
  'cashier.transferUpline': 'moves money to the upline',
};

/** Writes the suite never makes, whatever the flags: they cannot be undone or they reach people. */
export const NEVER_CALLED: Readonly<Record<string, string>> = {
  'identity.loginVerification': 'needs the code the platform sends by SMS',
  'identity.freePlay': 'opens a new trial account',
  'identity.socialLogin': 'needs a sign-in at the identity provider',
  'identity.smsNoLogin': 'sends an SMS to a real number',
  'identity.smsRegister': 'sends an SMS to a real number',
  'identity.register': 'opens a new account',
  'identity.registerMobile': 'opens a new account',
  'identity.registerAuto': 'opens a new account',
  'agent.registerDownline': 'opens a new account',
  'agent.createAffiliateLink': 'opens an invitation code that registrations keep using',
  'contracts.offer': 'offers a contract to another member, who may accept it',
  'contracts.uplineAction': 'ends or withdraws a contract another member relies on',
  'identity.changePassword': "changes the test account's password",
  'identity.forgotPasswordEmail': 'sends an e-mail with a reset link to the test account',
  'identity.resetPasswordByLink': 'needs the link the platform sends by e-mail, and changes the password',
  'identity.forgotPasswordSms': 'sends an SMS to a real number',
  'identity.setPasswordByPhone': 'needs the code the platform sends by SMS',
  'feedback.send': "sends a message to the operator's staff",
  'profile.save': "overwrites the test account's personal details, which the suite cannot know to restore",
  'profile.chooseAvatar': "changes the test account's avatar",
  'identity.smsBind': 'sends an SMS to a real number',
  'security.bindMobile': "needs the code the platform sends by SMS, and changes the test account's mobile number",
  'security.bindEmail': "changes the test account's e-mail address, which the suite cannot know to restore",
  'security.setRealName': "sets the test account's real name for good",
  'contracts.dividend': "answers a dividend contract on the member's behalf (a GET that commits)",
  'contracts.dailySalary': "answers a salary contract on the member's behalf (a GET that commits)",
  'contracts.hourlySalary': "answers a salary contract on the agent's behalf",
  'contracts.realtimeSalary': "answers a salary contract on the agent's behalf",
  'promotions.cancelTicket': 'gives up a discount ticket for good',
  'inbox.read': "marks the test account's messages read, which nothing undoes",
  'inbox.delete': "deletes messages from the test account's inbox for good",
  'cashier.addBankCard': 'binds a payout account to the test account, which the member cannot remove',
  'cashier.setPaymentPassword': "sets the test account's withdrawal password for good",
  'cashier.changePaymentPassword': "changes the test account's withdrawal password",
};

/** The call that signs the test account in; the suite makes it first and reports it like the others. */
export const SIGN_IN_KEY = 'identity.login';
/** Ends the session: always the last call. */
export const SIGN_OUT_KEY = 'identity.logout';

/** Answers later payloads are built from; these reads go first, in this order. */
export const DISCOVERY_KEYS = ['member.info', 'games.favoriteIds', 'games.list', 'lottery.menus', 'lottery.vnMenus'] as const;

/** What the suite has learnt from earlier answers, for payloads that need real values. */
export interface Facts {
  username: string;
  /** The test account's sign-in password: the calls that check it (points, transfers between members) send it. */
  password: string;
  language: string;
  /** A game from the lobby list that the test account has not marked as a favourite. */
  game?: { nodeId: number; vassalage: string; gameType: string };
  favouriteIds: number[];
  /** A lottery game from the menus. */
  lottery?: { gameId: number; gameCode: string };
  /** Learnt for the money writes (--allow-money): a deposit channel paid on the provider's page, ... */
  launchChannel?: { vendorId: number; mcsBankCode: string; amount: string; bankCode: string; bankType: string };
  /** ... the test account's points and the fewest a conversion takes, ... */
  points?: number;
  minConversion?: number;
  /** ... the cheapest points reward of the virtual kind, ... */
  pointsReward?: { id: number; points: number };
  /** ... an open raffle, ... */
  raffleId?: number;
  /** ... an activity to join and one joined, ... */
  activityToJoin?: number;
  activityJoined?: number;
  /** ... the available prize tickets by type, ... */
  tickets: { type: string; transactionId: string }[];
  /** ... and an available promo code. */
  promoCode?: string;
}

/** Records what an answer teaches: a game, the favourites, a lottery game, and what the money writes need. */
export function learn(facts: Facts, key: string, value: unknown): void {
  learnForMoney(facts, key, value);
  if (key === 'games.favoriteIds' && Array.isArray(value)) {
    facts.favouriteIds = value.filter((id): id is number => typeof id === 'number');
    if (facts.game && facts.favouriteIds.includes(facts.game.nodeId)) facts.game = undefined;
  }
  if (key === 'games.list' && isRecord(value) && Array.isArray(value.games)) {
    const game = value.games.find(
      (g): g is { nodeId: number; vassalage: string; gameType: string } =>
        isRecord(g) &&
        typeof g.nodeId === 'number' &&
        !facts.favouriteIds.includes(g.nodeId) &&
        typeof g.vassalage === 'string' &&
        typeof g.gameType === 'string',
    );
    if (game) facts.game = { nodeId: game.nodeId, vassalage: game.vassalage, gameType: game.gameType };
  }
  if ((key === 'lottery.menus' || key === 'lottery.vnMenus') && isRecord(value) && !facts.lottery) {
    for (const group of Object.values(value)) {
      const menu = isRecord(group) && Array.isArray(group.gameMenus) ? group.gameMenus.find(isRecord) : undefined;
      if (menu && typeof menu.gameId === 'number' && typeof menu.gameCode === 'string') {
        facts.lottery = { gameId: menu.gameId, gameCode: menu.gameCode };
        break;
      }
    }
  }
}

/** Records what the reads before the money writes teach (the answers' shapes: shared/domains/<d>/schemas.ts). */
function learnForMoney(facts: Facts, key: string, value: unknown): void {
  const list = (v: unknown): Record<string, unknown>[] => (Array.isArray(v) ? v.filter(isRecord) : []);
  if (key === 'cashier.depositChannels' && isRecord(value) && !facts.launchChannel) {
    const channel = Object.values(value)
      .flatMap((method) => (isRecord(method) ? list(method.channels) : []))
      .find((c) => c.flow === 'LAUNCH');
    if (
      channel &&
      typeof channel.vendorId === 'number' &&
      typeof channel.mcsBankCode === 'string' &&
      typeof channel.minAmount === 'string'
    ) {
      const [bank] = list(channel.banks);
      facts.launchChannel = {
        vendorId: channel.vendorId,
        mcsBankCode: channel.mcsBankCode,
        amount: channel.minAmount,
        bankCode: typeof bank?.bankCode === 'string' ? bank.bankCode : '',
        bankType: typeof bank?.bankType === 'string' ? bank.bankType : '',
      };
    }
  }
  if (key === 'points.balance' && isRecord(value) && typeof value.points === 'number') facts.points = value.points;
  if (key === 'points.config' && isRecord(value) && typeof value.minConversion === 'number') facts.minConversion = value.minConversion;
  if (key === 'points.rewards' && isRecord(value)) {
    const cheapest = list(value.list)
      .filter((r) => r.kind === 'VIRTUAL' && typeof r.id === 'number' && typeof r.points === 'number')
      .sort((a, b) => Number(a.points) - Number(b.points))[0];
    if (cheapest) facts.pointsReward = { id: Number(cheapest.id), points: Number(cheapest.points) };
    // Spending points the account lacks is refused, not a fault: only an affordable reward is redeemed.
    if (facts.pointsReward && facts.points !== undefined && facts.pointsReward.points > facts.points) facts.pointsReward = undefined;
  }
  if (key === 'promotions.raffleStatus') {
    const open = list(value).find((r) => r.status === 'OPEN' && typeof r.promotionId === 'number');
    if (open) facts.raffleId = Number(open.promotionId);
  }
  if (key === 'promotions.available') {
    const idIn = (state: string) => {
      const id = list(value).find((a) => a.state === state)?.promotionId;
      return typeof id === 'number' ? id : undefined;
    };
    facts.activityToJoin = idIn('IN_PROCESS');
    facts.activityJoined = idIn('JOINED');
  }
  if (key === 'rewards.claimTickets') {
    facts.tickets = list(value)
      .filter((t) => t.status === 'AVAILABLE' && typeof t.type === 'string' && typeof t.transactionId === 'string')
      .map((t) => ({ type: String(t.type), transactionId: String(t.transactionId) }));
  }
  if (key === 'rewards.promoCodes') {
    const code = list(value).find((c) => c.status === 'AVAILABLE' && typeof c.promoCode === 'string');
    if (code) facts.promoCode = String(code.promoCode);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A payload's real values; or why they are not known (a string: a gap of the suite, or an earlier
 * answer that did not come); or `{ absent }`: the test account holds nothing for the call to act on
 * (no ticket, no promo code left), which is the account's state and not a gap of the suite.
 */
type Override = (facts: Facts) => Record<string, unknown> | string | { absent: string };

const needGame = (make: (game: NonNullable<Facts['game']>, facts: Facts) => Record<string, unknown>): Override => {
  return (facts) => (facts.game ? make(facts.game, facts) : 'no game in the lobby list that is not already a favourite');
};
const needLottery = (make: (lottery: NonNullable<Facts['lottery']>) => Record<string, unknown>): Override => {
  return (facts) => (facts.lottery ? make(facts.lottery) : 'no lottery game in the menus');
};

/** A record query's range: the week up to now (a range spans at most 93 days and must not be empty). */
const lastWeek: Override = () => ({ startTime: Date.now() - 7 * 86_400_000, endTime: Date.now() });

/** Fields that need a real value: a game id read from an earlier answer, the suite's language, … */
export const OVERRIDES: Readonly<Record<string, Override>> = {
  'system.helpCenter': (f) => ({ lang: f.language, device: 'WEB' }),
  'member.updateLanguage': (f) => ({ language: f.language }),
  'identity.checkUsername': (f) => ({ username: f.username }),
  'identity.captchaGeetest': () => ({ product: 'register' }),
  'agent.affiliate': (f) => ({ code: f.username }),
  'games.addFavorite': needGame((g) => ({ nodeId: g.nodeId, vendor: g.vassalage, gameType: g.gameType })),
  'games.removeFavorite': needGame((g) => ({ nodeId: g.nodeId, vendor: g.vassalage, gameType: g.gameType })),
  'games.launch': needGame((g, f) => ({
    nodeId: g.nodeId,
    vassalage: g.vassalage,
    launchMode: 'GLS',
    accountType: 1,
    platform: 'html5-desktop',
    clientType: 3,
    language: f.language,
  })),
  // Play money on a ticket of its own: no wallet moves, so a read the suite makes.
  'games.trialLaunch': needGame((g, f) => ({ nodeId: g.nodeId, vassalage: g.vassalage, launchMode: 'GLS', language: f.language })),
  'lottery.openedNumbers': needLottery((l) => ({ gameCode: l.gameCode, count: 10 })),
  'lottery.draws': needLottery((l) => ({ gameId: l.gameId })),
  'lottery.drawByCode': needLottery((l) => ({ code: l.gameCode })),
  'lottery.nearNumbers': needLottery((l) => ({ gameId: l.gameId })),
  'lottery.playMenu': needLottery((l) => ({ gameId: l.gameId })),
  'lottery.hotGap': needLottery((l) => ({ gameId: l.gameId })),
  'lottery.gameSetting': needLottery((l) => ({ gameId: l.gameId })),
  // A bet's slip names a play of the game's play menu in the client's own notation (balls per position, the
  // member's series): the suite does not write one, so the bet and the cancel of its sub-orders are not made.
  'lottery.bet': () => 'a bet slip is not built by the suite (it names a play of the game’s play menu and the member’s series)',
  'lottery.cancelOrders': () => 'the cancel takes the sub-orders of a bet the suite has placed, and it places none',
  // Every game's orders of the day, as the React lottery client asks when no game is chosen.
  'lottery.todayOrders': () => ({ gameId: -1, page: 0, size: 50 }),
  // The reward centre's list as the platform's own client asks for it (the wire reference's types, status I).
  'promotions.claimable': () => ({
    promotionType: 'MANUAL,RAFFLE,UPGRADE_BONUS,MISSION,NEW_REGISTER,RANK_SALARY,DEPOSIT,FIRST_DEPOSIT,SIGNUP,LUCKY_BET',
    status: 'I',
  }),
  'records.bets': lastWeek,
  'records.profit': lastWeek,
  'records.bonus': lastWeek,
  'agent.teamOverview': lastWeek,
  'agent.teamBetting': lastWeek,
  'agent.profitLoss': lastWeek,
  'agent.income': lastWeek,
  'agent.transactions': lastWeek,
  'contracts.settlements': () => ({ side: 'RECEIVED', startTime: Date.now() - 7 * 86_400_000, endTime: Date.now() }),
  'cashier.memberTransactions': lastWeek,
  // The fee of the smallest bank withdrawal every brand takes; the preview moves nothing.
  'cashier.withdrawFee': () => ({ withdrawAmount: '100.00', withdrawType: 'BC' }),

  // Money writes (--allow-money only): a fresh submission id each, the smallest amounts, real ids read before.
  'cashier.recallAll': () => ({ requestId: freshRequestId() }),
  'cashier.depositByLaunchUrl': (f) =>
    f.launchChannel
      ? { ...f.launchChannel, requestId: freshRequestId() }
      : 'no deposit channel paid on the provider’s page in the deposit channels',
  'cashier.transferDownline': (f) => ({ amount: '1.00', password: f.password, username: f.username, requestId: freshRequestId() }),
  'cashier.transferUpline': (f) => ({ amount: '1.00', password: f.password, requestId: freshRequestId() }),
  'points.redeem': (f) =>
    f.pointsReward
      ? { rewardId: f.pointsReward.id, quantity: 1, password: f.password }
      : { absent: 'no reward of the virtual kind in the points rewards that the test account’s points pay for' },
  'points.convert': (f) => ({ points: f.minConversion ?? 1, password: f.password }),
  'promotions.raffleClaim': (f) =>
    f.raffleId !== undefined ? { promotionId: f.raffleId } : { absent: 'no open raffle in the raffle status' },
  'promotions.signUpJoin': (f) =>
    f.activityToJoin !== undefined ? { promotionId: f.activityToJoin } : { absent: 'no activity open to join in the available promotions' },
  'promotions.signUpRequestReward': (f) =>
    f.activityJoined !== undefined
      ? { promotionId: f.activityJoined, remarks: 'contract suite', pictures: [] }
      : { absent: 'no joined activity in the available promotions' },
  'rewards.spinSlotMachine': (f) => ticketOf(f, (type) => type === 'SLOT_MACHINE'),
  'rewards.claimTicket': (f) => ticketOf(f, (type) => type !== 'SLOT_MACHINE'),
  'rewards.claimPromoCode': (f) => (f.promoCode ? { promoCode: f.promoCode } : { absent: 'no available promo code in the promo codes' }),
};

/** An available prize ticket of a type, as the ticket calls take it (`isApp`: the web's `N`). */
function ticketOf(facts: Facts, fits: (type: string) => boolean): Record<string, unknown> | { absent: string } {
  const ticket = facts.tickets.find((t) => fits(t.type));
  return ticket
    ? { transactionId: ticket.transactionId, isApp: 'N' }
    : { absent: 'no available prize ticket of that kind in the claim tickets' };
}

/**
 * Calls whose refusal is the expected answer for a player's test account, with the reason: a
 * refusal there is information, not a fault, even under --strict.
 */
export const REFUSAL_EXPECTED: Readonly<Record<string, string>> = {
  'agent.affiliate': "a player's own name is not an agent's invitation code",
  ...Object.fromEntries(
    ['teamOverview', 'downlines', 'teamBetting', 'profitLoss', 'transactions', 'announcements', 'affiliateLinks'].map((call) => [
      `agent.${call}`,
      "the agent centre refuses a player's test account, which is not an agent",
    ]),
  ),
  'identity.checkUsername': "the test account's name is taken (by the test account)",
  // Money writes (--allow-money only) whose refusal is the test account's state, not a fault:
  'cashier.withdraw': 'the suite names no payout account and knows no withdrawal password of the test account (it never sets one)',
  'cashier.processC2C': "no withdrawal of the test account awaits the member's confirmation",
  'cashier.transferDownline': "a player's test account is not an agent and has no downline",
  'cashier.transferUpline': "the operator allows a member's transfer to the upline only where member.info's `toUpline` says so",
  'points.convert': 'the test account may hold fewer points than a conversion takes',
  'promotions.raffleClaim': 'a raffle takes one entry per member, and the test account may have entered the open one',
  'promotions.claimLogin': "the day's login reward is paid once a day, and the test account may have claimed today's",
  'promotions.signUpRequestReward':
    'an application asks for what the activity’s terms name (a comment, screenshots), which the suite cannot show',
};

/** The `:name` parameters of a path: they travel in the path, not in the payload the schema checks. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]!);
}

export type Example = { payload: Record<string, unknown> } | { problem: string } | { absent: string };

/**
 * The example payload of one entry: each required field the overrides leave out gets TypeBox's
 * minimal valid value (its default where it declares one), then the schema's defaults fill the
 * optional fields that have them; the result is checked against the schema (the path's parameters
 * aside) before anything is sent.
 */
export function examplePayload(entry: Endpoint, facts: Facts): Example {
  const override = OVERRIDES[entry.key]?.(facts) ?? {};
  if (typeof override === 'string') return { problem: override };
  if ('absent' in override && typeof override.absent === 'string') return { absent: override.absent };
  const base: Record<string, unknown> = {};
  if (Type.IsObject(entry.payload)) {
    const required = new Set(entry.payload.required ?? []);
    for (const [name, property] of Object.entries(entry.payload.properties)) {
      if (!required.has(name) || name in override) continue;
      try {
        base[name] = Value.Create(property);
      } catch (error) {
        return { problem: `no example value for ${name}: ${error instanceof Error ? error.message : String(error)}` };
      }
    }
  }
  const filled: unknown = Value.Default(entry.payload, { ...base, ...override });
  const payload = isRecord(filled) ? filled : { ...base, ...override };
  const checked = { ...payload };
  for (const name of pathParamNames(entry.path)) delete checked[name];
  if (!Value.Check(entry.payload, checked)) {
    const [first] = Value.Errors(entry.payload, checked);
    return { problem: `no valid example payload: ${first ? `${first.instancePath || '/'} ${first.message}` : 'refused by its schema'}` };
  }
  return { payload };
}
