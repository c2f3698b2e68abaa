import type { Database } from 'better-sqlite3';

export interface IssuedCaptcha {
  id: string;
  answer: string;
  issuedAt: number;
}

/** Image captchas (`captchas`): each bound to one browser by its id, answered at most once. */
export function createCaptchaRepository(db: Database) {
  const stmt = {
    issue: db.prepare('INSERT INTO captchas (id, answer, issued_at) VALUES (?, ?, ?)'),
    byId: db.prepare<[string], { answer: string; issuedAt: number; usedAt: number | null }>(
      'SELECT answer, issued_at AS issuedAt, used_at AS usedAt FROM captchas WHERE id = ?',
    ),
    use: db.prepare('UPDATE captchas SET used_at = ? WHERE id = ? AND used_at IS NULL'),
    newest: db.prepare<[number], IssuedCaptcha>(
      'SELECT id, answer, issued_at AS issuedAt FROM captchas ORDER BY issued_at DESC, rowid DESC LIMIT ?',
    ),
    purge: db.prepare('DELETE FROM captchas WHERE issued_at < ?'),
  };

  return {
    /** Records a new captcha and forgets those issued more than `keepMs` ago. */
    issue(id: string, answer: string, now: number, keepMs: number): void {
      stmt.purge.run(now - keepMs);
      stmt.issue.run(id, answer, now);
    },
    /** Single use: any attempt uses the captcha up, so guessing needs a new image each time. */
    consume: db.transaction((id: string, answer: string, now: number, lifetimeMs: number): boolean => {
      const row = stmt.byId.get(id);
      if (!row || row.usedAt !== null) return false;
      stmt.use.run(now, id);
      return now - row.issuedAt <= lifetimeMs && row.answer === answer;
    }),
    /** Newest first, answers included: for /__dev/captcha only. */
    newest: (limit = 20): IssuedCaptcha[] => stmt.newest.all(limit),
  };
}
export type CaptchaRepository = ReturnType<typeof createCaptchaRepository>;
