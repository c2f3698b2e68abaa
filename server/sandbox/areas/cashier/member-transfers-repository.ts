import type { Database } from 'better-sqlite3';

export type TransferDirection = 'upline' | 'downline';

export interface MemberTransferRow {
  id: number;
  toUsername: string;
  amount: number;
}

/** Transfers between members (to the upline, to a downline) and the agent tree they follow. */
export function createMemberTransferRepository(db: Database) {
  const stmt = {
    byRequest: db.prepare<[number, TransferDirection, string], MemberTransferRow>(`SELECT t.id, a.username AS toUsername, t.amount
      FROM member_transfers t JOIN accounts a ON a.id = t.to_id WHERE t.from_id = ? AND t.direction = ? AND t.request_id = ?`),
    insert: db.prepare<[number, number, TransferDirection, number, string, number], { id: number }>(`INSERT INTO member_transfers
      (from_id, to_id, direction, amount, request_id, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id`),
    // Walks up from the account through its uplines (at most 64 levels, so a damaged tree cannot loop).
    isBelow: db
      .prepare<[number, number], number>(
        `WITH RECURSIVE up(id, depth) AS (
          SELECT upline_id, 1 FROM accounts WHERE id = ?
          UNION ALL SELECT a.upline_id, up.depth + 1 FROM accounts a JOIN up ON a.id = up.id WHERE up.depth < 64)
        SELECT COUNT(*) FROM up WHERE id = ?`,
      )
      .pluck(),
  };
  return {
    byRequest: (fromId: number, direction: TransferDirection, requestId: string): MemberTransferRow | undefined =>
      stmt.byRequest.get(fromId, direction, requestId),
    record: (fromId: number, toId: number, direction: TransferDirection, amount: number, requestId: string, now: number): number =>
      stmt.insert.get(fromId, toId, direction, amount, requestId, now)!.id,
    /** True when `accountId` sits anywhere below `agentId` in the upline tree (a direct or indirect downline). */
    isDownlineOf: (accountId: number, agentId: number): boolean => accountId !== agentId && stmt.isBelow.get(accountId, agentId)! > 0,
  };
}
export type MemberTransferRepository = ReturnType<typeof createMemberTransferRepository>;
