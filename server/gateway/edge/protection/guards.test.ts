import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogue, routesOf, type Endpoint, type EndpointKey } from '../../../../shared/api';
import { domainWires } from '../../../../shared/domains/wire';
import { ProtectionError } from '../../../../shared/domains/protection/schemas';
import { testGateway } from '../../test-support/gateway';
import { sendJson, startFakeUpstream, type FakeUpstream } from '../../test-support/fake-upstream';
import { edgeEngines } from '../../test-support/postgres';
import { openEdgeStore, type EdgeStore } from '../store';
import { freshSchema } from '../test-support';
import { GUARDED_CALLS, GUARDED_FAMILIES, SIGN_IN_KEYS, type Guarded } from './guarded-calls';

const T0 = Date.parse('2023-11-14T22:13:20Z');
const DAY = 86_400_000;
const TOKEN = 'member-token';
const MEMBER = { id: 7, account: 'player7' };

describe('the table of guarded calls', () => {
  const familyKeys = GUARDED_FAMILIES.flatMap((family) => Object.keys(domainWires[family]));

  it('classifies every call of the money families, guarded or deliberately not, and nothing else', () => {
    expect(Object.keys(GUARDED_CALLS).sort()).toEqual([...familyKeys].sort());
  });

  it('guards every launch, deposit, lottery order and claim-like call', () => {
    const table = GUARDED_CALLS as Record<string, Guarded>;
    for (const key of familyKeys) {
      const name = key.split('.')[1];
      if (/launch/i.test(name) && !name.startsWith('deposit')) expect(table[key], key).toEqual({ guard: 'launch' });
      if (/^deposit(By|$)/i.test(name)) expect(table[key], key).toEqual({ guard: 'deposit' });
      if (/^(claim|redeem$|convert$)/.test(name) && catalogue[key as EndpointKey].method !== 'GET')
        expect(table[key], key).toEqual({ guard: 'claim' });
    }
    expect(table['lottery.bet']).toEqual({ guard: 'order' });
    expect(table['cashier.withdraw']).toEqual({ guard: 'pass', why: 'withdrawal' });
    expect(table['cashier.recallAll']).toEqual({ guard: 'pass', why: 'back to main' });
  });
});

const guardedKeys = (Object.entries(GUARDED_CALLS) as Array<[EndpointKey, Guarded]>)
  .filter(([, g]) => g.guard !== 'pass')
  .map(([key]) => key);

