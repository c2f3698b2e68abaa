import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { catalogue } from '../../../../shared/api/catalogue';
import { PROOF_MAX_BYTES } from '../../../../shared/domains/cashier/errors';
import { buildTestSandbox, encryptedInject, expectCatalogueAnswer, signIn, TEST_EPOCH } from '../../test-support';
import { DeskRefusal } from '../../core/desk-order';
import { ledgerOf, rowsOf } from '../../testing/ledger';
import { approveWithdrawal, listWithdrawalsForDesk, rejectWithdrawal } from './withdrawal-desk';

let app: FastifyInstance;
let player: string;
beforeAll(async () => {
  app = await buildTestSandbox();
  player = await signIn(app, 'player1', 'Play1234');
});
afterAll(() => app.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

const confirmations = async (status?: 'WAITING' | 'ALL', token = player) => {
  const res = await app.inject({
    url: catalogue['cashier.paymentConfirmations'].path,
    query: status ? { status } : {},
    headers: { authorization: token },
  });
  expectCatalogueAnswer('cashier.paymentConfirmations', res);
  return res.json().value as Array<{ transactionId: string; orderId: string; status: string; deadline: number; amount: string }>;
};
const processC2C = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: catalogue['cashier.processC2C'].path, payload, headers: { authorization: player } });

async function withdraw(amount: string): Promise<string> {
  const cards = (await app.inject({ url: catalogue['cashier.bankCards'].path, headers: { authorization: player } })).json().data;
  const res = await encryptedInject(
    app,
    'cashier.withdraw',
    { amount, bankCardId: cards[0].id, password: '123456' },
    { authorization: player },
  );
  expect(res.json().success).toBe(true);
  return res.json().value.orderId;
}

/** Approves a fresh withdrawal and returns its receipt confirmation's transaction id. */
async function approved(amount: string): Promise<{ orderId: string; transactionId: string }> {
  const orderId = await withdraw(amount);
  approveWithdrawal(app, orderId);
  const waiting = await confirmations();
  return { orderId, transactionId: waiting.find((c) => c.orderId === orderId)!.transactionId };
}

const inbox = (accountId: number) =>
  app.db
    .prepare<[number], { kind: string; content: string }>('SELECT kind, content FROM messages WHERE account_id = ? ORDER BY id')
    .all(accountId);

describe('the seed', () => {
  it('shows one withdrawal waiting for the desk (player1) and one waiting for the receipt confirmation (vip1), with a history', async () => {
    const pending = listWithdrawalsForDesk(app, 'pending').filter((o) => o.account === 'player1');
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({
      kind: 'withdrawal',
      amount: '200.00',
      fee: '7.00',
      status: 'PENDING',
      channel: 'BDO Unibank ****7890',
    });
    expect(await confirmations()).toEqual([]);
    const vip = await signIn(app, 'vip1', 'Play1234');
    const waiting = await confirmations('WAITING', vip);
    expect(waiting).toEqual([expect.objectContaining({ amount: '250.00', status: 'WAITING' })]);
    expect(waiting[0].deadline).toBeGreaterThan(TEST_EPOCH);
    const all = await confirmations('ALL');
    expect(all.map((c) => c.status).sort()).toEqual(['FORCED', 'RECEIVED', 'RECEIVED']);
    const history = listWithdrawalsForDesk(app, 'all').filter((o) => o.account === 'player1');
    expect(history.map((o) => o.status).sort()).toEqual(['APPROVED', 'APPROVED', 'APPROVED', 'PENDING', 'REJECTED']);
    expect(history.every((o) => o.createdAt >= TEST_EPOCH - 60 * 86_400_000)).toBe(true);
    ledgerOf(app, 'player1');
    ledgerOf(app, 'vip1');
  });
});

