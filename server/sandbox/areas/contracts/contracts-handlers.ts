import { AgentError } from '../../../../shared/domains/agent/errors';
import { CashierError } from '../../../../shared/domains/cashier/errors';
import { RECORDS_MAX_RANGE_DAYS } from '../../../../shared/domains/records/rules';
import { centsToWire } from '../../../../shared/money';
import {
  CONTRACT_MODULES,
  basisPointsToRate,
  type ContractKind,
  type ContractSummary,
  type ProcessContractPayload,
  type MyContractsValue,
  type SettlementsValue,
} from '../../../../shared/domains/contracts/schemas';
import type { CatalogueHandlers } from '../../plugins/catalogue-routes';
import type { ActiveSession } from '../../repositories/sessions';
import type { AccountRow } from '../identity';
import { refuse, requireFlag } from '../../core/refusals';
import { memberContract, processContract, uplineAction } from './contract-actions';
import type { SettlementRow, SettlementFilter } from './contracts-repository';
import { contractSummary, offerContract, rateCeiling } from './offers';
import { TRIAL_TYPE } from '../../core/accounts';
import type { SandboxServices } from '../../core/area-context';

const DAY_MS = 86_400_000;

const settlement = (row: SettlementRow) => ({
  id: row.id,
  contractId: row.contractId,
  kind: row.kind,
  member: row.member,
  payer: row.payer,
  periodStart: row.periodStart,
  periodEnd: row.periodEnd,
  validBet: centsToWire(row.validBet),
  profitLoss: centsToWire(row.profitLoss),
  activeMembers: row.activeMembers,
  rate: basisPointsToRate(row.rate),
  amount: centsToWire(row.amount),
  status: row.status,
  settledAt: row.settledAt,
});

/** The caller of a contract call, once the engine has caught up; trial accounts have no contracts. */
export function contractCaller(ctx: SandboxServices): (session: ActiveSession | null, modId: string) => AccountRow {
  const { accounts } = ctx.repos;
  return (session, modId) => {
    requireFlag(ctx, modId, 'Contracts');
    ctx.contractEngine.catchUp();
    const account = accounts.byId(session!.accountId)!;
    if (account.type === TRIAL_TYPE) throw refuse(CashierError.trialAccount, 'Please register an account first');
    return account;
  };
}

/** A page of settlements over a range of at most RECORDS_MAX_RANGE_DAYS, with the totals of the whole range. */
export function settlementsPager(ctx: SandboxServices): (filter: SettlementFilter, pageNo: number, pageSize: number) => SettlementsValue {
  const { contracts } = ctx.repos;
  return (filter, pageNo, pageSize) => {
    if (filter.endTime <= filter.startTime) throw refuse(AgentError.rangeInvalid, 'The end of the range must come after its start');
    if (filter.endTime - filter.startTime > RECORDS_MAX_RANGE_DAYS * DAY_MS) {
      throw refuse(AgentError.rangeInvalid, `A range spans at most ${RECORDS_MAX_RANGE_DAYS} days`);
    }
    const page = contracts.settlements(filter, pageSize, (pageNo - 1) * pageSize);
    return {
      list: page.rows.map(settlement),
      pageNo,
      pageSize,
      totalCount: page.count,
      totalPages: Math.ceil(page.count / pageSize),
      totals: { amount: centsToWire(page.amount), validBet: centsToWire(page.validBet) },
    };
  };
}

/**
 * The contract calls: the member's processing calls (one per kind, each behind its kind's module),
 * the upline's offer, withdrawal and termination, the given and own lists, and the settlements
 * (RECEIVED: paid to me, PAID: paid by me); agent.income (the agent area's income-handlers.ts) reads
 * my RECEIVED settlements of every kind through the same pager. Every call first settles the periods that ended by now.
 */
export function contractsHandlers(ctx: SandboxServices): CatalogueHandlers {
  const { accounts, contracts } = ctx.repos;
  const caller = contractCaller(ctx);
  const settlementsPage = settlementsPager(ctx);

  const processing = (kind: ContractKind, session: ActiveSession | null, payload: ProcessContractPayload): ContractSummary => {
    const member = caller(session, CONTRACT_MODULES[kind]);
    const row = memberContract(ctx, member.id, kind, payload.contractId);
    processContract(ctx, row, payload.action, ctx.clock.now());
    return contractSummary(contracts.byId(row.id)!);
  };

  return {
    'contracts.dividend': ({ session, payload }) => processing('DIVIDEND', session, payload),
    'contracts.dailySalary': ({ session, payload }) => processing('DAILY_SALARY', session, payload),
    'contracts.hourlySalary': ({ session, payload }) => processing('HOURLY_SALARY', session, payload),
    'contracts.realtimeSalary': ({ session, payload }) => processing('REALTIME_SALARY', session, payload),

    'contracts.offer': ({ session, payload }) => {
      const upline = caller(session, 'AGENTPOLICY3');
      const member = accounts.byUsername(payload.username);
      if (!member) throw refuse(AgentError.notInTeam, 'This account is not in your team');
      const { kind, period, tiers } = payload;
      return offerContract(ctx, upline, member, { kind, ...(period !== undefined && { period }), tiers }, ctx.clock.now());
    },

    'contracts.uplineAction': ({ session, payload }) => {
      const upline = caller(session, 'AGENTPOLICY3');
      uplineAction(ctx, upline.id, payload.contractId, payload.action, ctx.clock.now());
      return contractSummary(contracts.byId(payload.contractId)!);
    },

    'contracts.given': ({ session, payload }) => {
      const upline = caller(session, 'AGENTPOLICY3');
      const named = payload.username === undefined ? undefined : accounts.byUsername(payload.username);
      const { pageNo, pageSize } = payload;
      const page = contracts.given(
        {
          uplineId: upline.id,
          kind: payload.kind ?? null,
          status: payload.status ?? null,
          // An unknown username matches nobody.
          memberId: payload.username === undefined ? null : (named?.id ?? 0),
        },
        pageSize,
        (pageNo - 1) * pageSize,
      );
      return {
        list: page.rows.map(contractSummary),
        pageNo,
        pageSize,
        totalCount: page.count,
        totalPages: Math.ceil(page.count / pageSize),
        totals: { active: page.active, offered: page.offered },
      };
    },

    'contracts.mine': ({ session }): MyContractsValue => {
      const me = caller(session, 'AGENTPOLICY3');
      const ceiling = (kind: ContractKind) => basisPointsToRate(rateCeiling(ctx, me, kind));
      return {
        contracts: contracts.mine(me.id).map(contractSummary),
        ceilings: {
          DAILY_SALARY: ceiling('DAILY_SALARY'),
          HOURLY_SALARY: ceiling('HOURLY_SALARY'),
          REALTIME_SALARY: ceiling('REALTIME_SALARY'),
          DIVIDEND: ceiling('DIVIDEND'),
        },
      };
    },

    'contracts.settlements': ({ session, payload }) => {
      const me = caller(session, 'AGENTPOLICY3');
      const { side, startTime, endTime, pageNo, pageSize } = payload;
      return settlementsPage({ side, accountId: me.id, kind: payload.kind ?? null, startTime, endTime }, pageNo, pageSize);
    },
  };
}
