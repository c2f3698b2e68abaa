import type { ComponentType, LazyExoticComponent } from 'react';
import type { Role } from '../lib/stores/session';
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
  Page: LazyExoticComponent<ComponentType>;
  visible: (context: MemberPageContext) => boolean;
  /** A count the menu shows beside the entry (0: none), read when the menu shows the entry. */
  badge?: (signal: AbortSignal) => Promise<number>;
}

const on = (context: MemberPageContext, modId: string) => context.flags[modId] === true;

/**
 * The member centre's pages in the spec's menu order (transferFund, depositv2, withdraw,
 * transferUpline, personalHistoryCopy, transactionHistory, personalProfit, bonusDetails, rewardCenter,
 * missionLeaderboard, messageV2, playerRank),
 * each lazily loaded and shown only where it applies: a page whose module the brand has switched off
 * is left out, as the platform refuses its calls.
 */
export const memberPages: readonly MemberPage[] = [
  {
    id: 'transferFund',
    labelKey: 'memberCentre.menu.transferFund',
    Page: lazyPage(() => import('../features/wallet/TransferFundPage')),
    // A single-wallet brand has no sub-wallets to move money between.
    visible: (c) => on(c, 'FUNDTRANS3') && !c.singleWallet,
  },
  {
    id: 'depositv2',
    labelKey: 'memberCentre.menu.depositv2',
    Page: lazyPage(() => import('../features/wallet/DepositPage')),
    visible: (c) => on(c, 'DPSTBAS3'),
  },
  {
    id: 'withdraw',
    labelKey: 'memberCentre.menu.withdraw',
    Page: lazyPage(() => import('../features/withdraw/WithdrawPage')),
    visible: () => true,
  },
  {
    id: 'transferUpline',
    labelKey: 'memberCentre.menu.transferUpline',
    Page: lazyPage(() => import('../features/memberTransfer/TransferUplinePage')),
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
];

/** The pages of the menu for this player, in menu order. */
export function visibleMemberPages(context: MemberPageContext): MemberPage[] {
  return memberPages.filter((page) => page.visible(context));
}
