import type { Database } from 'better-sqlite3';

/** Password resets by e-mail (`password_resets`): the token each reset link carries. */
export function createPasswordResetRepository(db: Database) {
  const record = db.prepare('INSERT INTO password_resets (token, account_id, issued_at, expires_at) VALUES (?, ?, ?, ?)');
  return {
    record(token: string, accountId: number, now: number, expiresAt: number): void {
      record.run(token, accountId, now, expiresAt);
    },
  };
}
export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;
