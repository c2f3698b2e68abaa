import type { Database } from 'better-sqlite3';

export interface AffiliateLinkRow {
  code: string;
  agentId: number;
  accountType: number;
  domain: string;
  createdAt: number;
  /** Accounts opened with the code. */
  registrations: number;
}

export interface AgentAnnouncementRow {
  id: number;
  title: string;
  content: string;
  publishedAt: number;
}

const LINK_COLUMNS = `l.code, l.agent_id AS agentId, l.account_type AS accountType, l.domain, l.created_at AS createdAt,
  (SELECT COUNT(*) FROM accounts WHERE affiliate_code = l.code) AS registrations`;

/** Affiliate links (migration 020), the invitation code each account was opened with, and the agents' notice board (021). */
export function createAgentRepository(db: Database) {
  const stmt = {
    links: db.prepare<[number], AffiliateLinkRow>(`SELECT ${LINK_COLUMNS} FROM affiliate_links l
      WHERE l.agent_id = ? ORDER BY l.created_at, l.code`),
    link: db.prepare<[string], AffiliateLinkRow>(`SELECT ${LINK_COLUMNS} FROM affiliate_links l WHERE l.code = ?`),
    linkCount: db.prepare<[number], number>('SELECT COUNT(*) FROM affiliate_links WHERE agent_id = ?').pluck(),
    codeTaken: db
      .prepare<[string, string], number>(
        `SELECT EXISTS (SELECT 1 FROM affiliate_links WHERE code = ?)
        OR EXISTS (SELECT 1 FROM accounts WHERE referral_code = ? COLLATE NOCASE)`,
      )
      .pluck(),
    insertLink: db.prepare(`INSERT INTO affiliate_links (code, agent_id, account_type, domain, created_at)
      VALUES (@code, @agentId, @accountType, @domain, @createdAt)`),
    registrations: db.prepare<[string], number>('SELECT COUNT(*) FROM accounts WHERE affiliate_code = ?').pluck(),
    noteCode: db.prepare('UPDATE accounts SET affiliate_code = ? WHERE id = ?'),
    announcements: db.prepare<[], AgentAnnouncementRow>(`SELECT id, title, content, published_at AS publishedAt
      FROM agent_announcements ORDER BY published_at DESC, id DESC`),
    insertAnnouncement: db.prepare('INSERT INTO agent_announcements (title, content, published_at) VALUES (?, ?, ?)'),
  };
  return {
    /** The agent's created links, oldest first. */
    links: (agentId: number): AffiliateLinkRow[] => stmt.links.all(agentId),
    /** A link by its code, in any case. */
    link: (code: string): AffiliateLinkRow | undefined => stmt.link.get(code),
    linkCount: (agentId: number): number => stmt.linkCount.get(agentId)!,
    /** Whether a code is already a link's or an account's referral code: one code names one thing. */
    codeTaken: (code: string): boolean => stmt.codeTaken.get(code, code) === 1,
    insertLink(link: Omit<AffiliateLinkRow, 'registrations'>): void {
      stmt.insertLink.run(link);
    },
    /** Accounts opened with `code`. */
    registrations: (code: string): number => stmt.registrations.get(code)!,
    /** Records the invitation code an account was opened with. */
    noteInvitationCode(accountId: number, code: string): void {
      stmt.noteCode.run(code, accountId);
    },
    announcements: (): AgentAnnouncementRow[] => stmt.announcements.all(),
    addAnnouncement(title: string, content: string, publishedAt: number): void {
      stmt.insertAnnouncement.run(title, content, publishedAt);
    },
  };
}
export type AgentRepository = ReturnType<typeof createAgentRepository>;
