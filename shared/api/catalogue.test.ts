import { describe, it, expect, expectTypeOf } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogue, endpoints, routesOf, type EndpointKey } from './catalogue';
import { endpointWire, wireSpecs, type PathParamsOf } from './wire';
import { completeWire, lotteryTwin, type PathParams } from './endpointWire';
import { NoPayload, Open } from '../domains/common';
import { LoginPayload } from '../domains/identity/schemas';
import { domainWires, type Domain } from '../domains/wire';
import { domainSchemas } from '../domains/endpoints';

const here = dirname(fileURLToPath(import.meta.url));

/** Calls of ours moved to the paths the platform's older generation documents (reference S13, §5.3). */
const ON_LEGACY_PATHS: Readonly<Record<string, string>> = {
  'cashier.bankCards': 'GET /wps/member/bankCard',
  'cashier.addBankCard': 'PUT /wps/member/bankCard',
  'cashier.paymentPasswordStatus': 'GET /wps/member/hasWithdrawalPassword',
  'cashier.setPaymentPassword': 'PUT /wps/member/paymentPassword',
  'cashier.changePaymentPassword': 'POST /wps/member/paymentPassword',
  'cashier.withdrawBanks': 'GET /wps/system/withdrawBanks',
  'cashier.recallAll': 'POST /wps/wallets/transferToMainWallet',
  'cashier.transferDownline': 'POST /wps/agent/transferDownline',
  'inbox.read': 'POST /wps/message/read',
  'records.bets': 'GET /wps/report/accountGameBetHistory',
  'agent.downlines': 'GET /wps/agent/downlines',
  'agent.registerDownline': 'POST /wps/agent/downline',
  'agent.announcements': 'GET /wps/agent/announcements',
  'agent.affiliateLinks': 'GET /wps/agent/affiliateUrls',
  'agent.createAffiliateLink': 'POST /wps/agent/affiliateUrl',
  'agent.transactions': 'GET /wps/report/downlineTransaction',
  'agent.profitLoss': 'GET /wps/report/downlineLottoPNL',
  'agent.income': 'GET /wps/report/income',
  'agent.teamBetting': 'GET /wps/report/teamPVPRNGBetting',
};

