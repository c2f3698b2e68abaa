import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, fail, ok } from '../../../../shared/api/envelope';
import { CashierError } from '../../../../shared/domains/cashier/errors';
import { DESK_PATH, DeskRefusal, type DeskOrder } from '../../core/desk-order';
import { approveDeskOrder, listDeskOrders, rejectDeskOrder } from './desk';
import { escapeHtml, sendPage } from '../../core/html';
import type { SandboxServices } from '../../core/area-context';
import { chatMessagesForDesk, listChatsForDesk, type DeskChat } from '../chat';

/** With the development helpers off, `/__desk` answers as a path nothing serves: it credits deposits without payment. */
export function closeDesk(scope: FastifyInstance): void {
  scope.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?', 1)[0];
    if (path === DESK_PATH || path.startsWith(`${DESK_PATH}/`)) return reply.callNotFound();
  });
}

type OrderParams = { Params: { id: string } };

const when = (ms: number | null) => (ms === null ? '—' : new Date(ms).toISOString().replace('T', ' ').slice(0, 16) + ' UTC');

const refusalBody = (error: DeskRefusal) =>
  fail(error.status === 404 ? CashierError.orderUnknown : CashierError.orderSettled, error.message);

/** A form post from another site is refused: the desk's buttons move money. */
function sameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/** An activity application's pictures, each a thumbnail linking to the full image. */
const pictureLinks = (order: DeskOrder): string =>
  (order.pictures ?? [])
    .map((src, i) => {
      const alt = `Picture ${i + 1} of ${escapeHtml(order.id)}`;
      return ` <a href="${escapeHtml(src)}" target="_blank" rel="noopener"><img src="${escapeHtml(src)}" alt="${alt}" width="96" height="96" style="object-fit: cover"></a>`;
    })
    .join('');

function orderRow(order: DeskOrder, actions: boolean): string {
  const id = escapeHtml(order.id);
  const cells = [
    `<th scope="row">${id}</th>`,
    `<td data-label="Kind">${{ deposit: 'Deposit', withdrawal: 'Withdrawal', activity: 'Activity', points: 'Point reward', feedback: 'Feedback' }[order.kind]}</td>`,
    `<td data-label="Member">${escapeHtml(order.account)}</td>`,
    `<td data-label="Amount">${escapeHtml(order.amount)}${order.fee !== '0.00' ? ` (fee ${escapeHtml(order.fee)})` : ''}</td>`,
    `<td data-label="Channel">${escapeHtml(order.channel)}${pictureLinks(order)}</td>`,
    `<td data-label="Status">${escapeHtml(order.status)}</td>`,
    `<td data-label="Created">${when(order.createdAt)}</td>`,
  ];
  if (actions && order.kind === 'feedback') {
    cells.push(`<td><form method="post" action="${DESK_PATH}/feedback/${id}/reply">
        <label for="reply-${id}">Reply</label>
        <textarea id="reply-${id}" name="reply" maxlength="1000" required></textarea>
        <button class="primary" type="submit" aria-label="Reply to ${id}">Reply</button>
      </form></td>`);
  } else if (actions) {
    cells.push(`<td>
      <form method="post" action="${DESK_PATH}/orders/${id}/approve"><button class="primary" type="submit" aria-label="Approve ${id}">Approve</button></form>
      <form method="post" action="${DESK_PATH}/orders/${id}/reject">
        <label for="reason-${id}">Reason</label>
        <input type="text" id="reason-${id}" name="reason" maxlength="200">
        <button type="submit" aria-label="Reject ${id}">Reject</button>
      </form>
    </td>`);
  } else {
    cells.push(`<td data-label="Settled">${when(order.settledAt)}</td>`, `<td data-label="Detail">${escapeHtml(order.detail)}</td>`);
  }
  return `<tr>${cells.join('')}</tr>`;
}

function table(labelledBy: string, orders: DeskOrder[], actions: boolean, empty: string): string {
  if (orders.length === 0) return `<p>${empty}</p>`;
  const last = actions ? '<th scope="col">Action</th>' : '<th scope="col">Settled</th><th scope="col">Detail</th>';
  return `<div class="table"><table aria-labelledby="${labelledBy}"><thead><tr>
    <th scope="col">Order</th><th scope="col">Kind</th><th scope="col">Member</th><th scope="col">Amount</th>
    <th scope="col">Channel</th><th scope="col">Status</th><th scope="col">Created</th>${last}</tr></thead>
    <tbody>${orders.map((o) => orderRow(o, actions)).join('')}</tbody></table></div>`;
}

/** The latest messages of a conversation shown at the desk, so the operator answers with the thread in view. */
const CHAT_LINES = 6;

