import type { Database } from 'better-sqlite3';

export interface BotChallengeRow {
  id: string;
  prefix: string;
  difficulty: number;
  issuedAt: number;
  expiresAt: number;
}

/** Challenges stay on record this long after they expire, then go. */
const KEEP_EXPIRED_MS = 3_600_000;

/** Proof-of-work bot challenges (`pow_challenges`): issued to a client, each answered at most once. */
export function createBotChallengeRepository(db: Database) {
  const stmt = {
    issue: db.prepare(`INSERT INTO pow_challenges (id, prefix, difficulty, issued_at, expires_at)
      VALUES (@id, @prefix, @difficulty, @issuedAt, @expiresAt)`),
    byId: db.prepare<[string], { prefix: string; difficulty: number; expiresAt: number; usedAt: number | null }>(
      'SELECT prefix, difficulty, expires_at AS expiresAt, used_at AS usedAt FROM pow_challenges WHERE id = ?',
    ),
    use: db.prepare('UPDATE pow_challenges SET used_at = ? WHERE id = ? AND used_at IS NULL'),
    purge: db.prepare('DELETE FROM pow_challenges WHERE expires_at < ?'),
  };

  return {
    issue(challenge: BotChallengeRow): void {
      stmt.purge.run(challenge.issuedAt - KEEP_EXPIRED_MS);
      stmt.issue.run(challenge);
    },
    /** Takes a challenge out of play (single use) and returns it when it was still valid. */
    take: db.transaction((id: string, now: number) => {
      const row = stmt.byId.get(id);
      if (!row || row.usedAt !== null) return undefined;
      stmt.use.run(now, id);
      return row.expiresAt > now ? row : undefined;
    }),
  };
}
export type BotChallengeRepository = ReturnType<typeof createBotChallengeRepository>;
