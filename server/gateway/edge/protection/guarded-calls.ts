import type { EndpointKey } from '../../../../shared/api';

/**
 * What a running break, stop-now or self-exclusion, and the limits, do to a platform call:
 * - `deposit`: refused while restricted; past a deposit limit by the body's `amount`;
 * - `launch`: refused while restricted, and once nothing is left of a loss or wager limit (a launch
 *   carries no stake: what is played inside the game frame the edge never sees);
 * - `order`: a lottery order, refused while restricted and past a loss or wager limit by its stake
 *   (`betCartAmountSum`);
 * - `transfer`: a wallet transfer, refused while restricted unless it goes back to the main wallet;
 * - `claim`: a bonus, reward, promo code, ticket, raffle, daily sign-in, activity claim, point
 *   redemption or conversion: refused while restricted;
 * - `pass`: never refused by protection, for the reason given.
 */
export type Guarded =
  | { guard: 'deposit' | 'launch' | 'order' | 'transfer' | 'claim' }
  | { guard: 'pass'; why: 'read' | 'withdrawal' | 'back to main' | 'settings' | 'between members' | 'cancel' | 'no money' };

/** The families whose every call is classified here (the test proves it). */
export const GUARDED_FAMILIES = ['cashier', 'games', 'lottery', 'promotions', 'rewards', 'missions', 'points'] as const;

const read = { guard: 'pass', why: 'read' } as const;
const claim = { guard: 'claim' } as const;

/** The main wallet's accountTypeId (shared/domains/cashier/schemas.ts, BalanceValue). */
export const MAIN_WALLET_TYPE = 2;

/**
 * Every call of GUARDED_FAMILIES, by key: one table, so a new call of those families fails the test
 * until it is classified.
 */
export const GUARDED_CALLS = {
  'cashier.balance': read,
  'cashier.transfer': { guard: 'transfer' },
  'cashier.consolidated': read,
  'cashier.merchantWallet': read,
  'cashier.depositSettings': read,
  'cashier.depositChannels': read,
  'cashier.depositByQr': { guard: 'deposit' },
  'cashier.depositByLaunchUrl': { guard: 'deposit' },
  'cashier.withdrawSettings': read,
  'cashier.withdraw': { guard: 'pass', why: 'withdrawal' },
  'cashier.withdrawFee': read,
  'cashier.paymentConfirmations': read,
  // The proof of a payment made to another member for a deposit (C2C): part of a deposit.
  'cashier.processC2C': { guard: 'deposit' },
  'cashier.memberTransactions': read,
  'cashier.recallAll': { guard: 'pass', why: 'back to main' },
  'cashier.withdrawBanks': read,
  'cashier.bankCards': read,
  'cashier.addBankCard': { guard: 'pass', why: 'withdrawal' },
  'cashier.paymentPasswordStatus': read,
  'cashier.setPaymentPassword': { guard: 'pass', why: 'withdrawal' },
  'cashier.changePaymentPassword': { guard: 'pass', why: 'withdrawal' },
  'cashier.transferDownline': { guard: 'pass', why: 'between members' },
  'cashier.transferUpline': { guard: 'pass', why: 'between members' },

  'games.vendors': read,
  'games.list': read,
  'games.hot': read,
  'games.vassalageTypes': read,
  'games.match': read,
  'games.favoriteIds': read,
  'games.favoriteList': read,
  'games.addFavorite': { guard: 'pass', why: 'settings' },
  'games.removeFavorite': { guard: 'pass', why: 'settings' },
  'games.recent': read,
  'games.rankList': read,
  'games.winnerBoard': read,
  'games.pvpRooms': read,
  'games.launch': { guard: 'launch' },
  'games.launchFB': { guard: 'launch' },
  'games.trialLaunch': { guard: 'launch' },
  'games.jackpot': read,

  'lottery.games': read,
  'lottery.menus': read,
  'lottery.recentMenus': read,
  'lottery.popular': read,
  'lottery.openedNumbers': read,
  'lottery.vnMenus': read,
  'lottery.vnRecentMenus': read,
  'lottery.vnOpenedNumbers': read,
  'lottery.draws': read,
  'lottery.drawByCode': read,
  'lottery.nearNumbers': read,
  'lottery.playMenu': read,
  'lottery.hotGap': read,
  'lottery.gameSetting': read,
  'lottery.series': read,
  'lottery.bet': { guard: 'order' },
  'lottery.todayOrders': read,
  'lottery.cancelOrders': { guard: 'pass', why: 'cancel' },

  'promotions.available': read,
  'promotions.merchantAvailable': read,
  'promotions.claimList': read,
  'promotions.raffleClaim': claim,
  'promotions.raffleStatus': read,
  'promotions.registerList': read,
  'promotions.claimable': read,
  'promotions.claimIssued': claim,
  // The login promotion is the daily sign-in.
  'promotions.claimLogin': claim,
  'promotions.loginPromotion': read,
  'promotions.loginConfigHistory': read,
  // The activity centre: joining an activity and asking for its reward.
  'promotions.signUpJoin': claim,
  'promotions.signUpRequestReward': claim,
  'promotions.cancelTicket': { guard: 'pass', why: 'cancel' },
  'promotions.rebateSettings': read,

  'rewards.ticketConfig': read,
  'rewards.claimTickets': read,
  'rewards.discountTickets': read,
  'rewards.unappliedExtra': read,
  'rewards.achievements': read,
  'rewards.quests': read,
  // Records a visit for the daily quests; it pays nothing.
  'rewards.heartbeat': { guard: 'pass', why: 'no money' },
  'rewards.rankBoard': read,
  'rewards.layout': read,
  'rewards.claimTicket': claim,
  'rewards.spinSlotMachine': claim,
  'rewards.promoCodes': read,
  'rewards.claimPromoCode': claim,
  'rewards.turnover': read,

  'missions.summary': read,
  'missions.leaderboard': read,
  'missions.milestones': read,

  'points.balance': read,
  'points.rewards': read,
  'points.redeem': claim,
  'points.redeemList': read,
  'points.config': read,
  'points.convert': claim,
  'points.conversionTypes': read,
  'points.showcase': read,
  'points.entries': read,
} as const satisfies Partial<Record<EndpointKey, Guarded>>;

/**
 * Sign-ins whose accepted answer opens a session: a restricted account's new session is ended at
 * once (identity.logout) and the answer becomes `protection.restricted`. Free play makes a new trial
 * account, never a restricted one; a registration makes a new account.
 */
export const SIGN_IN_KEYS = [
  'identity.login',
  'identity.loginVerification',
  'identity.socialLogin',
] as const satisfies readonly EndpointKey[];
