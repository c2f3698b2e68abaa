import { createHash } from 'node:crypto';
import type { EdgeSql } from './store';

/** The platform account a session token belongs to, as the platform names it. */
export interface EdgeAccount {
  /** member.info `id`, kept as text: the edge compares it, never computes with it. */
  id: string;
  username: string;
}

/** Asks the platform who a token belongs to (member.info); null when the platform says the session is gone. */
export type AskPlatform = (token: string) => Promise<EdgeAccount | null>;

/** Tokens are never stored: their SHA-256 digest is the key. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A platform's Authorization header carries the bare token (shared/api/headers.ts); a `Bearer ` prefix is tolerated. */
export function tokenOf(authorization: string | string[] | undefined): string | null {
  const value = Array.isArray(authorization) ? authorization[0] : authorization;
  const token = value?.replace(/^Bearer\s+/i, '').trim();
  return token ? token : null;
}

/**
 * Which account a request's token belongs to. The gateway sees every sign-in it forwards
 * (`remember`); a token it has not seen (signed in through another front, or before the edge kept
 * records) is looked up once with the platform's member.info and remembered. Shared by every replica
 * through the store.
 */
export class EdgeAccounts {
  constructor(
    private readonly sql: EdgeSql,
    private readonly askPlatform: AskPlatform,
    private readonly now: () => number = Date.now,
  ) {}

  async remember(token: string, account: EdgeAccount, at = this.now()): Promise<void> {
    await this.sql.query(
      `INSERT INTO sessions (token_hash, account_id, username, learnt_at) VALUES ($1, $2, $3, $4)
        ON CONFLICT (token_hash) DO UPDATE SET account_id = excluded.account_id, username = excluded.username`,
      [tokenHash(token), account.id, account.username, at],
    );
  }

  /** The account of `token`, or null for no token or a session the platform does not know. */
  async ofToken(token: string | null): Promise<EdgeAccount | null> {
    if (!token) return null;
    const rows = await this.sql.query<{ id: string; username: string }>(
      'SELECT account_id AS id, username FROM sessions WHERE token_hash = $1',
      [tokenHash(token)],
    );
    if (rows[0]) return rows[0];
    const account = await this.askPlatform(token);
    if (account) await this.remember(token, account);
    return account;
  }

  async forget(token: string): Promise<void> {
    await this.sql.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash(token)]);
  }
}
