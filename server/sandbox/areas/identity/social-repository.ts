import type { Database } from 'better-sqlite3';

/** The local identity provider's single-use codes, and which account each external identity signs in to. */
export function createSocialRepository(db: Database) {
  const stmt = {
    issue: db.prepare(`INSERT INTO social_codes (code, provider, subject, redirect_uri, issued_at) VALUES (?, ?, ?, ?, ?)`),
    code: db.prepare<[string], { provider: string; subject: string; redirectUri: string; issuedAt: number; usedAt: number | null }>(
      `SELECT provider, subject, redirect_uri AS redirectUri, issued_at AS issuedAt, used_at AS usedAt FROM social_codes WHERE code = ?`,
    ),
    use: db.prepare('UPDATE social_codes SET used_at = ? WHERE code = ?'),
    account: db.prepare<[string, string], number>('SELECT account_id FROM social_identities WHERE provider = ? AND subject = ?').pluck(),
    link: db.prepare('INSERT INTO social_identities (provider, subject, account_id, linked_at) VALUES (?, ?, ?, ?)'),
  };
  return {
    issueCode(code: string, provider: string, subject: string, redirectUri: string, now: number): void {
      stmt.issue.run(code, provider, subject, redirectUri, now);
    },
    /** Uses the code up whatever happens next, and returns it when it was unused and younger than `lifetimeMs`. */
    takeCode: db.transaction((code: string, now: number, lifetimeMs: number) => {
      const row = stmt.code.get(code);
      if (!row || row.usedAt !== null) return undefined;
      stmt.use.run(now, code);
      return now - row.issuedAt <= lifetimeMs ? row : undefined;
    }),
    accountFor: (provider: string, subject: string): number | undefined => stmt.account.get(provider, subject),
    link(provider: string, subject: string, accountId: number, now: number): void {
      stmt.link.run(provider, subject, accountId, now);
    },
  };
}
export type SocialRepository = ReturnType<typeof createSocialRepository>;
