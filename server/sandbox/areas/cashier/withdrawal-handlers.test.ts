import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { catalogue } from '../../../../shared/api/catalogue';
import { buildTestSandbox, encryptedInject, expectCatalogueAnswer, signIn } from '../../test-support';
import { centsToWire } from '../../../../shared/money';
import { ledgerOf, rowsOf } from '../../testing/ledger';

let app: FastifyInstance;
let player: string;
let vip: string;
beforeAll(async () => {
  app = await buildTestSandbox();
  player = await signIn(app, 'player1', 'Play1234');
  vip = await signIn(app, 'vip1', 'Play1234');
});
afterAll(() => app.close());

type GetKey =
  'cashier.withdrawSettings' | 'cashier.withdrawBanks' | 'cashier.bankCards' | 'cashier.paymentPasswordStatus' | 'cashier.withdrawFee';
const get = (key: GetKey, token: string, query: Record<string, string> = {}) =>
  app.inject({ url: catalogue[key].path, query, headers: { authorization: token } });
const send = (key: Parameters<typeof encryptedInject>[1], token: string, payload: unknown) =>
  encryptedInject(app, key, payload, { authorization: token });
const devSettings = (body: Record<string, unknown>) => app.inject({ method: 'POST', url: '/__dev/withdrawal/settings', payload: body });

async function cards(token: string): Promise<Array<{ id: string; bankCode: string; withdrawType: string; accountNoMasked: string }>> {
  return (await get('cashier.bankCards', token)).json().data;
}

/** A member with a real name but no payout account or withdrawal password yet. */
async function freshMember(username: string, realName: string | null, password = 'Play1234'): Promise<string> {
  const token = await signIn(app, username, password);
  if (realName) app.repos.withdrawals.setPayeeName(app.repos.accounts.byUsername(username)!.id, realName);
  return token;
}

describe('withdrawal settings', () => {
  it('answers the limits of each type, the penalty charge, the hours and the receipt confirmation', async () => {
    const res = await get('cashier.withdrawSettings', player);
    expectCatalogueAnswer('cashier.withdrawSettings', res);
    expect(res.json().value).toMatchObject({
      withdrawTypes: ['BC', 'EW', 'VW'],
      minimumAmount: '100.00',
      maximumAmount: '50000.00',
      eWalletMinAmount: '100.00',
      eWalletMaxAmount: '30000.00',
      virtualMinAmount: '500.00',
      virtualMaxAmount: '100000.00',
      withdrawPenaltyCharge: '5.00',
      withdrawDateFrom: '00:00',
      withdrawDateTo: '00:00',
      fixedAmountFlag: false,
      fixedWithdrawAmounts: [],
      c2cEnabled: true,
      c2cTimeoutMinutes: 30,
    });
  });

  it('needs a signed-in member', async () => {
    expect((await app.inject({ url: catalogue['cashier.withdrawSettings'].path })).statusCode).toBe(401);
  });
});

