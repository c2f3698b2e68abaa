import type { Database } from 'better-sqlite3';

/** Failed sign-ins (`login_failures`) by name and client address: enough of them require the captcha. */
export function createLoginFailureRepository(db: Database) {
  const stmt = {
    record: db.prepare('INSERT INTO login_failures (username, ip, failed_at) VALUES (?, ?, ?)'),
    byName: db.prepare<[string, number], number>('SELECT COUNT(*) FROM login_failures WHERE username = ? AND failed_at > ?').pluck(),
    byIp: db.prepare<[string, number], number>('SELECT COUNT(*) FROM login_failures WHERE ip = ? AND failed_at > ?').pluck(),
    clear: db.prepare('DELETE FROM login_failures WHERE username = ? OR failed_at <= ?'),
  };

  return {
    record(username: string, ip: string, now: number): void {
      stmt.record.run(username, ip, now);
    },
    /** The larger of the failures for this name and for this address since `since`. */
    count(username: string, ip: string, since: number): number {
      return Math.max(stmt.byName.get(username, since)!, stmt.byIp.get(ip, since)!);
    },
    /**
     * A successful sign-in clears that name's failures, not the address's: one's own account must
     * not reset an address's count. Failures older than `olderThan` go as well.
     */
    clear(username: string, olderThan: number): void {
      stmt.clear.run(username, olderThan);
    },
  };
}
export type LoginFailureRepository = ReturnType<typeof createLoginFailureRepository>;
