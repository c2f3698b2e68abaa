import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, fail, ok } from '../../../../shared/api/envelope';
import { CashierError } from '../../../../shared/domains/cashier/errors';
import { DeskRefusal, DESK_PATH } from '../../core/desk-order';
import { DeskReplyInvalid, feedbackIdOf, replyFeedback } from './feedback-desk';
import type { SandboxServices } from '../../core/area-context';

type Params = { Params: { id: string } };

const replyOf = (body: unknown): string => {
  const reply = (body as Record<string, unknown> | null)?.reply;
  return typeof reply === 'string' ? reply : '';
};

/** A form post from another site is refused: the desk writes to members' inboxes. */
function sameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * The operator desk's feedback: the reply form's post (`/__desk`, back to the desk with a notice),
 * its JSON twin for tests (`/__dev/desk/feedback/:id/reply` {reply}), and the pictures. Like the
 * rest of the desk these answer on the sandbox port only and are closed with the helpers.
 */
export async function feedbackRoutes(scope: FastifyInstance, ctx: SandboxServices): Promise<void> {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, text, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(text))));
  });

  scope.post<Params>(`${DESK_PATH}/feedback/:id/reply`, async (request, reply: FastifyReply) => {
    if (!sameOrigin(request)) return reply.code(403).type('text/plain; charset=utf-8').send('The desk takes its own forms only.');
    try {
      const order = replyFeedback(ctx, request.params.id, replyOf(request.body));
      return reply.redirect(`${DESK_PATH}?done=${encodeURIComponent(`${order.id} answered.`)}`, 303);
    } catch (error) {
      if (error instanceof DeskRefusal || error instanceof DeskReplyInvalid) {
        return reply.redirect(`${DESK_PATH}?refused=${encodeURIComponent(error.message)}`, 303);
      }
      throw error;
    }
  });

  scope.post<Params>('/__dev/desk/feedback/:id/reply', async (request, reply) => {
    try {
      return ok(replyFeedback(ctx, request.params.id, replyOf(request.body)));
    } catch (error) {
      if (error instanceof DeskReplyInvalid) return reply.code(400).send(fail(ErrorCode.requestParamErr, `reply: ${error.message}`));
      if (error instanceof DeskRefusal) {
        return reply
          .code(error.status)
          .send(fail(error.status === 404 ? CashierError.orderUnknown : CashierError.orderSettled, error.message));
      }
      throw error;
    }
  });

  // Sent with the type their magic bytes showed, never sniffed by the browser, without active content.
  scope.get<{ Params: { id: string; seq: string } }>(`${DESK_PATH}/feedback-pictures/:id/:seq`, async (request, reply) => {
    const id = feedbackIdOf(request.params.id);
    const seq = /^[1-3]$/.test(request.params.seq) ? Number(request.params.seq) : null;
    const picture = id === null || seq === null ? undefined : ctx.repos.feedback.picture(id, seq);
    if (!picture) return reply.code(404).type('text/plain; charset=utf-8').send('No such picture.');
    return reply
      .type(picture.mime)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .send(picture.bytes);
  });
}
