import type { Database } from 'better-sqlite3';
import type { InboxMessage } from '../../../../shared/domains/inbox/schemas';

interface MessageRow {
  id: number;
  title: string;
  content: string;
  kind: InboxMessage['kind'];
  createdAt: number;
  readAt: number | null;
}

/**
 * The member's inbox over the messages table (identity's, migration 016): a deleted message keeps
 * its row (deleted_at) and leaves the inbox. "Unread" is the same condition as identity's
 * inbox.unreadCount: not read and not deleted.
 */
export function createInboxRepository(db: Database) {
  const stmt = {
    page: db.prepare<[number, number, number], MessageRow>(`SELECT id, title, content, kind, created_at AS createdAt, read_at AS readAt
      FROM messages WHERE account_id = ? AND deleted_at IS NULL ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`),
    counts: db.prepare<[number], { total: number; unread: number }>(`SELECT COUNT(*) AS total,
        COUNT(*) FILTER (WHERE read_at IS NULL) AS unread FROM messages WHERE account_id = ? AND deleted_at IS NULL`),
    owned: db
      .prepare<[number, string], number>(
        `SELECT COUNT(*) FROM messages
      WHERE account_id = ? AND deleted_at IS NULL AND id IN (SELECT value FROM json_each(?))`,
      )
      .pluck(),
    read: db.prepare(`UPDATE messages SET read_at = ? WHERE account_id = ? AND deleted_at IS NULL AND read_at IS NULL
      AND id IN (SELECT value FROM json_each(?))`),
    remove: db.prepare(`UPDATE messages SET deleted_at = ? WHERE account_id = ? AND deleted_at IS NULL
      AND id IN (SELECT value FROM json_each(?))`),
  };

  /** Runs `change` only when every id is a message in the member's inbox; answers the rows changed, or null. */
  const whenAllOwned = db.transaction((accountId: number, ids: readonly number[], change: (json: string) => number): number | null => {
    const unique = [...new Set(ids)];
    const json = JSON.stringify(unique);
    if (stmt.owned.get(accountId, json) !== unique.length) return null;
    return change(json);
  });

  return {
    page: (accountId: number, limit: number, offset: number): MessageRow[] => stmt.page.all(accountId, limit, offset),
    counts: (accountId: number) => stmt.counts.get(accountId)!,
    /** Marks the messages read; null (and nothing changed) when any id is not in the member's inbox. */
    markRead: (accountId: number, ids: readonly number[], now: number): number | null =>
      whenAllOwned(accountId, ids, (json) => stmt.read.run(now, accountId, json).changes),
    /** Deletes the messages from the inbox; null (and nothing changed) when any id is not in it. */
    remove: (accountId: number, ids: readonly number[], now: number): number | null =>
      whenAllOwned(accountId, ids, (json) => stmt.remove.run(now, accountId, json).changes),
  };
}
export type InboxRepository = ReturnType<typeof createInboxRepository>;
