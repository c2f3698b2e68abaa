import type { Database } from 'better-sqlite3';

/** What the security centre reads of an account beyond its AccountRow: the items it shows done or not. */
export interface SecurityState {
  payeeName: string | null;
  hasPaymentPassword: number;
  emailBoundAt: number | null;
}

export interface SignInRow {
  id: number;
  token: string;
  ip: string;
  device: string;
  signedInAt: number;
}

/** Sign-ins kept per account; older ones go. */
const KEPT_SIGN_INS = 100;

/**
 * The security centre's tables (migration 028): the sign-ins (the overview shows the one before the
 * current session) and the account items the centre sets (mobile, e-mail, real name). The list of
 * sign-ins and the sign-in that displaced a session are the gateway's (server/gateway/edge/sign-ins),
 * so `sign_ins.displaced_count` and `ended_sessions.displaced_by` are no longer written.
 */
export function createSecurityRepository(db: Database) {
  const stmt = {
    insertSignIn: db.prepare(`INSERT INTO sign_ins (account_id, token, ip, device, signed_in_at)
      VALUES (@accountId, @token, @ip, @device, @at)`),
    prune: db.prepare(`DELETE FROM sign_ins WHERE account_id = @accountId
      AND id NOT IN (SELECT id FROM sign_ins WHERE account_id = @accountId ORDER BY id DESC LIMIT @kept)`),
    previous: db.prepare<[number, string], SignInRow>(`SELECT id, token, ip, device, signed_in_at AS signedInAt
      FROM sign_ins WHERE account_id = ? AND token <> ? ORDER BY id DESC LIMIT 1`),
    state: db.prepare<[number], SecurityState>(`SELECT payee_name AS payeeName,
      payment_password_hash IS NOT NULL AS hasPaymentPassword, email_bound_at AS emailBoundAt FROM accounts WHERE id = ?`),
    setMobile: db.prepare('UPDATE accounts SET mobile_dialing_code = ?, mobile_number = ? WHERE id = ?'),
    setEmail: db.prepare('UPDATE accounts SET email = ?, email_bound_at = ? WHERE id = ?'),
    // Set once: a name already there is never replaced.
    setRealName: db.prepare(`UPDATE accounts SET payee_name = ? WHERE id = ? AND (payee_name IS NULL OR trim(payee_name) = '')`),
    cardHolders: db.prepare<[number], string>('SELECT DISTINCT account_name FROM bank_cards WHERE account_id = ?').pluck(),
  };
  return {
    /** Keeps a sign-in that has just opened its session. Answers the sign-in's id. */
    recordSignIn: db.transaction((signIn: { accountId: number; token: string; ip: string; device: string; at: number }): number => {
      const id = Number(stmt.insertSignIn.run(signIn).lastInsertRowid);
      stmt.prune.run({ accountId: signIn.accountId, kept: KEPT_SIGN_INS });
      return id;
    }),
    /** The newest sign-in other than the one of `currentToken`'s session. */
    previousSignIn: (accountId: number, currentToken: string): SignInRow | undefined => stmt.previous.get(accountId, currentToken),
    state: (accountId: number): SecurityState => stmt.state.get(accountId)!,
    setMobile: (accountId: number, dialingCode: string, national: string): void =>
      void stmt.setMobile.run(dialingCode, national, accountId),
    setEmail: (accountId: number, email: string, now: number): void => void stmt.setEmail.run(email, now, accountId),
    /** False when the account already has a real name. */
    setRealName: (accountId: number, name: string): boolean => stmt.setRealName.run(name, accountId).changes > 0,
    /** The holder names of the account's payout accounts. */
    cardHolders: (accountId: number): string[] => stmt.cardHolders.all(accountId),
  };
}
export type SecurityRepository = ReturnType<typeof createSecurityRepository>;
