import type { Database } from 'better-sqlite3';

export type OutboxChannel = 'sms' | 'email';
export interface OutboxEntry {
  to: string;
  channel: OutboxChannel;
  text: string;
  code: string | null;
  sentAt: number;
}
interface CodeRow {
  id: number;
  code: string;
  attempts: number;
}

export interface NewMessage {
  to: string;
  /** National number of an SMS recipient, so look-ups work with or without the dialing code. */
  toNational: string | null;
  channel: OutboxChannel;
  purpose: string;
  text: string;
  code: string | null;
  sentAt: number;
  expiresAt: number | null;
}

/** The outcome of checking a code: a wrong guess counts; too many wrong guesses burn the code. */
export type CodeCheck = 'ok' | 'wrong' | 'none';

/**
 * Everything that proves a person is there and who they are: the SMS/e-mail outbox and its codes,
 * image captchas, proof-of-work challenges, sign-in failures, known addresses and pending
 * new-address verifications.
 */
export function createVerificationRepository(db: Database) {
  const stmt = {
    supersede: db.prepare(`UPDATE sms_outbox SET used_at = ? WHERE to_address = ? AND purpose = ? AND used_at IS NULL`),
    send: db.prepare(`INSERT INTO sms_outbox (to_address, to_national, channel, purpose, text, code, sent_at, expires_at)
      VALUES (@to, @toNational, @channel, @purpose, @text, @code, @sentAt, @expiresAt)`),
    liveCode: db.prepare<[string, string, number], CodeRow>(`SELECT id, code, attempts FROM sms_outbox
      WHERE to_address = ? AND purpose = ? AND used_at IS NULL AND expires_at > ? ORDER BY id DESC LIMIT 1`),
    useCode: db.prepare('UPDATE sms_outbox SET used_at = ? WHERE id = ?'),
    wrongGuess: db.prepare(
      'UPDATE sms_outbox SET attempts = attempts + 1, used_at = CASE WHEN attempts + 1 >= ? THEN ? ELSE used_at END WHERE id = ?',
    ),
    outbox: db.prepare<[number], OutboxEntry>(`SELECT to_address AS "to", channel, text, code, sent_at AS sentAt
      FROM sms_outbox ORDER BY id DESC LIMIT ?`),
    outboxTo: db.prepare<[string, string, string, number], OutboxEntry>(`SELECT to_address AS "to", channel, text, code, sent_at AS sentAt
      FROM sms_outbox WHERE lower(to_address) = lower(?) OR replace(to_address, '+', '') = ? OR to_national = ?
      ORDER BY id DESC LIMIT ?`),

    issueCaptcha: db.prepare('INSERT INTO captchas (id, answer, issued_at) VALUES (?, ?, ?)'),
    captcha: db.prepare<[string], { answer: string; issuedAt: number; usedAt: number | null }>(
      'SELECT answer, issued_at AS issuedAt, used_at AS usedAt FROM captchas WHERE id = ?',
    ),
    useCaptcha: db.prepare('UPDATE captchas SET used_at = ? WHERE id = ? AND used_at IS NULL'),
    captchas: db.prepare<[number], { id: string; answer: string; issuedAt: number }>(
      'SELECT id, answer, issued_at AS issuedAt FROM captchas ORDER BY issued_at DESC, rowid DESC LIMIT ?',
    ),
    purgeCaptchas: db.prepare('DELETE FROM captchas WHERE issued_at < ?'),

    issueChallenge: db.prepare(`INSERT INTO pow_challenges (id, prefix, difficulty, issued_at, expires_at)
      VALUES (@id, @prefix, @difficulty, @issuedAt, @expiresAt)`),
    challenge: db.prepare<[string], { prefix: string; difficulty: number; expiresAt: number; usedAt: number | null }>(
      'SELECT prefix, difficulty, expires_at AS expiresAt, used_at AS usedAt FROM pow_challenges WHERE id = ?',
    ),
    useChallenge: db.prepare('UPDATE pow_challenges SET used_at = ? WHERE id = ? AND used_at IS NULL'),
    purgeChallenges: db.prepare('DELETE FROM pow_challenges WHERE expires_at < ?'),

    fail: db.prepare('INSERT INTO login_failures (username, ip, failed_at) VALUES (?, ?, ?)'),
    failuresByName: db
      .prepare<[string, number], number>('SELECT COUNT(*) FROM login_failures WHERE username = ? AND failed_at > ?')
      .pluck(),
    failuresByIp: db.prepare<[string, number], number>('SELECT COUNT(*) FROM login_failures WHERE ip = ? AND failed_at > ?').pluck(),
    clearFailures: db.prepare('DELETE FROM login_failures WHERE username = ? OR failed_at <= ?'),

    knownIps: db.prepare<[number], string>('SELECT ip FROM known_ips WHERE account_id = ?').pluck(),
    rememberIp: db.prepare(`INSERT INTO known_ips (account_id, ip, first_seen_at, last_seen_at) VALUES (?, ?, ?, ?)
      ON CONFLICT(account_id, ip) DO UPDATE SET last_seen_at = excluded.last_seen_at`),

    pending: db.prepare(`INSERT INTO login_verifications (token, account_id, ip, device, expires_at) VALUES (?, ?, ?, ?, ?)`),
    pendingByToken: db.prepare<[string, number], { accountId: number; ip: string; device: string | null }>(
      `SELECT account_id AS accountId, ip, device FROM login_verifications WHERE token = ? AND used_at IS NULL AND expires_at > ?`,
    ),
    usePending: db.prepare('UPDATE login_verifications SET used_at = ? WHERE token = ?'),

    reset: db.prepare('INSERT INTO password_resets (token, account_id, issued_at, expires_at) VALUES (?, ?, ?, ?)'),
  };

  return {
    /** Writes a message; a new code for the same recipient and purpose supersedes the unused old one. */
    send: db.transaction((message: NewMessage) => {
      if (message.code !== null) stmt.supersede.run(message.sentAt, message.to, message.purpose);
      stmt.send.run(message);
    }),
    /**
     * Checks a code sent to `to` for one of `purposes`: a match is used up; a miss counts against the
     * newest live code, which is burnt after `maxAttempts` misses.
     */
    checkCode: db.transaction((to: string, purposes: readonly string[], code: string, now: number, maxAttempts: number): CodeCheck => {
      const live = purposes.map((p) => stmt.liveCode.get(to, p, now)).filter((row): row is CodeRow => row !== undefined);
      if (live.length === 0) return 'none';
      const hit = live.find((row) => row.code === code);
      if (hit) {
        stmt.useCode.run(now, hit.id);
        return 'ok';
      }
      for (const row of live) stmt.wrongGuess.run(maxAttempts, now, row.id);
      return 'wrong';
    }),
    /** Newest first; `to` matches an e-mail address, or a number with or without its dialing code. */
    outbox(to: string | undefined, limit = 50): OutboxEntry[] {
      if (!to) return stmt.outbox.all(limit);
      const digits = to.replace(/[^0-9]/g, '');
      return stmt.outboxTo.all(to.trim(), digits || to.trim(), digits.replace(/^0/, '') || to.trim(), limit);
    },

    issueCaptcha(id: string, answer: string, now: number, keepMs: number): void {
      stmt.purgeCaptchas.run(now - keepMs);
      stmt.issueCaptcha.run(id, answer, now);
    },
    /** Single use: any attempt uses the captcha up, so guessing needs a new image each time. */
    consumeCaptcha: db.transaction((id: string, answer: string, now: number, lifetimeMs: number): boolean => {
      const row = stmt.captcha.get(id);
      if (!row || row.usedAt !== null) return false;
      stmt.useCaptcha.run(now, id);
      return now - row.issuedAt <= lifetimeMs && row.answer === answer;
    }),
    captchas: (limit = 20) => stmt.captchas.all(limit),

    issueChallenge(challenge: { id: string; prefix: string; difficulty: number; issuedAt: number; expiresAt: number }): void {
      stmt.purgeChallenges.run(challenge.issuedAt - 3_600_000);
      stmt.issueChallenge.run(challenge);
    },
    /** Takes a challenge out of play (single use) and returns it when it was still valid. */
    takeChallenge: db.transaction((id: string, now: number) => {
      const row = stmt.challenge.get(id);
      if (!row || row.usedAt !== null) return undefined;
      stmt.useChallenge.run(now, id);
      return row.expiresAt > now ? row : undefined;
    }),

    recordFailure(username: string, ip: string, now: number): void {
      stmt.fail.run(username, ip, now);
    },
    /** The larger of the failures for this name and for this address since `since`. */
    failures(username: string, ip: string, since: number): number {
      return Math.max(stmt.failuresByName.get(username, since)!, stmt.failuresByIp.get(ip, since)!);
    },
    /** A successful sign-in clears that name's failures (not the address's: one's own account must not reset it). */
    clearFailures(username: string, olderThan: number): void {
      stmt.clearFailures.run(username, olderThan);
    },

    knownIps: (accountId: number): string[] => stmt.knownIps.all(accountId),
    rememberIp(accountId: number, ip: string, now: number): void {
      stmt.rememberIp.run(accountId, ip, now, now);
    },

    openPendingLogin(token: string, accountId: number, ip: string, device: string | null, expiresAt: number): void {
      stmt.pending.run(token, accountId, ip, device, expiresAt);
    },
    pendingLogin: (token: string, now: number) => stmt.pendingByToken.get(token, now),
    closePendingLogin(token: string, now: number): void {
      stmt.usePending.run(now, token);
    },

    recordPasswordReset(token: string, accountId: number, now: number, expiresAt: number): void {
      stmt.reset.run(token, accountId, now, expiresAt);
    },
  };
}
export type VerificationRepository = ReturnType<typeof createVerificationRepository>;