describe('the desk', () => {
  it('approves without moving money and mails the notice; a settled or unknown order is refused', async () => {
    const orderId = await withdraw('300');
    const before = ledgerOf(app, 'player1');
    const order = approveWithdrawal(app, orderId);
    expect(order).toMatchObject({ id: orderId, status: 'APPROVED', amount: '300.00', fee: '8.00', settledAt: app.clock.now() });
    expect(order.detail).toContain('receipt WAITING');
    expect(ledgerOf(app, 'player1')).toEqual(before);
    expect(inbox(before.accountId).at(-1)).toMatchObject({ kind: 'WITHDRAW_APPROVED', content: expect.stringContaining(orderId) });
    const waiting = (await confirmations()).find((c) => c.orderId === orderId)!;
    expect(waiting.deadline).toBe(app.clock.now() + 30 * 60_000);
    expect(() => approveWithdrawal(app, orderId)).toThrow(DeskRefusal);
    expect(() => rejectWithdrawal(app, orderId, 'late')).toThrow(expect.objectContaining({ status: 409 }));
    expect(() => approveWithdrawal(app, 'W999999')).toThrow(expect.objectContaining({ status: 404 }));
    expect(() => approveWithdrawal(app, 'D1')).toThrow(expect.objectContaining({ status: 404 }));
  });

  it('rejects with one refund row of amount and fee and mails the notice', async () => {
    const start = ledgerOf(app, 'player1');
    const orderId = await withdraw('400');
    const order = rejectWithdrawal(app, orderId, 'account closed');
    expect(order).toMatchObject({ status: 'REJECTED', detail: expect.stringContaining('account closed') });
    expect(rowsOf(app, start.accountId, orderId)).toEqual([
      { amount: -40_000, reason: 'withdraw' },
      { amount: -900, reason: 'withdraw.fee' },
      { amount: 40_900, reason: 'withdraw.refund' },
    ]);
    expect(ledgerOf(app, 'player1').balance).toBe(start.balance);
    expect(inbox(start.accountId).at(-1)?.kind).toBe('WITHDRAW_REJECTED');
    expect(() => rejectWithdrawal(app, orderId, 'again')).toThrow(DeskRefusal);
  });

  it('opens no receipt confirmation while C2C is off', async () => {
    await app.inject({ method: 'POST', url: '/__dev/withdrawal/settings', payload: { c2cEnabled: false } });
    const orderId = await withdraw('150');
    approveWithdrawal(app, orderId);
    await app.inject({ method: 'POST', url: '/__dev/withdrawal/settings', payload: { c2cEnabled: true } });
    expect((await confirmations('ALL')).some((c) => c.orderId === orderId)).toBe(false);
  });
});

