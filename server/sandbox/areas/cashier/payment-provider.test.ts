import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestSandbox, signIn } from '../../test-support';
import { callAs, ledgerState } from '../../testing/wallets';
import { CALLBACK_PATH, SIGNATURE_HEADER, sign } from './payments';

/** A sandbox listening on a free loopback port, with its provider started on another. */
let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  app = await buildTestSandbox({ paymentProvider: { listen: { port: 0, host: '127.0.0.1' } } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  token = await signIn(app, 'player1', 'Play1234');
});
afterAll(() => app.close());

let request = 0;
const openDeposit = async (amount: string) => {
  const res = await callAs(app, token, 'cashier.depositByLaunchUrl', {
    vendorId: 302,
    mcsBankCode: 'GCASH',
    bankCode: 'GCASH',
    bankType: 'EWALLET',
    amount,
    requestId: `pay-${String(++request).padStart(8, '0')}`,
  });
  return res.json().value as { orderId: string; launchUrl: string };
};

/** Submits the payment page's form as a browser would: its hidden fields and the button pressed. */
async function press(launchUrl: string, decision: 'PAID' | 'CANCELLED') {
  const page = await fetch(launchUrl);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)![1]!;
  const fields = new URLSearchParams(
    [...html.matchAll(/<input type="hidden" name="([a-z]+)" value="([^"]*)">/g)].map((m): [string, string] => [m[1]!, decodeHtml(m[2]!)]),
  );
  fields.set('decision', decision);
  const res = await fetch(new URL(action, launchUrl), { method: 'POST', body: fields });
  return { status: res.status, html: await res.text() };
}
const decodeHtml = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

const orderStatus = (orderId: string) =>
  app.db
    .prepare('SELECT status FROM deposit_orders WHERE id = ?')
    .pluck()
    .get(Number(orderId.slice(1)));

describe('the stand-in payment provider', () => {
  it('listens on its own port and shows the order with Confirm payment and Cancel, sized for a phone', async () => {
    const { orderId, launchUrl } = await openDeposit('640.00');
    const url = new URL(launchUrl);
    expect(url.port).not.toBe(String((app.server.address() as { port: number }).port));
    const res = await fetch(launchUrl);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain(orderId);
    expect(html).toContain('₱640.00');
    expect(html).toContain('GCash');
    expect(html).toContain('Gamefront');
    expect(html).toMatch(/<button class="primary" type="submit" name="decision" value="PAID">Confirm payment<\/button>/);
    expect(html).toMatch(/<button type="submit" name="decision" value="CANCELLED">Cancel<\/button>/);
  });

  it('refuses a link whose amount was changed', async () => {
    const { launchUrl } = await openDeposit('100.00');
    const url = new URL(launchUrl);
    url.searchParams.set('amount', '100000.00');
    expect((await fetch(url)).status).toBe(403);
  });

  it('on Confirm calls the sandbox back over HTTP, which credits the order once through the ledger', async () => {
    const { orderId, launchUrl } = await openDeposit('640.00');
    const before = ledgerState(app, 'player1');
    const paid = await press(launchUrl, 'PAID');
    expect(paid.status).toBe(200);
    expect(paid.html).toContain('Payment received');
    expect(paid.html).toContain('<a href="http://site.test:3000/">Back to Gamefront</a>');
    expect(orderStatus(orderId)).toBe('CREDITED');
    const after = ledgerState(app, 'player1');
    expect(after.consistent).toBe(true);
    expect(after.wallets[0]!.balance).toBe(before.wallets[0]!.balance + 64_000);
    expect(app.db.prepare("SELECT amount FROM ledger WHERE reason = 'deposit' AND ref = ?").pluck().all(orderId)).toEqual([64_000]);
    const notice = app.db
      .prepare("SELECT COUNT(*) FROM messages WHERE kind = 'DEPOSIT_CREDITED' AND content LIKE ?")
      .pluck()
      .get(`%${orderId}%`);
    expect(notice).toBe(1);

    // The same page submitted again: the callback repeats, the order credits once.
    const again = await press(launchUrl, 'PAID');
    expect(again.html).toContain('Payment received');
    expect(ledgerState(app, 'player1')).toEqual(after);
    // Cancelling a paid order is refused and moves nothing.
    const cancel = await press(launchUrl, 'CANCELLED');
    expect(cancel.status).toBe(409);
    expect(cancel.html).toContain('already CREDITED');
    expect(ledgerState(app, 'player1')).toEqual(after);
  });

  it('on Cancel fails the order without moving money and tells the member', async () => {
    const { orderId, launchUrl } = await openDeposit('150.00');
    const before = ledgerState(app, 'player1');
    const res = await press(launchUrl, 'CANCELLED');
    expect(res.html).toContain('Payment cancelled');
    expect(orderStatus(orderId)).toBe('FAILED');
    expect(ledgerState(app, 'player1')).toEqual(before);
    const notice = app.db
      .prepare("SELECT COUNT(*) FROM messages WHERE kind = 'DEPOSIT_FAILED' AND content LIKE ?")
      .pluck()
      .get(`%${orderId}%`);
    expect(notice).toBe(1);
  });

  it('the sandbox refuses a callback whose signature does not match', async () => {
    const { orderId } = await openDeposit('200.00');
    const before = ledgerState(app, 'player1');
    const body = JSON.stringify({ orderId, result: 'PAID', amount: '200.00' });
    const forged = await app.inject({
      method: 'POST',
      url: CALLBACK_PATH,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(Buffer.from('not the secret'), body) },
      payload: body,
    });
    expect(forged.statusCode).toBe(401);
    const unsigned = await app.inject({
      method: 'POST',
      url: CALLBACK_PATH,
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(unsigned.statusCode).toBe(401);
    const wrongAmount = JSON.stringify({ orderId, result: 'PAID', amount: '2000.00' });
    const signedWrong = await app.inject({
      method: 'POST',
      url: CALLBACK_PATH,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(app.payments.secret, wrongAmount) },
      payload: wrongAmount,
    });
    expect(signedWrong.statusCode).toBe(400);
    expect(orderStatus(orderId)).toBe('PENDING');
    expect(ledgerState(app, 'player1')).toEqual(before);
  });

  it('shows an expired link as expired and the order can no longer be paid', async () => {
    const { orderId, launchUrl } = await openDeposit('300.00');
    const html = await (await fetch(launchUrl)).text();
    await app.inject({ method: 'POST', url: '/__dev/clock', payload: { advanceMs: 30 * 60_000 } });
    expect((await fetch(launchUrl)).status).toBe(410);
    const action = /<form method="post" action="([^"]+)"/.exec(html)![1]!;
    const fields = new URLSearchParams(
      [...html.matchAll(/<input type="hidden" name="([a-z]+)" value="([^"]*)">/g)].map((m): [string, string] => [m[1]!, decodeHtml(m[2]!)]),
    );
    fields.set('decision', 'PAID');
    expect((await fetch(new URL(action, launchUrl), { method: 'POST', body: fields })).status).toBe(410);
    const body = JSON.stringify({ orderId, result: 'PAID', amount: '300.00' });
    const late = await app.inject({
      method: 'POST',
      url: CALLBACK_PATH,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(app.payments.secret, body) },
      payload: body,
    });
    expect(late.statusCode).toBe(409);
    expect(orderStatus(orderId)).toBe('EXPIRED');
  });
});
