import type { Database } from 'better-sqlite3';

/** Sessions end after two idle hours; every call with the token pushes the end out again. */
export const SESSION_IDLE_MS = 2 * 60 * 60_000;

export interface ActiveSession {
  token: string;
  accountId: number;
  expiresAt: number;
}

/**
 * Sign-in sessions (`sessions`). Shared by every area: the catalogue's token rule reads them on
 * each call; the identity area opens and closes them.
 */
export function createSessionRepository(db: Database) {
  const stmt = {
    findActive: db.prepare<{ token: string; now: number }, ActiveSession>(
      `SELECT token, account_id AS accountId, expires_at AS expiresAt FROM sessions WHERE token = @token AND expires_at > @now`,
    ),
    extend: db.prepare('UPDATE sessions SET expires_at = ? WHERE token = ? AND expires_at < ?'),
    deleteForAccount: db.prepare('DELETE FROM sessions WHERE account_id = ?'),
    deleteOthers: db.prepare('DELETE FROM sessions WHERE account_id = ? AND token IS NOT ?'),
    recordDisplaced: db.prepare(`INSERT OR REPLACE INTO ended_sessions (token, account_id, reason, ended_at)
      SELECT token, account_id, 'displaced', ? FROM sessions WHERE account_id = ? AND expires_at > ?`),
    endedReason: db.prepare<[string], { reason: 'displaced' }>('SELECT reason FROM ended_sessions WHERE token = ?'),
    purgeEnded: db.prepare('DELETE FROM ended_sessions WHERE ended_at <= ?'),
    insert: db.prepare(`INSERT INTO sessions (token, account_id, expires_at, created_at, ip, device)
      VALUES (@token, @accountId, @expiresAt, @createdAt, @ip, @device)`),
    delete: db.prepare('DELETE FROM sessions WHERE token = ?'),
    purge: db.prepare('DELETE FROM sessions WHERE expires_at <= ?'),
  };
  return {
    /** The session behind a bare `Authorization` token, when it exists and has not expired. */
    findActive(token: string, now: number): ActiveSession | undefined {
      return stmt.findActive.get({ token, now });
    },
    /** Sliding expiry: each use pushes the end out to `until`. */
    extend(token: string, until: number): void {
      stmt.extend.run(until, token, until);
    },
    /**
     * One session per account: opening one ends every other (they then answer 401, saying they
     * were displaced by a sign-in elsewhere for as long as a session could have lived).
     */
    open: db.transaction(
      (session: { token: string; accountId: number; expiresAt: number; createdAt: number; ip: string; device: string | null }) => {
        stmt.purge.run(session.createdAt);
        stmt.purgeEnded.run(session.createdAt - SESSION_IDLE_MS);
        stmt.recordDisplaced.run(session.createdAt, session.accountId, session.createdAt);
        stmt.deleteForAccount.run(session.accountId);
        stmt.insert.run(session);
      },
    ),
    /** Why a token no longer works, when the platform knows: 'displaced' by a sign-in elsewhere. */
    endedReason(token: string): 'displaced' | null {
      return stmt.endedReason.get(token)?.reason ?? null;
    },
    /**
     * A new password ends the account's sessions: every one, or every one but `keep` (the session
     * that changed the password knowing the old one). A session opened before a reset never
     * outlives it.
     */
    endForAccount(accountId: number, keep: string | null = null): number {
      return stmt.deleteOthers.run(accountId, keep).changes;
    },
    close(token: string): boolean {
      return stmt.delete.run(token).changes > 0;
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
