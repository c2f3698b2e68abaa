import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, fail, ok } from '../../../../shared/api/envelope';
import { languageOfAcceptLanguage, type ShippedLanguage } from '../../../../shared/languages';
import { DESK_PATH } from '../../core/desk-order';
import type { SandboxServices } from '../../core/area-context';
import { CHAT_PATH, messageText } from './chat';
import { CHAT_PAGE_CSP, chatPage, chatText, expiredPage } from './chat-page';
import { ChatReplyRefused, listChatsForDesk, replyChat } from './chat-desk';

type TicketQuery = { Querystring: { t?: string; problem?: string } };
type Params = { Params: { id: string } };

/** A form post from another site is refused: the chat and the desk take their own forms only. */
function sameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/** The language of a visitor whose ticket names no member: the first shipped language the browser accepts. */
function browserLanguage(request: FastifyRequest): ShippedLanguage {
  return languageOfAcceptLanguage(String(request.headers['accept-language'] ?? ''));
}

const conversationIdOf = (id: string): number | null => (/^C[1-9][0-9]{0,15}$/.test(id) ? Number(id.slice(1)) : null);

/**
 * The chat window (`/chat/`, the address CBS_launchChat answers) and the desk's replies. The window
 * reads its conversation from the ticket in its address, in the member's stored language; opening
 * it (or its poll) marks the operator's replies read. The desk's reply form (`/__desk/chat/C<n>/reply`)
 * and its JSON twin (`/__dev/desk/chat…`) are closed with the development helpers, like the desk.
 */
export async function chatRoutes(scope: FastifyInstance, ctx: SandboxServices): Promise<void> {
  const { chat, accounts } = ctx.repos;
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, text, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(text))));
  });

  const opened = (ticket: unknown) => {
    if (typeof ticket !== 'string' || ticket.length > 64) return undefined;
    const id = chat.ticket(ticket, ctx.clock.now());
    return id === undefined ? undefined : chat.conversationById(id);
  };
  /** The window's pages: never cached (they hold the conversation), scripts only by the page's hash. */
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', CHAT_PAGE_CSP)
      .send(body);

  scope.get<TicketQuery>(CHAT_PATH, async (request, reply) => {
    const conversation = opened(request.query.t);
    if (!conversation) return html(reply, 403, expiredPage(chatText(browserLanguage(request))));
    const text = chatText(accounts.byId(conversation.accountId)?.language);
    const model = chat.models().find((m) => m.id === conversation.modelId)!;
    chat.markRead(conversation.id, 'OPERATOR', ctx.clock.now());
    const page = chatPage(text, model.chatType, request.query.t!, chat.messages(conversation.id), request.query.problem === '1');
    return html(reply, 200, page);
  });

  scope.post(`${CHAT_PATH}messages`, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const conversation = sameOrigin(request) ? opened(body.t) : undefined;
    if (!conversation) return html(reply, 403, expiredPage(chatText(browserLanguage(request))));
    const ticket = encodeURIComponent(String(body.t));
    const text = messageText(body.message);
    if (text === null) return reply.redirect(`${CHAT_PATH}?t=${ticket}&problem=1`, 303);
    chat.send(conversation.id, 'MEMBER', text, ctx.clock.now());
    return reply.redirect(`${CHAT_PATH}?t=${ticket}`, 303);
  });

  scope.get<TicketQuery>(`${CHAT_PATH}api/messages`, async (request, reply) => {
    const conversation = opened(request.query.t);
    if (!conversation) return reply.code(403).send({ error: 'chat.ticket.expired' });
    chat.markRead(conversation.id, 'OPERATOR', ctx.clock.now());
    const messages = chat.messages(conversation.id).map(({ id, sender, body, createdAt }) => ({ id, sender, body, createdAt }));
    return reply.header('cache-control', 'no-store').send({ messages });
  });

  scope.post<Params>(`${DESK_PATH}/chat/:id/reply`, async (request, reply) => {
    if (!sameOrigin(request)) return reply.code(403).type('text/plain; charset=utf-8').send('The desk takes its own forms only.');
    const id = conversationIdOf(request.params.id);
    try {
      if (id === null) throw new ChatReplyRefused(`No conversation ${request.params.id}`, 404);
      replyChat(ctx, id, (request.body as Record<string, unknown> | null)?.reply);
      return reply.redirect(`${DESK_PATH}?done=${encodeURIComponent(`C${id} answered.`)}#chats`, 303);
    } catch (error) {
      if (error instanceof ChatReplyRefused) return reply.redirect(`${DESK_PATH}?refused=${encodeURIComponent(error.message)}#chats`, 303);
      throw error;
    }
  });

  scope.get('/__dev/desk/chat', async () => ok(listChatsForDesk(ctx).map((c) => ({ ...c, id: `C${c.id}` }))));

  scope.post<Params>('/__dev/desk/chat/:id/reply', async (request, reply) => {
    const id = conversationIdOf(request.params.id);
    try {
      if (id === null) throw new ChatReplyRefused(`No conversation ${request.params.id}`, 404);
      const messages = replyChat(ctx, id, (request.body as Record<string, unknown> | null)?.reply);
      return ok(messages.map(({ id: messageId, sender, body, createdAt, readAt }) => ({ id: messageId, sender, body, createdAt, readAt })));
    } catch (error) {
      if (error instanceof ChatReplyRefused) {
        return reply
          .code(error.status)
          .send(fail(error.status === 404 ? 'chat.conversation.not.found' : ErrorCode.requestParamErr, error.message));
      }
      throw error;
    }
  });
}
