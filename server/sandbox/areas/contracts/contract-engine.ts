import type { Database } from 'better-sqlite3';
import { REALTIME_PERIOD_MS, type ContractKind } from '../../../../shared/domains/contracts/schemas';
import type { Clock } from '../../clock';
import type { Repositories } from '../../repositories';
import { MAIN_WALLET } from '../../core/wallets-repository';
import type { ContractRow, NewSettlement, StoredTier, TeamSlot } from './contracts-repository';
import { storedTiers, tierThreshold } from './offers';
import { floorToSlot, periodEnd } from './periods';

/** Ledger reasons of a contract payout: `.out` on the payer, `.in` on the member; ref = `S<settlement id>`. */
export const payoutReason = (kind: ContractKind, side: 'out' | 'in'): string => `contract.${kind.toLowerCase()}.${side}`;

export interface ContractEngine {
  /** Settles every due period of every ACTIVE contract up to the clock's now; finishes the ones whose ends_at passed. */
  catchUp(): void;
  /** Settles one contract's periods that ended by `now` (before it is replaced or ended). */
  settle(contractId: number, now: number): void;
}

interface PeriodFigures {
  validBet: number;
  win: number;
  activeMembers: number;
}

/** The highest tier whose threshold and active members the period reached, or undefined. */
function tierReached(kind: ContractKind, tiers: readonly StoredTier[], figures: PeriodFigures): StoredTier | undefined {
  const base = kind === 'DIVIDEND' ? Math.max(0, figures.validBet - figures.win) : figures.validBet;
  return tiers.findLast((tier) => base >= tierThreshold(tier) && figures.activeMembers >= tier.minActiveMembers);
}

/** The pay of a period: valid bet × rate (salaries) or the team's loss × rate (dividend), floored to cents. */
export function periodAmount(kind: ContractKind, rateBp: number, figures: Pick<PeriodFigures, 'validBet' | 'win'>): number {
  const base = kind === 'DIVIDEND' ? Math.max(0, figures.validBet - figures.win) : figures.validBet;
  return Number((BigInt(base) * BigInt(rateBp)) / 10_000n);
}

/**
 * The settlement engine on the sandbox clock. A contract's next period is [settled_until, the end of
 * the period holding it) (periods.ts); it settles once that end has passed, in one transaction:
 * its settlement row (UNIQUE(contract_id, period_start), so a period pays once however often this
 * runs, and after a restart), the payer's `.out` and the member's `.in` ledger rows, and the new
 * settled_until. The team figures are the member's own team (team_bet_slots of its depth-0 row
 * and up); periods whose slots hold no bets are recorded NOT_REACHED together, without a query each.
 * The payer is the upline, or nobody (the platform) when the upline has no upline; a payer short
 * of the amount leaves the period UNPAID and moves nothing.
 */
export function createContractEngine(db: Database, clock: Clock, repos: Repositories): ContractEngine {
  const { contracts, wallets, accounts } = repos;

  const settleRow = (row: ContractRow, now: number): void => {
    const limit = row.endsAt === null ? now : Math.min(now, row.endsAt);
    let cursor = row.settledUntil ?? floorToSlot(row.decidedAt ?? row.offeredAt);
    const periods: Array<[number, number]> = [];
    for (let end = periodEnd(row.kind, row.period, cursor); end <= limit; end = periodEnd(row.kind, row.period, cursor)) {
      periods.push([cursor, end]);
      cursor = end;
    }
    if (periods.length > 0) settlePeriods(row, periods, now);
    if (row.endsAt !== null && cursor >= row.endsAt) contracts.end(row.id, 'ACTIVE', 'FINISHED', 'MEMBER', row.endsAt);
  };

  const settlePeriods = (row: ContractRow, periods: ReadonlyArray<[number, number]>, now: number): void => {
    const tiers = storedTiers(row);
    const upline = accounts.byId(row.uplineId)!;
    const payerId = upline.uplineId === null ? null : upline.id;
    const slots = contracts.teamSlots(row.memberId, periods[0][0] / REALTIME_PERIOD_MS, periods.at(-1)![1] / REALTIME_PERIOD_MS);
    const base = { contractId: row.id, memberId: row.memberId, payerId, kind: row.kind, settledAt: now };
    const empty: NewSettlement[] = [];
    let next = 0;
    for (const [start, end] of periods) {
      const inPeriod: TeamSlot[] = [];
      while (next < slots.length && slots[next].slot * REALTIME_PERIOD_MS < end) inPeriod.push(slots[next++]);
      const validBet = inPeriod.reduce((sum, s) => sum + s.valid, 0);
      const win = inPeriod.reduce((sum, s) => sum + s.win, 0);
      if (validBet === 0) {
        // No settled bet: nobody was active and nothing can be reached.
        empty.push({
          ...base,
          periodStart: start,
          periodEnd: end,
          validBet,
          profitLoss: win,
          activeMembers: 0,
          rate: 0,
          amount: 0,
          status: 'NOT_REACHED',
        });
        continue;
      }
      writeEmpty(row.id, empty);
      empty.length = 0;
      const activeMembers = contracts.activeMembers(row.memberId, start / REALTIME_PERIOD_MS, end / REALTIME_PERIOD_MS);
      const figures = { validBet, win, activeMembers };
      const tier = tierReached(row.kind, tiers, figures);
      const rate = tier?.rate ?? 0;
      const amount = periodAmount(row.kind, rate, figures);
      pay(
        row,
        { ...base, periodStart: start, periodEnd: end, validBet, profitLoss: win - validBet, activeMembers, rate, amount, status: 'PAID' },
        now,
      );
    }
    writeEmpty(row.id, empty);
  };

  /** A run of periods without bets: their NOT_REACHED rows and the contract's progress in one transaction. */
  const writeEmpty = db.transaction((contractId: number, rows: readonly NewSettlement[]) => {
    if (rows.length === 0) return;
    for (const settlement of rows) contracts.insertSettlement(settlement);
    contracts.setSettledUntil(contractId, rows.at(-1)!.periodEnd);
  });

  /** One period with bets: its row, its money and the contract's progress in one transaction. */
  const pay = db.transaction((row: ContractRow, settlement: NewSettlement, now: number) => {
    const { amount, payerId } = settlement;
    const status = amount === 0 ? 'NOT_REACHED' : payerId !== null && wallets.balance(payerId, MAIN_WALLET) < amount ? 'UNPAID' : 'PAID';
    const id = contracts.insertSettlement({ ...settlement, status });
    if (id !== undefined && status === 'PAID') {
      if (payerId !== null) wallets.move(payerId, MAIN_WALLET, -amount, payoutReason(row.kind, 'out'), `S${id}`, now);
      wallets.move(row.memberId, MAIN_WALLET, amount, payoutReason(row.kind, 'in'), `S${id}`, now);
    }
    contracts.setSettledUntil(row.id, settlement.periodEnd);
  });

  return {
    catchUp() {
      const now = clock.now();
      for (const row of contracts.active()) settleRow(row, now);
    },
    settle(contractId, now) {
      const row = contracts.byId(contractId);
      if (row?.status === 'ACTIVE') settleRow(row, now);
    },
  };
}