describe('payout accounts', () => {
  it('lists banks by type and the member’s cards with masked numbers only', async () => {
    const banks = await get('cashier.withdrawBanks', player);
    expectCatalogueAnswer('cashier.withdrawBanks', banks);
    expect(banks.json().data).toContainEqual({ bankCode: 'GCASH', bankName: 'GCash', withdrawType: 'EW' });
    const res = await get('cashier.bankCards', player);
    expectCatalogueAnswer('cashier.bankCards', res);
    expect(res.json().data).toEqual([
      expect.objectContaining({ bankCode: 'BDO', withdrawType: 'BC', accountName: 'Juan Dela Cruz', accountNoMasked: '****7890' }),
      expect.objectContaining({ bankCode: 'GCASH', withdrawType: 'EW', accountNoMasked: '****0001' }),
    ]);
    expect(res.body).not.toContain('001234567890');
  });

  it('refuses a card without a real name, in another name, of an unknown bank, of a bad number, twice, or past five', async () => {
    const none = await freshMember('downline1', null);
    const card = { withdrawType: 'BC', bankCode: 'BPI', accountName: 'Ana Reyes', accountNo: '9876543210' };
    expect((await send('cashier.addBankCard', none, card)).json()).toMatchObject({ status: false, description: 'real.name.required' });

    const ana = await freshMember('downline2', 'Ana Reyes');
    const refused = async (payload: Record<string, string>, code: string) =>
      expect((await send('cashier.addBankCard', ana, { ...card, ...payload })).json()).toMatchObject({ status: false, description: code });
    await refused({ accountName: 'Juan Dela Cruz' }, 'bank.card.holder.mismatch');
    await refused({ bankCode: 'NOPE' }, 'bank.not.found');
    await refused({ bankCode: 'GCASH' }, 'bank.not.found'); // an e-wallet is not a bank card
    await refused({ accountNo: '12345' }, 'bank.card.number.invalid');
    await refused({ bankCode: 'BDO', accountNo: '0012 3456 7890' }, 'bank.card.duplicate'); // player1's account

    const added = await send('cashier.addBankCard', ana, { ...card, accountName: '  ana  REYES ', accountNo: '98765-43210' });
    expectCatalogueAnswer('cashier.addBankCard', added);
    expect(added.json().data).toMatchObject({ bankCode: 'BPI', accountName: 'Ana Reyes', accountNoMasked: '****3210' });
    await refused({}, 'bank.card.duplicate');
    for (const accountNo of ['09170000001', '09170000002', '09170000003', '09170000004']) {
      const ok = await send('cashier.addBankCard', ana, { withdrawType: 'EW', bankCode: 'GCASH', accountName: 'Ana Reyes', accountNo });
      expect(ok.json().status).toBe(true);
    }
    await refused({ accountNo: '1111111111' }, 'bank.card.limit');
    expect(await cards(ana)).toHaveLength(5);
  });
});

describe('withdrawal password', () => {
  it('is set once with the sign-in password, six digits and a matching confirmation', async () => {
    const token = await freshMember('downline3', 'Pedro Cruz');
    const status = await get('cashier.paymentPasswordStatus', token);
    expectCatalogueAnswer('cashier.paymentPasswordStatus', status);
    expect(status.json().data).toBe(false);
    const set = (loginPassword: string, paymentPassword: string, confirmPaymentPassword = paymentPassword) =>
      send('cashier.setPaymentPassword', token, { loginPassword, paymentPassword, confirmPaymentPassword });
    expect((await set('Play1234', '12345')).json().description).toBe('payment.password.format');
    expect((await set('Play1234', '12345a')).json().description).toBe('payment.password.format');
    expect((await set('Play1234', '654321', '654320')).json().description).toBe('payment.password.confirm');
    expect((await set('Wrong1234', '654321')).json().description).toBe('login.password.incorrect');
    const ok = await set('Play1234', '654321');
    expectCatalogueAnswer('cashier.setPaymentPassword', ok);
    expect(ok.json()).toEqual({ status: true, description: '', data: null });
    expect((await get('cashier.paymentPasswordStatus', token)).json().data).toBe(true);
    expect((await set('Play1234', '111111')).json().description).toBe('payment.password.exists');
  });

  it('changes with the old one; five wrong ones in a row lock it for 30 minutes', async () => {
    const token = await freshMember('downline4', 'Rosa Lim');
    await send('cashier.setPaymentPassword', token, {
      loginPassword: 'Play1234',
      paymentPassword: '111111',
      confirmPaymentPassword: '111111',
    });
    const change = (oldPaymentPassword: string, newPaymentPassword: string) =>
      send('cashier.changePaymentPassword', token, {
        oldPaymentPassword,
        newPaymentPassword,
        confirmNewPaymentPassword: newPaymentPassword,
      });
    expect((await change('111111', '22')).json().description).toBe('payment.password.format');
    // The older envelope carries the code alone: the attempts left and the lock show in what is refused next.
    for (let i = 1; i <= 5; i++) {
      expect((await change('999999', '222222')).json()).toEqual({ status: false, description: 'invalid.payment.pw', data: null });
    }
    // Locked: even the right one is refused until the lock runs out.
    expect((await change('111111', '222222')).json().description).toBe('invalid.payment.pw');
    app.clock.advance(30 * 60_000);
    const ok = await change('111111', '222222');
    expectCatalogueAnswer('cashier.changePaymentPassword', ok);
    expect(ok.json().status).toBe(true);
    expect((await change('111111', '333333')).json().description).toBe('invalid.payment.pw');
    expect((await change('222222', '333333')).json().status).toBe(true);
  });

  it('answers function.not.available while PAYMENTPASS3 is off', async () => {
    await app.inject({ method: 'POST', url: '/__dev/system', payload: { flags: { PAYMENTPASS3: false } } });
    const res = await get('cashier.paymentPasswordStatus', player);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, description: 'function.not.available', data: null });
    await app.inject({ method: 'POST', url: '/__dev/system', payload: { flags: { PAYMENTPASS3: null } } });
  });
});

