import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../shared/api/catalogue';
import { centsToWire } from '../shared/money';
import type { PopularLottery } from '../shared/domains/lottery/schemas';
import { buildTestSandbox, signIn } from './sandbox/test-support';
import { testGateway } from './gateway/test-support/gateway';

/**
 * Many requests at one account at once, through the gateway over real HTTP to the sandbox: wallet
 * transfers between the main wallet and a vendor's wallet, and lottery bets. Whatever order they
 * land in, every wallet's balance must equal the sum of its ledger rows, none may go below zero,
 * and each final balance must be the starting one plus the movements the platform accepted.
 */
const REQUESTS = 1_000;
const IN_FLIGHT = 50;
const MAIN = 2;
/** A lottery bet of every digit at the hundredths unit: 10 picks × 0.01. */
const BET_CENTS = 10;

let sandbox: FastifyInstance;
let gateway: FastifyInstance;
let site: string;
let token: string;
let accountId: number;
let vendorWallet: number;

const urlOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

beforeAll(async () => {
  sandbox = await buildTestSandbox();
  await sandbox.listen({ port: 0, host: '127.0.0.1' });
  gateway = await testGateway(urlOf(sandbox), { requestCeiling: { enabled: false } });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  site = urlOf(gateway);
  token = await signIn(sandbox, 'player1', 'Play1234');
  accountId = sandbox.repos.accounts.byUsername('player1')!.id;
  vendorWallet = sandbox.db.prepare('SELECT account_type_id FROM sub_wallets ORDER BY sort LIMIT 1').pluck().get() as number;
}, 60_000);
afterAll(async () => {
  await gateway?.close();
  await sandbox?.close();
});

const HEADERS = { Merchant: 'gamefront1', Device: 'web', Language: 'EN', 'X-Gateway-Version': '3', 'content-type': 'application/json' };

const balances = (): Map<number, number> =>
  new Map(
    (
      sandbox.db.prepare('SELECT wallet_type AS type, balance FROM wallets WHERE account_id = ?').all(accountId) as Array<{
        type: number;
        balance: number;
      }>
    ).map((w) => [w.type, w.balance]),
  );
const ledgerSums = (): Map<number, number> =>
  new Map(
    (
      sandbox.db
        .prepare('SELECT wallet_type AS type, SUM(amount) AS total FROM ledger WHERE account_id = ? GROUP BY wallet_type')
        .all(accountId) as Array<{ type: number; total: number }>
    ).map((w) => [w.type, w.total]),
  );

/** The open issue of a one-minute lottery game: the sandbox clock stands still, so it stays open. */
async function openIssue(): Promise<{ gameId: number; issue: string }> {
  const games = (await (await fetch(`${site}/lgw/games/popular?count=100`, { headers: HEADERS })).json()) as PopularLottery[];
  const game = games.find((g) => g.gameCode === 'TCG1MLOTTO')!;
  const last = game.lastIssue!;
  return { gameId: game.gameId, issue: `${last.slice(0, 9)}${String(Number(last.slice(9)) + 1).padStart(4, '0')}` };
}

type Planned = { kind: 'transfer'; from: number; to: number; cents: number } | { kind: 'bet' };

describe('one account under a thousand concurrent money requests through the gateway', () => {
  it('keeps every wallet equal to its ledger, never negative, with no lost update', async () => {
    const { gameId, issue } = await openIssue();
    const start = balances();
    const startLedger = sandbox.db.prepare('SELECT COUNT(*) FROM ledger WHERE account_id = ?').pluck().get(accountId) as number;

    // Transfers both ways (some larger than the vendor wallet holds, so refusals race acceptances) and bets.
    const plan: Planned[] = Array.from({ length: REQUESTS }, (_, i): Planned => {
      if (i % 3 === 2) return { kind: 'bet' };
      const toVendor = i % 3 === 0;
      const cents = 1 + ((i * 7919) % (toVendor ? 2_000 : 3_500));
      return { kind: 'transfer', from: toVendor ? MAIN : vendorWallet, to: toVendor ? vendorWallet : MAIN, cents };
    });

    const send = async (p: Planned, i: number): Promise<{ success: boolean; errorCode?: string; status: number }> => {
      const request =
        p.kind === 'transfer'
          ? {
              url: `${site}${catalogue['cashier.transfer'].path}`,
              body: { fromAccountTypeId: p.from, toAccountTypeId: p.to, amount: centsToWire(p.cents), requestId: `concurrency-${i}` },
            }
          : {
              url: `${site}/lgw/orders/betting`,
              body: {
                gameId,
                currentNumero: issue,
                winningStop: false,
                abandoning: false,
                betCartAmountSum: '0.1000',
                chase: false,
                device: 'WEB',
                orderType: 1,
                quickChase: false,
                prizeModeId: 1,
                bettingSlipString: '0123456789~1~101~3~1920~1',
              },
            };
      const res = await fetch(request.url, {
        method: 'POST',
        headers: { ...HEADERS, Authorization: token },
        body: JSON.stringify(request.body),
      });
      const body = (await res.json()) as { success?: boolean; errorCode?: string; subOrders?: unknown[] };
      // The lottery answers raw: an accepted bet carries its sub-orders.
      const success = p.kind === 'bet' ? res.status === 200 && Array.isArray(body.subOrders) : body.success === true;
      return { success, errorCode: body.errorCode, status: res.status };
    };

    const outcomes: Array<{ success: boolean; errorCode?: string; status: number }> = new Array(REQUESTS);
    let next = 0;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < REQUESTS) {
          const i = next++;
          outcomes[i] = await send(plan[i], i);
        }
      }),
    );

    // Every answer is an acceptance or a refusal for want of money; nothing failed on the way.
    const refusals = outcomes.filter((o) => !o.success);
    for (const o of refusals) expect(o.errorCode, JSON.stringify(o)).toBe('balance.insufficient');
    expect(outcomes.filter((o) => o.success).length).toBeGreaterThan(REQUESTS / 2);

    const expected = new Map(start);
    const add = (wallet: number, cents: number) => expected.set(wallet, (expected.get(wallet) ?? 0) + cents);
    let movements = 0;
    plan.forEach((p, i) => {
      if (!outcomes[i].success) return;
      if (p.kind === 'bet') {
        add(MAIN, -BET_CENTS);
        movements += 1;
      } else {
        add(p.from, -p.cents);
        add(p.to, p.cents);
        movements += 2;
      }
    });

    const end = balances();
    const sums = ledgerSums();
    for (const [wallet, balance] of end) {
      expect(balance, `wallet ${wallet} against its ledger`).toBe(sums.get(wallet) ?? 0);
      expect(balance).toBeGreaterThanOrEqual(0);
      expect(balance, `wallet ${wallet} against the accepted movements`).toBe(expected.get(wallet) ?? 0);
    }
    const endLedger = sandbox.db.prepare('SELECT COUNT(*) FROM ledger WHERE account_id = ?').pluck().get(accountId) as number;
    expect(endLedger - startLedger).toBe(movements);
  }, 120_000);
});
