import { randomBytes } from 'node:crypto';
import type { ChatModel } from '../../../../shared/domains/chat/schemas';
import { TRIAL_TYPE } from '../../core/accounts';
import { MINUTE_MS } from '../../core/time';
import type { AreaContext, SandboxServices } from '../../core/area-context';
import type { ChatModelRow } from './chat-repository';

/** A chat window's address opens its conversation for this long; the site launches a new one after. */
export const CHAT_TICKET_MS = 120 * MINUTE_MS;
/** The longest message either side sends. */
export const CHAT_MESSAGE_MAX = 500;
/** The path of the chat window (this area's routes). */
export const CHAT_PATH = '/chat/';

export const chatModelOf = (row: ChatModelRow): ChatModel => ({ modelId: row.id, modelName: row.name, chatType: row.chatType });

/**
 * The chats open to an account's group: every chat whose lowest club rank level the account has
 * reached (chat_models.min_rank_level); none to a trial account, which may not chat (spec: protected
 * actions ask for a registered account).
 */
export function chatsOpenTo(ctx: Pick<SandboxServices, 'repos'>, accountId: number): ChatModelRow[] {
  const account = ctx.repos.accounts.byId(accountId);
  if (!account || account.type === TRIAL_TYPE) return [];
  return ctx.repos.chat.models().filter((m) => account.clubRank >= m.minRankLevel);
}

/** A message as either side sends it: trimmed, not empty, at most CHAT_MESSAGE_MAX characters; else null. */
export function messageText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text.length > 0 && [...text].length <= CHAT_MESSAGE_MAX ? text : null;
}

/** Opens the chat window's address for a conversation: a random ticket, kept until it expires. */
export function chatWindowUrl(ctx: Pick<AreaContext, 'repos' | 'clock' | 'addresses'>, conversationId: number): string {
  const now = ctx.clock.now();
  const ticket = randomBytes(24).toString('base64url');
  ctx.repos.chat.issueTicket(ticket, conversationId, now + CHAT_TICKET_MS, now);
  return `${ctx.addresses.publicUrl}${CHAT_PATH}?t=${ticket}`;
}
