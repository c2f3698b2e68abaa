import type { DisplacedBy } from '../../../../shared/domains/security/schemas';
import type { EdgeAccount } from '../accounts';
import type { EdgeSql, EdgeStore } from '../store';

/** A sign-in the platform accepted, as the gateway records it. The token itself is never kept: only its digest. */
export interface NewSignIn {
  account: EdgeAccount;
  tokenHash: string;
  at: number;
  address: string;
  device: string;
  /** The catalogue key that signed the member in (`identity.login`, `identity.register`, …). */
  method: string;
}

export interface SignInRow {
  id: number;
  tokenHash: string;
  signedInAt: number;
  address: string;
  device: string;
  /** Whether this sign-in ended another session of the account. */
  displacedOther: boolean;
}

/** Sign-ins kept per account, newest first; older ones are deleted as new ones arrive. */
export const KEPT_SIGN_INS = 100;

interface RawSignIn extends Record<string, unknown> {
  id: number | string;
  token_hash: string;
  signed_in_at: number | string;
  address: string;
  device: string;
  displaced_other: boolean;
}

/**
 * The sign-in history in the edge store (migrations 1 and 3). The platform keeps one session per
 * account, so a sign-in ends the account's sessions opened before it: each earlier sign-in the
 * gateway has not seen end (signed out, or displaced already) is marked as displaced by it.
 */
export class SignInRepository {
  constructor(private readonly store: EdgeStore) {}

  /**
   * Keeps a sign-in, marks the sessions it displaced and forgets their tokens (the platform ended
   * them). Answers the tokens' digests it displaced; null when this token's sign-in was already kept.
   */
  async record(signIn: NewSignIn): Promise<string[] | null> {
    return this.store.transaction(async (sql) => {
      const inserted = await sql.query<{ id: number | string }>(
        `INSERT INTO sign_ins (account_id, username, token_hash, signed_in_at, address, device, method)
          VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (token_hash) DO NOTHING RETURNING id`,
        [signIn.account.id, signIn.account.username, signIn.tokenHash, signIn.at, signIn.address, signIn.device, signIn.method],
      );
      if (!inserted[0]) return null;
      const id = Number(inserted[0].id);
      // "Earlier" in the order the list shows (time, then id): of two sign-ins recorded together by
      // two replicas, only the later one displaces the other.
      const displaced = await sql.query<{ token_hash: string }>(
        `UPDATE sign_ins SET displaced_by = $2
          WHERE account_id = $1 AND id <> $2 AND displaced_by IS NULL AND signed_out_at IS NULL
            AND (signed_in_at < $3 OR (signed_in_at = $3 AND id < $2))
          RETURNING token_hash`,
        [signIn.account.id, id, signIn.at],
      );
      // The edge's record of which account a token belongs to holds live sessions only.
      await sql.query('DELETE FROM sessions WHERE account_id = $1 AND token_hash <> $2', [signIn.account.id, signIn.tokenHash]);
      await prune(sql, signIn.account.id);
      return displaced.map((row) => row.token_hash);
    });
  }

  /** The account's latest sign-ins, newest first. */
  async list(accountId: string, limit: number): Promise<SignInRow[]> {
    const rows = await this.store.query<RawSignIn>(
      `SELECT s.id, s.token_hash, s.signed_in_at, s.address, s.device,
          EXISTS (SELECT 1 FROM sign_ins d WHERE d.displaced_by = s.id) AS displaced_other
        FROM sign_ins s WHERE s.account_id = $1 ORDER BY s.signed_in_at DESC, s.id DESC LIMIT $2`,
      [accountId, limit],
    );
    return rows.map((row) => ({
      id: Number(row.id),
      tokenHash: row.token_hash,
      signedInAt: Number(row.signed_in_at),
      address: row.address,
      device: row.device,
      displacedOther: row.displaced_other,
    }));
  }

  /** When the session of `tokenHash` was displaced and where the sign-in that did it came from; null for any other token. */
  async displacedBy(tokenHash: string): Promise<DisplacedBy | null> {
    const rows = await this.store.query<{ ended_at: number | string; address: string; device: string }>(
      `SELECT n.signed_in_at AS ended_at, n.address, n.device
        FROM sign_ins d JOIN sign_ins n ON n.id = d.displaced_by WHERE d.token_hash = $1`,
      [tokenHash],
    );
    const row = rows[0];
    return row ? { endedAt: Number(row.ended_at), ip: row.address, device: row.device } : null;
  }

  /** The member signed out through the gateway: that session ended, and no later sign-in displaced it. */
  async signedOut(tokenHash: string, at: number): Promise<void> {
    await this.store.query(
      'UPDATE sign_ins SET signed_out_at = $2 WHERE token_hash = $1 AND signed_out_at IS NULL AND displaced_by IS NULL',
      [tokenHash, at],
    );
  }
}

/** Keeps the account's KEPT_SIGN_INS newest sign-ins. A displaced sign-in is older than the one that displaced it, so it goes first. */
async function prune(sql: EdgeSql, accountId: string): Promise<void> {
  await sql.query(
    `DELETE FROM sign_ins WHERE account_id = $1 AND id NOT IN (
      SELECT id FROM sign_ins WHERE account_id = $1 ORDER BY signed_in_at DESC, id DESC LIMIT $2)`,
    [accountId, KEPT_SIGN_INS],
  );
}