describe('withdraw', () => {
  it('previews the fee: the penalty charge plus the type’s percentage, rounded up to a cent', async () => {
    const fee = (withdrawAmount: string, withdrawType: string) => get('cashier.withdrawFee', player, { withdrawAmount, withdrawType });
    const res = await fee('1000', 'BC');
    expectCatalogueAnswer('cashier.withdrawFee', res);
    expect(res.json().value).toBe('15.00');
    expect((await fee('1000', 'EW')).json().value).toBe('10.00');
    expect((await fee('1000.01', 'BC')).json().value).toBe('15.01');
    expect((await fee('12.345', 'BC')).json().errorCode).toBe('amount.too.many.decimals');
    expect((await fee('abc', 'BC')).json().errorCode).toBe('amount.invalid');
  });

  it('refuses every bad withdrawal with its own code and leaves the ledger as it was', async () => {
    const [bdo] = await cards(player);
    const [vipCard] = await cards(vip);
    const before = ledgerOf(app, 'player1');
    const withdraw = (payload: Record<string, unknown>) =>
      send('cashier.withdraw', player, { amount: '1000', bankCardId: bdo.id, password: '123456', ...payload });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ amount: '' }, 'amount.invalid'],
      [{ amount: '1,000' }, 'amount.invalid'],
      [{ amount: ' 1000' }, 'amount.invalid'],
      [{ amount: '001000' }, 'amount.invalid'],
      [{ amount: '100.001' }, 'amount.too.many.decimals'],
      [{ amount: '-100' }, 'amount.not.positive'],
      [{ amount: '0' }, 'amount.not.positive'],
      [{ amount: '99.99' }, 'amount.below.minimum'],
      [{ amount: '50000.01' }, 'amount.above.maximum'],
      [{ amount: centsToWire(before.balance - 1_000) }, 'balance.insufficient'], // the balance less ₱10, and a fee above ₱10
      [{ bankCardId: vipCard.id }, 'bank.card.not.found'],
      [{ bankCardId: '999999' }, 'bank.card.not.found'],
      [{ withdrawType: 'EW' }, 'bank.card.not.found'],
      [{ password: '000000' }, 'invalid.payment.pw'],
      [{ password: '' }, 'invalid.payment.pw'],
    ];
    for (const [payload, code] of cases) {
      const res = await withdraw(payload);
      expect(res.json(), JSON.stringify(payload)).toMatchObject({ success: false, errorCode: code });
      expect(res.json().message).toBeTruthy();
    }
    await withdraw({}).then((r) => expect(r.json().success).toBe(true)); // a right password clears the count
    const after = ledgerOf(app, 'player1');
    expect(after.rows).toBe(before.rows + 2);
    expect(after.balance).toBe(before.balance - 100_000 - 1_500);
  });

  it('takes amount and fee in one go, records a pending order and repeats nothing for the same requestId', async () => {
    const [, gcash] = await cards(player);
    const before = ledgerOf(app, 'player1');
    const payload = { amount: '200.50', bankCardId: gcash.id, password: '123456', withdrawType: 'EW', requestId: 'req-withdraw-001' };
    const res = await send('cashier.withdraw', player, payload);
    expectCatalogueAnswer('cashier.withdraw', res);
    const value = res.json().value;
    expect(value).toMatchObject({ amount: '200.50', fee: '6.01', status: 'PENDING' });
    expect(value.orderId).toMatch(/^W[0-9]+$/);
    expect(rowsOf(app, before.accountId, value.orderId)).toEqual([
      { amount: -20_050, reason: 'withdraw' },
      { amount: -601, reason: 'withdraw.fee' },
    ]);
    const again = await send('cashier.withdraw', player, payload);
    expect(again.json().value).toEqual(value);
    const after = ledgerOf(app, 'player1');
    expect(after).toMatchObject({ rows: before.rows + 2, balance: before.balance - 20_651 });
    const desk = (await app.inject({ url: '/__dev/desk/orders?status=pending' })).json();
    const orders: Array<{ id: string }> = Array.isArray(desk) ? desk : desk.value;
    expect(orders.map((o) => o.id)).toContain(value.orderId);
  });

  it('needs a withdrawal password while PAYMENTPASS3 is on, and takes "" with WDRAWNOPASSVERIF3', async () => {
    const token = await freshMember('agent1', 'Carlo Ramos', 'Agent1234');
    await send('cashier.addBankCard', token, { withdrawType: 'BC', bankCode: 'LBP', accountName: 'Carlo Ramos', accountNo: '5550001111' });
    const [card] = await cards(token);
    const before = ledgerOf(app, 'agent1');
    const withdraw = (password: string) => send('cashier.withdraw', token, { amount: '500', bankCardId: card.id, password });
    expect((await withdraw('123456')).json().errorCode).toBe('not.exists.payment.password');
    expect((await withdraw('')).json().errorCode).toBe('not.exists.payment.password');
    expect(ledgerOf(app, 'agent1')).toEqual(before);
    await app.inject({ method: 'POST', url: '/__dev/system', payload: { flags: { WDRAWNOPASSVERIF3: true } } });
    const ok = await withdraw('');
    await app.inject({ method: 'POST', url: '/__dev/system', payload: { flags: { WDRAWNOPASSVERIF3: null } } });
    expect(ok.json()).toMatchObject({ success: true, value: { amount: '500.00', fee: '10.00' } });
    expect(ledgerOf(app, 'agent1').balance).toBe(before.balance - 51_000);
  });

  it('refuses outside the opening hours (UTC+08:00) and amounts that are not one of the fixed ones', async () => {
    const [bdo] = await cards(player);
    const before = ledgerOf(app, 'player1');
    const withdraw = (amount: string) => send('cashier.withdraw', player, { amount, bankCardId: bdo.id, password: '123456' });
    // The test clock reads 06:13 in Manila (22:13 UTC the day before), a little later after the tests above.
    await devSettings({ hoursFrom: '10:00', hoursTo: '02:00' });
    expect((await withdraw('500')).json()).toMatchObject({ success: false, errorCode: 'withdraw.outside.hours' });
    await devSettings({ hoursFrom: '06:00', hoursTo: '12:00' });
    await devSettings({ fixedAmounts: ['500.00', '1000.00'] });
    const settings = (await get('cashier.withdrawSettings', player)).json().value;
    expect(settings).toMatchObject({ fixedAmountFlag: true, fixedWithdrawAmounts: ['500.00', '1000.00'], withdrawDateFrom: '06:00' });
    expect((await withdraw('700')).json()).toMatchObject({ success: false, errorCode: 'amount.not.offered' });
    expect(ledgerOf(app, 'player1')).toEqual(before);
    expect((await withdraw('500')).json().success).toBe(true);
    await devSettings({ hoursFrom: '00:00', hoursTo: '00:00', fixedAmounts: [] });
  });
});