/** A member's conversation: its latest messages and, whoever wrote last, a reply form. */
function chatSection(ctx: SandboxServices, chat: DeskChat): string {
  const id = `C${chat.id}`;
  const lines = chatMessagesForDesk(ctx, chat.id)
    .slice(-CHAT_LINES)
    .map(
      (m) =>
        `<li><strong>${m.sender === 'MEMBER' ? escapeHtml(chat.username) : 'Operator'}</strong> (${when(m.createdAt)}): ${escapeHtml(m.body)}</li>`,
    )
    .join('');
  return `<section aria-labelledby="chat-${id}">
    <h3 id="chat-${id}">${id} · ${escapeHtml(chat.username)} · ${escapeHtml(chat.modelName)} · ${chat.waiting ? 'waiting for a reply' : 'answered'}</h3>
    <ol>${lines}</ol>
    <form method="post" action="${DESK_PATH}/chat/${id}/reply">
      <label for="chat-reply-${id}">Reply to ${id}</label>
      <textarea id="chat-reply-${id}" name="reply" maxlength="500" required></textarea>
      <button class="primary" type="submit" aria-label="Send the reply to ${id}">Send</button>
    </form>
  </section>`;
}

function chatsBlock(ctx: SandboxServices): string {
  const chats = listChatsForDesk(ctx);
  return chats.length === 0 ? '<p>No conversation yet.</p>' : chats.map((c) => chatSection(ctx, c)).join('');
}

/**
 * The operator desk: pending deposits and withdrawals with Approve / Reject, and the recent history.
 * The page works without JavaScript (plain forms that post and come back); the JSON helpers under
 * `/__dev/desk` do the same for tests.
 */
export async function deskRoutes(scope: FastifyInstance, ctx: SandboxServices) {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, text, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(text))));
  });

  scope.get<{ Querystring: { done?: string; refused?: string } }>(DESK_PATH, async (request, reply) => {
    const pending = listDeskOrders(ctx, 'pending');
    const history = listDeskOrders(ctx, 'all')
      .filter((o) => o.status !== 'PENDING')
      .slice(0, 50);
    const { done, refused } = request.query;
    const notice =
      typeof refused === 'string'
        ? `<p role="alert">${escapeHtml(refused)}</p>`
        : typeof done === 'string'
          ? `<p role="status">${escapeHtml(done)}</p>`
          : '';
    return sendPage(
      reply,
      200,
      'Operator desk',
      `<h1>Operator desk</h1>${notice}
      <h2 id="pending">Pending orders</h2>${table('pending', pending, true, 'No order is waiting.')}
      <h2 id="history">Recent history</h2>${table('history', history, false, 'Nothing settled yet.')}
      <h2 id="chats">Chat conversations</h2>${chatsBlock(ctx)}`,
    );
  });

  const formAction =
    (act: (id: string, reason: string) => DeskOrder, verb: string) => async (request: FastifyRequest<OrderParams>, reply: FastifyReply) => {
      if (!sameOrigin(request))
        return sendPage(reply, 403, 'Refused', '<h1>Refused</h1><p role="alert">The desk takes its own forms only.</p>');
      const body = (request.body ?? {}) as Record<string, unknown>;
      const reason = typeof body.reason === 'string' ? body.reason.slice(0, 200) : '';
      try {
        const order = act(request.params.id, reason);
        return reply.redirect(`${DESK_PATH}?done=${encodeURIComponent(`${order.id} ${verb}: now ${order.status}.`)}`, 303);
      } catch (error) {
        if (error instanceof DeskRefusal) return reply.redirect(`${DESK_PATH}?refused=${encodeURIComponent(error.message)}`, 303);
        throw error;
      }
    };
  scope.post<OrderParams>(
    `${DESK_PATH}/orders/:id/approve`,
    formAction((id) => approveDeskOrder(ctx, id), 'approved'),
  );
  scope.post<OrderParams>(
    `${DESK_PATH}/orders/:id/reject`,
    formAction((id, reason) => rejectDeskOrder(ctx, id, reason), 'rejected'),
  );

  scope.get<{ Querystring: { status?: string } }>('/__dev/desk/orders', async (request, reply) => {
    const status = request.query.status ?? 'all';
    if (status !== 'pending' && status !== 'all') {
      return reply.code(400).send(fail(ErrorCode.requestParamErr, 'status: pending or all'));
    }
    return ok(listDeskOrders(ctx, status));
  });

  const jsonAction =
    (act: (id: string, reason: string) => DeskOrder) => async (request: FastifyRequest<OrderParams>, reply: FastifyReply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const reason = typeof body.reason === 'string' ? body.reason.slice(0, 200) : '';
      try {
        return ok(act(request.params.id, reason));
      } catch (error) {
        if (error instanceof DeskRefusal) return reply.code(error.status).send(refusalBody(error));
        throw error;
      }
    };
  scope.post<OrderParams>(
    '/__dev/desk/orders/:id/approve',
    jsonAction((id) => approveDeskOrder(ctx, id)),
  );
  scope.post<OrderParams>(
    '/__dev/desk/orders/:id/reject',
    jsonAction((id, reason) => rejectDeskOrder(ctx, id, reason)),
  );
}
