import type { Database } from 'better-sqlite3';
import type { InboxMessage } from '../../../../shared/domains/inbox/schemas';

export type MessageKind = InboxMessage['kind'];

/** The member's inbox. A deleted message leaves the inbox but keeps its row (deleted_at). */
export function createMessageRepository(db: Database) {
  const unread = db
    .prepare<[number], number>('SELECT COUNT(*) FROM messages WHERE account_id = ? AND read_at IS NULL AND deleted_at IS NULL')
    .pluck();
  const insert = db.prepare('INSERT INTO messages (account_id, title, content, created_at, kind) VALUES (?, ?, ?, ?, ?)');
  return {
    unreadCount: (accountId: number): number => unread.get(accountId)!,
    deliver(accountId: number, title: string, content: string, now: number, kind: MessageKind = 'NOTICE'): void {
      insert.run(accountId, title, content, now, kind);
    },
  };
}
export type MessageRepository = ReturnType<typeof createMessageRepository>;
