import type { FastifyInstance } from 'fastify';
import { TransactionTypes, type TransactionType } from '../../../../shared/schemas/records';
import type {
  Downline,
  DownlinesValue,
  TeamBettingRow,
  TeamBettingValue,
  TeamOverview,
  TeamProfitRow,
  TeamProfitValue,
  TeamTransactionsValue,
} from '../../../../shared/schemas/agent';
import { centsToWire } from '../../../../shared/money';
import type { CatalogueHandlers } from '../../plugins/catalogue-routes';
import { badParam } from '../../errors';
import { contractSummary } from '../contracts/offers';
import { pageOf, paging } from '../records/range';
import { transactionType } from '../records/transaction-types';
import { requireAgent, teamAccount, teamRange } from './agent-access';
import type { DownlineRow } from './team-repository';

const isTransactionType = (type: string): type is TransactionType => (TransactionTypes as readonly string[]).includes(type);

/**
 * The agent centre's team views: the overview, the team tree, per-account betting and profit and
 * loss, and the downline's transactions. Every call is for a signed-in agent (agent-access.ts);
 * ranges are [startTime, endTime) rounded down to 5-minute slots. Lottery orders whose issue has
 * drawn are settled first, so the figures include them.
 */
export function teamHandlers(app: FastifyInstance): CatalogueHandlers {
  const { team } = app.repos;

  const downline = (agentId: number, row: DownlineRow): Downline => ({
    username: row.username,
    accountType: row.type,
    level: row.level,
    teamSize: row.teamSize,
    directMembers: row.directMembers,
    balance: centsToWire(row.balance),
    registeredAt: row.createdAt,
    lastLoginAt: row.lastLoginAt,
    // Accounts carry no lock of their own on this platform: every account can sign in.
    status: 'ACTIVE',
    contracts: row.uplineId === null ? [] : team.openContracts(row.id, row.uplineId).map(contractSummary),
  });

  return {
    'agent.teamOverview': ({ session, payload }): TeamOverview => {
      const agent = requireAgent(app, session);
      app.drawEngine.catchUp();
      const o = team.overview(teamRange(agent.id, payload.startTime, payload.endTime));
      return {
        teamSize: o.teamSize,
        directMembers: o.directMembers,
        agents: o.agents,
        newMembers: o.newMembers,
        activeMembers: o.activeMembers,
        deposits: centsToWire(o.deposits),
        withdrawals: centsToWire(o.withdrawals),
        betAmount: centsToWire(o.bet),
        validBet: centsToWire(o.valid),
        winAmount: centsToWire(o.win),
        profitLoss: centsToWire(o.win - o.valid),
        bonuses: centsToWire(o.bonuses),
        teamBalance: centsToWire(o.teamBalance),
      };
    },

    'agent.downlines': ({ session, payload }): DownlinesValue => {
      const agent = requireAgent(app, session);
      const page = pageOf(payload.pageNo, payload.pageSize);
      let found: { total: number; ids: number[] };
      let path: string[] = [];
      if (payload.search !== undefined) {
        found = team.search(agent.id, payload.search.trim(), page);
      } else {
        const parent = payload.parent === undefined ? { account: agent, depth: 0 } : teamAccount(app, agent, payload.parent);
        found = team.children(parent.account.id, page);
        path = parent.depth === 0 ? [] : team.path(parent.account.id, parent.depth);
      }
      return {
        list: found.ids.map((id) => downline(agent.id, team.downline(agent.id, id))),
        ...paging(payload.pageNo, payload.pageSize, found.total),
        path,
      };
    },

    'agent.teamBetting': ({ session, payload }): TeamBettingValue => {
      const agent = requireAgent(app, session);
      const range = teamRange(agent.id, payload.startTime, payload.endTime);
      const only = payload.username === undefined ? null : teamAccount(app, agent, payload.username).account.id;
      app.drawEngine.catchUp();
      const rows = team.betting(range, only);
      const sum = { bets: 0, bet: 0, valid: 0, win: 0 };
      for (const r of rows) {
        sum.bets += r.bets;
        sum.bet += r.bet;
        sum.valid += r.valid;
        sum.win += r.win;
      }
      const { offset, limit } = pageOf(payload.pageNo, payload.pageSize);
      return {
        list: rows.slice(offset, offset + limit).map((r): TeamBettingRow => ({
          username: r.username,
          level: r.level,
          bets: r.bets,
          betAmount: centsToWire(r.bet),
          validBet: centsToWire(r.valid),
          winAmount: centsToWire(r.win),
          profitLoss: centsToWire(r.win - r.valid),
        })),
        ...paging(payload.pageNo, payload.pageSize, rows.length),
        totals: {
          bets: sum.bets,
          betAmount: centsToWire(sum.bet),
          validBet: centsToWire(sum.valid),
          winAmount: centsToWire(sum.win),
          profitLoss: centsToWire(sum.win - sum.valid),
        },
      };
    },

    'agent.profitLoss': ({ session, payload }): TeamProfitValue => {
      const agent = requireAgent(app, session);
      const range = teamRange(agent.id, payload.startTime, payload.endTime);
      const only = payload.username === undefined ? null : teamAccount(app, agent, payload.username).account.id;
      app.drawEngine.catchUp();
      const rows = team.profit(range, only);
      const sum = { deposits: 0, withdrawals: 0, valid: 0, win: 0, bonuses: 0 };
      for (const r of rows) {
        sum.deposits += r.deposits;
        sum.withdrawals += r.withdrawals;
        sum.valid += r.valid;
        sum.win += r.win;
        sum.bonuses += r.bonuses;
      }
      const { offset, limit } = pageOf(payload.pageNo, payload.pageSize);
      return {
        list: rows.slice(offset, offset + limit).map((r): TeamProfitRow => ({
          username: r.username,
          level: r.level,
          deposits: centsToWire(r.deposits),
          withdrawals: centsToWire(r.withdrawals),
          validBet: centsToWire(r.valid),
          winAmount: centsToWire(r.win),
          bonuses: centsToWire(r.bonuses),
          profitLoss: centsToWire(r.win - r.valid + r.bonuses),
        })),
        ...paging(payload.pageNo, payload.pageSize, rows.length),
        totals: {
          deposits: centsToWire(sum.deposits),
          withdrawals: centsToWire(sum.withdrawals),
          validBet: centsToWire(sum.valid),
          winAmount: centsToWire(sum.win),
          bonuses: centsToWire(sum.bonuses),
          profitLoss: centsToWire(sum.win - sum.valid + sum.bonuses),
        },
      };
    },

    'agent.transactions': ({ session, payload }): TeamTransactionsValue => {
      const agent = requireAgent(app, session);
      const range = teamRange(agent.id, payload.startTime, payload.endTime);
      if (payload.type !== undefined && !isTransactionType(payload.type)) {
        throw badParam(`type: must be one of ${TransactionTypes.join(', ')}`);
      }
      const only = payload.username === undefined ? null : teamAccount(app, agent, payload.username).account.id;
      app.drawEngine.catchUp();
      // The agent's own rows are its account record, not its downline's: none with its own name.
      if (only === agent.id) {
        return { list: [], ...paging(payload.pageNo, payload.pageSize, 0), totals: { moneyIn: '0.00', moneyOut: '0.00' } };
      }
      const { totals, rows } = team.ledger(range, only, payload.type ?? null, pageOf(payload.pageNo, payload.pageSize));
      return {
        list: rows.map((r) => ({
          id: String(r.id),
          time: r.createdAt,
          username: r.username,
          type: transactionType(r.reason),
          detail: r.reason,
          amount: centsToWire(r.amount),
          balanceAfter: centsToWire(r.balanceAfter),
        })),
        ...paging(payload.pageNo, payload.pageSize, totals.count),
        totals: { moneyIn: centsToWire(totals.moneyIn), moneyOut: centsToWire(totals.moneyOut) },
      };
    },
  };
}
