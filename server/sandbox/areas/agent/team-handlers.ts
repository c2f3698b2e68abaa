import { TransactionTypes, type TransactionType } from '../../../../shared/domains/records/schemas';
import type {
  Downline,
  DownlinesValue,
  TeamBettingRow,
  TeamBettingValue,
  TeamOverview,
  TeamProfitRow,
  TeamProfitValue,
  TeamReportQuery,
  TeamTransactionsValue,
} from '../../../../shared/domains/agent/schemas';
import { centsToWire } from '../../../../shared/money';
import type { ActiveSession } from '../../repositories/sessions';
import type { CatalogueHandlers } from '../../plugins/catalogue-routes';
import { badParam } from '../../core/errors';
import { contractSummary } from '../contracts';
import { pageOf, paging } from '../../core/range';
import { transactionType } from '../records';
import { requireAgent, teamAccount, teamRange } from './agent-access';
import type { AccountFigures, DownlineRow } from './team-repository';
import type { SandboxServices } from '../../core/area-context';

const isTransactionType = (type: string): type is TransactionType => (TransactionTypes as readonly string[]).includes(type);

/**
 * The agent centre's team views: the overview, the team tree, per-account betting and profit and
 * loss, and the downline's transactions. Every call is for a signed-in agent (agent-access.ts);
 * ranges are [startTime, endTime) rounded down to 5-minute slots. Lottery orders whose issue has
 * drawn are settled first, so the figures include them.
 */
export function teamHandlers(ctx: SandboxServices): CatalogueHandlers {
  const { team } = ctx.repos;

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

  /**
   * One level of a team report: the viewed account's own figures, a page of its direct downlines
   * with their whole teams' figures, and the viewed account's whole team as the totals.
   */
  const reportLevel = (session: ActiveSession | null, payload: TeamReportQuery) => {
    const agent = requireAgent(ctx, session);
    const range = teamRange(agent.id, payload.startTime, payload.endTime);
    const viewed = payload.parent === undefined ? { account: agent, depth: 0 } : teamAccount(ctx, agent, payload.parent);
    ctx.drawEngine.catchUp();
    const found = team.children(viewed.account.id, pageOf(payload.pageNo, payload.pageSize));
    const rowOf = (id: number, username: string, level: number) => ({
      account: { username, level, teamSize: team.teamSize(id) },
      figures: team.teamFigures(id, range.from, range.to),
    });
    return {
      own: {
        account: { username: viewed.account.username, level: viewed.depth, teamSize: team.teamSize(viewed.account.id) },
        figures: team.ownFigures(range, viewed.account.id),
      },
      rows: found.ids.map((id) => rowOf(id, ctx.repos.accounts.byId(id)!.username, viewed.depth + 1)),
      paging: paging(payload.pageNo, payload.pageSize, found.total),
      totals: team.teamFigures(viewed.account.id, range.from, range.to),
      path: viewed.depth === 0 ? [] : team.path(viewed.account.id, viewed.depth),
    };
  };

  return {
    'agent.teamOverview': ({ session, payload }): TeamOverview => {
      const agent = requireAgent(ctx, session);
      ctx.drawEngine.catchUp();
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
      const agent = requireAgent(ctx, session);
      const page = pageOf(payload.pageNo, payload.pageSize);
      let found: { total: number; ids: number[] };
      let path: string[] = [];
      if (payload.search !== undefined) {
        found = team.search(agent.id, payload.search.trim(), page);
      } else {
        const parent = payload.parent === undefined ? { account: agent, depth: 0 } : teamAccount(ctx, agent, payload.parent);
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
      const level = reportLevel(session, payload);
      const betting = (f: AccountFigures) => ({
        bets: f.bets,
        betAmount: centsToWire(f.bet),
        validBet: centsToWire(f.valid),
        winAmount: centsToWire(f.win),
        profitLoss: centsToWire(f.win - f.valid),
      });
      return {
        own: { ...level.own.account, ...betting(level.own.figures) },
        list: level.rows.map((r): TeamBettingRow => ({ ...r.account, ...betting(r.figures) })),
        ...level.paging,
        totals: betting(level.totals),
        path: level.path,
      };
    },

    'agent.profitLoss': ({ session, payload }): TeamProfitValue => {
      const level = reportLevel(session, payload);
      const profit = (f: AccountFigures) => ({
        deposits: centsToWire(f.deposits),
        withdrawals: centsToWire(f.withdrawals),
        validBet: centsToWire(f.valid),
        winAmount: centsToWire(f.win),
        bonuses: centsToWire(f.bonuses),
        profitLoss: centsToWire(f.win - f.valid + f.bonuses),
      });
      return {
        own: { ...level.own.account, ...profit(level.own.figures) },
        list: level.rows.map((r): TeamProfitRow => ({ ...r.account, ...profit(r.figures) })),
        ...level.paging,
        totals: profit(level.totals),
        path: level.path,
      };
    },

    'agent.transactions': ({ session, payload }): TeamTransactionsValue => {
      const agent = requireAgent(ctx, session);
      const range = teamRange(agent.id, payload.startTime, payload.endTime);
      if (payload.type !== undefined && !isTransactionType(payload.type)) {
        throw badParam(`type: must be one of ${TransactionTypes.join(', ')}`);
      }
      const only = payload.username === undefined ? null : teamAccount(ctx, agent, payload.username).account.id;
      ctx.drawEngine.catchUp();
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
