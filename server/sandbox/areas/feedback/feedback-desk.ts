import { FEEDBACK_REPLY_MAX_LENGTH } from '../../../../shared/domains/feedback/rules';
import { DeskRefusal, type DeskOrder } from '../../core/desk-order';
import type { FeedbackRow } from './feedback-repository';
import type { SandboxServices } from '../../core/area-context';
import { fill, textsFor } from '../../texts';

/** The desk names a feedback F<id>. */
export const feedbackOrderId = (id: number): string => `F${id}`;

/** Where the desk shows picture `seq` (1…3) of a feedback. */
export const feedbackPicturePath = (orderId: string, seq: number): string => `/__desk/feedback-pictures/${orderId}/${seq}`;

/** The feedback of a desk id `F<digits>`, or null. */
export function feedbackIdOf(orderId: string): number | null {
  const match = /^F([1-9][0-9]{0,15})$/.exec(orderId);
  return match ? Number(match[1]) : null;
}

function deskOrderOf(ctx: SandboxServices, row: FeedbackRow): DeskOrder {
  const id = feedbackOrderId(row.id);
  const count = ctx.repos.feedback.pictureCount(row.id);
  const account = row.accountId === null ? undefined : ctx.repos.accounts.byId(row.accountId);
  const parts = [`${row.category}: ${row.content}`, `${count} picture(s)`];
  if (row.reply !== null) parts.push(`reply: ${row.reply}`);
  return {
    id,
    kind: 'feedback',
    account: account?.username ?? 'guest',
    amount: '0.00',
    fee: '0.00',
    status: row.repliedAt === null ? 'PENDING' : 'ANSWERED',
    channel: `${row.category}: ${row.content}`,
    createdAt: row.createdAt,
    settledAt: row.repliedAt,
    detail: parts.join('; '),
    pictures: Array.from({ length: count }, (_, i) => feedbackPicturePath(id, i + 1)),
  };
}

export function listFeedbackForDesk(ctx: SandboxServices, status: 'pending' | 'all'): DeskOrder[] {
  return ctx.repos.feedback.list(status).map((row) => deskOrderOf(ctx, row));
}

/**
 * The operator's one reply to a feedback (trimmed, 1…FEEDBACK_REPLY_MAX_LENGTH characters). A
 * member's feedback also brings an inbox notice in the member's stored language; a guest's reply
 * is kept on the desk only.
 */
export function replyFeedback(ctx: SandboxServices, orderId: string, reply: string): DeskOrder {
  const id = feedbackIdOf(orderId);
  const row = id === null ? undefined : ctx.repos.feedback.byId(id);
  if (!row) throw DeskRefusal.unknown(orderId);
  if (row.repliedAt !== null) throw DeskRefusal.settled(orderId, 'ANSWERED');
  const text = reply.trim();
  if (text === '' || text.length > FEEDBACK_REPLY_MAX_LENGTH) throw new DeskReplyInvalid();
  const now = ctx.clock.now();
  ctx.db.transaction(() => {
    if (!ctx.repos.feedback.reply(row.id, text, now)) throw DeskRefusal.settled(orderId, 'ANSWERED');
    if (row.accountId !== null) {
      const notice = textsFor(ctx.repos.accounts.byId(row.accountId)?.language).notices.feedbackReply;
      ctx.repos.messages.deliver(row.accountId, notice.title, fill(notice.content, { reply: text }), now);
    }
  })();
  return deskOrderOf(ctx, ctx.repos.feedback.byId(row.id)!);
}

/** A reply that is empty or too long: the desk says so and nothing changes. */
export class DeskReplyInvalid extends Error {
  constructor() {
    super(`The reply must be 1 to ${FEEDBACK_REPLY_MAX_LENGTH} characters.`);
    this.name = 'DeskReplyInvalid';
  }
}
