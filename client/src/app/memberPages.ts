import type { ComponentType } from 'react';
import type { Role } from '../lib/stores/session';
import { protectionAvailable } from '../lib/stores/protection';
import { lazyPage } from './lazyPage';

/** What decides whether a member-centre page applies to the player who opens it. */
export interface MemberPageContext {
  role: Role;
  /** Member info's `toUpline`: the brand lets this member send money to their upline. */
  toUpline: boolean;
  /** The whitelabel flags (modId → on). */
  flags: Readonly<Record<string, boolean>>;
  /** GCS_merchantWallet `isSingle`: every game plays from the main wallet, nothing is transferred. */
  singleWallet: boolean;
  /** Member info carries a club label or a member label: the player rank applies. */
  labelled: boolean;
}

export interface MemberPage {
  /** The page id the URL carries (`/member/<id>`), the platform's own names. */
  id: string;
  /** The menu's text, in the member namespace. */
  labelKey: string;
  Page: ComponentType;
  visible: (context: MemberPageContext) => boolean;
  /** A count the menu shows beside the entry (0: none), read when the menu shows the entry. */
  badge?: (signal: AbortSignal) => Promise<number>;
  /** True while what `visible` depends on is still being read: the page waits rather than saying it is missing. */
  undecided?: () => boolean;
}

const on = (context: MemberPageContext, modId: string) => context.flags[modId] === true;

/**
 * The member centre's pages in the spec's menu order (securityCenter, the default page, then transferFund, depositv2, withdraw,
 * transferUpline, personalHistoryCopy, transactionHistory, personalProfit, bonusDetails, rewardCenter,
 * referral, missionLeaderboard, messageV2, playerRank, profile) with feedback after them and then responsible gaming,
 * each lazily loaded and shown only where it applies: a page whose module the brand has switched off
 * is left out, as the platform refuses its calls.
 */
export const memberPages: readonly MemberPage[] = [
  {
    id: 'securityCenter',
    labelKey: 'memberCentre.menu.securityCenter',
    Page: lazyPage(() => import('../features/security/SecurityCenterPage')),
    visible: () => true,
  },
  {
    id: 'transferFund',
    labelKey: 'memberCentre.menu.transferFund',
    Page: lazyPage(() => import('../features/cashier/TransferFundPage')),
    // A single-wallet brand has no sub-wallets to move money between.
    visible: (c) => on(c, 'FUNDTRANS3') && !c.singleWallet,
  },
  {
    id: 'depositv2',
    labelKey: 'memberCentre.menu.depositv2',
    Page: lazyPage(() => import('../features/cashier/DepositPage')),
    visible: (c) => on(c, 'DPSTBAS3'),
  },
  {
    id: 'withdraw',
    labelKey: 'memberCentre.menu.withdraw',
    Page: lazyPage(() => import('../features/cashier/WithdrawPage')),
    visible: () => true,
  },
  {
    id: 'transferUpline',
    labelKey: 'memberCentre.menu.transferUpline',
    Page: lazyPage(() => import('../features/cashier/TransferUplinePage')),
    // Agents send to their downlines (and upline); a member only when the brand allows it for them.
    visible: (c) => c.role === 'agent' || (c.role === 'member' && c.toUpline),
  },
  {
    id: 'personalHistoryCopy',
    labelKey: 'memberCentre.menu.personalHistoryCopy',
    Page: lazyPage(() => import('../features/records/BettingRecordPage')),
    visible: () => true,
  },
  {
    id: 'transactionHistory',
    labelKey: 'memberCentre.menu.transactionHistory',
    Page: lazyPage(() => import('../features/records/AccountRecordPage')),
    visible: (c) => on(c, 'MEMTRANS3'),
  },
  {
    id: 'personalProfit',
    labelKey: 'memberCentre.menu.personalProfit',
    Page: lazyPage(() => import('../features/records/ProfitPage')),
    visible: () => true,
  },
  {
    id: 'bonusDetails',
    labelKey: 'memberCentre.menu.bonusDetails',
    Page: lazyPage(() => import('../features/records/BonusPage')),
    visible: () => true,
  },
  {
    id: 'rewardCenter',
    labelKey: 'memberCentre.menu.rewardCenter',
    Page: lazyPage(() => import('../features/rewards/RewardCenterPage')),
    visible: (c) => on(c, 'REWCEN3'),
  },
  {
    id: 'referral',
    labelKey: 'memberCentre.menu.referral',
    Page: lazyPage(() => import('../features/profile/ReferralPage')),
    // Trial accounts invite nobody: the platform refuses them the referral code.
    visible: (c) => c.role === 'member' || c.role === 'agent',
  },
  {
    id: 'missionLeaderboard',
    labelKey: 'memberCentre.menu.missionLeaderboard',
    Page: lazyPage(() => import('../features/missions/MissionsPage')),
    visible: (c) => on(c, 'MISSIONLB3'),
    // Open missions with a reached milestone whose reward waits in the reward centre.
    badge: (signal) => import('../features/missions/missionsData').then((m) => m.pendingMissionCount(signal)),
  },
  {
    id: 'messageV2',
    labelKey: 'memberCentre.menu.messageV2',
    Page: lazyPage(() => import('../features/inbox/InboxPage')),
    visible: (c) => on(c, 'INBOX3'),
  },
  {
    id: 'playerRank',
    labelKey: 'memberCentre.menu.playerRank',
    Page: lazyPage(() => import('../features/rank/RankPage')),
    // The spec: player rank opens only if a member label exists.
    visible: (c) => c.labelled,
  },
  {
    id: 'profile',
    labelKey: 'memberCentre.menu.profile',
    Page: lazyPage(() => import('../features/profile/ProfilePage')),
    visible: (c) => c.role === 'member' || c.role === 'agent',
  },
  {
    id: 'feedback',
    labelKey: 'memberCentre.menu.feedback',
    Page: lazyPage(() => import('../features/profile/FeedbackPage')),
    visible: (c) => on(c, 'FEEDBACK3'),
  },
  {
    id: 'responsibleGaming',
    labelKey: 'memberCentre.menu.responsibleGaming',
    Page: lazyPage(() => import('../features/protection/ResponsibleGamingPage')),
    // Shown once the platform answered the sign-in's protection read (the shell's reality check).
    visible: () => protectionAvailable.value === true,
    undecided: () => protectionAvailable.value === null,
  },
];

/** The pages of the menu for this player, in menu order. */
export function visibleMemberPages(context: MemberPageContext): MemberPage[] {
  return memberPages.filter((page) => page.visible(context));
}
