import type { Database } from 'better-sqlite3';
import type { ChatType } from '../../../../shared/domains/chat/schemas';

export interface ChatModelRow {
  id: number;
  name: string;
  chatType: ChatType;
  minRankLevel: number;
}

export interface ChatConversationRow {
  id: number;
  accountId: number;
  modelId: number;
  createdAt: number;
}

export type ChatSender = 'MEMBER' | 'OPERATOR';

export interface ChatMessageRow {
  id: number;
  conversationId: number;
  sender: ChatSender;
  body: string;
  createdAt: number;
  readAt: number | null;
}

/** A conversation as the operator desk lists it: who, which chat, and its latest message. */
export interface ChatDeskRow {
  id: number;
  username: string;
  modelName: string;
  lastSender: ChatSender;
  lastBody: string;
  lastAt: number;
}

const MESSAGE_COLUMNS = 'id, conversation_id AS conversationId, sender, body, created_at AS createdAt, read_at AS readAt';

/** The chat service's tables (migration 033): its chats, conversations, messages and window tickets. */
export function createChatRepository(db: Database) {
  const stmt = {
    models: db.prepare<[], ChatModelRow>(
      'SELECT id, name, chat_type AS chatType, min_rank_level AS minRankLevel FROM chat_models ORDER BY sort, id',
    ),
    conversation: db.prepare<[number, number], ChatConversationRow>(
      'SELECT id, account_id AS accountId, model_id AS modelId, created_at AS createdAt FROM chat_conversations WHERE account_id = ? AND model_id = ?',
    ),
    conversationById: db.prepare<[number], ChatConversationRow>(
      'SELECT id, account_id AS accountId, model_id AS modelId, created_at AS createdAt FROM chat_conversations WHERE id = ?',
    ),
    openConversation: db.prepare<[number, number, number]>(
      'INSERT INTO chat_conversations (account_id, model_id, created_at) VALUES (?, ?, ?) ON CONFLICT (account_id, model_id) DO NOTHING',
    ),
    messages: db.prepare<[number], ChatMessageRow>(`SELECT ${MESSAGE_COLUMNS} FROM chat_messages WHERE conversation_id = ? ORDER BY id`),
    insertMessage: db.prepare<[number, string, string, number]>(
      'INSERT INTO chat_messages (conversation_id, sender, body, created_at) VALUES (?, ?, ?, ?)',
    ),
    markRead: db.prepare<[number, number, string]>(
      'UPDATE chat_messages SET read_at = ? WHERE conversation_id = ? AND sender = ? AND read_at IS NULL',
    ),
    unread: db
      .prepare<[number], number>(
        `SELECT COUNT(*) FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id
         WHERE c.account_id = ? AND m.sender = 'OPERATOR' AND m.read_at IS NULL`,
      )
      .pluck(),
    desk: db.prepare<[], ChatDeskRow>(
      `SELECT c.id, a.username, mo.name AS modelName, m.sender AS lastSender, m.body AS lastBody, m.created_at AS lastAt
       FROM chat_conversations c
       JOIN accounts a ON a.id = c.account_id
       JOIN chat_models mo ON mo.id = c.model_id
       JOIN chat_messages m ON m.id = (SELECT MAX(id) FROM chat_messages WHERE conversation_id = c.id)
       ORDER BY m.id DESC LIMIT 100`,
    ),
    insertTicket: db.prepare<[string, number, number]>('INSERT INTO chat_tickets (ticket, conversation_id, expires_at) VALUES (?, ?, ?)'),
    ticket: db.prepare<[string, number], number>('SELECT conversation_id FROM chat_tickets WHERE ticket = ? AND expires_at > ?').pluck(),
    dropExpired: db.prepare<[number]>('DELETE FROM chat_tickets WHERE expires_at <= ?'),
  };

  return {
    models: (): ChatModelRow[] => stmt.models.all(),
    /** The member's conversation in a chat, opened on first use. */
    conversation(accountId: number, modelId: number, now: number): ChatConversationRow {
      stmt.openConversation.run(accountId, modelId, now);
      return stmt.conversation.get(accountId, modelId)!;
    },
    conversationById: (id: number): ChatConversationRow | undefined => stmt.conversationById.get(id),
    messages: (conversationId: number): ChatMessageRow[] => stmt.messages.all(conversationId),
    send(conversationId: number, sender: ChatSender, body: string, now: number): void {
      stmt.insertMessage.run(conversationId, sender, body, now);
    },
    /** Marks the messages of `sender` in the conversation read (the other side has seen them); answers how many. */
    markRead: (conversationId: number, sender: ChatSender, now: number): number => stmt.markRead.run(now, conversationId, sender).changes,
    /** The operator's messages in the member's conversations that the member has not read. */
    unread: (accountId: number): number => stmt.unread.get(accountId) ?? 0,
    /** Every conversation with a message, the latest first. */
    desk: (): ChatDeskRow[] => stmt.desk.all(),
    issueTicket(ticket: string, conversationId: number, expiresAt: number, now: number): void {
      stmt.dropExpired.run(now);
      stmt.insertTicket.run(ticket, conversationId, expiresAt);
    },
    /** The conversation a ticket opens, while it has not expired. */
    ticket: (ticket: string, now: number): number | undefined => stmt.ticket.get(ticket, now),
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