/** A call as the site sends it: the query for GET, else a JSON body (an encrypted call's body is never read by the guard). */
function send(app: FastifyInstance, key: EndpointKey, payload: Record<string, unknown> = {}, token: string | null = TOKEN) {
  const entry: Endpoint = catalogue[key];
  const headers: Record<string, string> = token ? { authorization: token } : {};
  if (entry.payloadIn === 'query') {
    const query = new URLSearchParams(Object.entries(payload).map(([k, v]): [string, string] => [k, String(v)]));
    return app.inject({ method: entry.method, url: `${entry.path}?${query}`, headers });
  }
  return app.inject({
    method: entry.method,
    url: entry.path,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
}

const PAYLOADS: Partial<Record<EndpointKey, Record<string, unknown>>> = {
  'cashier.transfer': { fromAccountTypeId: 2, toAccountTypeId: 5, amount: '10', requestId: 'tr-0001' },
  'cashier.depositByQr': { amount: '100', vendorId: 1, mcsBankCode: 'X', requestId: 'dep-0001' },
  'cashier.depositByLaunchUrl': { amount: '100', vendorId: 1, mcsBankCode: 'X', requestId: 'dep-0002' },
  'lottery.bet': { gameId: 1, betCartAmountSum: '10.0000' },
};

/** The platform: member.info names the member, the records are empty, everything else echoes what it got. */
async function platform(): Promise<FakeUpstream> {
  const upstream = await startFakeUpstream();
  upstream.on('GET', catalogue['member.info'].path, (_req, res) => sendJson(res, { success: true, value: MEMBER }));
  const empty = { list: [], totalCount: 0, pageNo: 1, pageSize: 100, totalPages: 0 };
  upstream.on('GET', catalogue['records.bets'].path, (_req, res) =>
    sendJson(res, {
      status: true,
      description: '',
      data: { ...empty, totals: { betAmount: '0.00', validBet: '0.00', winAmount: '0.00', profit: '0.00' } },
    }),
  );
  upstream.on('GET', catalogue['cashier.memberTransactions'].path, (_req, res) =>
    sendJson(res, { success: true, value: { ...empty, totals: { moneyIn: '0.00', moneyOut: '0.00' } } }),
  );
  return upstream;
}

const forwarded = (upstream: FakeUpstream, path: string) => upstream.seen.filter((r) => r.url.split('?')[0] === path);

describe.each(edgeEngines())('protection guards on $engine', ({ databaseUrl }) => {
  let upstream: FakeUpstream;
  let gateway: FastifyInstance;
  let store: EdgeStore;
  let now = T0;

  beforeEach(async () => {
    now = T0;
    upstream = await platform();
    store = await openEdgeStore({ databaseUrl: databaseUrl && (await freshSchema(databaseUrl)) });
    gateway = await testGateway(upstream, {
      edgeStore: store,
      now: () => now,
      upstreamSandboxCalls: true,
      requestCeiling: { enabled: false },
    });
  });
  afterEach(async () => {
    await gateway?.close();
    await upstream?.close();
  });

  const startBreak = async () => {
    const res = await send(gateway, 'protection.startRestriction', { kind: 'break', duration: '24h' });
    expect(res.json()).toMatchObject({ success: true, value: { kind: 'break', endsAt: T0 + DAY } });
  };

  it('refuses every guarded call while a break runs, forwarding none, and forwards each once it has ended', async () => {
    await startBreak();
    for (const key of guardedKeys) {
      const entry: Endpoint = catalogue[key];
      const res = await send(gateway, key, PAYLOADS[key]);
      const body = res.json();
      const refusal =
        entry.answer === 'legacy'
          ? { status: false, description: ProtectionError.restricted }
          : { success: false, errorCode: ProtectionError.restricted };
      expect(body, key).toMatchObject(refusal);
      expect(entry.answer === 'legacy' ? body.data : body.value, key).toMatchObject({ kind: 'break', endsAt: T0 + DAY });
      expect(forwarded(upstream, entry.path), key).toEqual([]);
    }
    now = T0 + DAY;
    for (const key of guardedKeys) {
      const res = await send(gateway, key, PAYLOADS[key]);
      expect(res.json().errorCode, key).not.toBe(ProtectionError.restricted);
      expect(forwarded(upstream, catalogue[key].path).length, key).toBe(1);
    }
  });

  it('guards a call on the other methods it is answered on too: a launch POSTed as the spec names it', async () => {
    await startBreak();
    const others = guardedKeys.flatMap((key) =>
      routesOf(catalogue[key])
        .filter((route) => route.method !== catalogue[key].method)
        .map((route) => ({ key, route })),
    );
    expect(others.map(({ key }) => key)).toContain('games.launch');
    for (const { key, route } of others) {
      const res = await gateway.inject({
        method: route.method,
        url: route.path,
        headers: { authorization: TOKEN, 'content-type': 'application/json' },
        payload: JSON.stringify(PAYLOADS[key] ?? { nodeId: 1 }),
      });
      expect(res.json(), key).toMatchObject({ success: false, errorCode: ProtectionError.restricted });
      expect(forwarded(upstream, route.path), key).toEqual([]);
    }
  });

  it('lets withdrawals, transfers back to the main wallet and reads through during a break', async () => {
    await startBreak();
    for (const [key, payload] of [
      ['cashier.withdraw', { amount: '100' }],
      ['cashier.recallAll', { requestId: 'back-0001' }],
      ['cashier.transfer', { fromAccountTypeId: 5, toAccountTypeId: 2, amount: '10', requestId: 'tr-0002' }],
      ['cashier.balance', {}],
      ['games.list', {}],
    ] as const) {
      const res = await send(gateway, key, payload);
      expect(res.json(), key).toMatchObject({ success: true });
      expect(forwarded(upstream, catalogue[key].path).length, key).toBe(1);
    }
    // Into a game wallet, the same transfer call is refused.
    const into = await send(gateway, 'cashier.transfer', { fromAccountTypeId: 2, toAccountTypeId: 5, amount: '10', requestId: 'tr-0003' });
    expect(into.json().errorCode).toBe(ProtectionError.restricted);
  });

  it('ends a restricted account’s new session at the platform and answers protection.restricted instead of the token', async () => {
    await startBreak();
    for (const key of SIGN_IN_KEYS) {
      const entry: Endpoint = catalogue[key];
      upstream.on(entry.method, entry.path, (_req, res) =>
        sendJson(res, { success: true, value: { token: `new-${key}`, id: MEMBER.id, userName: MEMBER.account } }),
      );
      const res = await gateway.inject({
        method: entry.method,
        url: entry.path,
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(res.json(), key).toMatchObject({ success: false, errorCode: ProtectionError.restricted, value: { kind: 'break' } });
      expect(res.body, key).not.toContain(`new-${key}`);
      const logouts = forwarded(upstream, catalogue['identity.logout'].path);
      expect(logouts.at(-1)?.headers.authorization, key).toBe(`new-${key}`);
    }
    // Another account signs in as usual.
    upstream.on('POST', catalogue['identity.login'].path, (_req, res) =>
      sendJson(res, { success: true, value: { token: 'other', id: 8, userName: 'player8' } }),
    );
    const other = await gateway.inject({ method: 'POST', url: catalogue['identity.login'].path, payload: {} });
    expect(other.json()).toMatchObject({ success: true, value: { token: 'other' } });
  });

  it('refuses a deposit past the deposit limit from the platform record plus the orders the edge forwarded', async () => {
    upstream.on('GET', catalogue['cashier.memberTransactions'].path, (_req, res) =>
      sendJson(res, {
        success: true,
        value: {
          list: [
            {
              id: '1',
              time: T0 - 1000,
              type: 'DEPOSIT',
              amount: '300.00',
              reference: 'D-OLD',
              detail: 'deposit',
              accountTypeId: 2,
              balanceAfter: '0',
            },
          ],
          totalCount: 1,
          totals: { moneyIn: '300.00', moneyOut: '0.00' },
        },
      }),
    );
    const path = catalogue['cashier.depositByLaunchUrl'].path;
    let order = 0;
    upstream.on('POST', path, (req, res) => {
      const { amount } = JSON.parse(req.body.toString()) as { amount: string };
      sendJson(res, {
        success: true,
        value: { orderId: `D-${++order}`, amount: Number(amount).toFixed(2), launchUrl: 'x', expiresAt: T0 + 1_800_000 },
      });
    });
    expect((await send(gateway, 'protection.setLimit', { kind: 'deposit', period: 'day', amount: '1000' })).json().success).toBe(true);
    expect((await send(gateway, 'cashier.depositByLaunchUrl', { amount: '600' })).json().success).toBe(true);
    const refused = await send(gateway, 'cashier.depositByLaunchUrl', { amount: '200' });
    expect(refused.json()).toMatchObject({
      success: false,
      errorCode: ProtectionError.depositLimit,
      value: { kind: 'deposit', period: 'day', amount: '1000.00', used: '900.00', remaining: '100.00' },
    });
    expect(forwarded(upstream, path)).toHaveLength(1);
    expect((await send(gateway, 'cashier.depositByLaunchUrl', { amount: '100' })).json().success).toBe(true);
    // Once the unpaid order expires, it no longer counts.
    now = T0 + 1_800_001;
    expect((await send(gateway, 'cashier.depositByLaunchUrl', { amount: '600' })).json().success).toBe(true);
  });

  it('refuses a launch once a loss limit is used up by the platform’s betting record', async () => {
    upstream.on('GET', catalogue['records.bets'].path, (_req, res) =>
      sendJson(res, {
        status: true,
        description: '',
        data: { list: [], totalCount: 3, totals: { betAmount: '50.00', validBet: '50.00', winAmount: '0.00', profit: '-50.00' } },
      }),
    );
    await send(gateway, 'protection.setLimit', { kind: 'loss', period: 'day', amount: '50' });
    const res = await send(gateway, 'games.launch', { nodeId: 1 });
    expect(res.json()).toMatchObject({ success: false, errorCode: ProtectionError.lossLimit, value: { used: '50.00', remaining: '0.00' } });
    expect(forwarded(upstream, catalogue['games.launch'].path)).toEqual([]);
    const history = (await send(gateway, 'protection.history', {})).json().value.list;
    expect(history[0]).toMatchObject({ event: 'refused', subject: 'loss', period: 'day' });
  });

  it("counts a lottery order's betCartAmountSum against a wager limit, in the older jQuery client's body too", async () => {
    const path = catalogue['lottery.bet'].path;
    let order = 0;
    upstream.on('POST', path, (req, res) => {
      const { betCartAmountSum } = JSON.parse(req.body.toString()) as { betCartAmountSum: string };
      const orderNo = `LT${String(++order).padStart(10, '0')}`;
      sendJson(res, { orderNumber: orderNo, orderNo, numero: '20231115-0001', totalBettingAmount: Number(betCartAmountSum) });
    });
    // The older jQuery betting client's body (contract/PUBLIC-CLIENTS.md §8, J2): its cart total as betCartAmountSum.
    const older = (betCartAmountSum: string) => ({
      bettingSlipString: `${betCartAmountSum}~12~2~1~301~0`,
      multiples: '5',
      chase: 'false',
      gameId: 1,
      betCartAmountSum,
      series: 1920,
      currentNumero: '20231115-0001',
      bettingMode: 1,
      device: 'WEB',
      orderType: 1,
      prizeModeId: 1,
    });
    await send(gateway, 'protection.setLimit', { kind: 'wager', period: 'day', amount: '20' });
    expect((await send(gateway, 'lottery.bet', older('15.0000'))).json()).toMatchObject({ orderNumber: 'LT0000000001' });
    const refused = await send(gateway, 'lottery.bet', older('10.0000'));
    expect(refused.json()).toMatchObject({
      success: false,
      errorCode: ProtectionError.wagerLimit,
      value: { kind: 'wager', period: 'day', used: '15.00', remaining: '5.00' },
    });
    expect(forwarded(upstream, path)).toHaveLength(1);
  });

  it('ends a session past its session limit at the platform on its next call, answering 401 with the reason', async () => {
    upstream.on('POST', catalogue['identity.login'].path, (_req, res) =>
      sendJson(res, { success: true, value: { token: TOKEN, id: MEMBER.id, userName: MEMBER.account } }),
    );
    await gateway.inject({ method: 'POST', url: catalogue['identity.login'].path, payload: {} });
    await send(gateway, 'protection.setSessionLimit', { minutes: 15 });
    now = T0 + 15 * 60_000 - 1;
    expect((await send(gateway, 'cashier.balance')).statusCode).toBe(200);
    now += 1;
    const ended = await send(gateway, 'cashier.balance');
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({ errorCode: 'login.not.session', message: expect.stringMatching(/session time limit/) });
    expect(forwarded(upstream, catalogue['identity.logout'].path).map((r) => r.headers.authorization)).toEqual([TOKEN]);
    expect((await send(gateway, 'protection.state')).statusCode).toBe(401);
  });
});

describe.each(edgeEngines().filter((e) => e.engine === 'postgres'))('two gateway replicas on one PostgreSQL', ({ databaseUrl }) => {
  it('refuses a deposit through replica B at once after a break started through replica A', async () => {
    const upstream = await platform();
    const url = await freshSchema(databaseUrl!);
    const [storeA, storeB] = [await openEdgeStore({ databaseUrl: url }), await openEdgeStore({ databaseUrl: url })];
    const a = await testGateway(upstream, { edgeStore: storeA, now: () => T0 });
    const b = await testGateway(upstream, { edgeStore: storeB, now: () => T0 });
    try {
      expect((await send(b, 'cashier.depositByQr', PAYLOADS['cashier.depositByQr'])).json().success).toBe(true);
      expect((await send(a, 'protection.startRestriction', { kind: 'break', duration: '7d' })).json().success).toBe(true);
      const refused = await send(b, 'cashier.depositByQr', PAYLOADS['cashier.depositByQr']);
      expect(refused.json()).toMatchObject({ success: false, errorCode: ProtectionError.restricted, value: { kind: 'break' } });
      expect((await send(b, 'protection.state')).json().value.restriction).toMatchObject({ kind: 'break', endsAt: T0 + 7 * DAY });
    } finally {
      await a.close();
      await b.close();
      await upstream.close();
    }
  });
});
