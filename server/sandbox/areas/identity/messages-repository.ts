import type { Database } from 'better-sqlite3';

export function createMessageRepository(db: Database) {
  const unread = db.prepare<[number], number>('SELECT COUNT(*) FROM messages WHERE account_id = ? AND read_at IS NULL').pluck();
  const insert = db.prepare('INSERT INTO messages (account_id, title, content, created_at) VALUES (?, ?, ?, ?)');
  return {
    unreadCount: (accountId: number): number => unread.get(accountId)!,
    deliver(accountId: number, title: string, content: string, now: number): void {
      insert.run(accountId, title, content, now);
    },
  };
}
export type MessageRepository = ReturnType<typeof createMessageRepository>;
