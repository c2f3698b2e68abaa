import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { catalogue } from '../../../../shared/api/catalogue';
import { buildTestSandbox, encryptedInject, expectCatalogueAnswer, signIn } from '../../test-support';

let app: FastifyInstance;
const tokens: Record<string, string> = {};
let requestNo = 0;
beforeAll(async () => {
  app = await buildTestSandbox();
  for (const [name, password] of [
    ['agent1', 'Agent1234'],
    ['agent2', 'Agent1234'],
    ['downline1', 'Play1234'],
    ['downline2', 'Play1234'],
    ['player1', 'Play1234'],
  ]) {
    tokens[name] = await signIn(app, name, password);
  }
  // An indirect downline of agent1: below downline1.
  const downline1 = app.repos.accounts.byUsername('downline1')!;
  app.repos.accounts.create({
    username: 'grandchild1',
    passwordHash: '!',
    type: 0,
    createdAt: app.clock.now(),
    uplineId: downline1.id,
    referralCode: 'GRAND1',
    avatar: 0,
    passwordChangedAt: 0,
  });
});
afterAll(() => app.close());

const idOf = (username: string) => app.repos.accounts.byUsername(username)!.id;
const newRequestId = () => `req-test-${String(++requestNo).padStart(4, '0')}`;
const transfer = (key: 'cashier.transferUpline' | 'cashier.transferDownline', from: string, payload: Record<string, unknown>) =>
  encryptedInject(app, key, { requestId: newRequestId(), ...payload }, { authorization: tokens[from] });

/** Every wallet's balance equals the sum of its ledger rows; answers the main wallet in cents. */
function main(username: string): number {
  const id = idOf(username);
  const wallets = app.db.prepare('SELECT wallet_type AS type, balance FROM wallets WHERE account_id = ?').all(id) as Array<{
    type: number;
    balance: number;
  }>;
  for (const w of wallets) {
    const sum = app.db
      .prepare('SELECT COALESCE(SUM(amount), 0) FROM ledger WHERE account_id = ? AND wallet_type = ?')
      .pluck()
      .get(id, w.type);
    expect(sum, `${username} wallet ${w.type}`).toBe(w.balance);
    expect(w.balance).toBeGreaterThanOrEqual(0);
  }
  return wallets.find((w) => w.type === 2)?.balance ?? 0;
}
const ledgerCount = () => app.db.prepare('SELECT COUNT(*) FROM ledger').pluck().get() as number;

