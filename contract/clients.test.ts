import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_CASES, missedReads, runClientCase, valuesAt, type ClientCase } from './clients';
import type { Facts } from './plan';

const facts: Facts = {
  username: 'player1',
  password: 'x',
  language: 'EN',
  favouriteIds: [],
  tickets: [],
  lottery: { gameId: 7, gameCode: 'CQSSC' },
};
const caseNamed = (name: string): ClientCase => CLIENT_CASES.find((c) => c.name === name)!;
const draw = { gameCode: 'CQSSC', numero: '20260101-001', winNo: '3,0,5' };

describe('what a client reads', () => {
  it('fans out over list items and follows nested fields', () => {
    expect(valuesAt({ content: [draw, { ...draw, numero: '2' }] }, 'content[].numero')).toEqual(['20260101-001', '2']);
    expect(valuesAt([{ games: [{ gameId: 1 }, { gameId: 2 }] }], '[].games[].gameId')).toEqual([1, 2]);
    expect(valuesAt({ value: { claims: [1], more: [2] } }, 'value.*')).toEqual([[1], [2]]);
    expect(valuesAt({ value: 3 }, 'value')).toEqual([3]);
  });

  it('catches a renamed field the client reads (winNo → winningNumber)', () => {
    const reads = caseNamed('the draw history').reads;
    expect(missedReads({ content: [draw] }, reads)).toEqual([]);
    const { winNo, ...renamed } = draw;
    expect(missedReads({ content: [{ ...renamed, winningNumber: winNo }] }, reads)).toEqual([
      'reads content[].winNo as string: content[].winNo = nothing',
    ]);
  });

  it('catches a field of the wrong type, an empty list and a dropped object', () => {
    const reads = caseNamed('the issue on sale and its neighbours').reads;
    const near = {
      currentNumero: { numero: '1', gameId: 7, remainTime: 1000, lockTime: 5, isSale: true },
      previousNumero: { numero: '0' },
      nextNumero: { numero: '2' },
    };
    expect(missedReads(near, reads)).toEqual([]);
    expect(missedReads({ ...near, currentNumero: { ...near.currentNumero, remainTime: '1000' } }, reads)).toEqual([
      'reads currentNumero.remainTime as number: currentNumero.remainTime = "1000"',
    ]);
    expect(missedReads({ ...near, nextNumero: undefined }, reads)).toHaveLength(1);
    expect(missedReads({ content: [] }, caseNamed('the draw history').reads)).toHaveLength(3);
  });

  it('takes the first of the names a tolerant client tries, and numeric strings where it takes them', () => {
    const reads = caseNamed('the withdrawal limits').reads;
    expect(missedReads({ success: true, value: { minAmount: '100.00', maximumAmount: 5000 } }, reads)).toEqual([]);
    expect(missedReads({ success: true, value: { min: 100, maximumAmount: 5000 } }, reads)).toEqual([
      'reads value.minimumAmount | value.minAmount as numeric: value.minimumAmount = nothing, value.minAmount = nothing',
    ]);
  });

  it('names a source for every case and reads at least one field', () => {
    for (const c of CLIENT_CASES) {
      expect(c.source, c.name).toMatch(/^[A-Z][0-9]?: /);
      expect(c.reads.length, c.name).toBeGreaterThan(0);
    }
  });
});

describe('a client case on the wire', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

  async function serve(answer: { status: number; body: unknown }) {
    const seen: { method?: string; url?: string; headers?: IncomingHttpHeaders } = {};
    server = createServer((req, res) => {
      Object.assign(seen, { method: req.method, url: req.url, headers: req.headers });
      res.statusCode = answer.status;
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(answer.body));
    });
    await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    return { caller: { upstream: `http://127.0.0.1:${port}`, merchant: 'hongda', language: 'EN', token: 'tok123' }, seen };
  }

  it('sends the C# client’s request as it does: /lotto/lgw, the bare token, Merchant and X-Gateway-Version 1', async () => {
    const { caller, seen } = await serve({ status: 200, body: { currentNumero: { numero: '1' } } });
    const row = await runClientCase(caller, facts, caseNamed('the issue to bet on, under /lotto/lgw'));
    expect(row).toMatchObject({ kind: 'client', outcome: 'passed', requests: ['GET /lotto/lgw/numeros/near?gameId=7'] });
    expect(row.source).toMatch(/HDYL\.cs/);
    expect(seen).toMatchObject({ method: 'GET', url: '/lotto/lgw/numeros/near?gameId=7' });
    expect(seen.headers).toMatchObject({ merchant: 'hongda', authorization: 'tok123', 'x-gateway-version': '1' });
  });

  it('sends the jQuery lobby’s games request with Merchant alone', async () => {
    const { caller, seen } = await serve({ status: 200, body: [] });
    await runClientCase(caller, facts, caseNamed('the lottery games by group, with Merchant alone'));
    expect(seen.headers?.merchant).toBe('hongda');
    expect(seen.headers?.authorization).toBeUndefined();
  });

  it('fails a /wps answer that is not a success, and names a call the platform does not offer', async () => {
    const { caller } = await serve({ status: 200, body: { success: false, value: null, errorCode: 'x', message: 'no' } });
    expect(await runClientCase(caller, facts, caseNamed('the balance'))).toMatchObject({
      outcome: 'failed',
      details: [expect.stringMatching(/^not a success/)],
    });
    const notOffered = await serve({
      status: 400,
      body: { success: false, value: null, errorCode: 'function.not.available', message: 'no' },
    });
    expect(await runClientCase(notOffered.caller, facts, caseNamed('the balance'))).toMatchObject({
      outcome: 'failed',
      details: [expect.stringMatching(/^not offered \(HTTP 400 function\.not\.available\)/)],
    });
  });

  it('is skipped when the suite has not learnt the lottery game it needs', async () => {
    const { caller } = await serve({ status: 200, body: {} });
    const row = await runClientCase(caller, { ...facts, lottery: undefined }, caseNamed('the draw history'));
    expect(row).toMatchObject({ outcome: 'skipped', details: ['no lottery game in the menus'] });
  });
});
