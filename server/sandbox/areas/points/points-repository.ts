import type { Database } from 'better-sqlite3';
import type { PointEntryStatus, PointEntryType, PointSource, RedeemStatus, RewardKind } from '../../../../shared/domains/points/schemas';
import { MAIN_WALLET, createWalletRepository } from '../../core/wallets-repository';

/** One earning rate of `point_config`. */
export interface EarnRate {
  source: PointSource;
  pointType: PointEntryType;
  centsPerPoint: number;
}

export interface ConversionRow {
  points: number;
  cents: number;
  minPoints: number;
}

export interface RewardRow {
  id: number;
  name: string;
  description: string;
  kind: RewardKind;
  points: number;
  stock: number;
  faceValue: number | null;
  sort: number;
}

export interface EntryRow {
  id: number;
  accountId: number;
  type: PointEntryType;
  points: number;
  balanceAfter: number;
  status: PointEntryStatus;
  remark: string;
  ref: string | null;
  createdAt: number;
}

export interface RedeemRow {
  id: number;
  accountId: number;
  username: string;
  rewardId: number;
  rewardName: string;
  kind: RewardKind;
  quantity: number;
  points: number;
  status: RedeemStatus;
  address: string | null;
  mobile: string | null;
  remark: string | null;
  createdAt: number;
  decidedAt: number | null;
}

export interface NewRedeem {
  accountId: number;
  rewardId: number;
  quantity: number;
  address: string | null;
  mobile: string | null;
}

/** Why a redemption or a conversion moved nothing. */
export type RedeemRefusal = 'unknown_reward' | 'out_of_stock' | 'insufficient';
/** Why the desk could not decide a redemption. */
export type DecideRefusal = 'not_found' | 'decided';

/** The desk's name of a redemption. */
export const redeemRef = (id: number): string => `P${id}`;
/** The ledger reason of points converted to cash (its ref: the CONVERT entry's id). */
export const CONVERT_REASON = 'points.convert';

const ENTRY = `id, account_id AS accountId, type, points, balance_after AS balanceAfter, status, remark, ref, created_at AS createdAt`;
const REWARD = `id, name, description, kind, points, stock, face_value AS faceValue, sort`;
const REDEEM = `r.id, r.account_id AS accountId, a.username, r.reward_id AS rewardId, w.name AS rewardName, w.kind, r.quantity,
  r.points, r.status, r.address, r.mobile, r.remark, r.created_at AS createdAt, r.decided_at AS decidedAt`;
const REDEEM_FROM = 'point_redeems r JOIN point_rewards w ON w.id = r.reward_id JOIN accounts a ON a.id = r.account_id';

/** A refusal inside a transaction: thrown to roll back what was already written, caught at its edge. */
class Refused extends Error {
  constructor(readonly refusal: RedeemRefusal) {
    super(refusal);
  }
}

/**
 * Points as their own ledger (migration 024): balances, entries, the mall's rewards and the
 * redemptions. Earning is done by the migration's triggers; spending is here. Every change takes
 * the balance with a conditional update (`points >= cost`) and writes its entry in the same
 * transaction, so concurrent redemptions never take the balance or a stock below zero.
 */
