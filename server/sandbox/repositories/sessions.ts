import type { Database } from 'better-sqlite3';

export interface ActiveSession {
  token: string;
  accountId: number;
  expiresAt: number;
}

export function createSessionRepository(db: Database) {
  const findActive = db.prepare<[string, number], ActiveSession>(
    `SELECT token, account_id AS accountId, expires_at AS expiresAt
       FROM sessions WHERE token = ? AND expires_at > ?`,
  );
  return {
    /** The session behind a bare `Authorization` token, when it exists and has not expired. */
    findActive(token: string, now: number): ActiveSession | undefined {
      return findActive.get(token, now);
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
