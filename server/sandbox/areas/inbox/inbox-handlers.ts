import type { FastifyRequest } from 'fastify';
import { InboxError } from '../../../../shared/domains/inbox/errors';
import type { InboxValue } from '../../../../shared/domains/inbox/schemas';
import type { CatalogueHandlers } from '../../plugins/catalogue-routes';
import { refuse, requireFlag } from '../../core/refusals';
import { paging } from '../../core/range';
import type { AreaContext } from '../../core/area-context';

const DEFAULT_PAGE_SIZE = 20;

/** Whether the query string named `field` (the schema's defaults fill absent fields in the payload). */
const sent = (request: FastifyRequest, field: string): boolean =>
  typeof request.query === 'object' && request.query !== null && field in request.query;

/** Message ids are the row ids as text; anything else names no message. */
const messageIds = (ids: readonly string[]): number[] | null => {
  const out = ids.map((id) => (/^[1-9][0-9]{0,15}$/.test(id) ? Number(id) : NaN));
  return out.every(Number.isSafeInteger) ? out : null;
};

const notFound = () => refuse(InboxError.messageUnknown, 'No such message in your inbox');

/**
 * The inbox (INBOX3): pages of the member's messages newest first with the unread count;
 * reading and deleting take a list of ids, all of which must be in the member's inbox, else
 * `message.not.found` and nothing changes. Both answer how many messages changed.
 */
export function inboxHandlers(ctx: AreaContext): CatalogueHandlers {
  const { inbox } = ctx.repos;
  const change = (accountId: number, ids: readonly string[], action: 'markRead' | 'remove'): number => {
    requireFlag(ctx, 'INBOX3', 'Messages');
    const numeric = messageIds(ids);
    const changed = numeric && inbox[action](accountId, numeric, ctx.clock.now());
    if (changed === null) throw notFound();
    return changed;
  };

  return {
    // CSP_getInbox takes pageNo/pageSize, its alias EMFE_getInbox page/size.
    'inbox.list': ({ session, payload, request }): InboxValue => {
      requireFlag(ctx, 'INBOX3', 'Messages');
      const pageNo = (sent(request, 'pageNo') ? payload.pageNo : sent(request, 'page') ? payload.page : undefined) ?? 1;
      const pageSize =
        (sent(request, 'pageSize') ? payload.pageSize : sent(request, 'size') ? payload.size : undefined) ?? DEFAULT_PAGE_SIZE;
      const accountId = session!.accountId;
      const { total, unread } = inbox.counts(accountId);
      const list = inbox.page(accountId, pageSize, (pageNo - 1) * pageSize).map((m) => ({
        id: String(m.id),
        title: m.title,
        content: m.content,
        kind: m.kind,
        createdAt: m.createdAt,
        read: m.readAt !== null,
      }));
      return { list, ...paging(pageNo, pageSize, total), unread };
    },
    'inbox.read': ({ session, payload }) => change(session!.accountId, payload.ids, 'markRead'),
    'inbox.delete': ({ session, payload }) => change(session!.accountId, payload.ids, 'remove'),
    'inbox.unreadCount': ({ session }) => ctx.repos.messages.unreadCount(session!.accountId),
    // CSP_ImUrl: the address of the customer-service IM service, a bare origin on the platform
    // (`https://socket.…`, reference S4); the sandbox's is its chat service (areas/chat, `/chat/`).
    'inbox.imUrl': () => `${ctx.addresses.publicUrl}/chat`,
  };
}
