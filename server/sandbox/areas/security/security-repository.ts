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
  displacedCount: number;
}

/** Sign-ins kept per account; older ones go unless a displaced session still names them. */
const KEPT_SIGN_INS = 100;

/**
 * The security centre's tables (migration 028): the sign-in history, the sign-in that displaced a
 * session, and the account items the centre sets (mobile, e-mail, real name).
 */
export function createSecurityRepository(db: Database) {
  const stmt = {
    insertSignIn: db.prepare(`INSERT INTO sign_ins (account_id, token, ip, device, signed_in_at)
      VALUES (@accountId, @token, @ip, @device, @at)`),
    // The sessions repository records the sessions a sign-in ends with its time as `ended_at`.
    markDisplaced: db.prepare(`UPDATE ended_sessions SET displaced_by = ?
      WHERE account_id = ? AND ended_at = ? AND reason = 'displaced' AND displaced_by IS NULL`),
    setDisplacedCount: db.prepare('UPDATE sign_ins SET displaced_count = ? WHERE id = ?'),
    prune: db.prepare(`DELETE FROM sign_ins WHERE account_id = @accountId
      AND id NOT IN (SELECT id FROM sign_ins WHERE account_id = @accountId ORDER BY id DESC LIMIT @kept)
      AND id NOT IN (SELECT displaced_by FROM ended_sessions WHERE displaced_by IS NOT NULL)`),
    signIns: db.prepare<[number, number], SignInRow>(`SELECT id, token, ip, device, signed_in_at AS signedInAt,
      displaced_count AS displacedCount FROM sign_ins WHERE account_id = ? ORDER BY id DESC LIMIT ?`),
    previous: db.prepare<[number, string], SignInRow>(`SELECT id, token, ip, device, signed_in_at AS signedInAt,
      displaced_count AS displacedCount FROM sign_ins WHERE account_id = ? AND token <> ? ORDER BY id DESC LIMIT 1`),
    displacedBy: db.prepare<[string], { endedAt: number; ip: string; device: string }>(`SELECT e.ended_at AS endedAt, s.ip, s.device
      FROM ended_sessions e JOIN sign_ins s ON s.id = e.displaced_by WHERE e.token = ? AND e.reason = 'displaced'`),
    state: db.prepare<[number], SecurityState>(`SELECT payee_name AS payeeName,
      payment_password_hash IS NOT NULL AS hasPaymentPassword, email_bound_at AS emailBoundAt FROM accounts WHERE id = ?`),
    setMobile: db.prepare('UPDATE accounts SET mobile_dialing_code = ?, mobile_number = ? WHERE id = ?'),
    setEmail: db.prepare('UPDATE accounts SET email = ?, email_bound_at = ? WHERE id = ?'),
    // Set once: a name already there is never replaced.
    setRealName: db.prepare(`UPDATE accounts SET payee_name = ? WHERE id = ? AND (payee_name IS NULL OR trim(payee_name) = '')`),
    cardHolders: db.prepare<[number], string>('SELECT DISTINCT account_name FROM bank_cards WHERE account_id = ?').pluck(),
  };
  return {
    /**
     * Keeps a sign-in that has just opened its session (after `sessions.open`, in the same tick) and
     * names it on the sessions it displaced. Answers the sign-in's id.
     */
    recordSignIn: db.transaction((signIn: { accountId: number; token: string; ip: string; device: string; at: number }): number => {
      const id = Number(stmt.insertSignIn.run(signIn).lastInsertRowid);
      const displaced = stmt.markDisplaced.run(id, signIn.accountId, signIn.at).changes;
      if (displaced > 0) stmt.setDisplacedCount.run(displaced, id);
      stmt.prune.run({ accountId: signIn.accountId, kept: KEPT_SIGN_INS });
      return id;
    }),
    /** The account's sign-ins, newest first. */
    signIns: (accountId: number, limit: number): SignInRow[] => stmt.signIns.all(accountId, limit),
    /** The newest sign-in other than the one of `currentToken`'s session. */
    previousSignIn: (accountId: number, currentToken: string): SignInRow | undefined => stmt.previous.get(accountId, currentToken),
    /** When a displaced session ended and where the sign-in that ended it came from; undefined for any other token. */
    displacedBy: (token: string) => stmt.displacedBy.get(token),
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
