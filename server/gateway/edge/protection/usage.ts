import type { FastifyBaseLogger } from 'fastify';
import { catalogue, readEnvelope } from '../../../../shared/api';
import type { LimitKind, LimitPeriod } from '../../../../shared/domains/protection/schemas';
import type { EdgePlatform } from '../platform';
import type { EdgeSql } from '../store';
import { protectionRepository as repo, type ForwardedRow } from './repository';
import { limitWindow } from './windows';

/** The records calls' largest page (shared/domains/records/schemas.ts, RECORD_PAGE_SIZE_MAX). */
const PAGE_SIZE = 100;
/** Deposits of one window are read up to this many pages; a month of more deposits than that is not a player's. */
const DEPOSIT_PAGES = 10;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A wire amount ("12.50", or a number where a platform writes one) in cents; anything else counts 0. */
export function cents(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) ? Math.round(n * 100) : 0;
}

export interface UsageContext {
  sql: EdgeSql;
  platform: EdgePlatform;
  accountId: string;
  token: string;
  now: number;
  log?: FastifyBaseLogger;
}

interface RecordsPage {
  list: Record<string, unknown>[];
  totals: Record<string, unknown>;
  totalCount: number;
}

/** One page of a records call as the member asks it (`token`), in either envelope; null when the platform gives none. */
async function recordsPage(ctx: UsageContext, path: string, query: Record<string, string | number>): Promise<RecordsPage | null> {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  try {
    const answer = await ctx.platform.call('GET', `${path}?${search}`, { token: ctx.token, log: ctx.log });
    const envelope = answer.statusCode === 200 ? readEnvelope(answer.body) : null;
    if (!envelope?.success || !isRecord(envelope.value)) return null;
    const { list, totals, totalCount } = envelope.value;
    return {
      list: Array.isArray(list) ? list.filter(isRecord) : [],
      totals: isRecord(totals) ? totals : {},
      totalCount: typeof totalCount === 'number' ? totalCount : 0,
    };
  } catch (err) {
    ctx.log?.warn({ err, path }, 'Reading the platform records for player protection failed; counting what the edge forwarded');
    return null;
  }
}

/**
 * Credited deposits in [from, to) by the platform's account record (cashier.memberTransactions,
 * type DEPOSIT): each row's time, amount and reference (the deposit order's id). Null when the
 * platform does not give the record.
 */
async function creditedDeposits(ctx: UsageContext, from: number, to: number) {
  const rows: Array<{ time: number; amount: number; reference: string }> = [];
  for (let pageNo = 1; pageNo <= DEPOSIT_PAGES; pageNo += 1) {
    const page = await recordsPage(ctx, catalogue['cashier.memberTransactions'].path, {
      startTime: from,
      endTime: to,
      type: 'DEPOSIT',
      pageNo,
      pageSize: PAGE_SIZE,
    });
    if (!page) return pageNo === 1 ? null : rows;
    for (const row of page.list) {
      const amount = cents(row.amount);
      if (typeof row.time !== 'number' || amount <= 0) continue;
      rows.push({ time: row.time, amount, reference: typeof row.reference === 'string' ? row.reference : '' });
    }
    if (pageNo * PAGE_SIZE >= page.totalCount) break;
  }
  return rows;
}

/** The betting record's totals over [from, to), with the first page's bet ids and oldest time. */
async function betRecords(ctx: UsageContext, from: number, to: number) {
  const page = await recordsPage(ctx, catalogue['records.bets'].path, { startTime: from, endTime: to, pageNo: 1, pageSize: PAGE_SIZE });
  if (!page) return null;
  const ids = new Set(page.list.map((row) => String(row.id)));
  const times = page.list.map((row) => (typeof row.time === 'number' ? row.time : Infinity));
  return {
    bet: cents(page.totals.betAmount),
    win: cents(page.totals.winAmount),
    profit: cents(page.totals.profit),
    ids,
    /** Every bet of the range is on the page; else bets older than `oldest` are on later pages. */
    complete: page.totalCount <= page.list.length,
    oldest: times.length > 0 ? Math.min(...times) : Infinity,
  };
}

