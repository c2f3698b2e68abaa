import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { catalogue } from '../shared/api/catalogue';
import { PUBLIC_URL, SITE_URLS, buildTestSandbox, signIn } from '../server/sandbox/test-support';
import { sandboxAreas } from '../server/sandbox/areas';
import { collectHandlers } from '../server/sandbox/areas/registration';
import { areaContext } from '../server/sandbox/app';
import { normaliseAddresses } from '../server/sandbox/addresses';
import { DEFAULT_PASSWORD, DEFAULT_PASSWORD_MAX_AGE_DAYS } from '../server/sandbox/core/identity-settings';
import { runContract, type Row } from './run';
import { MONEY_WRITES, NEVER_CALLED } from './plan';
import { exitCodeOf, strictProblems } from './report';

/** The suite against the sandbox over real HTTP, as CI runs it with --strict. */
describe('the contract suite against the sandbox', () => {
  let app: FastifyInstance;
  let rows: Row[];
  let handled: Set<string>;
  let favouritesBefore: number[];

  const favourites = async () => {
    const token = await signIn(app, 'player1', 'Play1234');
    const res = await app.inject({ url: catalogue['games.favoriteIds'].path, headers: { authorization: token } });
    return res.json().value as number[];
  };

  beforeAll(async () => {
    app = await buildTestSandbox();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const addresses = normaliseAddresses(PUBLIC_URL, SITE_URLS);
    const ctx = areaContext(app, {
      addresses,
      identity: { defaultPassword: DEFAULT_PASSWORD, passwordMaxAgeDays: DEFAULT_PASSWORD_MAX_AGE_DAYS, addresses },
    });
    handled = new Set(Object.keys(collectHandlers(sandboxAreas, ctx)));
    favouritesBefore = await favourites();
    const { port } = app.server.address() as AddressInfo;
    rows = await runContract({
      upstream: `http://127.0.0.1:${port}`,
      merchant: 'gamefront1',
      username: 'player1',
      password: 'Play1234',
      language: 'EN',
      allowMoney: false,
      strict: true,
    });
  }, 30_000);

  afterAll(async () => {
    await app?.close();
  });

  it('reports every catalogue entry exactly once', () => {
    expect(rows.map((r) => r.key).sort()).toEqual(Object.keys(catalogue).sort());
  });

  // A handler may still answer function.not.available when the merchant's settings turn the function
  // off (GeeTest on a brand without it): that is the platform's own word, as on a real one.
  it('finds every entry the sandbox answers as expected, unless it is skipped for safety or switched off', () => {
    const wrong = rows
      .filter((row) => handled.has(row.key))
      .filter((row) => !(row.result === 'as expected' && (!row.refusal || row.refusalExpected)))
      .filter((row) => row.skip?.kind !== 'safety' && row.result !== 'not offered')
      .map((row) => `${row.key}: ${row.result} ${JSON.stringify(row.differences ?? row.refusal ?? row.skip)}`);
    expect(wrong).toEqual([]);
    // Reads with a handler really are exercised, not skipped; the launch is a GET that may move money, and
    // the platform's contract processing calls are GETs that commit the member's answer.
    const readsSkipped = rows.filter(
      (row) =>
        handled.has(row.key) &&
        row.method === 'GET' &&
        row.result === 'skipped' &&
        row.ours === false &&
        !MONEY_WRITES[row.key] &&
        !NEVER_CALLED[row.key],
    );
    expect(readsSkipped.map((row) => row.key)).toEqual([]);
  });

  it("judges the calls on the older generation's paths in its envelope", () => {
    const legacy = rows.filter((row) => catalogue[row.key as keyof typeof catalogue].answer === 'legacy');
    expect(legacy.length).toBeGreaterThan(0);
    expect(legacy.filter((row) => row.result === 'different').map((row) => row.key)).toEqual([]);
    expect(rows.find((row) => row.key === 'cashier.bankCards')).toMatchObject({ result: 'as expected', ours: false, guess: true });
    expect(rows.find((row) => row.key === 'records.bets')).toMatchObject({
      result: 'as expected',
      path: '/wps/report/accountGameBetHistory',
    });
  });

  it('finds the entries without a sandbox handler not offered', () => {
    const wrong = rows.filter((row) => !handled.has(row.key) && row.result !== 'not offered' && row.result !== 'skipped');
    expect(wrong.map((row) => `${row.key}: ${row.result}`)).toEqual([]);
  });

  it('passes --strict', () => {
    expect(strictProblems(rows).map((row) => row.key)).toEqual([]);
    expect(exitCodeOf(rows, true)).toBe(0);
  });

  it('leaves the test account as it found it: the favourite it added is removed again', async () => {
    expect(rows.find((r) => r.key === 'games.addFavorite')?.result).toBe('as expected');
    expect(rows.find((r) => r.key === 'games.removeFavorite')?.result).toBe('as expected');
    expect(await favourites()).toEqual(favouritesBefore);
  });

  it('never moves money without --allow-money', () => {
    for (const key of ['cashier.withdraw', 'lottery.bet', 'games.launch']) {
      expect(rows.find((r) => r.key === key)).toMatchObject({ result: 'skipped', skip: { kind: 'safety' } });
    }
  });
});
