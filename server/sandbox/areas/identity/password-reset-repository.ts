import type { Database } from 'better-sqlite3';

/**
 * Password resets by e-mail (`password_resets`): the token each reset link carries. A link is
 * good once, until it expires, and only while it is the account's newest: asking again voids the
 * links sent before.
 */
export function createPasswordResetRepository(db: Database) {
  const stmt = {
    voidOpen: db.prepare('UPDATE password_resets SET expires_at = ? WHERE account_id = ? AND used_at IS NULL AND expires_at > ?'),
    record: db.prepare('INSERT INTO password_resets (token, account_id, issued_at, expires_at) VALUES (?, ?, ?, ?)'),
    open: db
      .prepare<[string, number], number>('SELECT account_id FROM password_resets WHERE token = ? AND used_at IS NULL AND expires_at > ?')
      .pluck(),
    use: db.prepare('UPDATE password_resets SET used_at = ? WHERE token = ? AND used_at IS NULL AND expires_at > ?'),
  };
  return {
    /** Records a new link for the account; its earlier unused links stop working. */
    record: db.transaction((token: string, accountId: number, now: number, expiresAt: number): void => {
      stmt.voidOpen.run(now, accountId, now);
      stmt.record.run(token, accountId, now, expiresAt);
    }),
    /** The account a link resets, while the link is unused and has not expired. */
    accountOf(token: string, now: number): number | undefined {
      return stmt.open.get(token, now);
    },
    /** Spends the link; false when it was already used or has expired (a race lost to another use). */
    use(token: string, now: number): boolean {
      return stmt.use.run(now, token, now).changes > 0;
    },
  };
}
export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;
