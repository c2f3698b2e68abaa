import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CashierError } from '../../../../shared/domains/cashier/errors';
import { buildTestSandbox, expectCatalogueAnswer, freePlayInject, signIn, TEST_EPOCH } from '../../test-support';
import { callAs, ledgerState } from '../../testing/wallets';
import { readPaymentLink } from './payments';

let app: FastifyInstance;
let token: string;
beforeEach(async () => {
  app = await buildTestSandbox();
  token = await signIn(app, 'player1', 'Play1234');
});
afterEach(() => app.close());

const GCASH = { vendorId: 302, mcsBankCode: 'GCASH', bankCode: 'GCASH', bankType: 'EWALLET' };
const QRPH = { vendorId: 304, mcsBankCode: 'QRPH', bankCode: 'QRPH', bankType: 'QR' };
const INSTAPAY = { vendorId: 301, mcsBankCode: 'INSTAPAY', bankCode: 'BPI', bankType: 'BANK' };
const launch = (payload: Record<string, unknown>, auth = token) =>
  callAs(app, auth, 'cashier.depositByLaunchUrl', { ...GCASH, amount: '500', requestId: 'dep-00000001', ...payload });
const qr = (payload: Record<string, unknown>) =>
  callAs(app, token, 'cashier.depositByQr', { ...QRPH, amount: '200.00', requestId: 'dep-q0000001', ...payload });
const pendingCount = () => app.db.prepare("SELECT COUNT(*) FROM deposit_orders WHERE status = 'PENDING'").pluck().get() as number;

describe('deposit settings and channels', () => {
  it('answers the settings with the count of credited deposits and the operator note', async () => {
    const res = await callAs(app, token, 'cashier.depositSettings');
    expectCatalogueAnswer('cashier.depositSettings', res);
    const credited = app.db
      .prepare(
        "SELECT COUNT(*) FROM deposit_orders o JOIN accounts a ON a.id = o.account_id WHERE a.username = 'player1' AND status = 'CREDITED'",
      )
      .pluck()
      .get();
    expect(credited).toBe(3);
    expect(res.json().value).toEqual({ allowDeposit: 'Y', totalDepositSuccessCount: 3, depositInfo: expect.stringContaining('credited') });
  });

  it('answers the channels keyed by method code with brand-local names, bounds, presets and flows', async () => {
    const res = await callAs(app, token, 'cashier.depositChannels', { webSupported: 'Y' });
    expectCatalogueAnswer('cashier.depositChannels', res);
    const value = res.json().value;
    expect(Object.keys(value)).toEqual(['BANK', 'EWALLET', 'MWQR', 'USDT']);
    expect(value.BANK.channels[0]).toMatchObject({
      displayName: 'InstaPay bank transfer',
      flow: 'LAUNCH',
      minAmount: '100.00',
      maxAmount: '50000.00',
      presetAmounts: ['500.00', '1000.00', '5000.00', '10000.00'],
    });
    expect(value.BANK.channels[0].banks.map((b: { bankName: string }) => b.bankName)).toEqual([
      'BDO Unibank',
      'Bank of the Philippine Islands',
      'Metrobank',
    ]);
    expect(value.EWALLET.channels.map((c: { displayName: string }) => c.displayName)).toEqual(['GCash', 'Maya']);
    expect(value.MWQR.channels[0]).toMatchObject({ displayName: 'QR Ph', flow: 'QR' });
    expect(value.USDT.channels[0]).toMatchObject({ displayName: 'USDT TRC-20', flow: 'QR' });
  });
});

