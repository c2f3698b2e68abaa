import type { SandboxServices } from '../../core/area-context';
import type { ChatDeskRow, ChatMessageRow } from './chat-repository';
import { messageText } from './chat';

/** A conversation at the operator desk: waiting while its latest message is the member's. */
export interface DeskChat extends ChatDeskRow {
  waiting: boolean;
}

/** The operator's reply refused: the conversation is unknown, or the text is empty or too long. */
export class ChatReplyRefused extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404,
  ) {
    super(message);
  }
}

/** Every conversation with a message, the latest first; those waiting for the operator are flagged. */
export function listChatsForDesk(ctx: Pick<SandboxServices, 'repos'>): DeskChat[] {
  return ctx.repos.chat.desk().map((row) => ({ ...row, waiting: row.lastSender === 'MEMBER' }));
}

/** A conversation's messages, oldest first, for the desk. */
export function chatMessagesForDesk(ctx: Pick<SandboxServices, 'repos'>, id: number): ChatMessageRow[] {
  return ctx.repos.chat.messages(id);
}

/**
 * The operator answers a conversation: the member's messages count as read by the operator, and the
 * reply waits unread for the member (CBS_unreadCount) until the chat window shows it.
 */
export function replyChat(ctx: Pick<SandboxServices, 'repos' | 'clock' | 'db'>, id: number, reply: unknown): ChatMessageRow[] {
  const { chat } = ctx.repos;
  if (!chat.conversationById(id)) throw new ChatReplyRefused(`No conversation C${id}`, 404);
  const text = messageText(reply);
  if (text === null) throw new ChatReplyRefused('reply: 1 to 500 characters', 400);
  const now = ctx.clock.now();
  ctx.db.transaction(() => {
    chat.markRead(id, 'MEMBER', now);
    chat.send(id, 'OPERATOR', text, now);
  })();
  return chat.messages(id);
}
