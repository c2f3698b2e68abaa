import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogue } from '../shared/api/catalogue';
import { MAIN_WALLET, runMoneyChecks } from './money';
import type { Facts } from './plan';

/** How the fake platform misbehaves, one fault at a time. */
type Fault =
  | 'none'
  | 'deposit credits at once'
  | 'deposit opens a new order each time'
  | 'transfer moves double'
  | 'transfer repeats'
  | 'claim pays twice';

/**
 * A platform of three calls' worth, in memory: balances, one QR deposit channel, transfers between
 * the main wallet and one sub-wallet, and one issued reward. Answers are of the catalogue's shapes.
 */
function fakePlatform(fault: Fault): Server {
  const wallets = new Map([
    [MAIN_WALLET, 50_000],
    [11, 0],
  ]);
  const orders = new Map<string, string>();
  const transfers = new Set<string>();
  let claimed = false;
  let orderCount = 0;
  const money = (cents: number) => (cents / 100).toFixed(2);
  const ok = (res: ServerResponse, value: unknown) => res.end(JSON.stringify({ success: true, value }));
  const refuse = (res: ServerResponse, errorCode: string) =>
    res.end(JSON.stringify({ success: false, value: null, errorCode, message: errorCode }));
  const reward = () => ({
    rewardId: 5,
    promotionClaimId: 5,
    promotionType: 'MANUAL',
    promotionId: null,
    title: 'Bonus',
    amount: '8.00',
    turnover: '8.00',
    status: claimed ? 'CLAIMED' : 'ISSUED',
    issuedAt: 1,
    expiresAt: null,
    claimedAt: claimed ? 2 : null,
  });
  const handle = (req: IncomingMessage, res: ServerResponse, body: Record<string, unknown>) => {
    const path = (req.url ?? '').split('?')[0];
    res.setHeader('Content-Type', 'application/json');
    if (path === catalogue['cashier.balance'].path) {
      const balance = [...wallets].map(([accountTypeId, cents]) => ({ accountTypeId, availBalance: cents / 100 }));
      const sum = [...wallets.values()].reduce((a, b) => a + b, 0);
      return ok(res, { sumBalance: sum / 100, balance, currency: 'PHP', currencySymbol: '₱' });
    }
    if (path === catalogue['cashier.depositChannels'].path) {
      const channel = {
        vendorId: 1,
        vendorName: 'Pay',
        mcsBankCode: 'QRPH',
        displayName: 'QR Ph',
        flow: 'QR',
        minAmount: '100.00',
        maxAmount: '1000.00',
        presetAmounts: [],
        banks: [],
      };
      return ok(res, { MWQR: { methodName: 'QR', channels: [channel] } });
    }
    if (path === catalogue['cashier.depositByQr'].path) {
      const key = fault === 'deposit opens a new order each time' ? `${String(body.requestId)}-${orderCount}` : String(body.requestId);
      if (!orders.has(key)) {
        orders.set(key, `D${++orderCount}`);
        if (fault === 'deposit credits at once') wallets.set(MAIN_WALLET, wallets.get(MAIN_WALLET)! + 10_000);
      }
      return ok(res, { orderId: orders.get(key), amount: body.amount, qrImageUrl: 'https://qr.example/1', expiresAt: 1 });
    }
    if (path === catalogue['cashier.transfer'].path) {
      const from = Number(body.fromAccountTypeId);
      const to = Number(body.toAccountTypeId);
      const cents = Math.round(Number(body.amount) * 100);
      const id = String(body.requestId);
      if (!transfers.has(id) || fault === 'transfer repeats') {
        transfers.add(id);
        const moved = fault === 'transfer moves double' && from === MAIN_WALLET ? cents * 2 : cents;
        wallets.set(from, wallets.get(from)! - moved);
        wallets.set(to, wallets.get(to)! + moved);
      }
      return ok(res, { transactionId: `T-${id}`, amount: money(cents) });
    }
    if (path === catalogue['promotions.claimable'].path) return ok(res, [reward()]);
    if (path === catalogue['promotions.claimIssued'].path) {
      if (claimed && fault !== 'claim pays twice') return refuse(res, 'reward.already.claimed');
      claimed = true;
      wallets.set(MAIN_WALLET, wallets.get(MAIN_WALLET)! + 800);
      return ok(res, reward());
    }
    res.statusCode = 404;
    res.end('{}');
  };
  return createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => handle(req, res, text ? (JSON.parse(text) as Record<string, unknown>) : {}));
  });
}

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

async function checksAgainst(fault: Fault) {
  server = fakePlatform(fault);
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  const facts: Facts = { username: 'player1', password: 'x', language: 'EN', favouriteIds: [], tickets: [] };
  const { checks, firstProbes } = await runMoneyChecks(
    { upstream: `http://127.0.0.1:${port}`, merchant: 'm1', language: 'EN', token: 't' },
    facts,
  );
  return { outcomes: Object.fromEntries(checks.map((c) => [c.name, c])), firstProbes };
}

describe('the money checks', () => {
  it('pass on a platform that keeps its money straight, and keep the first call of each checked entry', async () => {
    const { outcomes, firstProbes } = await checksAgainst('none');
    expect(Object.values(outcomes).map((c) => c.outcome)).toEqual(['passed', 'passed', 'passed']);
    expect([...firstProbes.keys()]).toEqual(expect.arrayContaining(['cashier.transfer', 'cashier.depositByQr', 'promotions.claimIssued']));
  });

  it('catch a deposit credited while its order is pending', async () => {
    const { outcomes } = await checksAgainst('deposit credits at once');
    expect(outcomes['a deposit opens a pending order']).toMatchObject({ outcome: 'failed' });
    expect(outcomes['a deposit opens a pending order']!.details.join()).toMatch(
      /the balance moved while the order is pending: wallet 2 \+100\.00/,
    );
  });

  it('catch a second order for the same submission', async () => {
    const { outcomes } = await checksAgainst('deposit opens a new order each time');
    expect(outcomes['a deposit opens a pending order']!.details.join()).toMatch(/the same submission id answered another order/);
  });

  it('catch a transfer that moves more than its amount', async () => {
    const { outcomes } = await checksAgainst('transfer moves double');
    const transfer = outcomes['a transfer moves exactly its amount']!;
    expect(transfer.outcome).toBe('failed');
    expect(transfer.details.join()).toMatch(/a transfer of 1\.00 from wallet 2 to 11 moved: wallet 2 -2\.00, wallet 11 \+2\.00/);
  });

  it('catch a transfer repeated by its submission id', async () => {
    const { outcomes } = await checksAgainst('transfer repeats');
    expect(outcomes['a transfer moves exactly its amount']!.details.join()).toMatch(/the same submission id moved money again/);
  });

  it('catch a claim paid twice', async () => {
    const { outcomes } = await checksAgainst('claim pays twice');
    const claim = outcomes['a claim pays once']!;
    expect(claim.outcome).toBe('failed');
    expect(claim.details.join()).toMatch(/a second claim of the same reward was not refused/);
    expect(claim.details.join()).toMatch(/the second claim moved the balance by 8\.00/);
  });
});
