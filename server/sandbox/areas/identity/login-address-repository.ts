import type { Database } from 'better-sqlite3';

export interface PendingLogin {
  accountId: number;
  ip: string;
  device: string | null;
}

/**
 * Sign-ins from new addresses: the addresses (`known_ips`) and devices (`known_devices`) each
 * account has signed in from, and the sign-ins waiting for their SMS confirmation
 * (`login_verifications`).
 */
export function createLoginAddressRepository(db: Database) {
  const stmt = {
    known: db.prepare<[number], string>('SELECT ip FROM known_ips WHERE account_id = ?').pluck(),
    remember: db.prepare(`INSERT INTO known_ips (account_id, ip, first_seen_at, last_seen_at) VALUES (?, ?, ?, ?)
      ON CONFLICT(account_id, ip) DO UPDATE SET last_seen_at = excluded.last_seen_at`),
    knowsDevice: db.prepare<[number, string], number>('SELECT 1 FROM known_devices WHERE account_id = ? AND device = ?').pluck(),
    rememberDevice: db.prepare(`INSERT INTO known_devices (account_id, device, first_seen_at, last_seen_at) VALUES (?, ?, ?, ?)
      ON CONFLICT(account_id, device) DO UPDATE SET last_seen_at = excluded.last_seen_at`),
    openPending: db.prepare(`INSERT INTO login_verifications (token, account_id, ip, device, expires_at) VALUES (?, ?, ?, ?, ?)`),
    pending: db.prepare<[string, number], PendingLogin>(
      `SELECT account_id AS accountId, ip, device FROM login_verifications WHERE token = ? AND used_at IS NULL AND expires_at > ?`,
    ),
    closePending: db.prepare('UPDATE login_verifications SET used_at = ? WHERE token = ?'),
  };

  return {
    knownIps: (accountId: number): string[] => stmt.known.all(accountId),
    rememberIp(accountId: number, ip: string, now: number): void {
      stmt.remember.run(accountId, ip, now, now);
    },
    /** Whether the account has signed in on this device (its `loginDeviceId`) before. */
    knowsDevice: (accountId: number, device: string): boolean => stmt.knowsDevice.get(accountId, device) !== undefined,
    rememberDevice(accountId: number, device: string, now: number): void {
      stmt.rememberDevice.run(accountId, device, now, now);
    },
    openPending(token: string, accountId: number, ip: string, device: string | null, expiresAt: number): void {
      stmt.openPending.run(token, accountId, ip, device, expiresAt);
    },
    /** The sign-in waiting behind `token`, while it is unused and unexpired. */
    pending: (token: string, now: number): PendingLogin | undefined => stmt.pending.get(token, now),
    closePending(token: string, now: number): void {
      stmt.closePending.run(now, token);
    },
  };
}
export type LoginAddressRepository = ReturnType<typeof createLoginAddressRepository>;
