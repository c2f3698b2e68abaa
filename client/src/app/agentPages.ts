import type { ComponentType } from 'react';
import type { EndpointKey } from '../../../shared/api/wire';
import { AGENT_PAGE_CALLS } from '../lib/featureCalls';
import { offers } from '../lib/stores/offered';
import { lazyPage } from './lazyPage';

export interface AgentPage {
  /** The page id the URL carries (`/agent/<id>`): the platform's own page names where it has them. */
  id: string;
  /** The menu's text, in the agent namespace. */
  labelKey: string;
  Page: ComponentType;
  /** The calls the page cannot work without (lib/featureCalls.ts): one the platform does not offer takes the page away. */
  calls: readonly EndpointKey[];
  /** Whether the page applies, from the whitelabel flags (modId → on). */
  visible: (flags: Readonly<Record<string, boolean>>) => boolean;
}

/** The page an agent lands on at /agent (the spec's default page), else the menu's first. */
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
 * contract pages (dividend, daily salary, hourly salary, real-time salary), each lazily loaded and
 * left out while one of its calls is not offered.
 */
export const agentPages: readonly AgentPage[] = [
  {
    id: 'agentAnnouncement',
    labelKey: 'agentCentre.menu.agentAnnouncement',
    Page: lazyPage(() => import('../features/agent/AnnouncementsPage')),
    calls: AGENT_PAGE_CALLS.agentAnnouncement,
    visible: always,
  },
  {
    id: 'agentTeamOverview',
    labelKey: 'agentCentre.menu.agentTeamOverview',
    Page: lazyPage(() => import('../features/agent/TeamOverviewPage')),
    calls: AGENT_PAGE_CALLS.agentTeamOverview,
    visible: always,
  },
  {
    id: 'registerCenter',
    labelKey: 'agentCentre.menu.registerCenter',
    Page: lazyPage(() => import('../features/agent/RegisterCenterPage')),
    calls: AGENT_PAGE_CALLS.registerCenter,
    visible: always,
  },
  {
    id: 'downlineManagmentView',
    labelKey: 'agentCentre.menu.downlineManagmentView',
    Page: lazyPage(() => import('../features/agent/TeamManagementPage')),
    calls: AGENT_PAGE_CALLS.downlineManagmentView,
    visible: always,
  },
  {
    id: 'agentTeamBetting',
    labelKey: 'agentCentre.menu.agentTeamBetting',
    Page: lazyPage(() => import('../features/agent/TeamBettingPage')),
    calls: AGENT_PAGE_CALLS.agentTeamBetting,
    visible: always,
  },
  {
    id: 'palStatementsAgentCopy',
    labelKey: 'agentCentre.menu.palStatementsAgentCopy',
    Page: lazyPage(() => import('../features/agent/TeamProfitPage')),
    calls: AGENT_PAGE_CALLS.palStatementsAgentCopy,
    visible: always,
  },
  {
    id: 'agentRevenueReport',
    labelKey: 'agentCentre.menu.agentRevenueReport',
    Page: lazyPage(() => import('../features/contracts/IncomePage')),
    calls: AGENT_PAGE_CALLS.agentRevenueReport,
    visible: always,
  },
  {
    id: 'agentDownlineTransactionDetailsCopy',
    labelKey: 'agentCentre.menu.agentDownlineTransactionDetailsCopy',
    Page: lazyPage(() => import('../features/agent/TeamTransactionsPage')),
    calls: AGENT_PAGE_CALLS.agentDownlineTransactionDetailsCopy,
    visible: always,
  },
  {
    id: 'agentDividendRecord2',
    labelKey: 'agentCentre.menu.agentDividendRecord2',
    Page: lazyPage(() => import('../features/contracts/DividendPage')),
    calls: AGENT_PAGE_CALLS.agentDividendRecord2,
    visible: contract('SIGNCONDIV3'),
  },
  {
    id: 'agentDailyWages2',
    labelKey: 'agentCentre.menu.agentDailyWages2',
    Page: lazyPage(() => import('../features/contracts/DailySalaryPage')),
    calls: AGENT_PAGE_CALLS.agentDailyWages2,
    visible: contract('DAILYSALCONT3'),
  },
  {
    id: 'agentHourSalary',
    labelKey: 'agentCentre.menu.agentHourSalary',
    Page: lazyPage(() => import('../features/contracts/HourlySalaryPage')),
    calls: AGENT_PAGE_CALLS.agentHourSalary,
    visible: contract('HOURSAL3'),
  },
  {
    id: 'agentRealtimeSalary',
    labelKey: 'agentCentre.menu.agentRealtimeSalary',
    Page: lazyPage(() => import('../features/contracts/RealtimeSalaryPage')),
    calls: AGENT_PAGE_CALLS.agentRealtimeSalary,
    visible: contract('RTSALARY3'),
  },
];

/** The pages of the menu under these flags, in menu order: those whose calls the platform offers. */
export function visibleAgentPages(flags: Readonly<Record<string, boolean>>): AgentPage[] {
  return agentPages.filter((page) => page.visible(flags) && offers(page.calls));
}