describe('endpoint catalogue', () => {
  it('pairs every domain wire table with a schema table of exactly the same keys, each key prefixed by its domain', () => {
    const seen: string[] = [];
    for (const [domain, table] of Object.entries(domainWires)) {
      const wireKeys = Object.keys(table);
      expect(Object.keys(domainSchemas[domain as Domain]), domain).toEqual(wireKeys);
      expect(
        wireKeys.filter((key) => key.split('.')[0] !== domain),
        domain,
      ).toEqual([]);
      seen.push(...wireKeys);
    }
    expect(Object.keys(domainSchemas).sort()).toEqual(Object.keys(domainWires).sort());
    expect(seen.sort()).toEqual(Object.keys(wireSpecs).sort());
  });

  it('has a folder under shared/domains/ for every domain of the list, and no other', () => {
    expect(domainFolders.map((folder) => folder.name).sort()).toEqual(Object.keys(domainWires).sort());
  });

  it('holds every wire entry once, with its key stamped, its wire facts and its schemas', () => {
    const keys = Object.keys(wireSpecs);
    expect(Object.keys(catalogue)).toEqual(keys);
    expect(endpoints).toHaveLength(keys.length);
    for (const key of keys as EndpointKey[]) {
      const entry = catalogue[key];
      expect(entry.key).toBe(key);
      expect(endpointWire[key]).toEqual({ ...completeWire(wireSpecs[key]), key });
      expect(entry).toMatchObject(endpointWire[key]);
      expect(entry.payload).toBeDefined();
      expect(entry.value).toBeDefined();
    }
  });

  it('fills the wire defaults: public, plain, raw answers on /lgw, the payload in the query for GET and DELETE', () => {
    expect(catalogue['lottery.draws']).toMatchObject({
      token: false,
      encrypted: false,
      answer: 'raw',
      payloadIn: 'query',
      aliases: [{ method: 'GET', path: '/lotto/lgw/draw/:gameId', payloadIn: 'query' }],
      kind: 'platform',
    });
    expect(catalogue['lottery.openedNumbers'].answer).toBe('raw');
    expect(catalogue['games.addFavorite']).toMatchObject({ answer: 'envelope', payloadIn: 'body' });
    expect(catalogue['games.removeFavorite']).toMatchObject({ method: 'DELETE', payloadIn: 'body' });
    expect(catalogue['identity.rsaKey'].answer).toBe('text');
    expect(catalogue['identity.forgotPasswordEmail'].payloadIn).toBe('form');
  });

  it('gives entries without a payload schema any object as payload; every answer has its schema', () => {
    expect(catalogue['chat.models'].payload).toBe(NoPayload);
    expect(endpoints.filter((entry) => entry.value === Open).map((entry) => entry.key)).toEqual([]);
    expect(catalogue['identity.login'].payload).toBe(LoginPayload);
    expectTypeOf(catalogue['identity.login'].payload).toEqualTypeOf<typeof LoginPayload>();
    expectTypeOf(catalogue['chat.models'].payload).toEqualTypeOf<typeof NoPayload>();
    expectTypeOf(catalogue['chat.models'].key).toEqualTypeOf<'chat.models'>();
  });

  it("answers the calls on the older generation's documented paths as platform calls in its envelope, their shapes our guess", () => {
    for (const [key, route] of Object.entries(ON_LEGACY_PATHS) as [EndpointKey, string][]) {
      const entry = catalogue[key];
      expect(`${entry.method} ${entry.path}`, key).toBe(route);
      expect(entry, key).toMatchObject({ kind: 'platform', answer: 'legacy', guess: true, aliases: [] });
    }
    // No other call answers that envelope.
    const legacy = endpoints.filter((entry) => entry.answer === 'legacy').map((entry) => entry.key);
    expect(legacy.sort()).toEqual(Object.keys(ON_LEGACY_PATHS).sort());
  });

  it('gives every method and path one entry, aliases included', () => {
    const routes = endpoints.flatMap((entry) => routesOf(entry).map(({ method, path }) => `${method} ${path}`));
    expect(routes.filter((route, index) => routes.indexOf(route) !== index)).toEqual([]);
  });

  it('answers every lottery call under both lottery mounts, and no other call there', () => {
    const pathsOf = (entry: (typeof endpoints)[number]) => routesOf(entry).map((route) => route.path);
    for (const entry of endpoints) {
      const paths = pathsOf(entry);
      const lottery = paths.filter((path) => path.startsWith('/lgw/') || path.startsWith('/lotto/lgw/'));
      if (!entry.key.startsWith('lottery.')) {
        expect(lottery, entry.key).toEqual([]);
        continue;
      }
      for (const path of paths) expect(paths, entry.key).toContain(lotteryTwin(path));
      expect(entry.answer, entry.key).toBe('raw');
    }
    expect(pathsOf(catalogue['lottery.bet'])).toEqual(['/lgw/orders/betting', '/lotto/lgw/orders/betting']);
    expect(pathsOf(catalogue['lottery.openedNumbers'])).toEqual(['/lotto/lgw/games/opened/numero', '/lgw/games/opened/numero']);
    // A new entry gets its twin from the defaults, whichever mount it names.
    expect(completeWire({ method: 'GET', path: '/lgw/new/:id', moduleId: 'COMM3' }).aliases).toEqual([
      { method: 'GET', path: '/lotto/lgw/new/:id', payloadIn: 'query' },
    ]);
    expect(completeWire({ method: 'GET', path: '/lotto/lgw/new', moduleId: 'COMM3', aliases: ['/lgw/new'] }).aliases).toEqual([
      { method: 'GET', path: '/lgw/new', payloadIn: 'query' },
    ]);
    // Another method's alias gets its twin too.
    expect(
      completeWire({ method: 'GET', path: '/lgw/other', moduleId: 'COMM3', aliases: [{ method: 'POST' }] }).aliases.map(
        (r) => `${r.method} ${r.path}`,
      ),
    ).toEqual(['POST /lgw/other', 'GET /lotto/lgw/other', 'POST /lotto/lgw/other']);
    expect(lotteryTwin('/lgwx/a')).toBeUndefined();
    expect(lotteryTwin('/wps/lgw/a')).toBeUndefined();
  });

  it('spreads member-service relays over both prefixes', () => {
    expect(catalogue['points.balance']).toMatchObject({
      path: '/wps/relay/MCSFE_getPointBalance',
      aliases: [{ method: 'GET', path: '/wps/relay/MCS2_getPointBalance', payloadIn: 'query' }],
    });
  });

  it('answers the other methods public clients send, each carrying the payload as that method does', () => {
    const route = (key: EndpointKey) => routesOf(catalogue[key]).map(({ method, path, payloadIn }) => `${method} ${path} ${payloadIn}`);
    expect(route('identity.logout')).toEqual(['DELETE /wps/session/logout query', 'POST /wps/session/logout body']);
    expect(route('games.hot')).toEqual(['GET /wps/relay/GCSGAME_hotGamesV2 query', 'POST /wps/relay/GCSGAME_hotGamesV2 body']);
    expect(route('games.launch')).toEqual(['GET /wps/game/launchGame query', 'POST /wps/game/launchGame body']);
    // An alias with the call's own method carries the payload as the call does.
    expect(
      completeWire({ method: 'DELETE', path: '/a', moduleId: 'COMM3', payloadIn: 'body', aliases: ['/b', { method: 'POST', path: '/c' }] })
        .aliases,
    ).toEqual([
      { method: 'DELETE', path: '/b', payloadIn: 'body' },
      { method: 'POST', path: '/c', payloadIn: 'body' },
    ]);
  });

  it('answers the analytics beacon with HTTP 204 and no body', () => {
    expect(catalogue['system.collect']).toMatchObject({ method: 'POST', answer: 'none' });
    expect(endpoints.filter((entry) => entry.answer === 'none').map((entry) => entry.key)).toEqual(['system.collect']);
  });

  it('types the path parameters of each path', () => {
    expectTypeOf<PathParams<'/lgw/draw/:gameId/hot_gap_info'>>().toEqualTypeOf<{ gameId: string | number }>();
    expectTypeOf<PathParams<'/a/:first/b/:second'>>().toEqualTypeOf<{ first: string | number; second: string | number }>();
    expectTypeOf<PathParamsOf<'lottery.drawByCode'>>().toEqualTypeOf<{ code: string | number }>();
    expectTypeOf<keyof PathParamsOf<'games.list'>>().toEqualTypeOf<never>();
  });
});

