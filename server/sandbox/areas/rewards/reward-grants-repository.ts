import type { Database } from 'better-sqlite3';
import { MAIN_WALLET, createWalletRepository } from '../../core/wallets-repository';

const QUARTER_MS = 900_000;

export interface RewardGrantRow {
  id: number;
  accountId: number;
  promotionType: string;
  promotionId: number | null;
  title: string;
  amount: number;
  turnover: number;
  status: 'ISSUED' | 'CLAIMED' | 'EXPIRED';
  sourceRef: string;
  issuedAt: number;
  expiresAt: number | null;
  claimedAt: number | null;
}

export interface IssueReward {
  accountId: number;
  promotionType: string;
  promotionId?: number | null;
  title: string;
  /** Cents paid on the claim. */
  amount: number;
  /** Cents of valid bet asked for after the claim (0: none). */
  turnover: number;
  /** What issued it: a member gets one grant per cause (`deposit:D12`, `mission:3:2026-11-23`, …). */
  sourceRef: string;
  expiresAt?: number | null;
}

/** Why a claim was refused: not this member's, already claimed, or past its expiry. */
export type ClaimRefusal = 'not_found' | 'claimed' | 'expired';

const COLUMNS = `id, account_id AS accountId, promotion_type AS promotionType, promotion_id AS promotionId, title, amount,
  turnover, status, source_ref AS sourceRef, issued_at AS issuedAt, expires_at AS expiresAt, claimed_at AS claimedAt`;

/** The ledger reason of a reward of `promotionType`: a bonus, so records and team figures count it as one. */
export const rewardReason = (promotionType: string): string => `bonus.${promotionType.toLowerCase()}`;

/**
 * Rewards waiting for their member's claim, and the turnover that claimed cash rewards ask for.
 * Issuing is idempotent per (member, cause); claiming pays exactly once, whatever the number of
 * concurrent claims: the status moves from ISSUED in the same transaction as the ledger row.
 */
