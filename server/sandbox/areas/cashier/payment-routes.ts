import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { ErrorCode, fail, ok } from '../../../../shared/api/envelope';
import { CashierError } from '../../../../shared/domains/cashier/errors';
import { centsToWire } from '../../../../shared/money';
import { validatorFor } from '../../answer-check';
import { depositRowId } from './cashier-repository';
import { DeskRefusal } from '../../core/desk-order';
import { settleDeposit } from './deposits';
import { CALLBACK_PATH, SIGNATURE_HEADER, signatureMatches } from './payments';
import type { SandboxServices } from '../../core/area-context';

const Callback = Type.Object(
  {
    orderId: Type.String({ maxLength: 32 }),
    result: Type.Union([Type.Literal('PAID'), Type.Literal('CANCELLED')]),
    amount: Type.String({ maxLength: 32 }),
  },
  { additionalProperties: false },
);
type Callback = { orderId: string; result: 'PAID' | 'CANCELLED'; amount: string };

/**
 * The payment provider's callback (server to server, on the sandbox port; the gateway never
 * proxies it). The body is signed with the secret shared at start: a body whose HMAC does not
 * match is refused before it is read. PAID credits the order, CANCELLED fails it; a repeated
 * callback with the same result changes nothing and answers the same.
 */
export async function paymentRoutes(scope: FastifyInstance, ctx: SandboxServices) {
  const validator = validatorFor(Callback);
  // The signature covers the exact bytes sent, so the body is kept as text until it is checked.
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => done(null, text));

  scope.post(CALLBACK_PATH, async (request, reply) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    if (!signatureMatches(ctx.payments.secret, raw, request.headers[SIGNATURE_HEADER])) {
      return reply.code(401).send(fail('payment.signature.invalid', 'The callback signature does not match'));
    }
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return reply.code(400).send(fail(ErrorCode.requestParamErr, 'The body is not JSON'));
    }
    if (!validator.Check(body)) return reply.code(400).send(fail(ErrorCode.requestParamErr, 'orderId, result and amount are required'));
    const { orderId, result, amount } = body as Callback;
    const rowId = depositRowId(orderId);
    const order = rowId === null ? undefined : ctx.repos.cashier.orderById(rowId);
    if (!order) return reply.code(404).send(fail(CashierError.orderUnknown, `No order ${orderId}`));
    if (centsToWire(order.amount) !== amount) return reply.code(400).send(fail(ErrorCode.requestParamErr, 'amount: not the order amount'));
    try {
      const settled = settleDeposit(
        ctx,
        orderId,
        result === 'PAID' ? 'CREDITED' : 'FAILED',
        'PROVIDER',
        result === 'PAID' ? '' : 'cancelled at the payment page',
      );
      return ok({ orderId, status: settled.order.status });
    } catch (error) {
      if (error instanceof DeskRefusal) {
        const status = ctx.repos.cashier.orderById(order.id)!.status;
        return reply.code(409).send(fail(CashierError.orderSettled, `Order ${orderId} is already ${status}`, { status }));
      }
      throw error;
    }
  });
}
