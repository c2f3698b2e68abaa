import type { ComponentType } from 'react';
import { lazyPage } from './lazyPage';

export interface AgentPage {
  /** The page id the URL carries (`/agent/<id>`): the platform's own page names where it has them. */
  id: string;
  /** The menu's text, in the agent namespace. */
  labelKey: string;
  Page: ComponentType;
  /** Whether the page applies, from the whitelabel flags (modId → on). */
  visible: (flags: Readonly<Record<string, boolean>>) => boolean;
}

/** The page an agent lands on at /agent (the spec's default page). */
export const DEFAULT_AGENT_PAGE = 'agentTeamOverview';

const always = () => true;
/**
 * A contract page shows only while the brand has that kind of contract on, as the platform refuses
 * its calls otherwise. The modIds are shared/domains/contracts/schemas.ts CONTRACT_MODULES, written out here
 * because that module carries TypeBox, which the browser bundle leaves out (the test compares them).
 */
const contract = (modId: string) => (flags: Readonly<Record<string, boolean>>) => flags[modId] === true;

/**
 * The agent centre's pages in the spec's menu order: announcement, team overview, register account,
 * team management, team betting, user profit and loss, my income, transaction details, then the
 * contract pages (dividend, daily salary, hourly salary, real-time salary), each lazily loaded.
 */
export const agentPages: readonly AgentPage[] = [
  {
    id: 'agentAnnouncement',
    labelKey: 'agentCentre.menu.agentAnnouncement',
    Page: lazyPage(() => import('../features/agent/AnnouncementsPage')),
    visible: always,
  },
  {
    id: 'agentTeamOverview',
    labelKey: 'agentCentre.menu.agentTeamOverview',
    Page: lazyPage(() => import('../features/agent/TeamOverviewPage')),
    visible: always,
  },
  {
    id: 'registerCenter',
    labelKey: 'agentCentre.menu.registerCenter',
    Page: lazyPage(() => import('../features/agent/RegisterCenterPage')),
    visible: always,
  },
  {
    id: 'downlineManagmentView',
    labelKey: 'agentCentre.menu.downlineManagmentView',
    Page: lazyPage(() => import('../features/agent/TeamManagementPage')),
    visible: always,
  },
  {
    id: 'agentTeamBetting',
    labelKey: 'agentCentre.menu.agentTeamBetting',
    Page: lazyPage(() => import('../features/agent/TeamBettingPage')),
    visible: always,
  },
  {
    id: 'palStatementsAgentCopy',
    labelKey: 'agentCentre.menu.palStatementsAgentCopy',
    Page: lazyPage(() => import('../features/agent/TeamProfitPage')),
    visible: always,
  },
  {
    id: 'agentRevenueReport',
    labelKey: 'agentCentre.menu.agentRevenueReport',
    Page: lazyPage(() => import('../features/contracts/IncomePage')),
    visible: always,
  },
  {
    id: 'agentDownlineTransactionDetailsCopy',
    labelKey: 'agentCentre.menu.agentDownlineTransactionDetailsCopy',
    Page: lazyPage(() => import('../features/agent/TeamTransactionsPage')),
    visible: always,
  },
  {
    id: 'agentDividendRecord2',
    labelKey: 'agentCentre.menu.agentDividendRecord2',
    Page: lazyPage(() => import('../features/contracts/DividendPage')),
    visible: contract('SIGNCONDIV3'),
  },
  {
    id: 'agentDailyWages2',
    labelKey: 'agentCentre.menu.agentDailyWages2',
    Page: lazyPage(() => import('../features/contracts/DailySalaryPage')),
    visible: contract('DAILYSALCONT3'),
  },
  {
    id: 'agentHourSalary',
    labelKey: 'agentCentre.menu.agentHourSalary',
    Page: lazyPage(() => import('../features/contracts/HourlySalaryPage')),
    visible: contract('HOURSAL3'),
  },
  {
    id: 'agentRealtimeSalary',
    labelKey: 'agentCentre.menu.agentRealtimeSalary',
    Page: lazyPage(() => import('../features/contracts/RealtimeSalaryPage')),
    visible: contract('RTSALARY3'),
  },
];

/** The pages of the menu under these flags, in menu order. */
export function visibleAgentPages(flags: Readonly<Record<string, boolean>>): AgentPage[] {
  return agentPages.filter((page) => page.visible(flags));
}