describe('deposit orders', () => {
  it('opens a pending order and answers the signed payment page, once per request id; nothing is credited yet', async () => {
    const before = ledgerState(app, 'player1');
    const res = await launch({});
    expectCatalogueAnswer('cashier.depositByLaunchUrl', res);
    const value = res.json().value;
    expect(value).toMatchObject({ orderId: expect.stringMatching(/^D[0-9]+$/), amount: '500.00', expiresAt: TEST_EPOCH + 30 * 60_000 });
    const url = new URL(value.launchUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`http://localhost:3101/pay/${value.orderId}`);
    const link = readPaymentLink(app.payments.secret, value.orderId, Object.fromEntries(url.searchParams));
    expect(link).toMatchObject({ amount: '500.00', channel: 'GCash', brand: 'Gamefront', back: 'http://site.test:3000/' });
    url.searchParams.set('amount', '5000.00');
    expect(readPaymentLink(app.payments.secret, value.orderId, Object.fromEntries(url.searchParams))).toBeNull();

    expect((await launch({})).json().value).toEqual(value);
    expect(ledgerState(app, 'player1')).toEqual(before);
    const order = app.db.prepare('SELECT status, amount FROM deposit_orders WHERE id = ?').get(Number(value.orderId.slice(1)));
    expect(order).toEqual({ status: 'PENDING', amount: 50_000 });
  });

  it('answers a QR channel with a PNG data: URL of the payment page', async () => {
    const res = await qr({});
    expectCatalogueAnswer('cashier.depositByQr', res);
    const { qrImageUrl, orderId } = res.json().value;
    expect(qrImageUrl).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(qrImageUrl.split(',')[1], 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(orderId).toMatch(/^D[0-9]+$/);
  });

  it.each([
    ['abc', CashierError.amountInvalid],
    [' 500', CashierError.amountInvalid],
    ['00500', CashierError.amountInvalid],
    ['10.123', CashierError.amountDecimals],
    ['0.00', CashierError.amountNotPositive],
    ['99.99', CashierError.amountBelowMinimum],
    ['30000.01', CashierError.amountAboveMaximum],
  ])('refuses the amount %j with %s and opens no order', async (amount, code) => {
    const pending = pendingCount();
    expect((await launch({ amount })).json()).toMatchObject({ success: false, errorCode: code });
    expect(pendingCount()).toBe(pending);
  });

  it('refuses an unknown channel, the wrong flow, a bank the channel lacks, closed deposits and trial accounts', async () => {
    const pending = pendingCount();
    expect((await launch({ vendorId: 999 })).json()).toMatchObject({ success: false, errorCode: CashierError.channelUnknown });
    expect((await qr({ ...GCASH })).json()).toMatchObject({ success: false, errorCode: CashierError.channelUnknown });
    expect((await launch({ ...INSTAPAY, bankCode: 'UBP' })).json()).toMatchObject({ success: false, errorCode: CashierError.bankUnknown });
    expect((await launch({ ...INSTAPAY })).json()).toMatchObject({ success: true });
    await app.inject({ method: 'POST', url: '/__dev/cashier/settings', payload: { allowDeposit: false } });
    expect((await callAs(app, token, 'cashier.depositSettings')).json().value.allowDeposit).toBe('N');
    expect((await launch({ requestId: 'dep-00000002' })).json()).toMatchObject({ success: false, errorCode: CashierError.depositClosed });
    await app.inject({ method: 'POST', url: '/__dev/cashier/settings', payload: { allowDeposit: true } });
    const trial = (await freePlayInject(app, { os: 'Linux', platform: 'W' })).json().value.token as string;
    expect((await launch({ requestId: 'dep-00000003' }, trial)).json()).toMatchObject({
      success: false,
      errorCode: CashierError.trialAccount,
    });
    expect(pendingCount()).toBe(pending + 1);
  });

  it('expires a pending order after 30 minutes on the clock', async () => {
    const { orderId } = (await launch({})).json().value;
    const status = () =>
      app.db
        .prepare('SELECT status FROM deposit_orders WHERE id = ?')
        .pluck()
        .get(Number(orderId.slice(1)));
    await app.inject({ method: 'POST', url: '/__dev/clock', payload: { advanceMs: 30 * 60_000 - 1 } });
    await app.inject({ url: '/__dev/desk/orders?status=pending' });
    expect(status()).toBe('PENDING');
    await app.inject({ method: 'POST', url: '/__dev/clock', payload: { advanceMs: 1 } });
    const list = (await app.inject({ url: '/__dev/desk/orders?status=pending' })).json().value as Array<{ id: string }>;
    expect(list.map((o) => o.id)).not.toContain(orderId);
    expect(status()).toBe('EXPIRED');
  });
});
