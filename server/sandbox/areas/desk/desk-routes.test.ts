import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestSandbox, signIn } from '../../test-support';
import { callAs, ledgerState } from '../../testing/wallets';
import type { DeskOrder } from '../../core/desk-order';

let app: FastifyInstance;
let token: string;
beforeEach(async () => {
  app = await buildTestSandbox();
  token = await signIn(app, 'player1', 'Play1234');
});
afterEach(() => app.close());

const orders = async (status: 'pending' | 'all') =>
  (await app.inject({ url: `/__dev/desk/orders?status=${status}` })).json().value as DeskOrder[];
const openDeposit = async (amount = '750.00', requestId = 'desk-0000001') =>
  (
    await callAs(app, token, 'cashier.depositByLaunchUrl', {
      vendorId: 303,
      mcsBankCode: 'MAYA',
      bankCode: 'MAYA',
      bankType: 'EWALLET',
      amount,
      requestId,
    })
  ).json().value.orderId as string;
const inbox = () =>
  app.db
    .prepare(
      "SELECT kind, content FROM messages m JOIN accounts a ON a.id = m.account_id WHERE a.username = 'player1' AND kind <> 'NOTICE'",
    )
    .all() as Array<{ kind: string; content: string }>;

describe('the operator desk helpers', () => {
  it('lists the seeded pending deposits and a history of credited, failed and expired ones', async () => {
    const pending = await orders('pending');
    expect(pending.filter((o) => o.kind === 'deposit').map((o) => [o.account, o.amount, o.status])).toEqual([
      ['player1', '1000.00', 'PENDING'],
      ['vip1', '10000.00', 'PENDING'],
      ['player1', '500.00', 'PENDING'],
    ]);
    const all = await orders('all');
    const statuses = new Set(all.filter((o) => o.kind === 'deposit').map((o) => o.status));
    expect(statuses).toEqual(new Set(['PENDING', 'CREDITED', 'FAILED', 'EXPIRED']));
    expect(all[0]).toEqual(
      expect.objectContaining({ id: expect.stringMatching(/^[DW][0-9]+$/), kind: expect.any(String), fee: expect.any(String) }),
    );
    // Each credited history order is the ledger row that paid it, and the balances are still their ledger sums.
    const credited = all.filter((o) => o.status === 'CREDITED' && o.account === 'player1');
    const refs = app.db
      .prepare(
        "SELECT ref FROM ledger l JOIN accounts a ON a.id = l.account_id WHERE a.username = 'player1' AND reason = 'deposit' AND ref LIKE 'D%'",
      )
      .pluck()
      .all();
    expect(refs.sort()).toEqual(credited.map((o) => o.id).sort());
    for (const name of ['player1', 'vip1', 'agent1', 'agent2', 'mobile1']) expect(ledgerState(app, name).consistent).toBe(true);
    expect(all.every((o) => o.createdAt > app.clock.now() - 61 * 86_400_000)).toBe(true);
  });

  it('approves a deposit as a manual deposit: credited once through the ledger, with the mail notice', async () => {
    const id = await openDeposit();
    const before = ledgerState(app, 'player1');
    const res = await app.inject({ method: 'POST', url: `/__dev/desk/orders/${id}/approve` });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ id, kind: 'deposit', account: 'player1', amount: '750.00', status: 'CREDITED' });
    const after = ledgerState(app, 'player1');
    expect(after.consistent).toBe(true);
    expect(after.wallets[0]!.balance).toBe(before.wallets[0]!.balance + 75_000);
    expect(after.rows).toBe(before.rows + 1);
    expect(inbox()).toEqual([{ kind: 'DEPOSIT_CREDITED', content: expect.stringContaining(`750.00 (order ${id})`) }]);

    const again = await app.inject({ method: 'POST', url: `/__dev/desk/orders/${id}/approve` });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, errorCode: 'order.already.settled' });
    expect((await app.inject({ method: 'POST', url: `/__dev/desk/orders/${id}/reject` })).statusCode).toBe(409);
    expect(ledgerState(app, 'player1')).toEqual(after);
    expect(inbox()).toHaveLength(1);
  });

  it('rejects a deposit: it fails, nothing moves, and the member is told', async () => {
    const id = await openDeposit();
    const before = ledgerState(app, 'player1');
    const res = await app.inject({ method: 'POST', url: `/__dev/desk/orders/${id}/reject`, payload: { reason: 'no payment seen' } });
    expect(res.json().value).toMatchObject({ id, status: 'FAILED', detail: expect.stringContaining('no payment seen') });
    expect(ledgerState(app, 'player1')).toEqual(before);
    expect(inbox().map((m) => m.kind)).toEqual(['DEPOSIT_FAILED']);
  });

  it('answers 404 for an unknown order', async () => {
    for (const id of ['D999999', 'X1', 'W999999']) {
      const res = await app.inject({ method: 'POST', url: `/__dev/desk/orders/${id}/approve` });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'order.not.found' });
    }
  });
});

describe('the /__desk page', () => {
  it('shows pending orders with Approve and Reject forms that work without JavaScript', async () => {
    const id = await openDeposit('321.00');
    const page = await app.inject({ url: '/__desk' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(page.body).toContain(`<form method="post" action="/__desk/orders/${id}/approve">`);
    expect(page.body).toContain(`aria-label="Reject ${id}"`);
    expect(page.body).toContain('Recent history');

    const before = ledgerState(app, 'player1');
    const posted = await app.inject({
      method: 'POST',
      url: `/__desk/orders/${id}/approve`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toMatch(/^\/__desk\?done=/);
    expect(ledgerState(app, 'player1').wallets[0]!.balance).toBe(before.wallets[0]!.balance + 32_100);
    const shown = await app.inject({ url: posted.headers.location as string });
    expect(shown.body).toContain(`${id} approved: now CREDITED.`);

    const twice = await app.inject({
      method: 'POST',
      url: `/__desk/orders/${id}/reject`,
      payload: 'reason=late',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(twice.headers.location).toMatch(/^\/__desk\?refused=/);
  });

  it('refuses a form posted from another site', async () => {
    const id = await openDeposit();
    const before = ledgerState(app, 'player1');
    const res = await app.inject({
      method: 'POST',
      url: `/__desk/orders/${id}/approve`,
      headers: { origin: 'http://evil.test', host: 'localhost:3100', 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(res.statusCode).toBe(403);
    expect(ledgerState(app, 'player1')).toEqual(before);
  });

  it('answers 404 on /__desk and its helpers when the development helpers are off', async () => {
    const closed = await buildTestSandbox({ devHelpers: false });
    try {
      expect((await closed.inject({ url: '/__desk' })).statusCode).toBe(404);
      expect((await closed.inject({ method: 'POST', url: '/__desk/orders/D1/approve' })).statusCode).toBe(404);
      expect((await closed.inject({ url: '/__dev/desk/orders?status=pending' })).statusCode).toBe(404);
    } finally {
      await closed.close();
    }
  });
});
