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
 * The outbox (`sms_outbox`): every SMS and e-mail the platform "sends", and the one-time codes
 * they carry. The sandbox has no SMS or mail provider; /__dev/outbox reads the messages back.
 */
export function createOutboxRepository(db: Database) {
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
    newest: db.prepare<[number], OutboxEntry>(`SELECT to_address AS "to", channel, text, code, sent_at AS sentAt
      FROM sms_outbox ORDER BY id DESC LIMIT ?`),
    newestTo: db.prepare<[string, string, string, number], OutboxEntry>(`SELECT to_address AS "to", channel, text, code, sent_at AS sentAt
      FROM sms_outbox WHERE lower(to_address) = lower(?) OR replace(to_address, '+', '') = ? OR to_national = ?
      ORDER BY id DESC LIMIT ?`),
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
    messages(to: string | undefined, limit = 50): OutboxEntry[] {
      if (!to) return stmt.newest.all(limit);
      const digits = to.replace(/[^0-9]/g, '');
      return stmt.newestTo.all(to.trim(), digits || to.trim(), digits.replace(/^0/, '') || to.trim(), limit);
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
