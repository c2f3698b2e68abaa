import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CashierError } from '../../../../shared/domains/cashier/errors';
import { centsToWire } from '../../../../shared/money';
import { buildTestSandbox, expectCatalogueAnswer, freePlayInject, signIn } from '../../test-support';
import { callAs, ledgerState } from '../../testing/wallets';

let app: FastifyInstance;
let token: string;
/** player1's seeded main balance in cents, read from the ledger (other seed parts may pay into it). */
let main: number;
beforeEach(async () => {
  app = await buildTestSandbox();
  token = await signIn(app, 'player1', 'Play1234');
  main = ledgerState(app, 'player1').wallets[0]!.balance;
});
afterEach(() => app.close());

const transfer = (payload: Record<string, unknown>, auth = token) =>
  callAs(app, auth, 'cashier.transfer', {
    fromAccountTypeId: 2,
    toAccountTypeId: 11,
    amount: '100.00',
    requestId: 'req-00000001',
    ...payload,
  });

describe('wallets', () => {
  it('answers every wallet: the main one and each vendor sub-wallet naming its vendor, summed from the ledger', async () => {
    const res = await callAs(app, token, 'cashier.balance', { typeId: '0' });
    expectCatalogueAnswer('cashier.balance', res);
    expect(main).toBeGreaterThanOrEqual(500_000);
    expect(res.json().value).toEqual({
      sumBalance: main / 100,
      balance: [
        { accountTypeId: 2, availBalance: main / 100 },
        { accountTypeId: 11, availBalance: 0, vendor: 'EVO' },
        { accountTypeId: 12, availBalance: 0, vendor: 'PT' },
        { accountTypeId: 13, availBalance: 0, vendor: 'SBO' },
        { accountTypeId: 14, availBalance: 0, vendor: 'KM' },
      ],
      currency: 'PHP',
      currencySymbol: '₱',
    });
    expect(ledgerState(app, 'player1')).toMatchObject({ wallets: [{ walletType: 2, balance: main }], consistent: true });
    const one = await callAs(app, token, 'cashier.balance', { typeId: '11' });
    expect(one.json().value.balance).toEqual([{ accountTypeId: 11, availBalance: 0, vendor: 'EVO' }]);
  });

  it('answers the consolidated sum as a number, as the v2 balance does, and no contract requests', async () => {
    await transfer({ amount: '250.50' });
    const res = await callAs(app, token, 'cashier.consolidated');
    expectCatalogueAnswer('cashier.consolidated', res);
    expect(res.json().value).toEqual({
      sumBalance: main / 100,
      dailysalreqtype: 0,
      divtypereq: 0,
      contracthoursalreq: 0,
      realtimesalreqtype: 0,
    });
  });

  it('answers single-wallet mode from the platform setting, and then refuses transfers', async () => {
    const before = await callAs(app, token, 'cashier.merchantWallet');
    expectCatalogueAnswer('cashier.merchantWallet', before);
    expect(before.json().value).toEqual({ isSingle: false });
    await app.inject({ method: 'POST', url: '/__dev/cashier/settings', payload: { singleWallet: true } });
    expect((await callAs(app, token, 'cashier.merchantWallet')).json().value).toEqual({ isSingle: true });
    const ledger = ledgerState(app, 'player1');
    expect((await transfer({})).json()).toMatchObject({ success: false, errorCode: CashierError.singleWallet });
    expect((await callAs(app, token, 'cashier.recallAll', { requestId: 'recall-0001' })).json()).toEqual({
      status: false,
      description: CashierError.singleWallet,
      data: null,
    });
    expect(ledgerState(app, 'player1')).toEqual(ledger);
  });
});

