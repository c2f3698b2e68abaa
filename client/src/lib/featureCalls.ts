import type { EndpointKey } from '../../../shared/api/wire';
// Whatever names its calls here can be told a sandbox-only call is off before asking it.
import './stores/callKinds';

/**
 * The calls each feature cannot work without: the ones its page loads first, or the one it exists
 * to make. A feature one of whose calls the platform does not offer (lib/stores/offered.ts `offers`)
 * steps aside: its menu entries and links are left out and its address shows the not-found page.
 * The member centre's and the agent centre's pages name theirs in app/memberPages.ts and
 * app/agentPages.ts from here, and every link that leads to a feature names the same list. One
 * export each, so a link brings only its own list into its chunk.
 */
type Calls = readonly EndpointKey[];

export { REFERRAL_CALLS, RESPONSIBLE_GAMING_CALLS, REWARD_CENTRE_CALLS } from './linkedCalls';

export const SECURITY_CALLS: Calls = ['security.config'];
/** Sign-in through Google or Facebook: sandbox-only, so the buttons step aside on a platform without it. */
export const SOCIAL_LOGIN_CALLS: Calls = ['identity.socialLogin'];
/**
 * The page a mailed reset link opens: sandbox-only. The e-mail request itself is a platform call
 * and stays; on a platform, its mail carries the platform's own link, so this page steps aside.
 */
export const RESET_BY_LINK_CALLS: Calls = ['identity.resetPasswordByLink'];
export const TRANSFER_FUND_CALLS: Calls = ['cashier.balance', 'cashier.transfer'];
export const DEPOSIT_CALLS: Calls = ['cashier.depositSettings', 'cashier.depositChannels'];
export const WITHDRAW_CALLS: Calls = ['cashier.withdrawSettings', 'cashier.bankCards', 'cashier.withdraw'];
/** The withdraw page's optional parts, sandbox-only: without them it shows no turnover panel, no fee and total, and withdraws all the same. */
export const TURNOVER_CALLS: Calls = ['rewards.turnover'];
export const WITHDRAW_FEE_CALLS: Calls = ['cashier.withdrawFee'];
/** Transfers between members: one form for each direction, each shown while its call is offered. */
export const TRANSFER_UPLINE_CALLS: Calls = ['cashier.transferUpline'];
export const TRANSFER_DOWNLINE_CALLS: Calls = ['cashier.transferDownline'];
export const BETTING_RECORD_CALLS: Calls = ['records.bets'];
export const ACCOUNT_RECORD_CALLS: Calls = ['cashier.memberTransactions'];
export const PROFIT_CALLS: Calls = ['records.profit'];
export const BONUS_CALLS: Calls = ['records.bonus'];
export const MISSIONS_CALLS: Calls = ['missions.summary'];
/** The reward centre's optional sections, each shown while its call is offered. */
export const DISCOUNT_TICKET_CALLS: Calls = ['rewards.discountTickets'];
export const QUEST_CALLS: Calls = ['rewards.quests'];
export const ACHIEVEMENT_CALLS: Calls = ['rewards.achievements'];
export const RANK_BOARD_CALLS: Calls = ['rewards.rankBoard'];
/** The member's rebate rates beside the promotions, shown while the call is offered. */
export const REBATE_CALLS: Calls = ['promotions.rebateSettings'];
export const INBOX_CALLS: Calls = ['inbox.list'];
export const RANK_CALLS: Calls = ['rank.summary'];
/** The rank page's month panel: without it the page shows the levels and all-time progress alone. */
export const RANK_PROGRESS_CALLS: Calls = ['rank.progress'];
/** Jackpot figures on the game lobbies and the match list on the sports lobby: each hides alone. */
export const JACKPOT_CALLS: Calls = ['games.jackpot'];
export const MATCH_CALLS: Calls = ['games.match'];
export const PROFILE_CALLS: Calls = ['profile.details'];
export const FEEDBACK_CALLS: Calls = ['feedback.send'];
export const POINT_MALL_CALLS: Calls = ['points.showcase'];
/** The chat entry: it exists to launch the chat window; the model list and permission only narrow it. */
export const CHAT_CALLS: Calls = ['chat.launch'];

/** The agent centre's pages by id (app/agentPages.ts); the centre's link shows while one of them is offered. */
export const AGENT_PAGE_CALLS = {
  agentAnnouncement: ['agent.announcements'],
  agentTeamOverview: ['agent.teamOverview'],
  registerCenter: ['agent.registerDownline'],
  downlineManagmentView: ['agent.downlines'],
  agentTeamBetting: ['agent.teamBetting'],
  palStatementsAgentCopy: ['agent.profitLoss'],
  agentRevenueReport: ['agent.income'],
  agentDownlineTransactionDetailsCopy: ['agent.transactions'],
  agentDividendRecord2: ['contracts.mine', 'contracts.given'],
  agentDailyWages2: ['contracts.mine', 'contracts.given'],
  agentHourSalary: ['contracts.mine', 'contracts.given'],
  agentRealtimeSalary: ['contracts.mine', 'contracts.given'],
} as const satisfies Readonly<Record<string, Calls>>;