describe('transfer to the upline (cashier.transferUpline)', () => {
  it("moves the amount from the member's main wallet to the upline's in one go, both ledgers written", async () => {
    const [down, up] = [main('downline1'), main('agent1')];
    const requestId = newRequestId();
    const res = await encryptedInject(
      app,
      'cashier.transferUpline',
      { amount: '12.50', password: 'Play1234', requestId },
      { authorization: tokens.downline1 },
    );
    expectCatalogueAnswer('cashier.transferUpline', res);
    expect(res.json().value).toMatchObject({ amount: '12.50', to: 'agent1' });
    expect(main('downline1')).toBe(down - 1250);
    expect(main('agent1')).toBe(up + 1250);
    const rows = app.db.prepare('SELECT account_id AS account, amount, reason FROM ledger WHERE ref = ? ORDER BY id').all(requestId);
    expect(rows).toEqual([
      { account: idOf('downline1'), amount: -1250, reason: 'transfer.upline.out' },
      { account: idOf('agent1'), amount: 1250, reason: 'transfer.upline.in' },
    ]);

    // The same request again answers the first transfer and moves nothing, even with another amount.
    const count = ledgerCount();
    const again = await encryptedInject(
      app,
      'cashier.transferUpline',
      { amount: '50', password: 'Play1234', requestId },
      { authorization: tokens.downline1 },
    );
    expect(again.json().value).toEqual(res.json().value);
    expect(ledgerCount()).toBe(count);
    expect(main('downline1')).toBe(down - 1250);
  });

  it('is refused to a member without an upline', async () => {
    const res = await transfer('cashier.transferUpline', 'player1', { amount: 10, password: 'Play1234' });
    expect(res.json()).toMatchObject({ success: false, errorCode: 'transfer.upline.not.allowed' });
  });

  it('refuses each bad amount with its own code, a wrong password and too little money, moving nothing', async () => {
    const count = ledgerCount();
    const balance = main('downline1');
    const cases: Array<[unknown, string, string]> = [
      ['', 'Play1234', 'amount.invalid'],
      ['ten', 'Play1234', 'amount.invalid'],
      ['1,000', 'Play1234', 'amount.invalid'],
      [' 10', 'Play1234', 'amount.invalid'],
      ['00010', 'Play1234', 'amount.invalid'],
      ['1.234', 'Play1234', 'amount.too.many.decimals'],
      ['0', 'Play1234', 'amount.not.positive'],
      ['-5', 'Play1234', 'amount.not.positive'],
      ['2000000000', 'Play1234', 'amount.above.maximum'],
      ['1', 'Wrong1234', 'login.password.incorrect'],
      [(balance + 1) / 100, 'Play1234', 'balance.insufficient'],
    ];
    for (const [amount, password, code] of cases) {
      const res = await transfer('cashier.transferUpline', 'downline1', { amount, password });
      expect(res.json(), `${String(amount)} ${password}`).toMatchObject({ success: false, errorCode: code });
    }
    expect(ledgerCount()).toBe(count);
    expect(main('downline1')).toBe(balance);
    // The whole balance may go.
    const all = await transfer('cashier.transferUpline', 'downline1', { amount: balance / 100, password: 'Play1234' });
    expect(all.json().success).toBe(true);
    expect(main('downline1')).toBe(0);
  });

  it('travels encrypted only', async () => {
    const res = await app.inject({
      method: 'POST',
      url: catalogue['cashier.transferUpline'].path,
      headers: { authorization: tokens.downline2 },
      payload: { amount: '1', password: 'Play1234', requestId: newRequestId() },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('request_body_required');
  });
});

describe('transfer to a downline (cashier.transferDownline)', () => {
  it('moves money from an agent to a direct and to an indirect downline', async () => {
    for (const target of ['downline2', 'grandchild1']) {
      const [agent, down] = [main('agent1'), main(target)];
      const res = await transfer('cashier.transferDownline', 'agent1', { amount: '25.05', password: 'Agent1234', username: target });
      expectCatalogueAnswer('cashier.transferDownline', res);
      expect(res.json()).toMatchObject({ status: true, description: '', data: { amount: '25.05', to: target } });
      expect(main('agent1')).toBe(agent - 2505);
      expect(main(target)).toBe(down + 2505);
    }
    const reasons = app.db.prepare("SELECT reason FROM ledger WHERE reason LIKE 'transfer.downline.%' ORDER BY id").pluck().all();
    expect(reasons).toEqual(['transfer.downline.out', 'transfer.downline.in', 'transfer.downline.out', 'transfer.downline.in']);
  });

  it('refuses anyone not below the agent, and members, with transfer.target.invalid', async () => {
    const count = ledgerCount();
    const cases: Array<[string, Record<string, unknown>]> = [
      ['agent1', { username: 'player1' }],
      ['agent1', { username: 'nobody-here' }],
      ['agent1', { username: 'agent1' }],
      ['agent1', {}],
      ['agent2', { username: 'downline2' }],
      ['downline1', { username: 'grandchild1', password: 'Play1234' }],
    ];
    for (const [from, extra] of cases) {
      const res = await transfer('cashier.transferDownline', from, { amount: '1', password: 'Agent1234', ...extra });
      expect(res.json(), `${from} ${JSON.stringify(extra)}`).toEqual({ status: false, description: 'transfer.target.invalid', data: null });
    }
    expect(ledgerCount()).toBe(count);
  });

  it("refuses a request id the target already received from someone else, rather than losing the sender's money", async () => {
    const requestId = newRequestId();
    const first = await encryptedInject(
      app,
      'cashier.transferUpline',
      { amount: '1', password: 'Play1234', requestId },
      { authorization: tokens.downline2 },
    );
    expect(first.json().success).toBe(true);
    const [down, up] = [main('downline2'), main('agent1')];
    const hijack = await encryptedInject(
      app,
      'cashier.transferUpline',
      { amount: '1', password: 'Play1234', requestId },
      { authorization: tokens.downline1 },
    );
    expect(hijack.statusCode).toBe(400);
    expect(hijack.json().errorCode).toBe('request_param_err');
    expect(main('agent1')).toBe(up);
    expect(main('downline2')).toBe(down);
  });

  it('answers function.not.available while FUNDTRANS3 is off', async () => {
    await app.inject({ method: 'POST', url: '/__dev/system', payload: { flags: { FUNDTRANS3: false } } });
    const res = await transfer('cashier.transferDownline', 'agent1', { amount: '1', password: 'Agent1234', username: 'downline2' });
    await app.inject({ method: 'POST', url: '/__dev/system', payload: { flags: { FUNDTRANS3: null } } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, description: 'function.not.available', data: null });
  });
});
