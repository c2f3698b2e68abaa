import { describe, it, expect, expectTypeOf } from 'vitest';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogue, endpoints, type EndpointKey } from './catalogue';
import { endpointWire, wireSpecs, type PathParamsOf } from './wire';
import { completeWire, type PathParams } from './endpointWire';
import { NoPayload, Open } from '../schemas/common';
import { LoginPayload } from '../schemas/identity';

const here = dirname(fileURLToPath(import.meta.url));
/** Each domain file and the key prefixes it holds. */
const domains: Record<string, string[]> = {
  system: ['system'],
  session: ['session', 'verification'],
  member: ['member'],
  wallet: ['wallet'],
  games: ['games'],
  lottery: ['lottery'],
  content: ['content'],
  messages: ['messages', 'chat'],
  points: ['points'],
  promotions: ['promotions', 'rewards', 'missions'],
  contracts: ['contracts'],
  agent: ['agent'],
  records: ['records'],
  feedback: ['feedback'],
  rank: ['rank'],
  protection: ['protection'],
};

describe('endpoint catalogue', () => {
  it('pairs every domain wire table with a schema table of exactly the same keys', async () => {
    const seen: string[] = [];
    for (const [domain, prefixes] of Object.entries(domains)) {
      const wireModule = (await import(`./endpoints/${domain}.wire.ts`)) as Record<string, object>;
      const schemaModule = (await import(`./endpoints/${domain}.ts`)) as Record<string, object>;
      const wireKeys = Object.keys(wireModule[`${domain}Wire`]);
      expect(Object.keys(schemaModule[`${domain}Schemas`]), domain).toEqual(wireKeys);
      expect(
        wireKeys.filter((key) => !prefixes.includes(key.split('.')[0])),
        domain,
      ).toEqual([]);
      seen.push(...wireKeys);
    }
    expect(seen.sort()).toEqual(Object.keys(wireSpecs).sort());
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
      aliases: [],
      ours: false,
    });
    expect(catalogue['lottery.openedNumbers'].answer).toBe('raw');
    expect(catalogue['games.addFavorite']).toMatchObject({ answer: 'envelope', payloadIn: 'body' });
    expect(catalogue['games.removeFavorite']).toMatchObject({ method: 'DELETE', payloadIn: 'body' });
    expect(catalogue['session.rsaKey'].answer).toBe('text');
    expect(catalogue['member.forgotPasswordEmail'].payloadIn).toBe('form');
  });

  it('gives entries without schemas any object as payload and an answer still open', () => {
    expect(catalogue['games.jackpot'].payload).toBe(NoPayload);
    expect(catalogue['games.jackpot'].value).toBe(Open);
    expect(catalogue['session.login'].payload).toBe(LoginPayload);
    expectTypeOf(catalogue['session.login'].payload).toEqualTypeOf<typeof LoginPayload>();
    expectTypeOf(catalogue['games.jackpot'].payload).toEqualTypeOf<typeof NoPayload>();
    expectTypeOf(catalogue['games.jackpot'].key).toEqualTypeOf<'games.jackpot'>();
  });

  it('spreads member-service relays over both prefixes', () => {
    expect(catalogue['points.balance']).toMatchObject({
      path: '/wps/relay/MCSFE_getPointBalance',
      aliases: ['/wps/relay/MCS2_getPointBalance'],
    });
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
const plainModules = ['wire.ts', 'errorCode.ts', 'envelopeCore.ts', 'headers.ts', '../brandDefaults.ts'];

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
