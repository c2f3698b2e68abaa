import type { ComponentType } from 'react';
import type { EndpointKey } from '../../../shared/api/wire';
import type { Role } from '../lib/stores/session';
import { offered, offers } from '../lib/stores/offered';
import * as Calls from '../lib/featureCalls';
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
  /** The calls the page cannot work without (lib/featureCalls.ts): one the platform does not offer takes the page away. */
  calls: readonly EndpointKey[];
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
 * is left out, as the platform refuses its calls, and so is a page one of whose calls the platform
 * does not offer (lib/stores/offered.ts).
 */
export const memberPages: readonly MemberPage[] = [
  {
    id: 'securityCenter',
    labelKey: 'memberCentre.menu.securityCenter',
    Page: lazyPage(() => import('../features/security/SecurityCenterPage')),
    calls: Calls.SECURITY_CALLS,
    visible: () => true,
  },
  {
    id: 'transferFund',
    labelKey: 'memberCentre.menu.transferFund',
    Page: lazyPage(() => import('../features/cashier/TransferFundPage')),
    calls: Calls.TRANSFER_FUND_CALLS,
    // A single-wallet brand has no sub-wallets to move money between.
    visible: (c) => on(c, 'FUNDTRANS3') && !c.singleWallet,
  },
  {
    id: 'depositv2',
    labelKey: 'memberCentre.menu.depositv2',
    Page: lazyPage(() => import('../features/cashier/DepositPage')),
    calls: Calls.DEPOSIT_CALLS,
    visible: (c) => on(c, 'DPSTBAS3'),
  },
  {
    id: 'withdraw',
    labelKey: 'memberCentre.menu.withdraw',
    Page: lazyPage(() => import('../features/cashier/WithdrawPage')),
    calls: Calls.WITHDRAW_CALLS,
    visible: () => true,
  },
  {
    id: 'transferUpline',
    labelKey: 'memberCentre.menu.transferUpline',
    Page: lazyPage(() => import('../features/cashier/TransferUplinePage')),
    calls: [],
    // Agents send to their downlines (and upline); a member only when the brand allows it for them.
    // Each direction is its own call: the page stays while the member's direction is offered.
    visible: (c) =>
      (c.role === 'agent' && offers(Calls.TRANSFER_DOWNLINE_CALLS)) ||
      ((c.role === 'member' || c.role === 'agent') && c.toUpline && offers(Calls.TRANSFER_UPLINE_CALLS)),
  },
  {
    id: 'personalHistoryCopy',
    labelKey: 'memberCentre.menu.personalHistoryCopy',
    Page: lazyPage(() => import('../features/records/BettingRecordPage')),
    calls: Calls.BETTING_RECORD_CALLS,
    visible: () => true,
  },
  {
    id: 'transactionHistory',
    labelKey: 'memberCentre.menu.transactionHistory',
    Page: lazyPage(() => import('../features/records/AccountRecordPage')),
    calls: Calls.ACCOUNT_RECORD_CALLS,
    visible: (c) => on(c, 'MEMTRANS3'),
  },
  {
    id: 'personalProfit',
    labelKey: 'memberCentre.menu.personalProfit',
    Page: lazyPage(() => import('../features/records/ProfitPage')),
    calls: Calls.PROFIT_CALLS,
    visible: () => true,
  },
  {
    id: 'bonusDetails',
    labelKey: 'memberCentre.menu.bonusDetails',
    Page: lazyPage(() => import('../features/records/BonusPage')),
    calls: Calls.BONUS_CALLS,
    visible: () => true,
  },
  {
    id: 'rewardCenter',
    labelKey: 'memberCentre.menu.rewardCenter',
    Page: lazyPage(() => import('../features/rewards/RewardCenterPage')),
    calls: Calls.REWARD_CENTRE_CALLS,
    visible: (c) => on(c, 'REWCEN3'),
  },
  {
    id: 'referral',
    labelKey: 'memberCentre.menu.referral',
    Page: lazyPage(() => import('../features/profile/ReferralPage')),
    calls: Calls.REFERRAL_CALLS,
    // Trial accounts invite nobody: the platform refuses them the referral code.
    visible: (c) => c.role === 'member' || c.role === 'agent',
  },
  {
    id: 'missionLeaderboard',
    labelKey: 'memberCentre.menu.missionLeaderboard',
    Page: lazyPage(() => import('../features/missions/MissionsPage')),
    calls: Calls.MISSIONS_CALLS,
    visible: (c) => on(c, 'MISSIONLB3'),
    // Open missions with a reached milestone whose reward waits in the reward centre.
    badge: (signal) => import('../features/missions/missionsData').then((m) => m.pendingMissionCount(signal)),
  },
  {
    id: 'messageV2',
    labelKey: 'memberCentre.menu.messageV2',
    Page: lazyPage(() => import('../features/inbox/InboxPage')),
    calls: Calls.INBOX_CALLS,
    visible: (c) => on(c, 'INBOX3'),
  },
  {
    id: 'playerRank',
    labelKey: 'memberCentre.menu.playerRank',
    Page: lazyPage(() => import('../features/rank/RankPage')),
    calls: Calls.RANK_CALLS,
    // The spec: player rank opens only if a member label exists.
    visible: (c) => c.labelled,
  },
  {
    id: 'profile',
    labelKey: 'memberCentre.menu.profile',
    Page: lazyPage(() => import('../features/profile/ProfilePage')),
    calls: Calls.PROFILE_CALLS,
    visible: (c) => c.role === 'member' || c.role === 'agent',
  },
  {
    id: 'feedback',
    labelKey: 'memberCentre.menu.feedback',
    Page: lazyPage(() => import('../features/profile/FeedbackPage')),
    calls: Calls.FEEDBACK_CALLS,
    visible: (c) => on(c, 'FEEDBACK3'),
  },
  {
    id: 'responsibleGaming',
    labelKey: 'memberCentre.menu.responsibleGaming',
    Page: lazyPage(() => import('../features/protection/ResponsibleGamingPage')),
    calls: Calls.RESPONSIBLE_GAMING_CALLS,
    // Shown once the platform answered the sign-in's protection read (the shell's reality check).
    visible: () => offered('protection.state') === true,
    undecided: () => offered('protection.state') === null,
  },
];

/** The pages of the menu for this player, in menu order. */
export function visibleMemberPages(context: MemberPageContext): MemberPage[] {
  return memberPages.filter((page) => page.visible(context) && offers(page.calls));
}