export function createRewardGrantsRepository(db: Database) {
  const wallets = createWalletRepository(db);
  const stmt = {
    issue: db.prepare(`INSERT INTO reward_grants (account_id, promotion_type, promotion_id, title, amount, turnover, status,
        source_ref, issued_at, expires_at)
      VALUES (@accountId, @promotionType, @promotionId, @title, @amount, @turnover, 'ISSUED', @sourceRef, @now, @expiresAt)
      ON CONFLICT (account_id, source_ref) DO NOTHING`),
    bySource: db.prepare<[number, string], RewardGrantRow>(`SELECT ${COLUMNS} FROM reward_grants WHERE account_id = ? AND source_ref = ?`),
    byId: db.prepare<[number], RewardGrantRow>(`SELECT ${COLUMNS} FROM reward_grants WHERE id = ?`),
    list: db.prepare<[number, string], RewardGrantRow>(`SELECT ${COLUMNS} FROM reward_grants
      WHERE account_id = ? AND status = ? ORDER BY issued_at DESC, id DESC`),
    expire: db.prepare<[number, number]>(`UPDATE reward_grants SET status = 'EXPIRED'
      WHERE account_id = ? AND status = 'ISSUED' AND expires_at IS NOT NULL AND expires_at <= ?`),
    claim: db.prepare<[number, number, number]>(`UPDATE reward_grants SET status = 'CLAIMED', claimed_at = ?
      WHERE id = ? AND account_id = ? AND status = 'ISSUED'`),
    requirement: db.prepare(`INSERT INTO turnover_requirements (account_id, source, required, created_at) VALUES (?, ?, ?, ?)
      ON CONFLICT (account_id, source) DO NOTHING`),
    requirements: db.prepare<[number], { required: number; createdAt: number }>(`SELECT required, created_at AS createdAt
      FROM turnover_requirements WHERE account_id = ? ORDER BY created_at, id`),
    // Valid bet of [from, to): whole quarter hours from bet_quarters, the two partial ends from the rows.
    validBetween: db
      .prepare<{ accountId: number; from: number; to: number; qFrom: number; qTo: number; headTo: number; tailFrom: number }, number>(
        `SELECT COALESCE((SELECT SUM(valid) FROM bet_quarters WHERE account_id = @accountId AND quarter >= @qFrom AND quarter < @qTo), 0)
          + COALESCE((SELECT SUM(stake) FROM game_rounds INDEXED BY game_rounds_account WHERE account_id = @accountId
              AND ((played_at >= @from AND played_at < @headTo) OR (played_at >= @tailFrom AND played_at < @to))), 0)
          + COALESCE((SELECT SUM(total) FROM lottery_orders INDEXED BY lottery_orders_account WHERE account_id = @accountId
              AND ((created_at >= @from AND created_at < @headTo) OR (created_at >= @tailFrom AND created_at < @to))
              AND status IN ('WON', 'LOST')), 0)`,
      )
      .pluck(),
  };

  const claimTx = db.transaction((accountId: number, id: number, now: number): RewardGrantRow | ClaimRefusal => {
    stmt.expire.run(accountId, now);
    const grant = stmt.byId.get(id);
    if (!grant || grant.accountId !== accountId) return 'not_found';
    if (grant.status === 'CLAIMED') return 'claimed';
    if (grant.status === 'EXPIRED') return 'expired';
    if (stmt.claim.run(now, id, accountId).changes !== 1) return 'claimed';
    wallets.move(accountId, MAIN_WALLET, grant.amount, rewardReason(grant.promotionType), `R${grant.id}`, now);
    if (grant.turnover > 0) stmt.requirement.run(accountId, `reward:${grant.id}`, grant.turnover, now);
    return stmt.byId.get(id)!;
  });

  return {
    /** Issues a reward once per (member, `sourceRef`); a repeat returns the grant already issued. */
    issue(reward: IssueReward, now: number): RewardGrantRow {
      if (!Number.isSafeInteger(reward.amount) || reward.amount <= 0)
        throw new RangeError(`A reward pays whole cents > 0 (got ${reward.amount})`);
      stmt.issue.run({ promotionId: null, expiresAt: null, ...reward, now });
      return stmt.bySource.get(reward.accountId, reward.sourceRef)!;
    },
    byId: (id: number): RewardGrantRow | undefined => stmt.byId.get(id),
    /** The member's grants in one status, newest first; those past their expiry read as EXPIRED. */
    list(accountId: number, status: RewardGrantRow['status'], now: number): RewardGrantRow[] {
      stmt.expire.run(accountId, now);
      return stmt.list.all(accountId, status);
    },
    /** Claims one ISSUED grant of the member: pays it and records its turnover, or says why not. */
    claim: (accountId: number, id: number, now: number): RewardGrantRow | ClaimRefusal => claimTx(accountId, id, now),
    /**
     * Valid bet the member still owes before a withdrawal: the requirements in the order they were
     * made, paid down by the valid bets placed after each (oldest requirement first).
     */
    remainingTurnover(accountId: number, now: number): number {
      const validBetween = (from: number, to: number): number => {
        if (to <= from) return 0;
        const first = Math.ceil(from / QUARTER_MS);
        const last = Math.floor(to / QUARTER_MS);
        const whole = first < last;
        return stmt.validBetween.get({
          accountId,
          from,
          to,
          qFrom: whole ? first : 0,
          qTo: whole ? last : 0,
          headTo: whole ? first * QUARTER_MS : to,
          tailFrom: whole ? last * QUARTER_MS : to,
        })!;
      };
      // Each requirement counts from its own time; bets made while nothing is owed pay nothing ahead.
      let owed = 0;
      let since = 0;
      for (const r of stmt.requirements.all(accountId)) {
        if (owed > 0) owed = Math.max(0, owed - validBetween(since, r.createdAt));
        owed += r.required;
        since = r.createdAt;
      }
      return owed > 0 ? Math.max(0, owed - validBetween(since, now + 1)) : 0;
    },
  };
}
export type RewardGrantsRepository = ReturnType<typeof createRewardGrantsRepository>;
