import type { Database } from 'better-sqlite3';
import type { FeedbackCategory } from '../../../../shared/domains/feedback/rules';

export interface FeedbackRow {
  id: number;
  accountId: number | null;
  category: FeedbackCategory;
  content: string;
  language: string;
  createdAt: number;
  reply: string | null;
  repliedAt: number | null;
}

export interface FeedbackPicture {
  mime: string;
  bytes: Buffer;
}

const COLUMNS = `id, account_id AS accountId, category, content, language, created_at AS createdAt, reply, replied_at AS repliedAt`;

/** Feedback with its pictures and the operator's reply. */
export function createFeedbackRepository(db: Database) {
  const stmt = {
    insert: db.prepare<[number | null, string, string, string, number]>(
      'INSERT INTO feedback (account_id, category, content, language, created_at) VALUES (?, ?, ?, ?, ?)',
    ),
    insertPicture: db.prepare<[number, number, string, Buffer]>(
      'INSERT INTO feedback_pictures (feedback_id, seq, mime, bytes) VALUES (?, ?, ?, ?)',
    ),
    byId: db.prepare<[number], FeedbackRow>(`SELECT ${COLUMNS} FROM feedback WHERE id = ?`),
    mine: db.prepare<[number, number, number], FeedbackRow>(
      `SELECT ${COLUMNS} FROM feedback WHERE account_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    ),
    mineCount: db.prepare<[number], number>('SELECT COUNT(*) FROM feedback WHERE account_id = ?').pluck(),
    waiting: db.prepare<[], FeedbackRow>(`SELECT ${COLUMNS} FROM feedback WHERE replied_at IS NULL ORDER BY created_at, id`),
    all: db.prepare<[], FeedbackRow>(`SELECT ${COLUMNS} FROM feedback ORDER BY created_at DESC, id DESC LIMIT 200`),
    pictureCount: db.prepare<[number], number>('SELECT COUNT(*) FROM feedback_pictures WHERE feedback_id = ?').pluck(),
    picture: db.prepare<[number, number], FeedbackPicture>('SELECT mime, bytes FROM feedback_pictures WHERE feedback_id = ? AND seq = ?'),
    reply: db.prepare<[string, number, number]>('UPDATE feedback SET reply = ?, replied_at = ? WHERE id = ? AND replied_at IS NULL'),
  };
  return {
    /** One feedback and its pictures in one transaction. */
    add(
      entry: { accountId: number | null; category: FeedbackCategory; content: string; language: string; createdAt: number },
      pictures: readonly FeedbackPicture[],
    ): number {
      return db.transaction(() => {
        const id = Number(stmt.insert.run(entry.accountId, entry.category, entry.content, entry.language, entry.createdAt).lastInsertRowid);
        pictures.forEach((p, i) => stmt.insertPicture.run(id, i + 1, p.mime, p.bytes));
        return id;
      })();
    },
    byId: (id: number): FeedbackRow | undefined => stmt.byId.get(id),
    mine: (accountId: number, limit: number, offset: number): FeedbackRow[] => stmt.mine.all(accountId, limit, offset),
    mineCount: (accountId: number): number => stmt.mineCount.get(accountId)!,
    /** Waiting for a reply (oldest first), or the recent ones whatever their state (newest first). */
    list: (status: 'pending' | 'all'): FeedbackRow[] => (status === 'pending' ? stmt.waiting.all() : stmt.all.all()),
    pictureCount: (id: number): number => stmt.pictureCount.get(id)!,
    picture: (id: number, seq: number): FeedbackPicture | undefined => stmt.picture.get(id, seq),
    /** The operator's one reply; false when the feedback was already answered. */
    reply: (id: number, text: string, now: number): boolean => stmt.reply.run(text, now, id).changes === 1,
  };
}
export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