export function createPointsRepository(db: Database) {
  const wallets = createWalletRepository(db);
  const stmt = {
    rates: db.prepare<[], EarnRate>(`SELECT source, point_type AS pointType, cents_per_point AS centsPerPoint FROM point_config
      ORDER BY point_type, source`),
    putRate: db.prepare(`INSERT INTO point_config (source, point_type, cents_per_point) VALUES (?, ?, ?)
      ON CONFLICT (source) DO UPDATE SET point_type = excluded.point_type, cents_per_point = excluded.cents_per_point`),
    conversion: db.prepare<[], ConversionRow>('SELECT points, cents, min_points AS minPoints FROM point_conversion WHERE id = 1'),
    putConversion: db.prepare(`INSERT INTO point_conversion (id, points, cents, min_points) VALUES (1, ?, ?, ?)
      ON CONFLICT (id) DO UPDATE SET points = excluded.points, cents = excluded.cents, min_points = excluded.min_points`),
    balance: db.prepare<[number], number>('SELECT points FROM point_balances WHERE account_id = ?').pluck(),
    ensureBalance: db.prepare('INSERT INTO point_balances (account_id, points) VALUES (?, 0) ON CONFLICT DO NOTHING'),
    take: db.prepare('UPDATE point_balances SET points = points - @points WHERE account_id = @accountId AND points >= @points'),
    give: db.prepare('UPDATE point_balances SET points = points + @points WHERE account_id = @accountId'),
    entry: db
      .prepare<
        {
          accountId: number;
          type: PointEntryType;
          points: number;
          status: PointEntryStatus;
          remark: string;
          ref: string | null;
          now: number;
        },
        number
      >(
        `INSERT INTO point_entries (account_id, type, points, balance_after, status, remark, ref, created_at)
        VALUES (@accountId, @type, @points, (SELECT points FROM point_balances WHERE account_id = @accountId), @status, @remark, @ref, @now)
        RETURNING id`,
      )
      .pluck(),
    entryById: db.prepare<[number], EntryRow>(`SELECT ${ENTRY} FROM point_entries WHERE id = ?`),
    entries: db.prepare<{ accountId: number; type: string | null; limit: number; offset: number }, EntryRow>(
      `SELECT ${ENTRY} FROM point_entries WHERE account_id = @accountId AND (@type IS NULL OR type = @type)
        ORDER BY id DESC LIMIT @limit OFFSET @offset`,
    ),
    entryTotals: db.prepare<{ accountId: number; type: string | null }, { count: number; earned: number; spent: number }>(
      `SELECT COUNT(*) AS count, COALESCE(SUM(MAX(points, 0)), 0) AS earned, COALESCE(SUM(MAX(-points, 0)), 0) AS spent
        FROM point_entries WHERE account_id = @accountId AND (@type IS NULL OR type = @type)`,
    ),
    setEntryStatus: db.prepare<[PointEntryStatus, number, string]>(
      "UPDATE point_entries SET status = ? WHERE account_id = ? AND type = 'REDEEM' AND ref = ?",
    ),
    rewards: db.prepare<{ kind: string | null; limit: number; offset: number }, RewardRow>(
      `SELECT ${REWARD} FROM point_rewards WHERE active = 1 AND (@kind IS NULL OR kind = @kind) ORDER BY sort, id LIMIT @limit OFFSET @offset`,
    ),
    rewardCount: db
      .prepare<{ kind: string | null }, number>('SELECT COUNT(*) FROM point_rewards WHERE active = 1 AND (@kind IS NULL OR kind = @kind)')
      .pluck(),
    reward: db.prepare<[number], RewardRow>(`SELECT ${REWARD} FROM point_rewards WHERE id = ? AND active = 1`),
    anyReward: db.prepare<[number], RewardRow>(`SELECT ${REWARD} FROM point_rewards WHERE id = ?`),
    addReward: db
      .prepare<Omit<RewardRow, 'id'>, number>(
        `INSERT INTO point_rewards (name, description, kind, points, stock, face_value, sort)
        VALUES (@name, @description, @kind, @points, @stock, @faceValue, @sort) RETURNING id`,
      )
      .pluck(),
    takeStock: db.prepare<[number, number, number]>(
      'UPDATE point_rewards SET stock = stock - ? WHERE id = ? AND active = 1 AND stock >= ?',
    ),
    giveStock: db.prepare<[number, number]>('UPDATE point_rewards SET stock = stock + ? WHERE id = ?'),
    setStock: db.prepare<[number, number]>('UPDATE point_rewards SET stock = ? WHERE id = ?'),
    addRedeem: db
      .prepare<NewRedeem & { points: number; now: number }, number>(
        `INSERT INTO point_redeems (account_id, reward_id, quantity, points, status, address, mobile, created_at)
        VALUES (@accountId, @rewardId, @quantity, @points, 'PROCESSING', @address, @mobile, @now) RETURNING id`,
      )
      .pluck(),
    redeem: db.prepare<[number], RedeemRow>(`SELECT ${REDEEM} FROM ${REDEEM_FROM} WHERE r.id = ?`),
    redeems: db.prepare<{ accountId: number; status: string | null; limit: number; offset: number }, RedeemRow>(
      `SELECT ${REDEEM} FROM ${REDEEM_FROM} WHERE r.account_id = @accountId AND (@status IS NULL OR r.status = @status)
        ORDER BY r.id DESC LIMIT @limit OFFSET @offset`,
    ),
    redeemTotals: db.prepare<{ accountId: number; status: string | null }, { count: number; points: number }>(
      `SELECT COUNT(*) AS count, COALESCE(SUM(points), 0) AS points FROM point_redeems
        WHERE account_id = @accountId AND (@status IS NULL OR status = @status)`,
    ),
    pendingRedeems: db.prepare<[], RedeemRow>(
      `SELECT ${REDEEM} FROM ${REDEEM_FROM} WHERE r.status = 'PROCESSING' ORDER BY r.created_at, r.id`,
    ),
    allRedeems: db.prepare<[], RedeemRow>(`SELECT ${REDEEM} FROM ${REDEEM_FROM} ORDER BY r.created_at DESC, r.id DESC LIMIT 200`),
    decide: db.prepare<[RedeemStatus, string | null, number, number]>(
      "UPDATE point_redeems SET status = ?, remark = ?, decided_at = ? WHERE id = ? AND status = 'PROCESSING'",
    ),
  };

  /** Takes `points` from the member's balance and writes the entry; false when the balance is short. */
  const spend = (
    accountId: number,
    type: PointEntryType,
    points: number,
    status: PointEntryStatus,
    remark: string,
    ref: string | null,
    now: number,
  ) => {
    stmt.ensureBalance.run(accountId);
    if (stmt.take.run({ accountId, points }).changes !== 1) throw new Refused('insufficient');
    return stmt.entry.get({ accountId, type, points: -points, status, remark, ref, now })!;
  };

  const redeemTx = db.transaction((order: NewRedeem, now: number): RedeemRow => {
    const reward = stmt.reward.get(order.rewardId);
    if (!reward) throw new Refused('unknown_reward');
    if (stmt.takeStock.run(order.quantity, reward.id, order.quantity).changes !== 1) throw new Refused('out_of_stock');
    const points = reward.points * order.quantity;
    const id = stmt.addRedeem.get({ ...order, points, now })!;
    spend(order.accountId, 'REDEEM', points, 'PROCESSING', `${reward.name} × ${order.quantity}`, redeemRef(id), now);
    return stmt.redeem.get(id)!;
  });

  const convertTx = db.transaction((accountId: number, points: number, cents: number, now: number) => {
    const entryId = spend(accountId, 'CONVERT', points, 'COMPLETED', 'Converted to cash', null, now);
    wallets.move(accountId, MAIN_WALLET, cents, CONVERT_REASON, String(entryId), now);
    return stmt.entryById.get(entryId)!;
  });

  const decideTx = db.transaction(
    (id: number, status: 'APPROVED' | 'REJECTED', remark: string | null, now: number): RedeemRow | DecideRefusal => {
      const before = stmt.redeem.get(id);
      if (!before) return 'not_found';
      if (stmt.decide.run(status, remark, now, id).changes !== 1) return 'decided';
      const ref = redeemRef(id);
      if (status === 'APPROVED') {
        stmt.setEntryStatus.run('COMPLETED', before.accountId, ref);
      } else {
        stmt.setEntryStatus.run('REJECTED', before.accountId, ref);
        stmt.giveStock.run(before.quantity, before.rewardId);
        stmt.give.run({ accountId: before.accountId, points: before.points });
        stmt.entry.get({
          accountId: before.accountId,
          type: 'REFUND',
          points: before.points,
          status: 'COMPLETED',
          remark: remark ?? before.rewardName,
          ref,
          now,
        });
      }
      return stmt.redeem.get(id)!;
    },
  );

  const catching = <T>(run: () => T): T | RedeemRefusal => {
    try {
      return run();
    } catch (error) {
      if (error instanceof Refused) return error.refusal;
      throw error;
    }
  };

  return {
    rates: (): EarnRate[] => stmt.rates.all(),
    putRate: (source: PointSource, pointType: PointEntryType, centsPerPoint: number): void => {
      stmt.putRate.run(source, pointType, centsPerPoint);
    },
    conversion: (): ConversionRow => stmt.conversion.get()!,
    putConversion: (c: ConversionRow): void => {
      stmt.putConversion.run(c.points, c.cents, c.minPoints);
    },
    balance: (accountId: number): number => stmt.balance.get(accountId) ?? 0,
    entries(accountId: number, type: PointEntryType | null, limit: number, offset: number) {
      return { rows: stmt.entries.all({ accountId, type, limit, offset }), ...stmt.entryTotals.get({ accountId, type })! };
    },
    entryById: (id: number): EntryRow | undefined => stmt.entryById.get(id),
    rewards(kind: RewardKind | null, limit: number, offset: number) {
      return { rows: stmt.rewards.all({ kind, limit, offset }), count: stmt.rewardCount.get({ kind })! };
    },
    reward: (id: number): RewardRow | undefined => stmt.anyReward.get(id),
    addReward: (reward: Omit<RewardRow, 'id'>): number => stmt.addReward.get(reward)!,
    setStock: (id: number, stock: number): void => {
      stmt.setStock.run(stock, id);
    },
    /** Takes the stock and the points and opens the redemption (PROCESSING), or says why nothing moved. */
    redeem: (order: NewRedeem, now: number): RedeemRow | RedeemRefusal => catching(() => redeemTx(order, now)),
    redeemById: (id: number): RedeemRow | undefined => stmt.redeem.get(id),
    redeems(accountId: number, status: RedeemStatus | null, limit: number, offset: number) {
      return { rows: stmt.redeems.all({ accountId, status, limit, offset }), ...stmt.redeemTotals.get({ accountId, status })! };
    },
    /** The desk's list: pending oldest first, or the latest of every status newest first. */
    deskRedeems: (status: 'pending' | 'all'): RedeemRow[] => (status === 'pending' ? stmt.pendingRedeems.all() : stmt.allRedeems.all()),
    /** Approves (ships) or rejects (gives back the stock and the points) a PROCESSING redemption once. */
    decide: (id: number, status: 'APPROVED' | 'REJECTED', remark: string | null, now: number): RedeemRow | DecideRefusal =>
      decideTx(id, status, remark, now),
    /** Takes `points` and pays `cents` to the main wallet (ledger `points.convert`, ref the entry id), in one transaction. */
    convert(accountId: number, points: number, cents: number, now: number): EntryRow | 'insufficient' {
      try {
        return convertTx(accountId, points, cents, now);
      } catch (error) {
        if (error instanceof Refused) return 'insufficient';
        throw error;
      }
    },
  };
}
export type PointsRepository = ReturnType<typeof createPointsRepository>;