/** A forwarded lottery order the betting record does not show yet: its stake counts on top of the record. */
function unrecordedBet(row: ForwardedRow, records: NonNullable<Awaited<ReturnType<typeof betRecords>>>): boolean {
  if (records.ids.has(row.reference)) return false;
  // Older than the page's oldest bet of a longer record: it is on a later page, counted in the totals.
  return records.complete || row.at >= records.oldest;
}

const key = (kind: LimitKind, period: LimitPeriod) => `${kind}/${period}` as const;
export type UsageKey = ReturnType<typeof key>;

/**
 * What each asked limit's current window has used, in cents, from the platform's own records plus
 * what the edge forwarded that they do not show yet:
 * - deposit: credited deposits in the account record, plus deposit orders the edge forwarded in the
 *   window that the record does not show and that have not expired (a pending order counts, so many
 *   orders cannot pass the limit together);
 * - wager: stakes in the betting record, plus lottery orders the edge forwarded that it does not show;
 * - loss: stakes minus wins in the betting record, never below 0 (an open stake wins nothing yet, so
 *   it counts as lost until it settles), plus those forwarded orders' stakes.
 * Where the platform gives no record, what the edge forwarded is all that counts.
 */
export async function usage(
  ctx: UsageContext,
  limits: ReadonlyArray<{ kind: LimitKind; period: LimitPeriod }>,
): Promise<Map<UsageKey, number>> {
  const used = new Map<UsageKey, number>();
  const end = ctx.now + 1;
  const deposits = limits.filter((l) => l.kind === 'deposit');
  const bets = [...new Set(limits.filter((l) => l.kind !== 'deposit').map((l) => l.period))];

  const depositWork = (async () => {
    if (deposits.length === 0) return;
    const from = Math.min(...deposits.map((l) => limitWindow(l.period, ctx.now).start));
    const [credited, forwarded] = await Promise.all([
      creditedDeposits(ctx, from, end),
      repo.forwarded(ctx.sql, ctx.accountId, 'deposit', from, end),
    ]);
    const recorded = new Set(credited?.map((row) => row.reference));
    for (const { period } of deposits) {
      const { start } = limitWindow(period, ctx.now);
      const inRecords = (credited ?? []).filter((row) => row.time >= start).reduce((sum, row) => sum + row.amount, 0);
      const pending = forwarded
        .filter((row) => row.at >= start && !recorded.has(row.reference))
        // With the record, an order it does not show counts until it expires; without it, every forwarded order counts.
        .filter((row) => credited === null || row.expiresAt === null || row.expiresAt > ctx.now)
        .reduce((sum, row) => sum + row.amount, 0);
      used.set(key('deposit', period), inRecords + pending);
    }
  })();

  const betWork = bets.map(async (period) => {
    const { start } = limitWindow(period, ctx.now);
    const [records, forwarded] = await Promise.all([
      betRecords(ctx, start, end),
      repo.forwarded(ctx.sql, ctx.accountId, 'bet', start, end),
    ]);
    const extra = forwarded.filter((row) => records === null || unrecordedBet(row, records)).reduce((sum, row) => sum + row.amount, 0);
    used.set(key('wager', period), (records?.bet ?? 0) + extra);
    used.set(key('loss', period), Math.max(0, (records ? records.bet - records.win : 0) + extra));
  });

  await Promise.all([depositWork, ...betWork]);
  return used;
}

/** Wins minus stakes of the settled bets placed since `from` (the betting record's profit); 0 without the record. */
export async function netSince(ctx: UsageContext, from: number): Promise<number> {
  if (from >= ctx.now + 1) return 0;
  return (await betRecords(ctx, from, ctx.now + 1))?.profit ?? 0;
}

export { key as usageKey };
