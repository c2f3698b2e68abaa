import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { CALLBACK_PATH, SIGNATURE_HEADER, readPaymentLink, sign, type PaymentLink } from './payments';
import { escapeHtml, sendPage } from '../../core/html';

export interface PaymentProviderDeps {
  /** Shared with the sandbox at start: links and callbacks are signed with it. */
  secret: Buffer;
  /** Where the provider reaches the sandbox's callback, read at each call (the sandbox may listen after the provider). */
  sandboxUrl: () => string;
  /** The sandbox's clock, so a link expires when its order does. */
  now: () => number;
  logger?: boolean | object;
}

/** The provider's verdict as the sandbox's callback answers it. */
type CallbackResult = { kind: 'settled'; status: string } | { kind: 'refused'; message: string } | { kind: 'unreachable' };

const ORDER_ID = /^[A-Z][0-9]{1,15}$/;

/**
 * The stand-in payment provider: its own small server, on its own port, as a real provider is
 * another site. It shows the order a signed payment link names and, on Confirm or Cancel, tells
 * the merchant (the sandbox) over HTTP with an HMAC-signed callback, then says what happened and
 * links back to the site. It keeps no state: the sandbox owns the order.
 */
export function buildPaymentProvider(deps: PaymentProviderDeps): FastifyInstance {
  const provider = Fastify({ logger: deps.logger ?? false, bodyLimit: 16 * 1024 });
  provider.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, text, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(text))));
  });

  const invalid = (reply: FastifyReply) =>
    sendPage(
      reply,
      403,
      'Payment link not valid',
      '<h1>Payment link not valid</h1><p role="alert">This payment link is not valid. Start the deposit again from the site.</p>',
    );

  const summary = (link: PaymentLink) => `<dl>
    <dt>Merchant</dt><dd>${escapeHtml(link.brand)}</dd>
    <dt>Order</dt><dd>${escapeHtml(link.orderId)}</dd>
    <dt>Channel</dt><dd>${escapeHtml(link.channel)}</dd>
    <dt>Amount</dt><dd>₱${escapeHtml(link.amount)}</dd>
  </dl>`;
  const backLink = (link: PaymentLink) => `<p><a href="${escapeHtml(link.back)}">Back to ${escapeHtml(link.brand)}</a></p>`;
  const expired = (reply: FastifyReply, link: PaymentLink) =>
    sendPage(
      reply,
      410,
      'Payment link expired',
      `<h1>Payment link expired</h1>${summary(link)}<p role="alert">This order was not paid in time. Start a new deposit from the site.</p>${backLink(link)}`,
    );

  const hidden = (link: PaymentLink, sig: string) =>
    Object.entries({ amount: link.amount, channel: link.channel, brand: link.brand, back: link.back, exp: String(link.expiresAt), sig })
      .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
      .join('');

  provider.get<{ Params: { orderId: string }; Querystring: Record<string, string> }>('/pay/:orderId', async (request, reply) => {
    const { orderId } = request.params;
    const link = ORDER_ID.test(orderId) ? readPaymentLink(deps.secret, orderId, request.query) : null;
    if (!link) return invalid(reply);
    if (deps.now() >= link.expiresAt) return expired(reply, link);
    return sendPage(
      reply,
      200,
      `Pay ${link.brand}`,
      `<h1>Pay ${escapeHtml(link.brand)}</h1>${summary(link)}
      <form method="post" action="/pay/${escapeHtml(orderId)}" class="actions">${hidden(link, String(request.query.sig))}
        <button class="primary" type="submit" name="decision" value="PAID">Confirm payment</button>
        <button type="submit" name="decision" value="CANCELLED">Cancel</button>
      </form>`,
    );
  });

  const callback = async (link: PaymentLink, result: 'PAID' | 'CANCELLED'): Promise<CallbackResult> => {
    const body = JSON.stringify({ orderId: link.orderId, result, amount: link.amount });
    try {
      const res = await fetch(`${deps.sandboxUrl()}${CALLBACK_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(deps.secret, body) },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      const answer = (await res.json()) as { success?: boolean; value?: { status?: string }; message?: string };
      if (answer.success && typeof answer.value?.status === 'string') return { kind: 'settled', status: answer.value.status };
      return { kind: 'refused', message: answer.message ?? `The merchant answered ${res.status}` };
    } catch (error) {
      provider.log.warn({ err: error }, 'payment callback failed');
      return { kind: 'unreachable' };
    }
  };

  provider.post<{ Params: { orderId: string }; Body: Record<string, string> }>('/pay/:orderId', async (request, reply) => {
    const { orderId } = request.params;
    const body = request.body ?? {};
    const link = ORDER_ID.test(orderId) ? readPaymentLink(deps.secret, orderId, body) : null;
    if (!link) return invalid(reply);
    if (body.decision !== 'PAID' && body.decision !== 'CANCELLED') return invalid(reply);
    if (deps.now() >= link.expiresAt) return expired(reply, link);
    const result = await callback(link, body.decision);
    if (result.kind === 'unreachable') {
      return sendPage(
        reply,
        502,
        'Merchant not reachable',
        `<h1>Merchant not reachable</h1>${summary(link)}<p role="alert">${escapeHtml(link.brand)} could not be told about this payment. Nothing was charged; try again in a moment.</p>${backLink(link)}`,
      );
    }
    if (result.kind === 'refused') {
      return sendPage(
        reply,
        409,
        'Payment not taken',
        `<h1>Payment not taken</h1>${summary(link)}<p role="alert">${escapeHtml(result.message)}</p>${backLink(link)}`,
      );
    }
    const credited = result.status === 'CREDITED';
    const title = credited ? 'Payment received' : 'Payment cancelled';
    const text = credited
      ? `₱${escapeHtml(link.amount)} is credited to your ${escapeHtml(link.brand)} wallet.`
      : 'You cancelled this payment. Nothing was charged.';
    return sendPage(reply, 200, title, `<h1>${title}</h1>${summary(link)}<p role="status">${text}</p>${backLink(link)}`);
  });

  return provider;
}