/**
 * The client bundle imports these modules at run time. The schema engine must stay out of them and
 * of everything they import: a type-only import is erased, any other brings the engine along.
 */
/** What the browser bundles: the catalogue's wire side and every domain's browser-safe files (wire facts, errors, rules). */
const domainFolders = readdirSync(resolve(here, '../domains'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
const plainModules = [
  'wire.ts',
  'errorCode.ts',
  'envelopeCore.ts',
  'headers.ts',
  '../brandDefaults.ts',
  '../domains/wire.ts',
  ...domainFolders.flatMap((folder) =>
    ['wire.ts', 'errors.ts', 'rules.ts']
      .map((file) => `../domains/${folder.name}/${file}`)
      .filter((file) => existsSync(resolve(here, file))),
  ),
];

function runtimeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm)].map((m) => m[1]);
  return specifiers.concat([...source.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((m) => m[1]));
}

function reachablePackages(entry: string, seen = new Set<string>()): Set<string> {
  const packages = new Set<string>();
  if (seen.has(entry)) return packages;
  seen.add(entry);
  for (const specifier of runtimeImports(entry)) {
    if (!specifier.startsWith('.')) packages.add(specifier);
    else {
      const target = resolve(dirname(entry), specifier.endsWith('.ts') ? specifier : `${specifier}.ts`);
      for (const found of reachablePackages(target, seen)) packages.add(found);
    }
  }
  return packages;
}

describe('modules the client bundle imports', () => {
  it.each(plainModules)('%s reaches no package at run time, TypeBox included', (file) => {
    expect([...reachablePackages(resolve(here, file))]).toEqual([]);
  });

  it('the check sees through relative imports to TypeBox', () => {
    expect([...reachablePackages(resolve(here, 'catalogue.ts'))]).toContain('typebox');
  });
});