describe('receipt confirmation', () => {
  it('closes as RECEIVED and then refuses any further action', async () => {
    const { transactionId } = await approved('120');
    const res = await processC2C({ transactionId, action: 'RECEIVED' });
    expectCatalogueAnswer('cashier.processC2C', res);
    expect(res.json().value).toMatchObject({
      status: 'RECEIVED',
      receivedAmount: '120.00',
      remainingAmount: '0.00',
      confirmedAt: app.clock.now(),
    });
    expect((await processC2C({ transactionId, action: 'PARTIAL', receivedAmount: '60', remainingAmount: '60' })).json().errorCode).toBe(
      'confirmation.closed',
    );
    expect((await processC2C({ transactionId: 'C999999', action: 'RECEIVED' })).json().errorCode).toBe('confirmation.not.found');
  });

  it('needs a real png or jpg of at most 5 MB for NOT_RECEIVED, keeps it and shows it to the desk', async () => {
    const { orderId, transactionId } = await approved('130');
    const before = ledgerOf(app, 'player1');
    const refused = async (proofImage: string | undefined, code: string) =>
      expect((await processC2C({ transactionId, action: 'NOT_RECEIVED', proofImage })).json().errorCode).toBe(code);
    await refused(undefined, 'proof.required');
    await refused('', 'proof.required');
    await refused('https://example.test/a.png', 'proof.type.invalid');
    await refused(dataUrl('image/gif', Buffer.from('GIF89a')), 'proof.type.invalid');
    await refused(dataUrl('image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')), 'proof.type.invalid');
    await refused(dataUrl('image/png', JPEG), 'proof.type.invalid');
    const big = Buffer.concat([PNG, Buffer.alloc(PROOF_MAX_BYTES)]);
    expect(app.repos.withdrawals.confirmation(Number(transactionId.slice(1)))?.status).toBe('WAITING');
    const proof = dataUrl('image/jpeg', JPEG);
    const res = await processC2C({ transactionId, action: 'NOT_RECEIVED', proofImage: proof });
    expect(res.json().value).toMatchObject({ status: 'NOT_RECEIVED', receivedAmount: null });
    expect(ledgerOf(app, 'player1')).toEqual(before);
    const desk = listWithdrawalsForDesk(app, 'all').find((o) => o.id === orderId)!;
    expect(desk.detail).toContain(`/__desk/proofs/${orderId}`);
    const image = await app.inject({ url: `/__desk/proofs/${orderId}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.equals(JPEG)).toBe(true);
    expect((await app.inject({ url: '/__desk/proofs/W999999' })).statusCode).toBe(404);
    // The size is read before decoding: one byte over the bound is refused.
    const { transactionId: other } = await approved('140');
    const tooBig = await processC2C({ transactionId: other, action: 'NOT_RECEIVED', proofImage: dataUrl('image/png', big) });
    expect(tooBig.json().errorCode).toBe('proof.too.large');
  });

  it('PARTIAL returns the missing part to the main wallet when the two amounts add up', async () => {
    const { orderId, transactionId } = await approved('500');
    const before = ledgerOf(app, 'player1');
    const partial = (receivedAmount: unknown, remainingAmount: unknown) =>
      processC2C({ transactionId, action: 'PARTIAL', receivedAmount, remainingAmount });
    for (const [received, remaining] of [
      ['300', '100'],
      ['500', '0'],
      ['abc', '200'],
      ['300.001', '199.999'],
      [undefined, '200'],
    ]) {
      expect((await partial(received, remaining)).json().errorCode).toBe('confirmation.amounts.invalid');
    }
    expect(ledgerOf(app, 'player1')).toEqual(before);
    const res = await partial('350.50', 149.5);
    expect(res.json().value).toMatchObject({ status: 'PARTIAL', receivedAmount: '350.50', remainingAmount: '149.50' });
    expect(rowsOf(app, before.accountId, orderId).at(-1)).toEqual({ amount: 14_950, reason: 'withdraw.refund' });
    expect(ledgerOf(app, 'player1').balance).toBe(before.balance + 14_950);
  });

  it('counts as received (FORCED) once the deadline passes, on the clock', async () => {
    const { transactionId } = await approved('110');
    const before = ledgerOf(app, 'player1');
    app.clock.advance(30 * 60_000 - 1);
    expect((await confirmations()).some((c) => c.transactionId === transactionId)).toBe(true);
    app.clock.advance(1);
    expect((await confirmations()).some((c) => c.transactionId === transactionId)).toBe(false);
    const forced = (await confirmations('ALL')).find((c) => c.transactionId === transactionId);
    expect(forced).toMatchObject({ status: 'FORCED', receivedAmount: '110.00', remainingAmount: '0.00' });
    expect((await processC2C({ transactionId, action: 'RECEIVED' })).json().errorCode).toBe('confirmation.closed');
    expect(ledgerOf(app, 'player1')).toEqual(before);
  });

  it('is another member’s: not found', async () => {
    const { transactionId } = await approved('105');
    const vip = await signIn(app, 'vip1', 'Play1234');
    const res = await app.inject({
      method: 'POST',
      url: catalogue['cashier.processC2C'].path,
      payload: { transactionId, action: 'RECEIVED' },
      headers: { authorization: vip },
    });
    expect(res.json().errorCode).toBe('confirmation.not.found');
  });
});