describe('transfers between wallets', () => {
  it('moves money main → vendor and back in ledger rows, and a repeated request id moves nothing more', async () => {
    const res = await transfer({ amount: '1200.25' });
    expectCatalogueAnswer('cashier.transfer', res);
    expect(res.json().value).toEqual({ transactionId: expect.stringMatching(/^T[0-9]+$/), amount: '1200.25' });
    const after = ledgerState(app, 'player1');
    expect(after.consistent).toBe(true);
    expect(after.wallets).toEqual([
      { walletType: 2, balance: main - 120_025 },
      { walletType: 11, balance: 120_025 },
    ]);
    const again = await transfer({ amount: '1200.25' });
    expect(again.json().value).toEqual(res.json().value);
    expect(ledgerState(app, 'player1')).toEqual(after);
    const rows = app.db.prepare("SELECT reason, wallet_type AS w, amount, ref FROM ledger WHERE ref = 'req-00000001' ORDER BY id").all();
    expect(rows).toEqual([
      { reason: 'transfer.out', w: 2, amount: -120_025, ref: 'req-00000001' },
      { reason: 'transfer.in', w: 11, amount: 120_025, ref: 'req-00000001' },
    ]);

    const back = await transfer({ fromAccountTypeId: 11, toAccountTypeId: 2, amount: 200, requestId: 'req-00000002' });
    expect(back.json().value.amount).toBe('200.00');
    expect(ledgerState(app, 'player1').wallets).toEqual([
      { walletType: 2, balance: main - 100_025 },
      { walletType: 11, balance: 100_025 },
    ]);
  });

  it.each([
    ['', CashierError.amountInvalid],
    ['ten', CashierError.amountInvalid],
    [' 10', CashierError.amountInvalid],
    ['00010', CashierError.amountInvalid],
    ['1.005', CashierError.amountDecimals],
    ['0', CashierError.amountNotPositive],
    ['-5', CashierError.amountNotPositive],
    ['99999999999999', CashierError.amountInvalid],
    ['1000000001', CashierError.amountAboveMaximum],
  ])('refuses the amount %j with %s and moves nothing', async (amount, code) => {
    const before = ledgerState(app, 'player1');
    const res = await transfer({ amount });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: false, errorCode: code });
    expect(ledgerState(app, 'player1')).toEqual(before);
  });

  it('refuses an unknown wallet, the same wallet and more than the balance, moving nothing', async () => {
    const before = ledgerState(app, 'player1');
    expect((await transfer({ toAccountTypeId: 99 })).json()).toMatchObject({ success: false, errorCode: CashierError.walletUnknown });
    expect((await transfer({ fromAccountTypeId: 11, toAccountTypeId: 11 })).json()).toMatchObject({
      success: false,
      errorCode: CashierError.walletSame,
    });
    expect((await transfer({ amount: centsToWire(main + 1) })).json()).toMatchObject({
      success: false,
      errorCode: CashierError.balanceInsufficient,
    });
    expect((await transfer({ fromAccountTypeId: 12, toAccountTypeId: 2, amount: '0.01' })).json()).toMatchObject({
      success: false,
      errorCode: CashierError.balanceInsufficient,
    });
    expect(ledgerState(app, 'player1')).toEqual(before);
    // A refused request id is not spent: the same id may be sent again with a good amount.
    expect((await transfer({ amount: centsToWire(main) })).json()).toMatchObject({ success: true, value: { amount: centsToWire(main) } });
  });

  it('refuses trial accounts and answers function.not.available with FUNDTRANS3 off', async () => {
    const trial = (await freePlayInject(app, { os: 'Linux', platform: 'W' })).json().value.token as string;
    const trialName = app.db.prepare('SELECT username FROM accounts WHERE type = 4').pluck().get() as string;
    const trialBefore = ledgerState(app, trialName);
    expect((await transfer({}, trial)).json()).toMatchObject({ success: false, errorCode: CashierError.trialAccount });
    expect(ledgerState(app, trialName)).toEqual(trialBefore);

    await app.inject({ method: 'POST', url: '/__dev/system', payload: { flags: { FUNDTRANS3: false } } });
    const before = ledgerState(app, 'player1');
    const res = await transfer({});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'function.not.available' });
    expect(ledgerState(app, 'player1')).toEqual(before);
  });

  it('brings every sub-wallet back to the main wallet in one step, once per request id', async () => {
    await transfer({ toAccountTypeId: 11, amount: '100.00', requestId: 'req-a0000001' });
    await transfer({ toAccountTypeId: 13, amount: '50.55', requestId: 'req-a0000002' });
    const res = await callAs(app, token, 'cashier.recallAll', { requestId: 'recall-0001' });
    expectCatalogueAnswer('cashier.recallAll', res);
    expect(res.json()).toEqual({ status: true, description: '', data: { amount: '150.55', wallets: 2 } });
    const after = ledgerState(app, 'player1');
    expect(after).toMatchObject({ consistent: true });
    expect(after.wallets).toEqual([
      { walletType: 2, balance: main },
      { walletType: 11, balance: 0 },
      { walletType: 13, balance: 0 },
    ]);
    expect((await callAs(app, token, 'cashier.recallAll', { requestId: 'recall-0001' })).json().data).toEqual({
      amount: '150.55',
      wallets: 2,
    });
    expect(ledgerState(app, 'player1')).toEqual(after);
    expect((await callAs(app, token, 'cashier.recallAll', { requestId: 'recall-0002' })).json().data).toEqual({
      amount: '0.00',
      wallets: 0,
    });
    expect(ledgerState(app, 'player1')).toEqual(after);
  });
});
